"""Bodies and answers declared once, as types (referee/bodies.py): what the parser takes and
refuses, field by field and in words, what an answer writes out, and the schemas both give.

The machinery is shown on small bodies and answers declared here (each reader and each kind of
field once) and on real questions (Nuts, 003 lines 325–375; Bura's claim, 002 line 31). The
parser and the writers keep what they work out of a type for the life of the process; the
``fresh`` fixture gives each test empty ones, so that it is worked out in the test (see
docs/mutation.md on the mutation tester's forked processes)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterator, Mapping

import pytest

from referee import bodies, requests
from referee.bodies import (Answer, Body, Context, Question, admits_null, answer_schema, build,
                            read_object, spec, to_json)
from referee.cards import Card, Suit, parse_card
from referee.errors import CardNotInPackError, InvalidInputError, RefereeError
from referee.games import GAMES
from referee.rulings import Award
from referee.words import N_, Message, Seat, Verbatim, say

NUTS = GAMES["nuts"]
BELOTE = GAMES["belote"]


@pytest.fixture(autouse=True)
def fresh(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    for cache in ("_PARSERS", "_BODY_FIELDS", "_PLANS", "_ANSWERS", "_FIELDS"):
        monkeypatch.setattr(bodies, cache, {})
    for name, kind in declare().items():
        monkeypatch.setitem(globals(), name, kind)
    yield


def refusal(kind: type[Body], raw: Any, game: Any = BELOTE) -> RefereeError:
    with pytest.raises(RefereeError) as caught:
        kind.parse(raw, game)
    return caught.value


def declare() -> dict[str, Any]:
    """The bodies shown here, declared anew: their readers are made as a body is declared, so
    each test declares its own (a reader made once, at import, would be the same in every
    process the mutation tester forks)."""

    @dataclass(frozen=True)
    class Bid(Body):
        """A bid at the table.

        (Only the first paragraph describes the body in the document.)"""

        seat: int = spec({"type": "integer"}, bodies.whole(N_("A seat"), 0, 3), default=0,
                         doc="who bids")
        tricks: int | None = spec({"type": ["integer", "null"]},
                                  bodies.whole(N_("The tricks"), 1, 8,
                                               below=N_("a bid is one trick or more"),
                                               above=N_("a bid is eight tricks at most")))
        cards: tuple[Card, ...] = spec(bodies.CARDS_SCHEMA, bodies.cards(allow_empty=False),
                                       required=True, default=(),
                                       missing=say("give the cards held"))
        note: str | None = spec({"type": "string"}, bodies.text(5))
        trump: Suit | None = spec(bodies.TRUMP_SCHEMA, bodies.trump)
        extra: dict[str, Any] | None = spec({"type": "object"}, bodies.mapping)
        raw: Any = spec({}, bodies.kept)
        held: tuple[Card, ...] | None = spec(bodies.CARDS_SCHEMA, bodies.cards())
        hands: tuple[tuple[Card, ...], ...] | None = spec(
            {"type": "array"}, bodies.items(bodies.cards(), N_("hands are lists of cards")))
        options: Mapping[str, Any] = field(default_factory=dict)
        seen: list[str] = field(default_factory=list)  # not read: made for each body

        def check(self, context: Context) -> None:
            context.pack.check_copies(self.cards, "cards")  # the pack the options make
            if self.tricks is not None and self.tricks > len(self.cards) + 5:
                raise InvalidInputError(say("more tricks than cards"), "tricks")

    @dataclass(frozen=True)
    class Plain(Body):
        count: int | None = spec({"type": "integer"}, bodies.whole(N_("A count")))

    @dataclass(frozen=True)
    class Needs(Body):
        """A count that must be given."""

        count: int = spec({"type": "integer"}, bodies.whole(N_("A count")), required=True,
                          default=0)

    return {"Bid": Bid, "Plain": Plain, "Needs": Needs}


Bid, Plain, Needs = declare().values()


# --- parsing a body ---

def test_a_body_is_read_into_its_typed_fields() -> None:
    bid = Bid.parse({"seat": "2", "tricks": 3, "cards": "AS 7S", "note": "belote!",
                     "trump": "h", "extra": {"a": 1}, "raw": [1, "x"]}, BELOTE)
    assert (bid.seat, bid.tricks, bid.note, bid.trump, bid.extra, bid.raw) == (
        2, 3, "belot", Suit.HEARTS, {"a": 1}, [1, "x"])
    assert bid.cards == (parse_card("AS"), parse_card("7S"))
    assert bid.options == BELOTE.defaults()
    assert bid.given() == {"seat": 2, "tricks": 3, "cards": bid.cards, "note": "belot",
                           "trump": Suit.HEARTS, "extra": {"a": 1}, "raw": [1, "x"]}
    least = Bid.parse({"cards": ["AS"]}, BELOTE)
    assert (least.seat, least.tricks, least.note, least.trump, least.extra) == (
        0, None, None, None, None)
    assert least.given() == {"seat": 0, "cards": (parse_card("AS"),)}


def test_the_edges_of_a_field_and_the_cards_a_field_may_leave_empty() -> None:
    low = Bid.parse({"seat": 0, "tricks": 1, "cards": "AS", "held": "", "hands": ["AS", "KS"]},
                    BELOTE)
    assert (low.seat, low.tricks, low.held) == (0, 1, ())
    assert low.hands == ((parse_card("AS"),), (parse_card("KS"),))
    high = Bid.parse({"seat": 3, "tricks": 8, "cards": "AS 7S 8S"}, BELOTE)
    assert (high.seat, high.tricks, high.held, high.hands) == (3, 8, None, None)
    assert low.seen == [] and high.seen == [] and low.seen is not high.seen


def test_the_given_fields_of_a_body_made_by_hand() -> None:
    made = Bid(cards=(parse_card("AS"),))
    assert made.given() == {"seat": 0, "cards": (parse_card("AS"),)}


def test_the_options_are_read_before_the_fields_that_depend_on_them() -> None:
    # Bura's 32-card pack has no 6: the cards are read against the pack the options make
    with pytest.raises(CardNotInPackError):
        requests.rule_trick("bura", {"plays": [["6S"], ["7S"]], "trump": "H",
                                     "options": {"pack": "32"}})
    assert requests.rule_trick("bura", {"plays": [["6S"], ["7S"]], "trump": "H"})["winner"] == 1
    made = Bid.parse({"cards": "AS", "options": None}, BELOTE)
    assert made.options == BELOTE.defaults()
    caught = refusal(Bid, {"cards": "AS", "options": {"colour": 1}})
    assert caught.field == "options.colour"
    caught = refusal(Bid, {"cards": "AS", "options": "x"})
    assert (caught.field, str(caught.message)) == ("options", "options must be an object")


@pytest.mark.parametrize("raw, field, words", [
    ([1], "body", "the request body must be a JSON object"),
    ("seat", "body", "the request body must be a JSON object"),
    ({"cards": "AS", "bid": 3}, "bid",
     "'bid' is not part of this question; it takes seat, tricks, cards, note, trump, extra, "
     "raw, held, hands, options"),
    ({"seat": 1}, "cards", "give the cards held"),
    ({"seat": None, "cards": "AS"}, "seat", "seat cannot be null: leave it out for the default"),
    ({"cards": "AS", "note": None, "tricks": None}, "note",
     "note cannot be null: leave it out for the default"),
    ({"cards": "AS", "seat": 4}, "seat", "A seat is at most 3"),
    ({"cards": "AS", "seat": -1}, "seat", "A seat is at least 0"),
    ({"cards": "AS", "seat": "x"}, "seat", "A seat must be a whole number"),
    ({"cards": "AS", "tricks": 0}, "tricks", "a bid is one trick or more"),
    ({"cards": "AS", "tricks": 9}, "tricks", "a bid is eight tricks at most"),
    ({"cards": "AS", "tricks": 7}, "tricks", "more tricks than cards"),
    ({"cards": "AS", "note": 5}, "note", "note must be text"),
    ({"cards": "AS", "extra": [1]}, "extra", "extra must be an object"),
    ({"cards": ""}, "cards", None),
    ({"cards": "AS AS"}, "cards", "AS is given 2 times, but Belote's 32-card pack holds it only "
                                  "once"),
])
def test_each_refusal_names_its_field_in_words(raw: Any, field: str, words: str | None) -> None:
    caught = refusal(Bid, raw)
    assert caught.field == field
    if words is not None:
        assert str(caught.message) == words


def test_a_required_field_missing_is_named() -> None:
    for raw in ({}, {"count": None}):
        caught = refusal(Needs, raw)
        assert (caught.field, str(caught.message)) == ("count", "count is missing")
    assert Needs.parse({"count": 0}, NUTS).count == 0
    assert Needs.schema()["required"] == ["count"]


def test_a_field_of_a_long_unknown_name_is_named_by_its_first_40_characters() -> None:
    caught = refusal(Plain, {"x" * 50: 1})
    assert caught.field == "x" * 40
    assert str(caught.message) == f"{'x' * 40!r} is not part of this question; it takes count"


def test_a_body_without_a_check_or_readers_needing_the_game() -> None:
    assert Plain.parse({"count": "12"}, NUTS).count == 12
    assert Plain.parse({}, NUTS).given() == {}
    plan = bodies._PARSERS[Plain]
    assert not plan.checks and not plan.needs_context and not plan.takes_options
    assert plan.names == ("count",) and plan.fields == ("count",)
    assert bodies._PARSERS.get(Bid) is None
    Bid.parse({"cards": "AS"}, BELOTE)
    bid = bodies._PARSERS[Bid]
    assert bid.checks and bid.needs_context and bid.takes_options
    assert bid.readers[6] == ("raw", None, False, "", False)  # kept: no reader to call
    assert bid.readers[2][:4] == ("cards", bid.readers[2][1], True, bid.readers[2][3])
    assert str(bid.readers[2][3]) == "give the cards held"


def test_the_given_fields_of_a_body_never_parsed() -> None:
    assert Plain(count=3).given() == {"count": 3}
    assert Plain().given() == {}


def test_a_mapping_that_is_not_a_dict_is_a_body() -> None:
    from types import MappingProxyType
    assert Plain.parse(MappingProxyType({"count": 2}), NUTS).count == 2
    assert read_object(MappingProxyType({"a": 1}), "x") == {"a": 1}
    assert read_object(None, "x") == {}


def test_a_body_with_a_post_init_is_made_by_its_init() -> None:
    @dataclass(frozen=True)
    class Checked(Body):
        count: int | None = spec({"type": "integer"}, bodies.whole(N_("A count")))

        def __post_init__(self) -> None:
            object.__setattr__(self, "count", (self.count or 0) * 2)

    assert Checked.parse({"count": 3}, NUTS).count == 6


def test_a_list_read_item_by_item() -> None:
    read = bodies.items(bodies.whole(N_("A count")), N_("give two or three counts"), 2, 3,
                        blank=None)
    context = Context(NUTS, {}, NUTS.pack_for())
    assert read([1, None, ""], "counts", context) == (1, None, None)
    assert read([1, [], "2"], "counts", context) == (1, None, 2)
    for wrong in ([1], [1, 2, 3, 4], "1 2", None):
        with pytest.raises(InvalidInputError) as caught:
            read(wrong, "counts", context)
        assert (caught.value.field, str(caught.value.message)) == ("counts",
                                                                    "give two or three counts")
    with pytest.raises(InvalidInputError) as caught:
        read([1, "x"], "counts", context)
    assert caught.value.field == "counts[1]"
    unbounded = bodies.items(bodies.whole(N_("A count")), say("counts"))
    assert unbounded([], "c", context) == () and len(unbounded([0] * 99, "c", context)) == 99
    with pytest.raises(InvalidInputError) as caught:
        unbounded([None], "c", context)  # no blank: None is read, and refused
    assert caught.value.field == "c[0]"


# --- the body's schema ---

def test_a_body_documents_its_fields() -> None:
    schema = Bid.schema()
    assert schema["type"] == "object" and schema["additionalProperties"] is False
    assert schema["required"] == ["cards"]
    assert schema["description"] == "A bid at the table."
    assert list(schema["properties"]) == ["seat", "tricks", "cards", "note", "trump", "extra",
                                          "raw", "held", "hands", "options"]
    assert schema["properties"]["seat"] == {"type": "integer", "description": "who bids"}
    assert schema["properties"]["options"] == bodies.OPTIONS_SCHEMA
    assert schema["properties"]["note"] == {"type": "string"}
    plain = Plain.schema()
    assert "required" not in plain and "description" in plain  # the dataclass's own signature
    bare = type("Bare", (Plain,), {"__doc__": None})
    assert "description" not in bare.schema()


@pytest.mark.parametrize("schema, null", [
    ({"type": "null"}, True), ({"type": ["integer", "null"]}, True), ({"type": "integer"}, False),
    ({"oneOf": [{"type": "string"}, {"type": "null"}]}, True),
    ({"anyOf": [{"type": "string"}, {"oneOf": [{"type": "null"}]}]}, True),
    ({"oneOf": [{"type": "string"}, {"type": "array"}]}, False), ({}, False)])
def test_which_fields_take_null(schema: dict[str, Any], null: bool) -> None:
    assert admits_null(schema) is null


# --- answers ---

@dataclass(frozen=True)
class Tally(Answer):
    """A tally of the hand."""

    points: tuple[int, ...] = field(metadata={"doc": "each seat's points"})
    award: Award
    lines: tuple[str, ...]
    winner: int | None
    words: str | None = None
    seen: tuple[bool | None, ...] | None = None


@dataclass(frozen=True)
class Partial(Answer):
    """Totals given only with the scores before."""

    ONLY_WITH = ("before", ("before", "total"))

    points: int
    before: int | None = None
    total: int | None = None


@dataclass(frozen=True)
class Modal(Answer):
    """An answer whose fields depend on the case."""

    mode: str
    count: int = 0
    chips: int = 0
    shown: tuple[str, ...] = ()


def test_an_answer_written_out_as_json() -> None:
    tally = Tally((1, 2), Award("seat", (1, 2)), ("a", "b"), None, say("{seat} leads",
                                                                        seat=Seat(1)))
    out = tally.to_dict()
    assert out == {"points": [1, 2], "award": {"by": "seat", "points": [1, 2]},
                   "lines": ["a", "b"], "winner": None, "words": "player 1 leads",
                   "seen": None}
    assert type(out["words"]) is Message and type(out["points"]) is list


def test_an_answer_read_from_a_calculators_dict() -> None:
    made = {"points": [1, 2], "award": {"by": "seat", "points": [1, 2]}, "lines": ["a"],
            "winner": 0}
    tally = Tally.read(made)
    assert tally.points == (1, 2) and tally.lines == ("a",) and tally.seen is None
    assert tally.award == Award("seat", (1, 2)) and tally.words is None
    assert Tally.written(made) == tally.to_dict() == {
        "points": [1, 2], "award": {"by": "seat", "points": [1, 2]}, "lines": ["a"],
        "winner": 0, "words": None, "seen": None}
    with pytest.raises(ValueError, match="Tally has no bonus, extra"):
        Tally.read(made | {"extra": 1, "bonus": 2})
    with pytest.raises(TypeError):
        Tally.read({"points": [1]})
    full = made | {"words": None, "seen": [True, None]}
    assert Tally.written(full)["seen"] == [True, None]
    assert Tally.read(full).seen == (True, None)


def test_an_answer_written_from_a_dict_before_any_other_use_of_its_type() -> None:
    assert Partial.written({"points": 3, "before": None, "total": None}) == {"points": 3}
    assert Tally.written({"points": [1], "award": {"by": "seat", "points": [1]},
                          "lines": [], "winner": None}) == {
        "points": [1], "award": {"by": "seat", "points": [1]}, "lines": [], "winner": None,
        "words": None, "seen": None}


def test_an_answer_read_with_its_award_made_already() -> None:
    tally = Tally.read({"points": [1], "award": Award("team", (1, 2)), "lines": [],
                        "winner": None})
    assert tally.award == Award("team", (1, 2))
    assert Modal.read({"mode": "game"}).to_dict() == {"mode": "game"}
    assert (Modal.read({"mode": "game"}).count, Modal.read({"mode": "game"}).chips) == (0, 0)


def test_a_slotted_answer_and_value_are_made_by_their_init() -> None:
    @dataclass(frozen=True, slots=True)
    class Slim(Answer):
        points: int

    assert Slim.read({"points": 2}).points == 2

    @dataclass(frozen=True, slots=True)
    class Pair:
        seat: int
        points: int = 0

    assert build(Pair, {"seat": 1}) == Pair(1, 0)


def test_an_answer_leaves_out_the_totals_without_the_scores_before() -> None:
    assert Partial(3).to_dict() == {"points": 3}
    assert Partial(3, 10, 13).to_dict() == {"points": 3, "before": 10, "total": 13}
    assert Partial.written({"points": 3}) == {"points": 3}
    assert Partial.written({"points": 3, "before": 10, "total": 13}) == {
        "points": 3, "before": 10, "total": 13}


def test_an_answer_whose_fields_depend_on_the_case_gives_those_it_was_given() -> None:
    assert Modal.read({"mode": "game", "chips": 3}).to_dict() == {"mode": "game", "chips": 3}
    assert Modal.written({"mode": "game", "count": 2}) == {"mode": "game", "count": 2}
    assert Modal("game", 1, 2, ("mode", "count")).to_dict() == {"mode": "game", "count": 1}
    assert Modal("game", 1, 2, None).to_dict() == {"mode": "game", "count": 1,  # type: ignore
                                                   "chips": 2}
    assert "shown" not in answer_schema(Modal)["properties"]


def test_an_answer_with_a_factory_or_a_post_init_is_made_by_its_init() -> None:
    @dataclass(frozen=True)
    class Listed(Answer):
        points: tuple[int, ...]
        notes: list[str] = field(default_factory=list)

    made = Listed.read({"points": [1, 2]})
    assert made.points == (1, 2) and made.notes == [] and made.to_dict() == {
        "points": [1, 2], "notes": []}

    @dataclass(frozen=True)
    class Doubled(Answer):
        points: int

        def __post_init__(self) -> None:
            object.__setattr__(self, "points", self.points * 2)

    assert Doubled.read({"points": 2}).points == 4


def test_a_real_answer_written_from_its_calculator() -> None:
    """Nuts (003 line 371): +1 a foundation card, −2 a reserve card."""
    question = NUTS.questions["score"]
    answer = question.ask({"foundation": [10, 5], "reserve": [3, 0]}, NUTS)
    assert answer["points"] == [4, 5] and answer["award"] == {"by": "seat", "points": [4, 5]}
    body, returns = question.schemas()
    assert body == question.body.schema() and returns == answer_schema(question.returns)
    written = Question(question.answer, question.body, question.returns,
                       lambda hand: question.answer(hand).to_dict())
    assert written.ask({"foundation": [10, 5], "reserve": [3, 0]}, NUTS) == answer


# --- values made and written out ---

def test_build_makes_a_value_as_its_init_would() -> None:
    @dataclass(frozen=True)
    class Line:
        seat: int
        points: int = 0
        notes: list[str] = field(default_factory=list)

    assert build(Line, {"seat": 1, "points": 2, "notes": ["a"]}) == Line(1, 2, ["a"])
    assert build(Line, {"seat": 1}) == Line(1, 0, [])
    assert build(Line, {"seat": 1, "notes": ["b"]}) == Line(1, 0, ["b"])
    one, two = build(Line, {"seat": 1}), build(Line, {"seat": 2})
    assert one.notes is not two.notes
    with pytest.raises(TypeError):
        build(Line, {"points": 2})
    with pytest.raises(TypeError):
        build(Line, {"seat": 1, "colour": 2})
    with pytest.raises(TypeError):
        build(Line, {"seat": 1, "points": 2, "colour": 3})

    @dataclass(frozen=True)
    class Doubled:
        points: int

        def __post_init__(self) -> None:
            object.__setattr__(self, "points", self.points * 2)

    assert build(Doubled, {"points": 2}).points == 4


def test_to_json_writes_cards_suits_and_values() -> None:
    @dataclass(frozen=True)
    class Lead:
        card: Card
        trump: Suit
        shown: str = "left out"

    class Cards(tuple):  # a tuple of its own kind
        pass

    lead = Lead(parse_card("QS"), Suit.HEARTS)
    assert to_json(lead) == {"card": "QS", "trump": "H"}
    assert to_json([lead, 1, (2, "x")]) == [{"card": "QS", "trump": "H"}, 1, [2, "x"]]
    assert to_json({"a": lead, "b": 1}) == {"a": {"card": "QS", "trump": "H"}, "b": 1}
    assert to_json(Cards((parse_card("AS"), 2))) == ["AS", 2]
    assert to_json(Award("team", (1, 2))) == {"by": "team", "points": [1, 2]}
    assert to_json(Lead) is Lead
    assert to_json(Verbatim("x")) == "x" and to_json(1.5) == 1.5
    ordered = {"b": 1}
    assert to_json(type("D", (dict,), {})(ordered)) == {"b": 1}


# --- the answer's schema ---

def test_an_answer_documents_its_fields_from_its_types() -> None:
    schema = answer_schema(Tally)
    assert schema["required"] == ["points", "award", "lines", "winner"]
    assert schema["description"] == "A tally of the hand."
    assert schema["properties"]["points"] == {"type": "array", "items": {"type": "integer"},
                                              "description": "each seat's points"}
    assert schema["properties"]["award"] == {
        "type": "object", "required": ["by", "points"],
        "properties": {"by": {"type": "string"},
                       "points": {"type": "array", "items": {"type": "integer"}}},
        "description": answer_schema(Award)["description"]}
    assert schema["properties"]["winner"] == {"type": ["integer", "null"]}
    assert schema["properties"]["words"] == {"type": ["string", "null"]}
    assert schema["properties"]["seen"] == {"type": ["array", "null"],
                                            "items": {"type": ["boolean", "null"]}}
    assert answer_schema(Tally, "Said otherwise.")["description"] == "Said otherwise."


@pytest.mark.parametrize("hint, piece", [
    (int, {"type": "integer"}), (bool, {"type": "boolean"}), (str, {"type": "string"}),
    (float, {"type": "number"}), (Card, {"type": "string"}), (Suit, {"type": "string"}),
    (Verbatim, {"type": "string"}), (dict, {"type": "object"}),
    (dict[str, int], {"type": "object"}),
    (list, {"type": "array", "items": {}}), (tuple, {"type": "array", "items": {}}),
    (list[int], {"type": "array", "items": {"type": "integer"}}),
    (tuple[int, ...], {"type": "array", "items": {"type": "integer"}}),
    (int | None, {"type": ["integer", "null"]}),
    (int | str, {"oneOf": [{"type": "integer"}, {"type": "string"}]}),
    (int | str | None, {"oneOf": [{"type": "integer"}, {"type": "string"}]}),
    (list[int] | None, {"type": ["array", "null"], "items": {"type": "integer"}}),
    (Any, {})])
def test_each_type_hint_as_a_schema(hint: Any, piece: dict[str, Any]) -> None:
    assert bodies._schema_of(hint) == piece


def test_which_hints_are_tuples_of_numbers_or_of_words() -> None:
    numbers = bodies._tuple_of_numbers
    assert numbers(tuple[int, ...]) and numbers(tuple[bool | None, ...])
    assert numbers(tuple[int, ...] | None)
    assert not numbers(tuple[str, ...]) and not numbers(tuple[int, int])
    assert not numbers(tuple[int | str, ...]) and not numbers(list[int])
    assert not numbers(tuple[int, ...] | tuple[str, ...] | None) and not numbers(int | None)
    assert bodies._tuple_of_words(tuple[str, ...])
    assert not bodies._tuple_of_words(tuple[int, ...])
    assert not bodies._tuple_of_words(list[str])
    tuple_ = bodies._may_be_tuple
    assert tuple_(Any) and tuple_(tuple) and tuple_(tuple[int, ...])
    assert tuple_(int | tuple[int, ...]) and not tuple_(int | None) and not tuple_(list[int])
