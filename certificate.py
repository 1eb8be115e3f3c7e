"""The certificate ``./run.sh --https`` serves with, so that phones on the LAN get a secure
context (Screen Wake Lock, installing to the home screen), which plain http on a LAN address
never is.

The host may provide its own (``KIBITZER_CERT`` and ``KIBITZER_KEY``: PEM files, e.g. made by
mkcert with its root installed on the phones, which then trust it without a question).
Otherwise one is made on the first run and kept beside the database (``https/cert.pem`` and
``https/key.pem``): self-signed, for this computer's names and LAN address, valid two years.
Each phone is asked once to accept it (README: Serving over HTTPS). It is made again only when
the LAN address it names is no longer this computer's, since a new one means asking again.
"""

from __future__ import annotations

import datetime
import ipaddress
import os
import socket
from pathlib import Path
from typing import Mapping

VALID_DAYS = 730


class CertificateError(ValueError):
    """The host's certificate or key is missing, or half of the pair is given."""


def names_here(address: str) -> tuple[list[str], list[str]]:
    """The DNS names and IP addresses the certificate is for: this computer's names, and the
    address phones open."""
    host = socket.gethostname()
    names = sorted({"localhost", host, f"{host.split('.')[0]}.local"} - {""})
    addresses = sorted({"127.0.0.1", address})
    return names, addresses


def make(folder: Path, address: str) -> tuple[Path, Path]:
    """A self-signed certificate and its key in ``folder`` for this computer (files readable
    by their owner only: the key is a secret)."""
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import ExtendedKeyUsageOID, NameOID

    names, addresses = names_here(address)
    key = ec.generate_private_key(ec.SECP256R1())
    subject = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, f"Kibitzer on {names[0]}"),
                         x509.NameAttribute(NameOID.ORGANIZATION_NAME, "Kibitzer")])
    now = datetime.datetime.now(datetime.timezone.utc)
    alternatives = [x509.DNSName(n) for n in names] + \
        [x509.IPAddress(ipaddress.ip_address(a)) for a in addresses]
    certificate = (
        x509.CertificateBuilder()
        .subject_name(subject).issuer_name(subject)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(minutes=5))
        .not_valid_after(now + datetime.timedelta(days=VALID_DAYS))
        .add_extension(x509.SubjectAlternativeName(alternatives), critical=False)
        .add_extension(x509.BasicConstraints(ca=False, path_length=None), critical=True)
        .add_extension(x509.ExtendedKeyUsage([ExtendedKeyUsageOID.SERVER_AUTH]), critical=False)
        .sign(key, hashes.SHA256()))
    folder.mkdir(parents=True, exist_ok=True)
    cert_path, key_path = folder / "cert.pem", folder / "key.pem"
    _write_private(key_path, key.private_bytes(serialization.Encoding.PEM,
                                               serialization.PrivateFormat.PKCS8,
                                               serialization.NoEncryption()))
    _write_private(cert_path, certificate.public_bytes(serialization.Encoding.PEM))
    return cert_path, key_path


def _write_private(path: Path, data: bytes) -> None:
    descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(descriptor, "wb") as handle:
        handle.write(data)


def names_address(cert_path: Path, address: str) -> bool:
    """Whether the certificate kept names ``address`` and is valid for at least a week more."""
    from cryptography import x509

    try:
        certificate = x509.load_pem_x509_certificate(cert_path.read_bytes())
        named = certificate.extensions.get_extension_for_class(
            x509.SubjectAlternativeName).value.get_values_for_type(x509.IPAddress)
    except (OSError, ValueError, x509.ExtensionNotFound):
        return False
    left = certificate.not_valid_after_utc - datetime.datetime.now(datetime.timezone.utc)
    return ipaddress.ip_address(address) in named and left > datetime.timedelta(days=7)


def fingerprint(cert_path: Path) -> str:
    """The certificate's SHA-256 fingerprint, as a browser shows it (AB:CD:...)."""
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes

    digest = x509.load_pem_x509_certificate(cert_path.read_bytes()).fingerprint(hashes.SHA256())
    return ":".join(f"{b:02X}" for b in digest)


def chosen(env: Mapping[str, str], folder: Path, address: str) -> tuple[Path, Path, bool]:
    """The certificate and key to serve with, and whether they were made just now: the host's
    (``KIBITZER_CERT``, ``KIBITZER_KEY``), else the one kept in ``folder``, made if need be."""
    given_cert, given_key = env.get("KIBITZER_CERT"), env.get("KIBITZER_KEY")
    if given_cert or given_key:
        if not (given_cert and given_key):
            raise CertificateError("KIBITZER_CERT and KIBITZER_KEY go together: give both")
        for path in (given_cert, given_key):
            if not Path(path).is_file():
                raise CertificateError(f"no such file: {path}")
        return Path(given_cert), Path(given_key), False
    cert_path, key_path = folder / "cert.pem", folder / "key.pem"
    if key_path.is_file() and names_address(cert_path, address):
        return cert_path, key_path, False
    cert_path, key_path = make(folder, address)
    return cert_path, key_path, True
