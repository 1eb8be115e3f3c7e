"""``./run.sh --https`` end to end (issue 26): the script itself, started as the README says,
serves over TLS through gevent's server (server.py) with the certificate it made on its first
run, and a client that trusts exactly that certificate (nothing unchecked) reads a page, starts a
table and follows its live stream; plain http on that port gets no page."""

from __future__ import annotations

import http.client
import json
import os
import shutil
import socket
import ssl
import subprocess
import time
import urllib.request
from pathlib import Path
from typing import Iterator

import pytest

ROOT = Path(__file__).resolve().parents[1]


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def a_copy_to_run(into: Path) -> Path:
    """The project as ``./run.sh`` sees it, its code linked: only what the script writes (the
    catalogs it compiles) is copied, so that other tests never read a catalog half written."""
    into.mkdir()
    for entry in ROOT.iterdir():
        if entry.name in (".git", "instance", "translations", "app.py", "__pycache__"):
            continue
        (into / entry.name).symlink_to(entry)
    shutil.copy(ROOT / "app.py", into / "app.py")   # its own folder is the project's
    shutil.copytree(ROOT / "translations", into / "translations",
                    ignore=shutil.ignore_patterns("*.mo"))
    return into


@pytest.fixture
def run_https(tmp_path: Path) -> Iterator[tuple[int, Path, subprocess.Popen[bytes]]]:
    port = free_port()
    here = a_copy_to_run(tmp_path / "kibitzer")
    env = {k: v for k, v in os.environ.items()
           if k not in ("KIBITZER_HTTPS", "KIBITZER_CERT", "KIBITZER_KEY", "KIBITZER_BASE_URL")}
    env.update(KIBITZER_HOST="127.0.0.1", KIBITZER_PORT=str(port),
               KIBITZER_DATABASE=str(tmp_path / "data" / "kibitzer.sqlite3"))
    process = subprocess.Popen(["bash", str(here / "run.sh"), "--https"], cwd=str(tmp_path),
                               env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    cert = tmp_path / "data" / "https" / "cert.pem"
    deadline = time.monotonic() + 90   # run.sh first checks the packages and the catalogs
    try:
        while time.monotonic() < deadline:
            if process.poll() is not None:
                raise RuntimeError(process.stdout.read().decode())   # type: ignore[union-attr]
            try:
                with socket.create_connection(("127.0.0.1", port), timeout=1):
                    break
            except OSError:
                time.sleep(0.2)
        else:
            raise RuntimeError("./run.sh --https did not listen in 90 s")
        yield port, cert, process
    finally:
        process.terminate()
        process.wait(timeout=10)


def test_run_sh_https_serves_tls_with_the_certificate_it_made(
        run_https: tuple[int, Path, subprocess.Popen[bytes]]) -> None:
    port, cert, process = run_https
    assert cert.is_file(), "the certificate is made on the first run, beside the database"
    # trusts this certificate and nothing else, and checks it names the address opened
    trusted = ssl.create_default_context(cafile=str(cert))
    base = f"https://127.0.0.1:{port}"

    with urllib.request.urlopen(base + "/", context=trusted, timeout=10) as response:
        assert response.status == 200
        page = response.read().decode()
    assert "<h1" in page

    made = urllib.request.Request(
        base + "/api/v1/tables",
        json.dumps({"game": "bura", "players": [{"name": "Masha"}, {"name": "Boris"}],
                    "options": {"tokens": 20, "ante": 1}}).encode(),
        {"Content-Type": "application/json"})
    with urllib.request.urlopen(made, context=trusted, timeout=10) as response:
        table = json.loads(response.read())
    assert table["edit_url"].startswith(base + "/"), "links and QR codes say https"

    # the live stream over TLS: an ante sent meanwhile arrives on it
    stream = http.client.HTTPSConnection("127.0.0.1", port, context=trusted, timeout=10)
    try:
        stream.request("GET", f"/api/v1/tables/{table['edit_key']}/stream",
                       headers={"Accept": "text/event-stream"})
        answer = stream.getresponse()
        assert answer.status == 200
        assert answer.getheader("Content-Type", "").startswith("text/event-stream")
        assert isinstance(stream.sock, ssl.SSLSocket)
        assert stream.sock.version() in ("TLSv1.2", "TLSv1.3")
        ante = urllib.request.Request(
            f"{base}/api/v1/tables/{table['edit_key']}/events",
            json.dumps({"kind": "ante", "idempotency_key": "a1"}).encode(),
            {"Content-Type": "application/json"})
        with urllib.request.urlopen(ante, context=trusted, timeout=10) as response:
            assert response.status in (200, 201)
        seen = b""
        while b"ante" not in seen:
            line = answer.fp.readline()
            assert line, "the stream closed before the ante came"
            seen += line
    finally:
        stream.close()

    # gevent's server (server.py) answers, with its own edges: a body over every route's
    # limit is refused at once, before it is read
    edge = http.client.HTTPSConnection("127.0.0.1", port, context=trusted, timeout=10)
    try:
        edge.putrequest("POST", "/api/v1/tables/import")
        edge.putheader("Content-Type", "application/json")
        edge.putheader("Content-Length", str(64 * 1024 * 1024))
        edge.endheaders()
        refused = edge.getresponse()
        assert refused.status == 413
        assert refused.read() == b""
    finally:
        edge.close()

    # plain http on that port gets no page
    with pytest.raises((http.client.HTTPException, OSError)):
        plain = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
        plain.request("GET", "/")
        plain.getresponse().read()

    assert process.poll() is None, "still serving"
