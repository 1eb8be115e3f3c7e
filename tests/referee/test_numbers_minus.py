"""The one reader of whole numbers takes a negative typed with the minus sign too (issue 41,
point 2): "−150" (U+2212) as some keyboards and pasted scores write it, "-150" as most do."""

from __future__ import annotations

import pytest

from referee.errors import InvalidInputError
from referee.numbers import read_whole, whole


@pytest.mark.parametrize("typed, read", [("-150", -150), ("−150", -150), (" −3 ", -3),
                                         ("+20", 20), ("150", 150)])
def test_a_minus_is_read_either_way(typed: str, read: int) -> None:
    assert whole(typed) == read
    assert read_whole(typed, "Points", "points") == read


@pytest.mark.parametrize("typed", ["−−3", "−", "3−", "− 3"])
def test_anything_else_is_not_a_whole_number(typed: str) -> None:
    assert whole(typed) is None
    with pytest.raises(InvalidInputError):
        read_whole(typed, "Points", "points")
