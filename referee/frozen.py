"""Frozen dataclasses made quickly: a ruling makes many small values (a count line a card,
an answer a question), and the ``__init__`` dataclasses writes for a frozen one sets each field
through ``object.__setattr__``.
"""

from __future__ import annotations

import dataclasses
from typing import Any, TypeVar

T = TypeVar("T")


def quick_init(kind: T) -> T:
    """Give a frozen dataclass an ``__init__`` that puts its fields straight into the
    instance's ``__dict__``: the one dataclasses writes sets each through
    ``object.__setattr__``, a call a field (an answer of eleven fields took 1.4 µs to make). The
    same parameters, defaults and factories; a type with a ``__post_init__``, ``__slots__``,
    an ``InitVar``, a keyword-only field or a field left out of ``__init__`` keeps its own."""
    if (not dataclasses.is_dataclass(kind) or "__init__" not in kind.__dict__
            or not kind.__dataclass_params__.init  # (its __init__ is the class's own)
            or getattr(kind.__init__, "quick", False) or hasattr(kind, "__post_init__")
            or "__slots__" in kind.__dict__):
        return kind
    declared = getattr(kind, "__dataclass_fields__", {})
    fields = dataclasses.fields(kind)
    if len(declared) != len(fields) or any(not f.init or f.kw_only for f in fields):
        return kind  # (an InitVar or a ClassVar is declared but not a field)
    space: dict[str, Any] = {"MISSING": dataclasses.MISSING}
    params, lines = [], []
    for i, f in enumerate(fields):
        if not f.name.isidentifier():
            return kind
        if f.default is not dataclasses.MISSING:
            space[f"d{i}"] = f.default
            params.append(f"{f.name}=d{i}")
        elif f.default_factory is not dataclasses.MISSING:
            space[f"f{i}"] = f.default_factory
            params.append(f"{f.name}=MISSING")
            lines.append(f"    if {f.name} is MISSING: {f.name} = f{i}()")
        else:
            params.append(f.name)
        lines.append(f"    d[{f.name!r}] = {f.name}")
    source = "\n".join([f"def __init__(self, {', '.join(params)}):", "    d = self.__dict__",
                        *lines])
    exec(compile(source, f"<quick __init__ of {kind.__name__}>", "exec"), space)
    made = space["__init__"]
    made.quick = True
    made.__qualname__ = f"{kind.__qualname__}.__init__"
    made.__doc__ = kind.__init__.__doc__
    kind.__init__ = made  # type: ignore[misc]
    return kind
