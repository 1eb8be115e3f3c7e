"""Draw the app's PNG icons from the design of ``static/icon.svg`` (a white card with a green
edge and a red heart), with the standard library only:

    python3 docs/make_icons.py

writes ``static/icon-192.png`` and ``static/icon-512.png`` (the card on a clear ground),
``static/icon-maskable-512.png`` (the card inside the safe zone of a full green ground, for
launchers that cut the icon to a circle or a squircle) and ``static/apple-touch-icon.png``
(180 px on green: iOS shows transparency as black).
"""

from __future__ import annotations

import struct
import zlib
from pathlib import Path

STATIC = Path(__file__).resolve().parents[1] / "static"
GREEN = (0x1D, 0x5C, 0x3A, 255)
RED = (0xB3, 0x26, 0x1E, 255)
WHITE = (255, 255, 255, 255)
CLEAR = (0, 0, 0, 0)
SAMPLES = 4  # per side, for smooth edges


def card_colour(x: float, y: float) -> tuple[int, int, int, int] | None:
    """The card in the SVG's 64-unit box: a 40 × 52 rounded rectangle at (10, 6), a 4-unit
    green edge, a heart in the middle; None outside the card."""
    left, top, width, height, radius, edge = 10.0, 6.0, 40.0, 52.0, 6.0, 2.0
    # distance outside the rounded rectangle (grown by half the edge, as an SVG stroke is)
    cx = min(max(x, left + radius), left + width - radius)
    cy = min(max(y, top + radius), top + height - radius)
    dist = ((x - cx) ** 2 + (y - cy) ** 2) ** 0.5 - radius
    if dist > edge:
        return None
    if dist > -edge:
        return GREEN
    # the heart: (u² + v² − 1)³ − u² v³ ≤ 0, centred in the card
    u, v = (x - 30.0) / 11.0, -(y - 33.0) / 11.0
    if (u * u + v * v - 1) ** 3 - u * u * v ** 3 <= 0:
        return RED
    return WHITE


def draw(size: int, ground: tuple[int, int, int, int], scale: float) -> bytes:
    """The icon at ``size`` px: the 64-unit design scaled by ``scale`` about the centre."""
    pixels = []
    for py in range(size):
        for px in range(size):
            total = [0, 0, 0, 0]
            for sy in range(SAMPLES):
                for sx in range(SAMPLES):
                    x = ((px + (sx + 0.5) / SAMPLES) / size - 0.5) * 64 / scale + 32
                    y = ((py + (sy + 0.5) / SAMPLES) / size - 0.5) * 64 / scale + 32
                    colour = card_colour(x, y) or ground
                    for i in range(4):
                        total[i] += colour[i]
            pixels.append(tuple(round(t / SAMPLES ** 2) for t in total))
    return png(size, pixels)


def png(size: int, pixels: list[tuple[int, ...]]) -> bytes:
    """A PNG of ``size`` × ``size`` RGBA pixels: indexed (a palette, and its alphas) when the
    icon has no more than 256 colours, as a flat design with smoothed edges has; each row with
    the filter that leaves the least to compress. The icons are part of a phone's first load
    (bench/weight.py): this halves them."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return (struct.pack(">I", len(data)) + kind + data
                + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))
    colours = list(dict.fromkeys(pixels))
    extra = b""
    if len(colours) <= 256:
        index = {c: i for i, c in enumerate(colours)}
        data, width = bytes(index[c] for c in pixels), 1
        header = struct.pack(">IIBBBBB", size, size, 8, 3, 0, 0, 0)  # 8-bit indexed
        extra = chunk(b"PLTE", b"".join(bytes(c[:3]) for c in colours)) + chunk(
            b"tRNS", bytes(c[3] for c in colours))
    else:
        data, width = b"".join(bytes(c) for c in pixels), 4
        header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)  # 8-bit RGBA
    stride = size * width
    rows, previous = [], bytes(stride)
    for y in range(size):
        row = data[y * stride:(y + 1) * stride]
        rows.append(min(_filtered(row, previous, width),
                        key=lambda f: sum(b if b < 128 else 256 - b for b in f[1:])))
        previous = row
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + extra
            + chunk(b"IDAT", zlib.compress(b"".join(rows), 9)) + chunk(b"IEND", b""))


def _filtered(row: bytes, above: bytes, width: int) -> list[bytes]:
    """The row under PNG's filters none, sub and up (each prefixed by its type)."""
    left = bytes(width) + row[:-width]
    return [b"\x00" + row,
            b"\x01" + bytes((a - b) & 0xFF for a, b in zip(row, left)),
            b"\x02" + bytes((a - b) & 0xFF for a, b in zip(row, above))]


def main() -> None:
    icons = {"icon-192.png": (192, CLEAR, 1.0), "icon-512.png": (512, CLEAR, 1.0),
             # the maskable safe zone is the centre circle of 80 %: the card fits in it
             "icon-maskable-512.png": (512, GREEN, 0.68),
             "apple-touch-icon.png": (180, GREEN, 0.85)}
    for name, (size, ground, scale) in icons.items():
        (STATIC / name).write_bytes(draw(size, ground, scale))
        print("wrote", f"static/{name}")


if __name__ == "__main__":
    main()
