"""A bare Flask app answering ``/healthz`` as Kibitzer does, served by Kibitzer's own ``main()``
(so with the same server and the same settings): bench/healthz.py's baseline."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import app as kibitzer  # noqa: E402
from flask import Flask, Response  # noqa: E402


def bare(config: dict | None = None) -> Flask:
    made = Flask("bare")
    made.config.update(DATABASE=str(Path(sys.argv[1])), MAX_CONTENT_LENGTH=kibitzer.BODY_LIMIT,
                       IMPORT_BODY_LIMIT=getattr(kibitzer, "IMPORT_BODY_LIMIT",
                                                 kibitzer.BODY_LIMIT))
    made.config.update(config or {})

    @made.get("/healthz")
    def healthz() -> Response:
        return Response("ok\n", mimetype="text/plain")
    return made


if __name__ == "__main__":
    kibitzer.create_app = bare  # type: ignore[assignment]
    kibitzer.main()
