"""Static files cached for good, and the cheapest answers kept cheap.

- Every static address the app writes carries a hash of the file's content
  (``/static/kibitzer.css?v=1f3a9c0b2e``: :func:`versioned`, added to every
  ``url_for('static', ...)``). Asked with its current hash, a file is sent with
  ``Cache-Control: public, max-age=31536000, immutable``: a phone keeps it until the file
  changes, which changes its address. Asked without it (or with an old one), it is revalidated
  as before (``no-cache`` and its ETag).
- The web manifest (``/manifest.webmanifest``) names its icons the same way, and is itself
  addressed by the hash of what it says.
- The scripts and the style sheet are sent without their comments and spaces (:func:`lean`):
  the files say why at length, which a phone need not download (a third of their gzipped
  bytes). A ``.min.js`` is sent as it is.
- Static files, ``/healthz`` and the manifest say the same in every language and to every
  phone: the request hooks that choose a language, add the pages' security headers or name
  ``Accept-Language``, ``Cookie`` and ``HX-Request`` in ``Vary`` leave them alone (:func:`plain`).
"""

from __future__ import annotations

import hashlib
import json
import os
import threading
from typing import Any, Callable

import rcssmin
import rjsmin
from flask import Blueprint, Flask, Response, current_app, request, url_for
from werkzeug.security import safe_join

bp = Blueprint("assets", __name__)

YEAR = 365 * 24 * 3600
PLAIN = frozenset({"static", "health.healthz", "assets.manifest"})
"""Endpoints whose answer depends on nothing but the address (and Accept-Encoding)."""

_hashes: dict[tuple[str, int, int], str] = {}
_lock = threading.Lock()


def plain() -> bool:
    """Whether this request is for an answer that is the same for everyone (a static file,
    ``/healthz``, the manifest)."""
    return request.endpoint in PLAIN


def file_hash(filename: str) -> str | None:
    """A short hash of a static file's content (kept by path, size and modification time);
    None when there is no such file."""
    folder = current_app.static_folder
    if not folder:
        return None
    return _once_a_version(_hashes, os.path.join(folder, filename), _hash_of)


def _hash_of(path: str) -> str:
    with open(path, "rb") as handle:
        return hashlib.sha256(handle.read()).hexdigest()[:10]


def _once_a_version(kept: dict[tuple[str, int, int], Any], path: str,
                    make: Callable[[str], Any]) -> Any:
    """``make(path)``, made once a version of the file (its path, size and modification time);
    None when there is no such file."""
    try:
        info = os.stat(path)
    except OSError:
        return None
    key = (path, info.st_size, info.st_mtime_ns)
    found = kept.get(key)
    if found is None:
        found = make(path)
        with _lock:
            kept[key] = found
    return found


def versioned(endpoint: str, values: dict[str, Any]) -> None:
    """``url_for``'s defaults: a static file's address carries its content's hash, and the
    manifest's the hash of what it says."""
    if endpoint == "static" and "filename" in values and "v" not in values:
        found = file_hash(values["filename"])
        if found:
            values["v"] = found
    elif endpoint == "assets.manifest" and "v" not in values:
        values["v"] = hashlib.sha256(_manifest()).hexdigest()[:10]


def _manifest() -> bytes:
    """static/manifest.webmanifest with each icon at its versioned address."""
    folder = current_app.static_folder or ""
    with open(os.path.join(folder, "manifest.webmanifest"), encoding="utf-8") as handle:
        manifest = json.load(handle)
    for icon in manifest.get("icons", []):
        source = str(icon.get("src", ""))
        if source.startswith("/static/"):
            icon["src"] = url_for("static", filename=source.removeprefix("/static/"))
    return json.dumps(manifest, ensure_ascii=False, separators=(",", ":")).encode()


@bp.get("/manifest.webmanifest")
def manifest() -> Response:
    response = Response(_manifest(), mimetype="application/manifest+json")
    return cached(response, request.args.get("v") == hashlib.sha256(
        response.get_data()).hexdigest()[:10])


def cached(response: Response, for_good: bool) -> Response:
    """An answer at a versioned address is kept for a year and never revalidated; any other is
    revalidated (its ETag answers a 304)."""
    if for_good:
        response.cache_control.public = True
        response.cache_control.max_age = YEAR
        response.cache_control.immutable = True
        response.cache_control.no_cache = None
    else:
        response.cache_control.no_cache = True
    return response


def finish_plain(response: Response) -> Response:
    """The end of a :func:`plain` request (``views.after``, which gave it the security
    headers): a static file's caching; no language, no Cookie or HX-Request in ``Vary``."""
    if request.endpoint == "static":
        if response.status_code in (200, 206, 304):
            asked = request.args.get("v")
            filename = (request.view_args or {}).get("filename", "")
            cached(response, asked is not None and asked == file_hash(filename))
    return response


MINIFIERS = {".js": rjsmin.jsmin, ".css": rcssmin.cssmin}
_lean: dict[tuple[str, int, int], bytes] = {}


def lean(filename: str) -> bytes | None:
    """A script's or the style sheet's text without comments and spaces (made once a version
    of the file); None for any other file (an image, a ``.min.js``, one not there)."""
    minify = MINIFIERS.get(os.path.splitext(filename)[1])
    folder = current_app.static_folder
    path = safe_join(folder, filename) if folder and minify else None
    if path is None or filename.endswith(".min.js"):
        return None
    def made(found: str) -> bytes:
        with open(found, encoding="utf-8") as handle:
            return minify(handle.read()).encode()  # type: ignore[no-any-return]
    return _once_a_version(_lean, path, made)


def static_file(filename: str) -> Response:
    """The ``static`` endpoint: a script or the style sheet lean (:func:`lean`), any other file
    as Flask sends it."""
    body = lean(filename)
    if body is None:
        return current_app.send_static_file(filename)
    response = Response(body, mimetype="text/css" if filename.endswith(".css")
                        else "text/javascript")
    response.set_etag(hashlib.sha256(body).hexdigest()[:16], weak=True)  # gzipped or not
    return response.make_conditional(request)


def init_app(app: Flask) -> None:
    app.register_blueprint(bp)
    app.url_defaults(versioned)
    app.view_functions["static"] = static_file
