"""referee/catalog.py: a table option as the new-table form, the API and the referee read it:
its words, its schema, each value read or refused with the option named."""

from __future__ import annotations

from typing import Any

import pytest

from referee import catalog
from referee.catalog import Option, Scoring
from referee.errors import InvalidInputError
from referee.words import N_


def refusal(option: Option, value: Any) -> tuple[str | None, str]:
    with pytest.raises(InvalidInputError) as error:
        option.read(value)
    return error.value.field, str(error.value.message)


def test_the_kinds_of_book() -> None:
    assert [s.value for s in Scoring] == ["tokens", "points", "penalty", "tally", "hands"]


def test_a_whole_number_option() -> None:
    tokens = catalog.tokens_option(30)
    assert tokens.to_dict() == {"name": "tokens", "label": "Tokens each", "default": 30,
                                "kind": "int", "minimum": 1, "maximum": 100000}
    assert tokens.schema() == {"type": "integer", "minimum": 1, "maximum": 100000}
    assert tokens.read(1) == 1 and tokens.read("100000") == 100000 and tokens.read(7.0) == 7
    assert refusal(tokens, 0) == ("options.tokens", "Tokens each must be at least 1")
    assert refusal(tokens, 100001) == ("options.tokens", "Tokens each must be at most 100,000")
    assert refusal(tokens, "many") == ("options.tokens", "Tokens each must be a whole number")
    assert catalog.tokens_option().default == 20
    ante = catalog.ante_option()
    assert (ante.name, ante.default, ante.minimum, ante.maximum) == ("ante", 1, 0, 10000)
    assert ante.read(0) == 0 and refusal(ante, -1)[1] == "Ante must be at least 0"
    assert catalog.ante_option(2).default == 2


def test_an_option_without_bounds() -> None:
    free = Option("n", N_("Count"), 3)
    assert free.schema() == {"type": "integer"}
    assert free.to_dict() == {"name": "n", "label": "Count", "default": 3, "kind": "int"}
    assert free.read(-5) == -5 and free.read(10**9) == 10**9
    low = Option("n", N_("Count"), 3, minimum=2)
    assert low.schema() == {"type": "integer", "minimum": 2}
    high = Option("n", N_("Count"), 3, maximum=4)
    assert high.schema() == {"type": "integer", "maximum": 4} and high.read(-9) == -9


def test_a_yes_or_no_option() -> None:
    flag = Option("three_aces_win", N_("Three aces also win the pot"), False, "bool",
                  help=N_("002 line 44"))
    assert flag.schema() == {"type": "boolean"}
    assert flag.to_dict() == {"name": "three_aces_win", "label": "Three aces also win the pot",
                              "default": False, "kind": "bool", "help": "002 line 44"}
    assert [flag.read(v) for v in (True, False, "1", "TRUE", "on", "yes")] == \
        [True, False, True, True, True, True]
    assert [flag.read(v) for v in ("0", "false", "Off", "no", "")] == [False] * 5
    for bad in ("maybe", 1, None):
        assert refusal(flag, bad) == ("options.three_aces_win",
                                      "Three aces also win the pot must be yes or no")


def test_a_choice_option_and_its_words() -> None:
    broke = catalog.broke_option()
    assert broke.schema() == {"enum": ["sit_out", "buy_in_first"]}
    assert broke.to_dict() == {"name": "broke", "label": "A player with no tokens",
                               "default": "sit_out", "kind": "choice",
                               "choices": ["sit_out", "buy_in_first"]}
    assert str(broke.choice_word("sit_out")) == "sits the hand out (named at the ante)"
    assert str(broke.choice_word("buy_in_first")) == "buys in before the ante"
    assert broke.choice_word("other") == "other"
    assert broke.read("buy_in_first") == "buy_in_first"
    assert refusal(broke, "leave") == ("options.broke", "A player with no tokens must be one "
                                                        "of sit_out, buy_in_first")
    pack = Option("pack", N_("Pack"), 36, "choice", (36, 32))
    assert pack.read("32") == 32 and pack.read(36) == 36
    assert pack.choice_word(32) == 32
    assert refusal(pack, 52)[1] == "Pack must be one of 36, 32"


def test_the_standard_options() -> None:
    target = catalog.target_option(1000)
    assert (target.name, str(target.label), target.default, target.minimum, target.maximum) == (
        "target", "Target score", 1000, 1, 100000)
    assert str(catalog.target_option(1, N_("Games to win the match")).label) == \
        "Games to win the match"
    faces = catalog.faces_option()
    assert (faces.name, faces.kind, faces.default, faces.choices) == (
        "faces", "choice", "spanish", ("spanish", "french"))
    assert str(faces.label) == "The cards"
    assert str(faces.choice_word("spanish")) == ("the Spanish pack: oros, copas, espadas, "
                                                 "bastos")
    assert str(faces.choice_word("french")) == "English cards: ♠ ♥ ♦ ♣"
    assert (catalog.SIT_OUT, catalog.BUY_IN_FIRST) == ("sit_out", "buy_in_first")


def test_an_options_words_are_said_in_the_readers_language() -> None:
    option = Option("x", N_("Ante"), 1, help=N_("Ante"), choice_words=(N_("Ante"),),
                    choices=(1,))
    assert option.label.render("es") == "Puesta"
    assert option.help.render("ru") == "Взнос"
    assert option.choice_word(1).render("ru") == "Взнос"


def test_read_int_names_the_field() -> None:
    assert catalog.read_int("12", N_("The pot"), "pot") == 12
    with pytest.raises(InvalidInputError) as error:
        catalog.read_int("x", N_("The pot"), "pot")
    assert (error.value.field, str(error.value.message)) == ("pot", "The pot must be a whole "
                                                                    "number")
