"""Kibitzer: keeps the book and referees the rules for card games played at a real table.

``create_app(config=None)`` builds the Flask app; ``python app.py`` serves it on the LAN and
prints the address phones should open, with a QR code of it drawn in text.

Settings from the environment: ``KIBITZER_DATABASE`` (the SQLite file; default
``instance/kibitzer.sqlite3``), ``KIBITZER_PORT`` (default 8000), ``KIBITZER_BASE_URL`` (the
address printed in QR codes; default the LAN address), ``KIBITZER_ALLOWED_HOSTS`` (more names
the server answers to, comma separated: views/hosts.py), ``KIBITZER_HTTPS=1`` (serve over HTTPS
with a certificate made on the first run) or ``KIBITZER_CERT`` and ``KIBITZER_KEY`` (the host's
own; certificate.py).
"""

from __future__ import annotations

if __name__ == "__main__":
    # served by gevent (server.py): its cooperative sockets and locks must be in place before
    # anything else is imported
    from gevent import monkey
    monkey.patch_all()

import os
import sys
from pathlib import Path
from typing import Any

from flask import Flask

import views
from views.hosts import lan_address

HERE = Path(__file__).resolve().parent
BODY_LIMIT = 64 * 1024
"""The largest request body the app takes (a Burraco hand is under 4 KB)..."""
IMPORT_BODY_LIMIT = 8 * 1024 * 1024
"""... but for a table's or an event's own export brought back (``POST /api/v1/tables/import``,
``POST /api/v1/tournaments/import`` and the pages' uploads): a table holds at most 20,000
events, about 3 MB as its export writes them."""


class Kibitzer(Flask):
    """Flask, with each view and hook checked once for being a coroutine instead of on every
    request (``inspect.iscoroutinefunction`` for every hook was a tenth of ``/healthz``)."""

    _synced: dict[Any, Any]

    def ensure_sync(self, func: Any) -> Any:
        synced = self._synced.get(func)
        if synced is None:
            synced = self._synced[func] = super().ensure_sync(func)
        return synced


def create_app(config: dict[str, Any] | None = None) -> Flask:
    app = Kibitzer(__name__, instance_path=str(HERE / "instance"))
    app._synced = {}
    app.config.from_mapping(
        DATABASE=os.environ.get("KIBITZER_DATABASE",
                                str(Path(app.instance_path) / "kibitzer.sqlite3")),
        BASE_URL=os.environ.get("KIBITZER_BASE_URL") or None,
        ALLOWED_HOSTS=os.environ.get("KIBITZER_ALLOWED_HOSTS", ""),
        MAX_CONTENT_LENGTH=BODY_LIMIT,
        IMPORT_BODY_LIMIT=IMPORT_BODY_LIMIT,
        TABLES_PER_CLIENT_PER_HOUR=60,
        POLL_SECONDS=1,
    )
    if config:
        app.config.update(config)
    Path(app.config["DATABASE"]).parent.mkdir(parents=True, exist_ok=True)
    # long work runs here inline; the server (server.py) hands it to a thread instead
    app.extensions["kibitzer.offload"] = lambda work, *args: work(*args)
    views.init_app(app)
    return app


def main() -> None:
    port = int(os.environ.get("KIBITZER_PORT", "8000"))
    host = os.environ.get("KIBITZER_HOST", "0.0.0.0")
    loopback = host in ("localhost", "::1") or host.startswith("127.")
    given = os.environ.get("KIBITZER_BASE_URL")
    secure = os.environ.get("KIBITZER_HTTPS") == "1" or bool(os.environ.get("KIBITZER_CERT"))
    scheme = "https" if secure else "http"
    address = ("127.0.0.1" if host == "localhost" else host) if loopback else lan_address()
    # listening only on this computer, a LAN address would point where nothing listens: links
    # and QR codes then use the address each page was opened at
    base_url = given or (f"{scheme}://{host}:{port}" if loopback
                         else f"{scheme}://{address}:{port}")
    app = create_app({"BASE_URL": given.rstrip("/") if given
                      else None if loopback else base_url.rstrip("/")})
    try:
        views.hold_database(app)
    except views.DatabaseInUseError as error:
        sys.exit(f"Kibitzer: {error}")
    tls = None
    if secure:
        import certificate
        try:
            cert, key, made = certificate.chosen(
                os.environ, Path(app.config["DATABASE"]).resolve().parent / "https", address)
        except certificate.CertificateError as error:
            sys.exit(f"Kibitzer: {error}")
        tls = (str(cert), str(key))
        print(f"HTTPS with the certificate {cert}"
              f"{' (made just now)' if made else ''}, SHA-256 fingerprint "
              f"{certificate.fingerprint(cert)}")
        if not os.environ.get("KIBITZER_CERT"):
            print("Each phone is asked once to accept this certificate (README: Serving over "
                  "HTTPS); it is kept for the next runs.")
    print(f"Kibitzer is serving on {base_url} (database {app.config['DATABASE']})")
    if loopback:
        print(f"Note: it listens only on this computer ({host}), so phones cannot reach it. "
              "To serve the table, start it with KIBITZER_HOST=0.0.0.0.")
    print("Phones on the same network: open that address, or scan this:\n")
    views.print_terminal_qr(base_url, sys.stdout)
    import server
    server.serve(app, host, port, os.environ, tls)


if __name__ == "__main__":
    main()
