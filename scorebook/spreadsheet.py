"""The one CSV writer: every file the app hands to a spreadsheet is written here.

A CSV is opened in a spreadsheet, which runs a cell that starts like a formula: a name typed
as ``=HYPERLINK("http://evil.example/")`` or ``@SUM(A1)`` (at a table, on the organiser's
page, or by anyone at the door's check-in) would be a link or a command on the club's laptop.
So each text cell starting with ``=``, ``+``, ``-``, ``@``, a tab or a carriage return gets a
leading ``'``, which spreadsheets show as text (OWASP's advice on CSV injection); numbers are
written as they are, so ``-5`` stays a number. Writing every CSV through :func:`csv_text`,
and no other module using :mod:`csv` (a test checks), keeps one added later neutralised too.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable
from typing import Any

FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
"""What a spreadsheet reads as the start of a formula."""


def cell(value: Any) -> Any:
    """A CSV cell a spreadsheet cannot run (None is an empty cell)."""
    if value is None:
        return ""
    if isinstance(value, str) and value.startswith(FORMULA_STARTS):
        return "'" + value
    return value


def csv_text(rows: Iterable[Iterable[Any]]) -> str:
    """The rows as CSV text, every cell through :func:`cell`."""
    out = io.StringIO()
    writer = csv.writer(out)
    for row in rows:
        writer.writerow([cell(value) for value in row])
    return out.getvalue()
