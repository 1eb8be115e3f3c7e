"""An older commit's tree beside this one, for benches that compare the two in the same run.

``tree("89f333c")`` extracts that commit with ``git archive`` (no worktree, nothing changes in
the repository) into ``$TMPDIR/kibitzer-bench/<commit>`` once, and answers its path.
"""

from __future__ import annotations

import io
import subprocess
import tarfile
import tempfile
from pathlib import Path

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
