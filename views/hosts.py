"""Only Kibitzer's own hosts: a request whose ``Host`` is not a name or an address this server
serves is refused (421 Misdirected Request) before anything is read or written.

Why: DNS rebinding. A page of evil.example, open in a browser on the laptop at the table (or on
any phone of its network), points its own name at the laptop's LAN address or at 127.0.0.1;
its requests then reach Kibitzer from the page's own origin, so ``Origin`` equals ``Host`` and
the cross-site check (:func:`views.limits.same_site`) lets them through: it could start tables
and imports. The browser still names the page's host in ``Host``, and that name is none of the
server's. So only these are served:

- ``localhost`` and every loopback address (127.0.0.0/8, ``::1``);
- the machine's host name (and ``<name>.local``, as phones find it by mDNS) and its LAN
  addresses: what the host name resolves to, the address of the default route, and the
  address each connection came in on (the server tells it: a laptop given a new address
  mid-evening is still served at it);
- ``KIBITZER_BASE_URL``'s host (the address in the QR codes, maybe a name the club's router
  gives the laptop);
- the names in ``KIBITZER_ALLOWED_HOSTS``, comma separated (another name the laptop is reached
  by: a reverse proxy's, a DNS name).

The port is not looked at (it is the server's own, whatever name it is reached by). ``/healthz``
is answered whatever the name (a monitor's, which reads nothing).
"""

from __future__ import annotations

import functools
import ipaddress
import socket
from typing import Any
from urllib.parse import urlsplit

from flask import Flask, current_app, request

LOCAL_ADDRESS = "kibitzer.local_address"
"""The WSGI environ's key for the address a connection came in on (set by server.py)."""


class WrongHostError(Exception):
    """A request for a host this server does not serve (answered 421)."""

    def __init__(self, host: str) -> None:
        super().__init__(host)
        self.host = host


def name_of(host: str) -> str:
    """The name or address in a ``Host`` value, without its port, in lower case:
    ``Laptop.lan:8000`` → ``laptop.lan``, ``[::1]:8000`` → ``::1``."""
    host = host.strip().lower()
    if host.startswith("["):
        end = host.find("]")
        host = host[1:end] if end > 0 else host[1:]
    elif host.count(":") == 1:
        host = host.split(":", 1)[0]
    return host.rstrip(".")


def lan_address() -> str:
    """The machine's address on the local network, from its host name (nothing is sent)."""
    try:
        found = socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET)
    except OSError:
        found = []
    addresses = [info[4][0] for info in found]
    lan = next((a for a in addresses if not a.startswith("127.")), None)
    if lan:
        return lan
    # connect() on a UDP socket only asks the routing table which interface it would use.
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("192.0.2.1", 9))
        return probe.getsockname()[0]
    except OSError:
        return "127.0.0.1"
    finally:
        probe.close()


@functools.cache
def machine_names() -> frozenset[str]:
    """The machine's host name and addresses, looked up once a process (a lookup of the host
    name may be slow where it is not in the hosts file: it is made only for a name that is
    none of the app's listed ones)."""
    host = socket.gethostname().lower()
    names = {host, f"{host.split('.')[0]}.local", lan_address()}
    try:
        names |= {str(info[4][0]).split("%")[0].lower()
                  for info in socket.getaddrinfo(host, None)}
    except OSError:
        pass
    return frozenset(name for name in names if name)


def listed(app: Flask) -> frozenset[str]:
    """The names the app itself lists: localhost, the base URL's host, the allowed hosts."""
    names = {"localhost"}
    base = app.config.get("BASE_URL")
    if base:
        names.add(name_of(urlsplit(str(base)).netloc.rsplit("@", 1)[-1]))
    allowed = app.config.get("ALLOWED_HOSTS") or ""
    items = allowed.split(",") if isinstance(allowed, str) else list(allowed)
    names |= {name_of(str(item)) for item in items if str(item).strip()}
    return frozenset(names)


def served(name: str, local_address: Any = None) -> bool:
    """Whether this server answers to ``name`` (a ``Host`` without its port)."""
    if name in current_app.extensions["kibitzer.hosts"]:
        return True
    try:
        address = ipaddress.ip_address(name)
    except ValueError:
        return name in machine_names()
    return (address.is_loopback or name == local_address
            or name in machine_names())


def check() -> None:
    """Refuse this request unless its ``Host`` is one the server serves (no ``Host`` at all,
    an HTTP/1.0 client's, is not a browser's page: it passes)."""
    host = request.environ.get("HTTP_HOST")
    if host is None:
        return
    if not served(name_of(host), request.environ.get(LOCAL_ADDRESS)):
        raise WrongHostError(host[:80])


def init_app(app: Flask) -> None:
    # check runs in views.before
    app.extensions["kibitzer.hosts"] = listed(app)


def base_url() -> str:
    return (current_app.config.get("BASE_URL") or request.host_url).rstrip("/")
