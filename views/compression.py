"""gzip for text answers, so a phone's first load stays small (bench/weight.py measures it).

Pages, JSON (the export too), CSV, CSS, JavaScript, SVG and the manifest are sent gzipped
(level 6) to a client whose ``Accept-Encoding`` allows gzip (an answer under 512 bytes never is,
so it does not vary by it). Static files are compressed once and kept (keyed by path, size
and modification time); their ETag becomes weak, so a phone's revalidation still gets a 304.
"""

from __future__ import annotations

import gzip
import os
import threading
from flask import Response, current_app, request
from werkzeug.security import safe_join

LEVEL = 6
SMALLEST = 512
TYPES = {"text/html", "text/css", "text/plain", "text/javascript", "application/javascript",
         "application/json", "image/svg+xml", "application/manifest+json", "text/csv"}
STATIC_KEPT = 64

_static: dict[tuple[str, int, int], bytes] = {}
_lock = threading.Lock()


def accepts_gzip(header: str) -> bool:
    for part in header.split(","):
        coding, _, params = part.strip().partition(";")
        if coding.strip().lower() not in ("gzip", "*"):
            continue
        quality = params.strip().replace(" ", "")
        return quality not in ("q=0", "q=0.0", "q=0.00", "q=0.000")
    return False


def _static_body(filename: str) -> bytes | None:
    folder = current_app.static_folder
    path = safe_join(folder, filename) if folder else None
    if path is None or not os.path.isfile(path):
        return None
    info = os.stat(path)
    key = (path, info.st_size, int(info.st_mtime_ns))
    body = _static.get(key)
    if body is None:
        with open(path, "rb") as handle:
            body = gzip.compress(handle.read(), LEVEL, mtime=0)
        with _lock:
            if len(_static) >= STATIC_KEPT:
                _static.pop(next(iter(_static)))
            _static[key] = body
    return body


def compress(response: Response) -> Response:
    length = response.content_length
    if length is not None and length < SMALLEST and not response.direct_passthrough:
        return response  # never compressed, whoever asks: it does not vary
    if (response.status_code != 200 or "Content-Encoding" in response.headers
            or response.mimetype not in TYPES or request.method == "HEAD"):
        return response
    response.vary.add("Accept-Encoding")
    if not accepts_gzip(request.headers.get("Accept-Encoding", "")):
        return response
    if response.direct_passthrough:
        if request.endpoint != "static" or "Content-Range" in response.headers:
            return response
        body = _static_body((request.view_args or {}).get("filename", ""))
        if body is None:
            return response
        response.direct_passthrough = False
        etag, weak = response.get_etag()
        if etag and not weak:
            response.set_etag(etag, weak=True)
    else:
        if response.is_streamed:
            return response
        raw = response.get_data()
        if len(raw) < SMALLEST:
            return response
        body = gzip.compress(raw, LEVEL, mtime=0)
    response.set_data(body)
    response.headers["Content-Encoding"] = "gzip"
    return response


