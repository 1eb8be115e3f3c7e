"""``/healthz`` against a bare Flask app answering the same, both served by ``app.py``'s own
``main()`` (the same server, the same settings), so the figure is what Kibitzer's request hooks
(language, security headers, compression, the database's teardown) cost on its cheapest answer.

Each side gets ``--connections`` keep-alive connections asking as fast as they answer, for
``--seconds``, in ``--rounds`` alternating turns; the median turn of each counts.

    .venv/bin/python bench/healthz.py
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _baseline import tree  # noqa: E402
from _http import ROOT, free_port, machine  # noqa: E402
from load import burst  # noqa: E402


BEFORE = "cfd631a"
"""The commit before issue 22's work on the request hooks, for ``--against``."""


def start(command: list[str], database: Path,
          root: Path = ROOT) -> tuple[subprocess.Popen[bytes], int]:
    port = free_port()
    env = dict(os.environ, KIBITZER_DATABASE=str(database), KIBITZER_PORT=str(port),
               KIBITZER_HOST="127.0.0.1", KIBITZER_BASE_URL=f"http://127.0.0.1:{port}")
    process = subprocess.Popen(command, env=env, cwd=str(root), stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=1).read()
            return process, port
        except OSError:
            time.sleep(0.1)
    process.kill()
    raise RuntimeError(f"{command} did not start")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--connections", type=int, default=8)
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--against", default=BEFORE,
                        help="also serve this commit's app.py ('none': not)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        servers = {"Kibitzer": start([sys.executable, str(ROOT / "app.py")],
                                     Path(tmp) / "ours.sqlite3"),
                   "bare Flask": start([sys.executable, str(ROOT / "bench" / "_bare_app.py"),
                                        str(Path(tmp) / "bare.sqlite3")],
                                       Path(tmp) / "bare.sqlite3")}
        if args.against != "none":
            old = tree(args.against)
            servers[f"Kibitzer at {args.against}"] = start(
                [sys.executable, str(old / "app.py")], Path(tmp) / "old.sqlite3", old)
        rates: dict[str, list[float]] = {name: [] for name in servers}
        try:
            for turn in range(args.rounds):
                order = list(servers.items())
                for name, (_, port) in (order if turn % 2 == 0 else order[::-1]):
                    rate, statuses = asyncio.run(burst("127.0.0.1", port, "/healthz",
                                                       args.connections, args.seconds, {}))
                    assert set(statuses) == {200}, statuses
                    rates[name].append(rate)
        finally:
            for process, _ in servers.values():
                process.terminate()
                process.wait(timeout=10)
    print(f"machine: {machine()}")
    print(f"/healthz, {args.connections} keep-alive connections, median of {args.rounds} turns "
          f"of {args.seconds:g} s each (goal: Kibitzer >= 0.9x the bare app)")
    base = statistics.median(rates["bare Flask"])
    for name, found in rates.items():
        rate = statistics.median(found)
        print(f"  {name:24} {rate:>8,.0f} req/s = {rate / base:.2f}x the bare app")


if __name__ == "__main__":
    main()
