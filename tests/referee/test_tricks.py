"""The single-card trick resolver (referee/tricks.py), apart from any one game's ranking."""

from __future__ import annotations

from typing import Any

import pytest

from referee import requests
from referee.cards import SUITED_RANKS, Card, Rank, Suit, parse_card
from referee.errors import (CardNotInPackError, DuplicateCardError, InvalidInputError,
                            RefereeError)
from referee.games import game
from referee.rulings import Trick, TrickRuling
from referee.tricks import (TRUMP_REQUIRED, TrickRules, cards_text, must_follow, must_head,
                            must_trump, resolve as resolve_of)


def resolve(rules: TrickRules, trick: Trick) -> TrickRuling:
    """A trick ruled as its game rules it: the resolver is handed the game's declaration."""
    return resolve_of(rules, trick, game(rules.game))

SINGLE_CARD_GAMES = ["toepen", "chicago", "tute", "twenty-five", "truc", "back-alley",
                     "nine-card-don", "belote"]


def cards(text: str) -> tuple[Card, ...]:
    return tuple(parse_card(t) for t in text.split())


def trick(trump: Suit | None, plays: str, hands: list[str] | None = None) -> Trick:
    return Trick(trump, tuple((c,) for c in cards(plays)),
                 tuple(cards(h) for h in hands) if hands is not None else None)


# A plain aces-high game with trumps that must follow, trump and head: the resolver's rules
# configured as data, checked apart from any game's own ranking.
STRICT = TrickRules(game="chicago", plain=lambda suit, trump: SUITED_RANKS,
                    trumps=lambda trump: tuple(Card(r, trump) for r in SUITED_RANKS),
                    trump_use=TRUMP_REQUIRED,
                    play_rules=(must_follow, must_trump(), must_head()))


@pytest.mark.parametrize("key", SINGLE_CARD_GAMES)
def test_every_single_card_game_rules_on_tricks(key: str) -> None:
    assert requests.supports(key, "trick")


@pytest.mark.parametrize("plays, hands, rule", [
    ("KC 2S", ["KC", "2S 3C"], "must-follow"),        # follow before anything else
    ("KC 2D", ["KC", "2D 2S"], "must-trump"),         # void: trump
    ("KC 2C", ["KC", "2C AC"], "must-head"),          # beat the card winning
    ("KC 3S 2S", ["KC", "3S", "2S AS"], "must-overtrump"),   # void, a trump winning
])
def test_the_first_rule_a_play_breaks_is_reported(plays: str, hands: list[str],
                                                  rule: str) -> None:
    ruling = resolve(STRICT, trick(Suit.SPADES, plays, hands))
    assert [v.rule for v in ruling.violations] == [rule]


def test_a_rule_that_cannot_be_kept_does_not_apply() -> None:
    # void in clubs and without trumps: any card
    assert resolve(STRICT, trick(Suit.SPADES, "KC 2D", ["KC", "2D 3H"])).violations == ()


def test_violation_names_the_evidence_and_the_card_played() -> None:
    ruling = resolve(STRICT, trick(Suit.SPADES, "7D AS", ["7D", "AS 8D"]))
    [violation] = ruling.violations
    assert violation.play == 1 and violation.card == "AS"
    assert violation.message == ("must follow suit: held 8D when 7D was led (diamonds), "
                                 "but played AS")
    assert "As played: second player breaks a rule (must follow suit" in ruling.explanation
    assert ruling.violations[0].rule == "must-follow"  # the rule by its id, for programs


def test_legality_is_judged_only_when_hands_are_given() -> None:
    assert resolve(STRICT, trick(Suit.SPADES, "7D AS")).violations == ()


def test_explanation_of_a_trump_win() -> None:
    ruling = resolve(STRICT, trick(Suit.HEARTS, "7D JH 9H"))
    assert ruling.explanation.startswith(
        "JH wins: the jack of hearts is the highest trump played, over 9H")
    assert ruling.explanation.endswith("hearts are trumps.")


def test_a_trick_so_far_says_so() -> None:
    ruling = requests.rule_trick("belote", {"trump": "H", "plays": ["AS", "10S"]})
    assert ruling["winner"] == 0
    assert "so far" in ruling["explanation"]


def test_cards_text_lists_strongest_first() -> None:
    assert cards_text(cards("2S KS AS"), STRICT, Suit.HEARTS) == "AS KS 2S"


# --- input errors -----------------------------------------------------------------------------


def test_a_play_of_two_cards_is_refused_in_a_single_card_game() -> None:
    with pytest.raises(InvalidInputError) as caught:
        requests.rule_trick("chicago", {"plays": [["QS", "7S"], ["9D", "JS"]]})
    assert caught.value.field == "plays[0]"


def test_a_card_played_twice_is_refused() -> None:
    with pytest.raises(DuplicateCardError):
        requests.rule_trick("chicago", {"plays": ["QS", "QS"]})


def test_a_played_card_must_be_in_its_hand() -> None:
    with pytest.raises(InvalidInputError) as caught:
        requests.rule_trick("chicago", {"plays": ["QS", "7S"], "hands": ["QS", "8S"]})
    assert caught.value.field == "hands[1]"


def test_one_hand_for_each_play() -> None:
    with pytest.raises(InvalidInputError) as caught:
        requests.rule_trick("chicago", {"plays": ["QS", "7S"], "hands": ["QS 7S"]})
    assert caught.value.field == "hands"


@pytest.mark.parametrize("bad, kind", [
    (trick(Suit.SPADES, "10C 2C"), CardNotInPackError),
    (Trick(Suit.SPADES, ((Card(Rank.KING, Suit.CLUBS),), (Card(Rank.KING, Suit.CLUBS),))),
     DuplicateCardError),
    (Trick(Suit.SPADES, ()), InvalidInputError),
    (Trick(Suit.SPADES, (("KC",),)), InvalidInputError),
    (Trick("S", (cards("KC"),)), InvalidInputError),  # type: ignore[arg-type]
    (trick(Suit.SPADES, "KC 2C", ["KC", "3C"]), InvalidInputError),
    (trick(Suit.SPADES, "KC 2C", ["KC 2C", "2C"]), DuplicateCardError),
])
def test_a_trick_built_by_hand_is_checked_too(bad: Trick, kind: type[RefereeError]) -> None:
    from referee import tute
    with pytest.raises(kind):
        tute.rule_trick(bad)


def test_something_that_is_not_a_trick_is_refused() -> None:
    from referee import toepen
    with pytest.raises(InvalidInputError):
        toepen.rule_trick({"plays": ["QS"]})  # type: ignore[arg-type]


def test_rulings_answer_the_json_shape() -> None:
    answer: dict[str, Any] = requests.rule_trick(
        "tute", {"trump": "S", "plays": [["KC"], ["2S"], ["AC"], ["3C"]],
                 "hands": [["KC"], ["2S", "7C"], ["AC"], ["3C"]], "options": {}, "context": {}})
    assert answer == {
        "winner": 1, "winning_cards": ["2S"], "points": 25,
        "violations": [{"play": 1, "card": "2S", "rule": "must-follow",
                        "message": "must follow suit: held 7C when KC was led (clubs), "
                                   "but played 2S"}],
        "explanation": answer["explanation"]}
