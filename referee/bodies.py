"""Request bodies and answers declared once, as types.

A question's body is a frozen dataclass (a :class:`Body`) whose fields carry their JSON schema
piece and their reader (:func:`spec`). From that one declaration come both

- the parser, :meth:`Body.parse`: the options first (the pack in play may depend on them), then
  every field read into its typed value in the order declared; a field the body does not
  declare is refused by name, a required one that is missing is named; and
- the schema of ``/api/openapi.json``, :meth:`Body.schema`.

An answer is a frozen dataclass too; :func:`answer_schema` documents it from its type hints and
its fields' ``doc`` metadata, so the document cannot drift from what the code returns.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Sequence, TypeVar

from .cards import Card, Pack, Suit, read_cards, read_trump
from .catalog import read_int
from .errors import InvalidInputError
from .frozen import quick_init
from .rulings import Award
from .words import Message, Verbatim, said, say


@dataclass
class Context:
    """What a reader may need beyond the raw value: the game, its options as read, its pack."""

    game: Any
    options: Mapping[str, Any]
    pack: Pack
    values: dict[str, Any] = field(default_factory=dict)
    """The fields read so far, in the order declared (a bid is checked against the cards
    dealt in the hand read before it)."""


Reader = Callable[[Any, str, Context], Any]
B = TypeVar("B", bound="Body")
A = TypeVar("A", bound="Answer")
T = TypeVar("T")

OPTIONS_SCHEMA: dict[str, Any] = {
    "type": ["object", "null"],
    "description": "the game's options (see /api/v1/games); absent or null: the defaults, "
                   "which follow the rules text"}
CARDS_SCHEMA: dict[str, Any] = {
    "oneOf": [{"type": "string"}, {"type": "array", "items": {"type": "string"}}],
    "description": "cards in card notation: rank then suit, e.g. \"QS 10H\""}
TRUMP_SCHEMA: dict[str, Any] = {"type": ["string", "null"],
                                "description": "S, H, D or C; null for no trumps"}


def spec(schema: Mapping[str, Any], read: Reader, *, required: bool = False,
         default: Any = None, doc: str = "", missing: str = "") -> Any:
    """A body field: its schema piece, its reader, whether it must be given (``missing``: the
    words when it is not, a :class:`Message` or a template marked with ``N_``), its default.
    ``doc`` describes the field in the API's document (in English)."""
    described = dict(schema) | ({"description": doc} if doc else {})
    return field(default=default, metadata={"schema": described, "read": read,
                                            "required": required, "missing": missing})


class Body:
    """A question's body. Subclasses are frozen dataclasses whose fields are :func:`spec`s; a
    field named ``options`` holds the game's options as read (it has no reader)."""

    @classmethod
    def _fields(cls) -> tuple[dataclasses.Field, ...]:  # type: ignore[type-arg]
        known = _BODY_FIELDS.get(cls)
        if known is None:  # looked up once a body type
            known = _BODY_FIELDS[cls] = tuple(
                f for f in dataclasses.fields(cls)  # type: ignore[arg-type]
                if f.name == "options" or "read" in f.metadata)
        return known

    @classmethod
    def schema(cls) -> dict[str, Any]:
        properties: dict[str, Any] = {}
        required = []
        for f in cls._fields():
            properties[f.name] = OPTIONS_SCHEMA if f.name == "options" else f.metadata["schema"]
            if f.metadata.get("required"):
                required.append(f.name)
        out: dict[str, Any] = {"type": "object", "properties": properties,
                               "additionalProperties": False}
        if required:
            out["required"] = required
        doc = (cls.__doc__ or "").strip().split("\n\n")[0]
        if doc:
            out["description"] = " ".join(doc.split())
        return out

    @classmethod
    def parse(cls: type[B], raw: Any, game: Any) -> B:
        if type(raw) is not dict and not isinstance(raw, Mapping):
            raise InvalidInputError(say("the request body must be a JSON object"), "body")
        plan = _PARSERS.get(cls)
        if plan is None:
            plan = _PARSERS[cls] = _Parser(cls)
        if not raw.keys() <= plan.takes:
            for key in raw:
                if key not in plan.takes:
                    raise InvalidInputError(
                        say("{name} is not part of this question; it takes {fields}",
                            name=Verbatim(repr(str(key)[:40])),
                            fields=Verbatim(", ".join(plan.names))),
                        str(key)[:40])
        given = raw.get("options")
        # no options given: the defaults, as read_options({}) makes them
        options = game.defaults() if given is None else game.read_options(
            read_object(given, "options"))
        made = object.__new__(cls)  # frozen: made without its __init__'s object.__setattr__
        values = made.__dict__
        values.update(plan.defaults)
        for name, factory in plan.factories:
            values[name] = factory()
        if plan.takes_options:
            values["options"] = options
        context = Context(game, options, game.pack_for(options)) \
            if plan.needs_context or plan.checks else None
        for name, read, required, missing, nullable in plan.readers:
            value = raw.get(name)
            if value is None:
                if required:
                    raise InvalidInputError(
                        said(missing) if missing else
                        say("{field} is missing", field=Verbatim(name)), name)
                if not nullable and name in raw:
                    # the document says which fields take null; the others are left out
                    raise InvalidInputError(say("{field} cannot be null: leave it out for the "
                                                "default", field=Verbatim(name)), name)
            else:
                if read is not None:
                    value = read(value, name, context)
                # (else a field kept as given, for the calculator)
                values[name] = value
                if context is not None:
                    context.values[name] = value
        if plan.made_by_init:
            made = cls(**values)
        if context is not None:
            made.check(context)
        return made

    def given(self) -> dict[str, Any]:
        """The fields that were given (not None), options aside: for a calculator that reads
        a field with the hand's other facts (see :func:`kept`)."""
        plan = _PARSERS.get(type(self))
        names = plan.fields if plan is not None else tuple(
            f.name for f in self._fields() if f.name != "options")
        values = self.__dict__
        return {name: value for name in names if (value := values[name]) is not None}

    def check(self, context: Context) -> None:
        """What the fields say together (cards given twice across plays and hands, …)."""


def admits_null(schema: Mapping[str, Any]) -> bool:
    """Whether a field's schema piece takes null (its type, or one of its choices)."""
    kinds = schema.get("type")
    if kinds == "null" or (isinstance(kinds, list) and "null" in kinds):
        return True
    return any(admits_null(choice) for choice in [*schema.get("oneOf", ()),
                                                  *schema.get("anyOf", ())])


_BODY_FIELDS: dict[type, tuple[dataclasses.Field, ...]] = {}  # type: ignore[type-arg]
"""Each body type's fields, once looked up (:meth:`Body._fields`)."""


class _Parser:
    """How :meth:`Body.parse` reads one body type, worked out once from its declaration: a
    quick question's whole ruling costs a few microseconds, and looking its fields up again at
    each request was a good part of them."""

    def __init__(self, kind: type) -> None:
        known = kind._fields()  # type: ignore[attr-defined]
        self.names = tuple(f.name for f in known)
        """What a body may hold, in the order declared (as a refusal lists them)."""
        self.takes = frozenset(self.names)
        self.takes_options = "options" in self.takes
        self.fields = tuple(name for name in self.names if name != "options")
        self.readers = tuple(
            (f.name, None if f.metadata["read"] is kept else f.metadata["read"],
             bool(f.metadata.get("required")), f.metadata.get("missing"),
             admits_null(f.metadata["schema"]))
            for f in known if f.name != "options")
        """Each field's name, reader (None: kept as given), whether required, the words if it
        is missing, whether it takes null."""
        every = dataclasses.fields(kind)
        self.defaults = {f.name: f.default for f in every
                         if f.default is not dataclasses.MISSING}
        self.factories = tuple((f.name, f.default_factory) for f in every
                               if f.default_factory is not dataclasses.MISSING
                               and f.name != "options")
        self.made_by_init = hasattr(kind, "__post_init__") or any(
            not f.init or f.name not in self.takes and f.name not in self.defaults
            for f in every if f.default_factory is dataclasses.MISSING)
        """A body whose dataclass does more than hold its fields is made by its __init__."""
        self.checks = kind.check is not Body.check  # type: ignore[attr-defined]
        self.needs_context = any(
            read is not None and not getattr(read, "context_free", False)
            for _, read, _, _, _ in self.readers)


_PARSERS: dict[type, _Parser] = {}


def read_object(value: Any, name: str) -> dict[str, Any]:
    if value is None:
        return {}
    if not isinstance(value, dict) and not isinstance(value, Mapping):
        raise InvalidInputError(say("{field} must be an object", field=Verbatim(name)), name)
    return dict(value)


@dataclass(frozen=True)
class Question:
    """A question a game answers from a typed body with a typed answer (which has
    ``to_dict()``): the game lists it in its ``questions`` like a plain function, and the body's
    parser and both schemas come from the two types."""

    answer: Callable[[Any], Any]
    body: type[Body]
    returns: type
    written: Callable[[Any], Mapping[str, Any]] | None = None
    """Where the calculator makes the answer as a dict (``returns.read`` of it is ``answer``):
    that dict, which :meth:`ask` writes out as the answer type would (:meth:`Answer.written`)
    instead of making the typed answer only to write it out again."""

    def __post_init__(self) -> None:
        quick_init(self.returns)  # a calculator may make its answer by the type's __init__

    def ask(self, raw: Any, game: Any) -> dict[str, Any]:
        if self.written is not None:
            return self.returns.written(self.written(self.body.parse(raw, game)))
        return self.answer(self.body.parse(raw, game)).to_dict()

    def schemas(self) -> tuple[dict[str, Any], dict[str, Any]]:
        return self.body.schema(), answer_schema(self.returns)


# --- readers ------------------------------------------------------------------------------


def cards(allow_empty: bool = True) -> Reader:
    def read(value: Any, path: str, context: Context) -> tuple[Card, ...]:
        return tuple(read_cards(context.pack, value, path, allow_empty=allow_empty))
    return read


def trump(value: Any, path: str, context: Context) -> Suit | None:
    return read_trump(value)


trump.context_free = True  # type: ignore[attr-defined]


def whole(label: str, minimum: int | None = None, maximum: int | None = None,
          below: str = "", above: str = "") -> Reader:
    """A whole number, with the words for one below ``minimum`` or above ``maximum``. The
    ``label`` and the words are each a :class:`Message` or a template marked with ``N_``."""
    def read(value: Any, path: str, context: Context) -> int:
        number = read_int(value, label, path)
        if minimum is not None and number < minimum:
            raise InvalidInputError(said(below) if below else say(
                "{label} is at least {minimum}", label=said(label), minimum=minimum), path)
        if maximum is not None and number > maximum:
            raise InvalidInputError(said(above) if above else say(
                "{label} is at most {maximum}", label=said(label), maximum=maximum), path)
        return number
    read.context_free = True  # type: ignore[attr-defined]
    return read


def text(limit: int) -> Reader:
    def read(value: Any, path: str, context: Context) -> str:
        if not isinstance(value, str):
            raise InvalidInputError(say("{field} must be text", field=Verbatim(path)), path)
        return value[:limit]
    read.context_free = True  # type: ignore[attr-defined]
    return read


def kept(value: Any, path: str, context: Context) -> Any:
    """A field read by the game's calculator with the hand's other facts (how many sides, the
    mode, the cards dealt), which no reader of one field can know: kept as given."""
    return value


def mapping(value: Any, path: str, context: Context) -> dict[str, Any]:
    return read_object(value, path)


mapping.context_free = True  # type: ignore[attr-defined]


def items(reader: Reader, wrong: str, least: int = 0, most: int | None = None,
          blank: Any = ...) -> Reader:
    """A list, each item read by ``reader`` at ``path[i]``; ``wrong`` says what the list must
    be (a :class:`Message` or a template marked with ``N_``). Items equal to ``blank`` (when
    given) are read as None."""
    def read(value: Any, path: str, context: Context) -> tuple[Any, ...]:
        if not isinstance(value, list) or len(value) < least or (
                most is not None and len(value) > most):
            raise InvalidInputError(said(wrong), path)
        return tuple(None if blank is not ... and _blank(item) else
                     reader(item, f"{path}[{i}]", context) for i, item in enumerate(value))
    return read


def _blank(item: Any) -> bool:
    return item is None or item == "" or item == []


# --- answers ------------------------------------------------------------------------------


def build(kind: type[T], values: dict[str, Any]) -> T:
    """``kind(**values)`` for a frozen dataclass of bodies and answers, made without its
    ``__init__``, which sets each field through ``object.__setattr__`` (a ruling makes two of
    them, and that was a good part of a quick ruling's time). The fields not given take their
    defaults; an unknown or a missing one is refused as the ``__init__`` would refuse it. A
    type with a ``__post_init__`` is made by its ``__init__``."""
    plan = _PLANS.get(kind)
    if plan is None:
        plan = _PLANS[kind] = _plan(kind)
    if plan is _INIT:
        return kind(**values)
    names, defaults, factories = plan
    if len(values) != len(names) or not values.keys() <= names:
        given = values.keys()
        if not given <= names or not names - given <= defaults.keys() | factories.keys():
            return kind(**values)  # which raises the TypeError naming the field
        made = object.__new__(kind)
        fields = made.__dict__
        fields.update(defaults)
        for name, factory in factories.items():
            if name not in given:
                fields[name] = factory()
        fields.update(values)
        return made
    made = object.__new__(kind)
    made.__dict__.update(values)
    return made


def _plan(kind: type) -> Any:
    if hasattr(kind, "__post_init__") or hasattr(kind, "__slots__"):
        return _INIT
    fields = dataclasses.fields(kind)
    return (frozenset(f.name for f in fields),
            {f.name: f.default for f in fields if f.default is not dataclasses.MISSING},
            {f.name: f.default_factory for f in fields
             if f.default_factory is not dataclasses.MISSING})


_INIT = object()
_PLANS: dict[type, Any] = {}
"""How :func:`build` makes each type, once worked out."""


def to_json(value: Any) -> Any:
    """An answer as JSON values: dataclasses as objects, tuples as lists, cards and suits in
    their notation."""
    kind = type(value)
    if kind in _PLAIN:
        return value
    if kind is tuple or kind is list:
        return [v if type(v) in _PLAIN else to_json(v) for v in value]
    if kind is dict:
        return {k: v if type(v) in _PLAIN else to_json(v) for k, v in value.items()}
    if kind is Card:
        return str(value)
    if kind is Suit:
        return value.value
    names = _FIELDS.get(kind)
    if names is None and dataclasses.is_dataclass(value) and not isinstance(value, type):
        names = _FIELDS[kind] = tuple(f.name for f in dataclasses.fields(value)
                                      if f.name != "shown")
    if names is not None:
        fields = value.__dict__  # answers are plain frozen dataclasses
        return {name: v if type(v := fields[name]) in _PLAIN else to_json(v)
                for name in names}
    if isinstance(value, (list, tuple)):
        return [to_json(v) for v in value]
    if isinstance(value, dict):
        return {k: to_json(v) for k, v in value.items()}
    return value


_PLAIN = frozenset({str, int, bool, float, type(None), Message, Verbatim})
"""Types an answer holds as they are (a :class:`Message` is rendered when it is read)."""
_FIELDS: dict[type, tuple[str, ...]] = {}
"""Each answer dataclass's fields, once looked up."""


class Answer:
    """An answer dataclass's ``to_dict``: every field as JSON, and the fields named in
    ``ONLY_WITH`` left out while the field it names is None (Belote's totals, given only when
    the scores before the hand were). An answer whose fields depend on the case (Kozel's two
    modes) declares a last field ``shown``: the names it gave, which alone are answered."""

    ONLY_WITH: tuple[str, tuple[str, ...]] | None = None

    @classmethod
    def read(cls: type[A], answer: Mapping[str, Any]) -> A:
        """The answer type from a calculator's dict (its ``award`` an :class:`Award`, its lists
        tuples); a key the type does not declare is a fault in the calculator."""
        plan = _ANSWERS.get(cls)
        if plan is None:
            plan = _ANSWERS[cls] = _AnswerPlan(cls)
        if not answer.keys() <= plan.names:
            extra = answer.keys() - plan.names
            raise ValueError(f"{cls.__name__} has no {', '.join(sorted(extra))}")
        if plan.made_by_init:
            values = {name: tuple(value) if type(value) is list else value
                      for name, value in answer.items()}
        else:  # frozen: made without its __init__'s object.__setattr__ a field
            made = object.__new__(cls)
            values = made.__dict__
            values.update(answer)
        for name in plan.lists:  # (the fields whose hint is not a tuple hold no list)
            value = values.get(name)
            if type(value) is list:
                values[name] = tuple(value)
        award = values.get("award")
        if award is not None and isinstance(award, (dict, Mapping)):
            values["award"] = Award(str(award["by"]), tuple(award["points"]))
        if plan.shown:
            values["shown"] = tuple(answer)
        if plan.made_by_init or len(values) != len(plan.names):
            if not plan.made_by_init and plan.defaults.keys() | values.keys() >= plan.names:
                for name, default in plan.defaults.items():
                    values.setdefault(name, default)
                return made  # type: ignore[no-any-return]
            return cls(**dict(values))  # which raises the TypeError naming a missing field
        return made  # type: ignore[no-any-return]

    @classmethod
    def written(cls, answer: Mapping[str, Any]) -> dict[str, Any]:
        """A calculator's dict written out as ``cls.read(answer).to_dict()`` writes it, the
        same keys checked, without making the answer in between (a quick question's answer
        cost as much to make and write as to work out)."""
        plan = _ANSWERS.get(cls)
        if plan is None:
            plan = _ANSWERS[cls] = _AnswerPlan(cls)
        if plan.shown or cls.ONLY_WITH or len(answer) != len(plan.out) \
                or not answer.keys() <= plan.names:
            return cls.read(answer).to_dict()  # (which refuses an unknown or a missing key)
        return plan.write_dict(answer)

    def to_dict(self) -> dict[str, Any]:
        plan = _ANSWERS.get(type(self))
        if plan is None:
            plan = _ANSWERS[type(self)] = _AnswerPlan(type(self))
        fields = self.__dict__
        out = plan.write(fields)
        if plan.shown:  # an answer whose fields depend on the case: those it gave
            shown = fields.get("shown")
            if shown is not None:
                out = {name: value for name, value in out.items() if name in shown}
        if self.ONLY_WITH and fields[self.ONLY_WITH[0]] is None:
            for name in self.ONLY_WITH[1]:
                out.pop(name, None)
        return out


class _AnswerPlan:
    """An answer type's fields, once looked up, and its writer: a function made once from its
    type hints that writes every field out as JSON (a tuple of numbers as a list, an award as
    its object) without asking each value what it is."""

    def __init__(self, kind: type) -> None:
        fields = dataclasses.fields(kind)
        self.names = frozenset(f.name for f in fields)
        self.out = tuple(f.name for f in fields if f.name != "shown")
        """The fields written out, in the order declared."""
        self.shown = "shown" in self.names
        self.write = _writer(kind, self.out)
        self.write_dict = _writer(kind, self.out, from_dict=True)
        """The same from a calculator's dict (:meth:`Answer.written`): its lists are lists."""
        try:
            hints = typing.get_type_hints(kind)
        except (NameError, TypeError):
            hints = {}
        self.lists = tuple(f.name for f in fields if f.name != "shown" and _may_be_tuple(
            hints.get(f.name, Any)))
        """The fields :meth:`Answer.read` turns from a list into a tuple (those a list may
        be given for: a tuple, or a field that takes anything)."""
        self.made_by_init = hasattr(kind, "__post_init__") or "__slots__" in kind.__dict__ \
            or any(not f.init for f in fields) \
            or any(f.default_factory is not dataclasses.MISSING for f in fields)
        self.defaults = {f.name: f.default for f in fields
                         if f.default is not dataclasses.MISSING}


def _may_be_tuple(hint: Any) -> bool:
    if hint is Any or hint is tuple or typing.get_origin(hint) in (tuple, Sequence):
        return True
    if typing.get_origin(hint) in (typing.Union, types.UnionType):
        return any(_may_be_tuple(a) for a in typing.get_args(hint))
    return False


_NUMBERS = frozenset({int, bool, type(None)})
"""What a tuple of numbers holds (a tuple hinted so is written out as a list of them)."""


def _writer(kind: type, names: tuple[str, ...],
            from_dict: bool = False) -> Callable[[Mapping[str, Any]], dict[str, Any]]:
    """The writer of an answer's fields (``from_dict``: of a calculator's dict, whose lists are
    lists and whose award is a dict, written out as :meth:`Answer.read` then ``to_dict`` would
    write them)."""
    try:
        hints = typing.get_type_hints(kind)
    except (NameError, TypeError):  # a hint not resolved: every field written the general way
        hints = {}
    items = []
    kind_of = "list" if from_dict else "tuple"
    for i, name in enumerate(names):
        hint = hints.get(name)
        value = f"f[{name!r}]"
        if _tuple_of_numbers(hint):
            items.append(f"{name!r}: list(v) if type(v := {value}) is {kind_of} else "
                         f"v if type(v) in PLAIN else J(v)")
        elif hint is Award and from_dict:
            items.append(f"{name!r}: {{'by': str(v['by']), 'points': list(v['points'])}} if "
                         f"type(v := {value}) is dict else J(Award(str(v.by), tuple(v.points)))"
                         f" if type(v) is Award else J(v)")
        elif hint is Award:
            items.append(f"{name!r}: {{'by': v.by, 'points': list(v.points)}} if type(v := "
                         f"{value}) is Award and type(v.points) is tuple else "
                         f"v if type(v) in PLAIN else J(v)")
        elif from_dict and _tuple_of_words(hint):
            items.append(f"{name!r}: [w if type(w) in PLAIN else J(w) for w in v] if type(v := "
                         f"{value}) is list else v if type(v) in PLAIN else J(v)")
        else:
            items.append(f"{name!r}: v if type(v := {value}) in PLAIN else J(v)")
    source = "def write(f):\n    return {" + ", ".join(items) + "}"
    space: dict[str, Any] = {"PLAIN": _PLAIN, "J": to_json, "Award": Award}
    exec(compile(source, f"<{'dict ' if from_dict else ''}writer of {kind.__name__}>", "exec"),
         space)
    return space["write"]  # type: ignore[no-any-return]


def _tuple_of_words(hint: Any) -> bool:
    """``tuple[str, ...]``: a breakdown's lines."""
    return typing.get_origin(hint) is tuple and typing.get_args(hint) == (str, Ellipsis)


def _tuple_of_numbers(hint: Any) -> bool:
    """``tuple[int, ...]``, ``tuple[bool | None, ...]`` and the like, or None."""
    if typing.get_origin(hint) in (typing.Union, types.UnionType):
        kinds = [a for a in typing.get_args(hint) if a is not type(None)]
        return len(kinds) == 1 and _tuple_of_numbers(kinds[0])
    if typing.get_origin(hint) is not tuple:
        return False
    args = typing.get_args(hint)
    if len(args) != 2 or args[1] is not Ellipsis:
        return False
    item = args[0]
    if typing.get_origin(item) in (typing.Union, types.UnionType):
        return all(a in _NUMBERS for a in typing.get_args(item))
    return item in _NUMBERS


_ANSWERS: dict[type, _AnswerPlan] = {}


def answer_schema(kind: type, description: str = "") -> dict[str, Any]:
    """The JSON schema of an answer dataclass, from its type hints (a field's ``doc`` metadata
    describes it)."""
    hints = typing.get_type_hints(kind)
    properties = {}
    for f in dataclasses.fields(kind):
        if f.name == "shown":
            continue
        piece = _schema_of(hints[f.name])
        if f.metadata.get("doc"):
            piece = piece | {"description": f.metadata["doc"]}
        properties[f.name] = piece
    always = [f.name for f in dataclasses.fields(kind) if f.name != "shown"
              and f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING]
    out: dict[str, Any] = {"type": "object", "required": always, "properties": properties}
    doc = description or (kind.__doc__ or "").strip().split("\n\n")[0]
    if doc and not doc.startswith(kind.__name__ + "("):  # not the dataclass's own signature
        out["description"] = " ".join(doc.split())
    return out


def _schema_of(hint: Any) -> dict[str, Any]:
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        inner = [a for a in args if a is not type(None)]
        piece = _schema_of(inner[0]) if len(inner) == 1 else {"oneOf": [_schema_of(a)
                                                                        for a in inner]}
        if type(None) in args and "type" in piece:
            kinds = piece["type"] if isinstance(piece["type"], list) else [piece["type"]]
            return piece | {"type": [*kinds, "null"]}
        return piece
    if origin in (tuple, list, Sequence) or hint in (tuple, list):
        item = args[0] if args and args[0] is not Ellipsis else Any
        return {"type": "array", "items": _schema_of(item)}
    if origin in (dict, Mapping) or hint is dict:
        return {"type": "object"}
    simple = {bool: "boolean", int: "integer", str: "string", float: "number",
              Card: "string", Suit: "string"}
    if hint in simple:
        return {"type": simple[hint]}
    if isinstance(hint, type) and issubclass(hint, str):
        return {"type": "string"}  # a Message: words in the language asked
    if dataclasses.is_dataclass(hint):
        return answer_schema(hint)
    return {}
