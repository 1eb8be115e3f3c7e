"""referee/frozen.py: a frozen dataclass given a quick ``__init__`` is made exactly as its own
``__init__`` would make it (the same fields, defaults, factories, order and errors), and a type
whose ``__init__`` does more than set its fields keeps its own."""

from __future__ import annotations

import dataclasses
from typing import ClassVar

import pytest

from referee.frozen import quick_init


def made_alike(kind: type, *calls: tuple[tuple, dict]) -> None:
    own = kind.__init__
    slow = [kind(*args, **kwargs) for args, kwargs in calls]
    quick_init(kind)
    assert kind.__init__ is not own and kind.__init__.quick is True
    assert kind.__init__.__qualname__ == f"{kind.__qualname__}.__init__"
    for (args, kwargs), before in zip(calls, slow):
        fast = kind(*args, **kwargs)
        assert fast == before and vars(fast) == vars(before)
        assert list(vars(fast)) == [f.name for f in dataclasses.fields(kind)]


def test_fields_defaults_and_factories_are_set_as_the_dataclass_sets_them() -> None:
    @dataclasses.dataclass(frozen=True)
    class Line:
        seat: int
        points: int = 0
        cards: list = dataclasses.field(default_factory=list)
        note: str = "none"

    made_alike(Line, ((2,), {}), ((2, 5, ["AS"]), {"note": "bura"}))
    made = Line(1)
    assert made.cards == [] and made.cards is not Line(1).cards  # a factory: a new list each
    assert Line(1, cards=["KH"]).cards == ["KH"]
    assert Line(seat=3, points=-4) == Line(3, -4)
    with pytest.raises(TypeError):
        Line()  # a field without a default is still required
    with pytest.raises(dataclasses.FrozenInstanceError):
        made.seat = 4  # still frozen


def test_quick_twice_is_made_once() -> None:
    @dataclasses.dataclass(frozen=True)
    class Count:
        n: int

    quick_init(Count)
    first = Count.__init__
    assert quick_init(Count) is Count and Count.__init__ is first


@pytest.mark.parametrize("make", ["post_init", "slots", "initvar", "kw_only", "no_init",
                                  "no_dataclass", "own_init_inherited", "written_init"])
def test_a_type_whose_init_does_more_keeps_its_own(make: str) -> None:
    if make == "post_init":
        @dataclasses.dataclass(frozen=True)
        class Kind:
            n: int

            def __post_init__(self) -> None:
                object.__setattr__(self, "n", self.n * 2)
    elif make == "slots":
        @dataclasses.dataclass(frozen=True, slots=True)
        class Kind:
            n: int
    elif make == "initvar":
        @dataclasses.dataclass(frozen=True)
        class Kind:
            n: int
            scale: dataclasses.InitVar[int] = 1
    elif make == "kw_only":
        @dataclasses.dataclass(frozen=True)
        class Kind:
            n: int
            m: int = dataclasses.field(default=0, kw_only=True)
    elif make == "no_init":
        @dataclasses.dataclass(frozen=True)
        class Kind:
            n: int
            m: int = dataclasses.field(default=0, init=False)
    elif make == "written_init":
        @dataclasses.dataclass(frozen=True, init=False)
        class Kind:
            n: int

            def __init__(self, text: str) -> None:
                object.__setattr__(self, "n", int(text))
    elif make == "no_dataclass":
        class Kind:
            def __init__(self, n: int) -> None:
                self.n = n
    else:
        @dataclasses.dataclass(frozen=True)
        class Base:
            n: int

        class Kind(Base):  # its __init__ is Base's, not its own
            pass
    own = Kind.__init__
    assert quick_init(Kind) is Kind and Kind.__init__ is own


def test_a_class_variable_is_no_field_and_keeps_the_dataclasses_init() -> None:
    @dataclasses.dataclass(frozen=True)
    class Kind:
        n: int
        SIZE: ClassVar[int] = 52

    own = Kind.__init__
    quick_init(Kind)
    assert Kind.__init__ is own and Kind(3).n == 3
