"""Words given as they are: a name typed at the table, a rendered card, a number written out.

A :class:`Verbatim` parameter is never looked up in a catalog. It is a ``str``, so code that
builds one (a list of names joined with ", ") needs nothing more.
"""

from __future__ import annotations


class Verbatim(str):
    """Words given as they are (a name typed at the table, a rendered card): never looked up
    in a catalog."""
