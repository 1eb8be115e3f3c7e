"""The HTTP server that holds a room: gevent's WSGI server, one process, one thread of greenlets.

Every phone watching a table keeps a stream open (Server-Sent Events), so the server must hold
thousands of idle connections cheaply: each is a greenlet, not a thread. One process keeps the
app's caches and its hold on the database valid. It runs on Linux, macOS and Windows.

Its edges, so that no client can starve the others:

- a request's line and headers must arrive within ``header_timeout`` seconds, and its body
  within ``channel_timeout`` (a client that trickles bytes is dropped, not waited for);
- a keep-alive connection idle for ``channel_timeout`` seconds is closed, and so is one whose
  client stops reading what it is sent;
- one client address holds at most ``per_client`` connections (past that: 503 at once);
- a body over the app's limit is refused (413) before it is read, and an unread body closes the
  connection rather than being read to its end.

Long work (a replay of a long table, an import) is handed to a thread of the hub's pool by the
app itself (:func:`offload`), so the loop keeps serving everyone else meanwhile.

Over HTTPS (``tls``: a certificate and its key, certificate.py) the TLS handshake is one more
edge: it must be done within ``header_timeout`` seconds (a client that never finishes it is
dropped then), and meanwhile it holds one of the ``connection_limit`` connections.
"""

from __future__ import annotations

import contextvars
import errno
import gc
import socket
import sys
import time
from collections import Counter
from contextlib import contextmanager
from typing import Any, Callable, Iterator, Mapping

import gevent
import gevent.lock
from gevent.pool import Pool
from gevent.pywsgi import Input, WSGIHandler, WSGIServer

TOO_LARGE = (b"HTTP/1.1 413 Content Too Large\r\nConnection: close\r\nContent-Length: 0\r\n"
             b"\r\n")
BUSY = (b"HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nRetry-After: 5\r\n"
        b"Content-Length: 0\r\n\r\n")


SMALL_BODY = 64 * 1024
"""A body part up to this size goes out in one write with the headers."""


class TooLargeError(ValueError):
    """A request announced a body over the limit (answered 413, the body never read)."""


class SlowClientError(ValueError):
    """A request's headers did not arrive in time."""


class ClientGone(OSError):
    """A stream's phone closed its end (a tab closed, a phone put away): its stream ends at
    once, not at its next heartbeat."""


STREAMING = "kibitzer.streaming"
"""The WSGI environ's flag a stream sets (views/stream.py): its connection is watched for the
phone closing it."""


class BodyInput(Input):
    """The request body, read before a deadline; left unread, it closes the connection instead
    of being read to its end (a 413 must not wait for 200 MB it refused)."""

    __slots__ = ("handler", "deadline")

    def _remaining(self) -> float:
        return max(0.01, self.deadline - time.monotonic())

    def read(self, length: int | None = None) -> bytes:
        with self._in_time():
            return super().read(length)

    def readline(self, size: int | None = None) -> bytes:
        with self._in_time():
            return super().readline(size)

    @contextmanager
    def _in_time(self) -> Iterator[None]:
        """A body that does not come in time drops the connection: no answer is owed to a
        client that stopped sending."""
        try:
            with gevent.Timeout(self._remaining()):
                yield
        except gevent.Timeout:
            self.handler.close_connection = True
            try:
                self.handler.socket.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
            raise OSError("the request body came too slowly") from None

    def _discard(self) -> None:
        if self.position < (self.content_length or 0) or self.chunked_input:
            self.handler.close_connection = True


class Handler(WSGIHandler):
    """gevent's handler with the edges above."""

    server: "Server"
    local_address: str | None = None

    def handle(self) -> None:
        address = self.client_address[0] if isinstance(self.client_address, tuple) else ""
        held = self.server.clients
        if held[address] >= self.server.per_client:
            try:
                self.socket.sendall(BUSY)
            except OSError:
                pass
            self.socket.close()
            return
        held[address] += 1
        try:
            self.socket.settimeout(self.server.channel_timeout)
            try:  # each answer goes out as soon as it is written (see _write_with_headers)
                self.socket.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            except OSError:  # not TCP (a Unix socket)
                pass
            super().handle()
        finally:
            held[address] -= 1
            if held[address] <= 0:
                del held[address]

    def read_requestline(self) -> str:
        # the wait for a request line is a keep-alive connection's idle time
        with gevent.Timeout(self.server.channel_timeout, False):
            return super().read_requestline()
        return ""

    def read_request(self, raw_requestline: str) -> bool:
        with gevent.Timeout(self.server.header_timeout,
                            SlowClientError("the request's headers came too slowly")):
            parsed = super().read_request(raw_requestline)
        if (self.content_length or 0) > self.server.body_limit:
            raise TooLargeError(f"a body of {self.content_length} bytes")
        return parsed

    def get_environ(self) -> dict[str, Any]:
        environ = super().get_environ()
        # the address this connection came in on: a Host naming it is this server's
        # (views/hosts.py), whatever address the machine has been given since start-up
        if self.local_address is None:
            try:
                self.local_address = str(self.socket.getsockname()[0]).split("%")[0]
            except (OSError, IndexError, TypeError):
                self.local_address = ""
        environ["kibitzer.local_address"] = self.local_address
        if environ.get("wsgi.input") is self.wsgi_input:
            body = BodyInput(self.rfile, self.content_length,
                             socket=self.wsgi_input.socket,
                             chunked_input=self.wsgi_input.chunked_input)
            body.handler = self
            body.deadline = time.monotonic() + self.server.channel_timeout
            self.wsgi_input = environ["wsgi.input"] = body
        return environ

    def process_result(self) -> None:
        """A stream's answer, watched for its phone going away: a phone that closes its end is
        seen at once (its socket turns readable, with nothing to read) and its stream ends.
        A stream only writes, so it noticed a closed phone at its second write after the close
        (the first still went out, and drew a reset), up to two heartbeats later: 300 phones
        gone held their greenlets, buffers and memory for half a minute."""
        if not self.environ.get(STREAMING):
            super().process_result()
            return
        me = gevent.getcurrent()
        watcher = gevent.get_hub().loop.io(self.socket.fileno(), 1)

        def readable() -> None:
            try:
                peeked = self.socket.recv(1, socket.MSG_PEEK | socket.MSG_DONTWAIT)
            except BlockingIOError:
                return
            except OSError:
                peeked = b""
            watcher.stop()
            if not peeked:  # the phone closed its end (anything else: not a stream's concern)
                self.close_connection = True
                gevent.kill(me, ClientGone(errno.ECONNRESET, "the phone closed its stream"))

        watcher.start(readable)
        try:
            super().process_result()
        finally:
            watcher.stop()
            watcher.close()
            ENDED[0] += 1

    def _write_with_headers(self, data: bytes) -> None:
        """The headers and the first part of the body in one write. gevent sends them in two,
        and with Nagle's algorithm on the second waited for the client to acknowledge the
        first, which a client delays by up to 40 ms: every small answer on a keep-alive
        connection took 40 ms (``/healthz`` 44 ms a request, 170 a second)."""
        if len(data) > SMALL_BODY:
            super()._write_with_headers(data)
            return
        self.headers_sent = True
        self.finalize_headers()
        towrite = bytearray(b"HTTP/1.1 ")
        towrite += self.status
        towrite += b"\r\n"
        for header, value in self.response_headers:
            towrite += header
            towrite += b": "
            towrite += value
            towrite += b"\r\n"
        towrite += b"\r\n"
        if data:
            if self.response_use_chunked:
                towrite += b"%x\r\n" % len(data)
                towrite += data
                towrite += b"\r\n"
            else:
                towrite += data
        self._sendall(towrite)

    def _handle_client_error(self, ex: BaseException) -> Any:
        if isinstance(ex, TooLargeError):
            return ("413", TOO_LARGE)
        return super()._handle_client_error(ex)

    def handle_error(self, kind: Any, value: Any, tb: Any) -> None:
        # a client that stopped reading (a phone gone to sleep mid-stream) is no server error
        if isinstance(value, OSError):
            self.close_connection = True
            return
        super().handle_error(kind, value, tb)

    def log_request(self) -> None:
        """Requests are not logged one a line (a room makes thousands); errors still are."""


class Server(WSGIServer):
    handler_class = Handler

    def __init__(self, listener: tuple[str, int], application: Any,
                 settings: Mapping[str, Any], tls: tuple[str, str] | None = None) -> None:
        secure = {"certfile": tls[0], "keyfile": tls[1]} if tls else {}
        super().__init__(listener, application, spawn=Pool(settings["connection_limit"]),
                         log=None, **secure)
        self.clients: Counter[str] = Counter()
        self.per_client = settings["per_client"]
        self.channel_timeout = settings["channel_timeout"]
        self.header_timeout = settings["header_timeout"]
        self.body_limit = settings["body_limit"]

    def wrap_socket_and_handle(self, client_socket: Any, address: Any) -> Any:
        # a client that opens a connection and never finishes the handshake is dropped in time
        client_socket.settimeout(self.header_timeout)
        try:
            return super().wrap_socket_and_handle(client_socket, address)
        except OSError:   # a failed or abandoned handshake (a phone that refused the certificate)
            client_socket.close()
            return None


def settings(env: Mapping[str, str], body_limit: int) -> dict[str, Any]:
    """The server's settings from the environment (README: Running it)."""
    channel = float(env.get("KIBITZER_CHANNEL_TIMEOUT", "30"))
    return {"connection_limit": int(env.get("KIBITZER_CONNECTION_LIMIT", "10000")),
            "per_client": int(env.get("KIBITZER_CONNECTIONS_PER_CLIENT", "100")),
            "channel_timeout": channel,
            "header_timeout": min(channel, float(env.get("KIBITZER_HEADER_TIMEOUT", "10"))),
            "body_limit": body_limit}


def raise_open_files(wanted: int) -> None:
    """Each connection is an open file: ask for enough of them (up to the hard limit)."""
    try:
        import resource
    except ImportError:  # Windows: no such limit to raise
        return
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    target = wanted if hard == resource.RLIM_INFINITY else min(wanted, hard)
    if soft != resource.RLIM_INFINITY and soft < target:
        resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))


def offload(work: Callable[..., Any], *args: Any) -> Any:
    """Run CPU-heavy ``work`` in a thread of gevent's pool and wait for it without blocking the
    loop; its context (the request's language) goes with it. What ``work`` raises is raised
    here, as if it had run inline, and only here: raised in the thread, gevent's pool also
    printed it on the console, traceback and all, as its thread's failure (every refused
    table import did, so a flood of bad imports flooded the console)."""
    context = contextvars.copy_context()
    done, value = gevent.get_hub().threadpool.apply(context.run, (_outcome, work, *args))
    if done:
        return value
    raise value


def _outcome(work: Callable[..., Any], *args: Any) -> tuple[bool, Any]:
    """``work(*args)`` and whether it returned (True, its value) or raised (False, the
    exception)."""
    try:
        return True, work(*args)
    except Exception as error:  # noqa: BLE001 (handed to the request, which raises it)
        return False, error


TRIM_SECONDS = 10.0
"""How often the server looks whether to hand the memory it freed back to the machine."""
TRIM_AFTER = 100
"""Streams ended since the last hand-back that make the next one worth its pause."""
ENDED = [0]
"""Streams ended since the server started (counted as each ends)."""


def give_back_memory() -> None:
    """Every :data:`TRIM_SECONDS`, once :data:`TRIM_AFTER` streams have ended since the last
    time (a room's phones gone home), the heap memory freed since handed back to the machine
    (glibc's ``malloc_trim``; elsewhere nothing): the C library keeps freed memory for the
    process otherwise, so 2,000 phones gone left the server 466 MB large. A hand-back holds the
    loop 8-22 ms on a heap of 300 MB, so it is not made while the phones stay."""
    import ctypes
    import ctypes.util
    try:
        trim = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6").malloc_trim
    except (OSError, AttributeError):
        return  # not glibc: its allocator gives memory back on its own terms
    trimmed_at = 0
    while True:
        gevent.sleep(TRIM_SECONDS)
        if ENDED[0] - trimmed_at >= TRIM_AFTER:
            trimmed_at = ENDED[0]
            trim(0)


def serve(app: Any, host: str, port: int, env: Mapping[str, str],
          tls: tuple[str, str] | None = None) -> None:
    # the largest body any route takes (an import); every other route refuses a body over its
    # own smaller limit from its Content-Length, before reading it
    chosen = settings(env, max(app.config["MAX_CONTENT_LENGTH"],
                               app.config.get("IMPORT_BODY_LIMIT", 0)))
    raise_open_files(chosen["connection_limit"] + 64)
    app.extensions["kibitzer.offload"] = offload
    # this process's writers take turns here (a greenlet's wait), so a commit can be offloaded
    app.extensions["kibitzer.writing"] = gevent.lock.Semaphore()
    server = Server((host, port), app, chosen, tls)
    # what start-up made (modules, the app, its catalogs) lives as long as the process: kept
    # out of the collector's sight, a full collection walks only what the evening made, and
    # holds the loop (every phone's answer) half as long
    gc.collect()
    gc.freeze()
    gevent.spawn(give_back_memory)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        sys.exit(0)
