"""An older commit's tree beside this one, for benches that compare the two in the same run.

``tree("89f333c")`` extracts that commit with ``git archive`` (no worktree, nothing changes in
the repository) into ``$TMPDIR/kibitzer-bench/<commit>`` once, and answers its path.
"""

from __future__ import annotations

import io
import json
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
BASELINE = "89f333c"
"""The last commit before the languages work: the speed the referee and the store must keep."""


def tree(commit: str = BASELINE) -> Path:
    full = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--verify", commit + "^{commit}"],
                          check=True, capture_output=True, text=True).stdout.strip()
    target = Path(tempfile.gettempdir()) / "kibitzer-bench" / full[:12]
    if not (target / ".complete").exists():
        archive = subprocess.run(["git", "-C", str(ROOT), "archive", "--format=tar", full],
                                 check=True, capture_output=True).stdout
        target.mkdir(parents=True, exist_ok=True)
        with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
            tar.extractall(target, filter="data")
        (target / ".complete").write_text(full + "\n")
    return target


class Side:
    """A worker process (``worker``, a script of bench/) timing one checkout, ``root``: asked
    one JSON line, it answers one."""

    def __init__(self, name: str, root: Path, worker: Path) -> None:
        self.name = name
        self.process = subprocess.Popen([sys.executable, str(worker), "--root", str(root)],
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        text=True, cwd=str(root))

    def ask(self, **asked: Any) -> dict[str, Any]:
        assert self.process.stdin and self.process.stdout
        self.process.stdin.write(json.dumps(asked) + "\n")
        self.process.stdin.flush()
        line = self.process.stdout.readline()
        if not line:
            raise RuntimeError(f"the {self.name} worker stopped")
        return json.loads(line)

    def close(self) -> None:
        assert self.process.stdin
        self.process.stdin.close()
        self.process.wait(timeout=30)


def paired(sides: list[Side], rounds: int, **asked: Any) -> list[float]:
    """Each side's best ``rate`` over ``rounds`` turns, the order of the turns alternating."""
    best = [0.0] * len(sides)
    for turn in range(rounds):
        order = range(len(sides)) if turn % 2 == 0 else reversed(range(len(sides)))
        for i in order:
            best[i] = max(best[i], sides[i].ask(**asked)["rate"])
    return best
