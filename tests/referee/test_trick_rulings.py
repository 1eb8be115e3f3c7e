"""referee/tricks.py as a player reads it: each reason a card wins in words, each rule of play
with its evidence, each refusal with its field and sentence, and the edges of the checks.

The sentences are asserted in English; the rules lines cited are the games' texts in
shared/rules/003 (Tute line 87 on, Truc 283 on, Belote 521) and 000 (Chicago line 33 on).
"""

from __future__ import annotations

from typing import Any

import pytest

from referee import requests
from referee.cards import SUITED_RANKS, Card, Suit, parse_card
from referee.errors import (CardNotInPackError, DuplicateCardError, InvalidInputError,
                            RefereeError)
from referee.games import game
from referee.rulings import Count, CountLine, Trick, TrickRuling
from referee.tricks import (TRUMP_REQUIRED, TrickRules, Turn, cards_text, must_follow,
                            must_head, must_trump, read_flag, read_option, resolve as resolve_of)


def resolve(rules: TrickRules, trick: Trick) -> TrickRuling:
    """A trick ruled as its game rules it: the resolver is handed the game's declaration."""
    return resolve_of(rules, trick, game(rules.game))

H, S, D = Suit.HEARTS, Suit.SPADES, Suit.DIAMONDS


def cards(text: str) -> tuple[Card, ...]:
    return tuple(parse_card(t) for t in text.split())


def trick(trump: Suit | None, plays: str, hands: list[str | None] | None = None,
          **extra: Any) -> Trick:
    return Trick(trump, tuple((c,) for c in cards(plays)),
                 None if hands is None else tuple(None if h is None else cards(h)
                                                  for h in hands), **extra)


def rules(**changes: Any) -> TrickRules:
    """A plain aces-high game with trumps (Chicago's pack and players, 2 to 4)."""
    made: dict[str, Any] = dict(
        game="chicago", plain=lambda suit, trump: SUITED_RANKS,
        trumps=lambda trump: tuple(Card(r, trump) for r in SUITED_RANKS),
        trump_use=TRUMP_REQUIRED, play_rules=(must_follow, must_trump(), must_head()))
    return TrickRules(**(made | changes))


# The rules of play are closures made when a game declares them: made here in each test, so
# that what a test checks is the rule as made now.
ORDER = "A K Q J 10 9 8 7 6 5 4 3 2"


def said(ruling: Any) -> str:
    return str(ruling.explanation)


# --- why a card wins -----------------------------------------------------------------------------

def test_the_highest_trump_wins_over_the_other_trumps() -> None:
    ruling = resolve(rules(), trick(H, "7D JH 9H 2H"))
    assert (ruling.winner, ruling.winning_cards, ruling.points) == (1, cards("JH"), 0)
    assert said(ruling) == (f"JH wins: the jack of hearts is the highest trump played, over 9H, "
                            f"2H (trumps rank {ORDER}); hearts are trumps.")


def test_a_rulings_clauses_are_joined_with_the_readers_semicolon() -> None:
    # fr.md §4: French writes « ; » with a space before it, in the catalog's "{first}; {second}"
    from referee.words import speaking
    ruling = resolve(rules(), trick(H, "7D JH 9H 2H"))
    with speaking("fr"):
        french = ruling.explanation.text()
    with speaking("es"):
        spanish = ruling.explanation.text()
    assert " ; " in french and french.count(";") == 1
    assert "; " in spanish and " ;" not in spanish


def test_the_only_trump_wins() -> None:
    ruling = resolve(rules(), trick(H, "7D 9S JH"))
    assert ruling.winner == 2
    assert said(ruling) == (f"JH wins: the jack of hearts is the only trump played (trumps rank "
                            f"{ORDER}); hearts are trumps.")


def test_the_highest_card_of_the_suit_led_wins_and_off_suit_cards_cannot() -> None:
    ruling = resolve(rules(), trick(H, "7D 8D 9S 2C"))
    assert ruling.winner == 1 and ruling.winning_cards == cards("8D")
    assert said(ruling) == (
        f"8D wins: the eight of diamonds is the highest diamond played and diamonds were led "
        f"(diamonds rank {ORDER}); 9S 2C are off suit and cannot win; no trump was played "
        "(hearts are trumps).")


def test_a_plain_suit_winner_in_a_trump_game_is_not_called_a_trump() -> None:
    ruling = resolve(rules(), trick(H, "7S 8S"))
    assert said(ruling).startswith("8S wins: the eight of spades is the highest spade played")
    assert "trump played" not in said(ruling).split(";")[0]


@pytest.mark.parametrize("suit, word", [("S", "spade"), ("H", "heart"), ("D", "diamond"),
                                        ("C", "club")])
def test_each_suit_led_is_named(suit: str, word: str) -> None:
    ruling = resolve(rules(trump_use="optional"), trick(None, f"7{suit} 8{suit}"))
    assert said(ruling) == (f"8{suit} wins: the eight of {word}s is the highest {word} played "
                            f"and {word}s were led ({word}s rank {ORDER}).")
    alone = resolve(rules(trump_use="optional"), trick(None, f"7{suit} 8X".replace(
        "X", "D" if suit != "D" else "S")))
    assert said(alone).startswith(f"7{suit} wins: it was led and nobody else played a {word}; ")


def test_a_lead_alone_is_led_and_unopposed() -> None:
    ruling = resolve(rules(), trick(H, "7D 9S"))
    assert said(ruling) == ("7D wins: it was led and nobody else played a diamond; 9S is off "
                            "suit and cannot win; no trump was played (hearts are trumps).")
    lone = resolve(rules(), trick(H, "7D"))
    assert said(lone) == ("7D leads the trick; no trump was played (hearts are trumps). (Not "
                          "everyone has played yet: this is who wins so far.)")


def test_a_game_without_trumps_says_nothing_of_trumps() -> None:
    ruling = requests.rule_trick("chicago", {"plays": ["2C", "3C"]})
    assert ruling["explanation"] == (f"3C wins: the three of clubs is the highest club played "
                                     f"and clubs were led (clubs rank {ORDER}).")


def test_a_complete_trick_is_not_called_unfinished() -> None:
    # Chicago is for two to four (000 line 33 on): two plays are a whole trick at two players.
    assert "Not everyone" not in requests.rule_trick("chicago", {"plays": ["2C", "3C"]})[
        "explanation"]
    assert "Not everyone" in requests.rule_trick("tute", {"trump": "S", "plays": ["2C", "3C"]})[
        "explanation"] or game("tute").min_players <= 2
    one = requests.rule_trick("chicago", {"plays": ["2C"]})
    assert one["explanation"].endswith(" (Not everyone has played yet: this is who wins so far.)")


def test_truc_names_the_highest_card_whatever_the_suit() -> None:
    # 003 line 283 on: Truc ranks 3 2 A K Q J 7 6 5 4, suits do not count.
    ruling = requests.rule_trick("truc", {"plays": ["4S", "KC", "7H", "5C"]})
    assert ruling["winner"] == 1
    # and who leads the next trick: its winner (issue 37, point 5)
    assert ruling["explanation"] == ("KC wins: the king of clubs is the highest card played "
                                     "(cards rank 3 2 A K Q J 7 6 5 4, whatever the suit). "
                                     "Second player leads the next trick.")


def test_truc_partners_tied_for_the_top_the_first_takes_the_trick() -> None:
    ruling = requests.rule_trick("truc", {"plays": ["3S", "4C", "3H", "4H"]})
    assert ruling["winner"] == 0 and ruling["winning_cards"] == ["3S"]
    assert ruling["explanation"] == (
        "3S wins: the three of spades is the highest card played (cards rank 3 2 A K Q J 7 6 5 "
        "4, whatever the suit); it ties with its partner's 3H, and the first played of the "
        "partnership's equal cards takes the trick. First player leads the next trick.")


def test_truc_opponents_tied_for_the_top_draw_the_trick() -> None:
    ruling = requests.rule_trick("truc", {"plays": ["4S", "3C", "3H", "4H"]})
    assert ruling["winner"] is None and ruling["winning_cards"] == ["3C", "3H"]
    # a drawn trick is "parda", and its leader leads again (the module's reading of 003)
    assert ruling["explanation"] == ("Drawn trick: 3C and 3H tie for the highest card and "
                                     "belong to opposing partnerships, so nobody wins it. The "
                                     "trick is parda: first player, who led it, leads the next "
                                     "one.")
    three = requests.rule_trick("truc", {"plays": ["3S", "3C", "3H", "4C"]})
    assert three["winner"] is None and three["winning_cards"] == ["3S", "3C", "3H"]


def test_a_tie_without_partnerships_goes_to_the_first() -> None:
    from dataclasses import replace

    from referee import truc
    tied = replace(truc.TRICK_RULES, partnerships=False)
    ruling = resolve(tied, trick(None, "3S 3C"))
    assert ruling.winner == 0 and ruling.winning_cards == cards("3S")


def test_every_card_of_every_pack_can_win_the_trick_it_leads() -> None:
    # The lead always has a rank in its game's order (so a trick always has a winner).
    from referee import (back_alley, belote, chicago, nine_card_don, toepen, truc, tute,
                         twenty_five)
    for module in (back_alley, belote, chicago, nine_card_don, toepen, truc, tute, twenty_five):
        trick_rules = module.TRICK_RULES
        trumps = [None] if trick_rules.trump_use == "none" else list(Suit)
        for trump in trumps:
            for card in game(trick_rules.game).pack_for().cards:
                assert trick_rules.strength(card, card, trump) is not None, (module, card)


# --- the points ----------------------------------------------------------------------------------

def tally(cards_: Any, trump: Suit | None) -> Count:
    """An ace counts 1, and so does a trump."""
    lines = tuple(CountLine(c, 1 if c.rank.value == "A" or c.suit == trump else 0)
                  for c in cards_)
    return Count(sum(line.points for line in lines), lines)


def test_the_points_of_a_trick_singular_and_plural() -> None:
    counted = rules(points=tally)
    one = resolve(counted, trick(H, "AD 2D"))
    assert one.points == 1
    assert said(one).endswith(" The trick holds 1 card point: AD 1 + 2D 0 = 1.")
    two = resolve(counted, trick(H, "AD 2D AS"))
    assert two.points == 2
    assert said(two).endswith(" The trick holds 2 card points: AD 1 + 2D 0 + AS 1 = 2.")
    trumped = resolve(counted, trick(H, "AD 2H"))
    assert trumped.points == 2 and said(trumped).endswith(
        " The trick holds 2 card points: AD 1 + 2H 1 = 2.")
    at_once = resolve(rules(points=tally, points_at_once=True), trick(H, "AD 2D"))
    assert said(at_once).endswith(" The trick holds 1 point, scored at once: AD 1 + 2D 0 = 1.")
    twice = resolve(rules(points=tally, points_at_once=True), trick(H, "AD AS"))
    assert said(twice).endswith(" The trick holds 2 points, scored at once: AD 1 + AS 1 = 2.")


def test_a_game_note_follows_the_points() -> None:
    noted = rules(points=tally, notes=lambda cards_, trump: f"{len(cards_)} cards, {trump}")
    assert said(resolve(noted, trick(H, "AD 2D"))).endswith(
        "= 1. 2 cards, Suit.HEARTS")


# --- the rules of play ---------------------------------------------------------------------------

def test_each_rule_says_what_the_player_held() -> None:
    follow = resolve(rules(), trick(S, "7D AS", ["7D", "AS 8D"])).violations[0]
    assert (follow.play, follow.card, follow.rule) == (1, "AS", "must-follow")
    trump = resolve(rules(), trick(S, "KC 2D", ["KC", "2D 2S 9S"])).violations[0]
    assert str(trump.message) == ("must trump when out of the suit led: held 9S 2S and no "
                                  "clubs, but played 2D")
    head = resolve(rules(), trick(S, "KC 2C", ["KC", "2C AC"])).violations[0]
    assert str(head.message) == ("must head the trick (beat KC, winning so far) when able: held "
                                 "AC, but played 2C")
    over = resolve(rules(), trick(S, "KC 3S 2S", ["KC", "3S", "2S AS 4S"])).violations[0]
    assert (over.play, over.rule) == (2, "must-overtrump")
    assert str(over.message) == "must overtrump 3S when able: held AS 4S, but played 2S"


def test_a_trump_lead_asks_for_trumps_in_words() -> None:
    follow = resolve(rules(), trick(S, "KS 2D", ["KS", "2D 3S"])).violations[0]
    assert str(follow.message) == ("must follow suit: held 3S when KS was led (trumps), but "
                                   "played 2D")


def test_as_played_lists_every_broken_rule() -> None:
    ruling = resolve(rules(), trick(H, "7D 8S 9H", ["7D", "8S 2D", "9H 2H 3D"]))
    assert [(v.play, v.rule) for v in ruling.violations] == [(1, "must-follow"),
                                                           (2, "must-follow")]
    assert said(ruling).endswith(
        " As played: second player breaks a rule (must follow suit: held 2D when 7D was led "
        "(diamonds), but played 8S); third player breaks a rule (must follow suit: held 3D when "
        "7D was led (diamonds), but played 9H).")


def test_a_broken_lead_rule_names_the_lead() -> None:
    # Back Alley (003 line 376 on): trumps may not be led before they are broken.
    ruling = requests.rule_trick("back-alley", {
        "trump": "S", "plays": ["3S", "4D", "KD", "5D"],
        "hands": [["3S", "4D"], None, None, None], "context": {"trumps_broken": False}})
    assert ruling["violations"][0]["play"] == 0
    assert ruling["explanation"].endswith(
        " As played: first player breaks a rule (trumps may not be led before they are broken: "
        "held 4D, not trumps, but played 3S).")


def test_a_hand_not_known_leaves_the_later_hands_judged() -> None:
    ruling = resolve(rules(), trick(H, "7D 8D 9S", [None, "8D", "9S 2D"]))
    assert [(v.play, v.rule) for v in ruling.violations] == [(2, "must-follow")]
    ruling = resolve(rules(), trick(H, "7D 8S 9S", ["7D 2S", None, "9S 2D"]))
    assert [(v.play, v.rule) for v in ruling.violations] == [(2, "must-follow")]


def test_belote_has_no_duty_to_head_in_a_plain_suit() -> None:
    # 003 line 521: only trumps must be higher; a plain card need not beat the one winning.
    ruling = requests.rule_trick("belote", {"trump": "H", "plays": ["KS", "7S"],
                                            "hands": [["KS"], ["7S", "AS"]]})
    assert ruling["violations"] == []
    tute = requests.rule_trick("tute", {"trump": "H", "plays": ["KS", "7S"],
                                        "hands": [["KS"], ["7S", "AS"]]})
    assert [v["rule"] for v in tute["violations"]] == ["must-head"]


def test_tute_heads_the_trick_even_over_a_partner() -> None:
    # 003 line 108: "they must head the trick if they can", with no partner exception; the
    # default of must_head, which Tute takes as it is.
    ruling = requests.rule_trick("tute", {"trump": "S", "plays": ["KC", "2C", "4C"],
                                          "hands": [["KC"], ["2C"], ["4C", "3C"]]})
    assert [(v["play"], v["rule"]) for v in ruling["violations"]] == [(2, "must-head")]
    assert ruling["violations"][0]["message"] == (
        "must head the trick (beat KC, winning so far) when able: held 3C, but played 4C")
    paired = rules(partnerships=True, play_rules=(must_follow, must_head()))
    assert [v.rule for v in resolve(paired, trick(H, "7C 2C 3C", ["7C", "2C", "3C AC"])
                                    ).violations] == ["must-head"]


def test_a_tables_option_reaches_the_rules_of_play() -> None:
    # 003 line 241: to a trump lead, the top three trumps are never forced out; the table option
    # higher_lead_forces_top_trumps forces a lower top trump (JS under the 5S led) out.
    body = {"trump": "S", "plays": ["5S", "7C"], "hands": [["5S"], ["7C", "JS"]]}
    assert requests.rule_trick("twenty-five", body)["violations"] == []
    forced = requests.rule_trick("twenty-five",
                                 body | {"options": {"higher_lead_forces_top_trumps": True}})
    assert forced["violations"] == [{
        "play": 1, "card": "7C", "rule": "must-follow",
        "message": "must play a trump when 5S (a trump) was led: held JS, but played 7C"}]


def test_belote_must_trump_only_while_an_opponent_wins() -> None:
    # 003 line 521: out of the suit led, trump when an opponent is winning the trick.
    rule = must_trump(unless_partner_winning=True)
    belote_like = rules(partnerships=True, play_rules=(must_follow, rule))
    ruling = resolve(belote_like, trick(H, "KS 7D", ["KS", "7D 8H"]))
    assert ruling.violations[0].rule == "must-trump"
    assert str(ruling.violations[0].message) == (
        "must trump when out of the suit led while an opponent is winning the trick: held 8H "
        "and no spades, but played 7D")
    partner = resolve(belote_like, trick(H, "KS 2S 7D", ["KS", "2S", "7D 8H"]))
    assert partner.violations == ()


def test_no_duty_to_underruff_when_only_to_win() -> None:
    rule = must_trump(only_to_win=True)
    game_rules = rules(play_rules=(must_follow, rule))
    ruling = resolve(game_rules, trick(H, "KS QH 7D", ["KS", "QH", "7D 8H"]))
    assert ruling.violations == ()  # 8H cannot beat QH: may discard
    ruling = resolve(game_rules, trick(H, "KS QH 7D", ["KS", "QH", "7D AH"]))
    assert [v.rule for v in ruling.violations] == ["must-trump"]
    assert "held AH and no spades" in str(ruling.violations[0].message)
    assert resolve(game_rules, trick(H, "KS 7D", ["KS", "7D 2H"])).violations[0].rule == \
        "must-trump"


def test_must_head_overtrumps_a_trump_lead_over_a_partner_only_in_the_french_reading() -> None:
    plain = must_head(only_trumps=True, unless_partner_winning=True)
    french = must_head(only_trumps=True, unless_partner_winning=True,
                       even_over_partner_on_trump_lead=True)
    hands: list[str | None] = ["KH", "2S", "7H 9H"]
    ruling = resolve(rules(partnerships=True, play_rules=(must_follow, plain)),
                     trick(H, "KH 2S 7H", hands))
    assert ruling.violations == ()
    ruling = resolve(rules(partnerships=True, play_rules=(must_follow, french)),
                     trick(H, "KH 2S 7H", hands))
    assert [v.rule for v in ruling.violations] == []  # 9H does not beat KH either: none higher
    hands = ["9H", "2S", "7H KH"]
    ruling = resolve(rules(partnerships=True, play_rules=(must_follow, french)),
                     trick(H, "9H 2S 7H", hands))
    assert [v.rule for v in ruling.violations] == ["must-overtrump"]
    ruling = resolve(rules(partnerships=True, play_rules=(must_follow, plain)),
                     trick(H, "9H 2S 7H", hands))
    assert ruling.violations == ()
    # a plain lead: the partner winning exempts even in the French reading
    hands = ["9S", "2C", "7H KH"]
    ruling = resolve(rules(partnerships=True, play_rules=(french,)),
                     trick(H, "9S 2C 7H", hands))
    assert ruling.violations == ()


def test_the_turn_knows_the_lead_and_who_is_winning() -> None:
    turn = Turn(rules(), H, 2, parse_card("3C"), cards("3C 4C"), frozenset(cards("3C 4C")),
                cards("KC 2C"), 0)
    assert turn.lead == parse_card("KC") and turn.led_suit is Suit.CLUBS
    assert turn.winning_card == parse_card("KC")
    assert not turn.partner_winning  # no partnerships
    paired = Turn(rules(partnerships=True), H, 2, parse_card("3C"), (), frozenset(),
                  cards("KC 2C"), 0)
    assert paired.partner_winning
    assert not Turn(rules(partnerships=True), H, 3, parse_card("3C"), (), frozenset(),
                    cards("KC 2C 4C"), 0).partner_winning
    lead = Turn(rules(), H, 0, parse_card("3C"), (), frozenset(), (), None)
    assert lead.lead == parse_card("3C") and lead.winning_card is None
    assert must_follow(lead) is None


def test_cards_in_text_strongest_first() -> None:
    assert cards_text(cards("2S KS AS")) == "2S AS KS"
    assert cards_text(cards("2S KS AS"), rules(), H) == "AS KS 2S"
    assert cards_text(cards("2S KH AS"), rules(), H) == "KH AS 2S"


# --- the checks, each with its field and words ---------------------------------------------------

def chicago(plays: str, hands: list[Any] | None = None, trump: Suit | None = None) -> Any:
    from referee import chicago as module
    return resolve(module.TRICK_RULES, trick(trump, plays) if hands is None else
                   Trick(trump, tuple((c,) for c in cards(plays)),
                         tuple(cards(h) if isinstance(h, str) else h for h in hands)))


@pytest.mark.parametrize("plays, hands, trump, field, words", [
    ("QS", None, S, "trump", "Chicago has no trumps: leave the trump empty"),
    ("2C 3C 4C 5C 6C", None, None, "plays",
     "Chicago has at most 4 players, so at most 4 plays to a trick; 5 were given"),
    ("QS 7S", ["QS", "8S"], None, "hands[1]",
     "second player plays 7S, which is not in the hand given (8S); a hand is the cards held "
     "just before the trick, the played ones included"),
    ("QS 7S", ["QS", ()], None, "hands[1]",
     "second player plays 7S, which is not in the hand given (empty); a hand is the cards "
     "held just before the trick, the played ones included"),
    ("QS 7S", ["QS 7S"], None, "hands", "hands must give one hand for each play"),
    ("QS 7S", ["QS", "7S", "8S"], None, "hands", "hands must give one hand for each play"),
])
def test_a_trick_that_cannot_be_ruled_says_why(plays: str, hands: Any, trump: Suit | None,
                                                field: str, words: str) -> None:
    with pytest.raises(RefereeError) as error:
        chicago(plays, hands, trump)
    assert error.value.field == field
    assert str(error.value.message) == words


def test_a_play_of_two_cards_and_no_plays_are_refused() -> None:
    from referee import chicago as module
    with pytest.raises(InvalidInputError) as error:
        resolve(module.TRICK_RULES, Trick(None, (cards("QS 7S"),)))
    assert error.value.field == "plays[0]"
    assert str(error.value.message) == "each player plays one card to a trick in Chicago"
    with pytest.raises(InvalidInputError) as error:
        resolve(module.TRICK_RULES, Trick(None, ()))
    assert error.value.field == "plays"
    assert str(error.value.message) == "plays must be a list of plays, the led one first"


def test_a_trump_game_asks_for_the_trump() -> None:
    with pytest.raises(InvalidInputError) as error:
        requests.rule_trick("tute", {"plays": ["QS"]})
    assert error.value.field == "trump"
    assert str(error.value.message) == "Tute always has a trump suit: say which"


@pytest.mark.parametrize("bad, field, words", [
    (Trick("S", (cards("KC"),)), "trump", "trump must be a suit: S, H, D or C"),  # type: ignore
    (Trick(S, (cards("KC"),), options=[]), "options", "options must be an object"),  # type: ignore
    (Trick(S, (cards("KC"),), context=[]), "context", "context must be an object"),  # type: ignore
    (Trick(S, "KC"), "plays", "plays must be a list of plays, the led one first"),  # type: ignore
    (Trick(S, (("KC",),)), "plays[0]", "'KC' is not a card"),  # type: ignore
    (Trick(S, (("a very long word that is no card",),)), "plays[0]",  # type: ignore
     "'a very long word that is' is not a card"),  # its first 24 characters
    (Trick(S, (cards("KC"), cards("2C")), (cards("KC"), "2C")), "hands[1]",  # type: ignore
     "each hand must be a list of cards"),
    (Trick(S, (cards("KC"),), (("KC",),)), "hands[0]", "'KC' is not a card"),  # type: ignore
    (Trick(S, (cards("KC"), cards("2C")), (cards("KC 9H"), cards("2C"))), "hands[0]",
     "9H is not in Tute's 40-card pack"),
])
def test_a_trick_built_by_hand_is_refused_with_its_reason(bad: Trick, field: str,
                                                          words: str) -> None:
    from referee import tute
    with pytest.raises(RefereeError) as error:
        tute.rule_trick(bad)
    assert error.value.field == field
    assert str(error.value.message) == words


def test_not_a_trick_at_all() -> None:
    from referee import tute
    with pytest.raises(InvalidInputError) as error:
        tute.rule_trick({"plays": ["QS"]})  # type: ignore[arg-type]
    assert (error.value.field, str(error.value.message)) == ("plays",
                                                             "a trick must give its plays")


def test_a_trick_that_breaks_inside_is_refused_as_unreadable() -> None:
    from referee import tute
    broken = Trick(S, (cards("KC"), cards("2C")), (cards("KC"), cards("2C")),
                   context={"x": 1})
    object.__setattr__(broken, "hands", (cards("KC"), 5))
    with pytest.raises(InvalidInputError) as error:
        tute.rule_trick(broken)
    assert error.value.field == "hands[1]"


def test_cards_outside_the_pack_or_twice_name_the_card() -> None:
    with pytest.raises(CardNotInPackError) as error:
        chicago("QS 7S", ["QS", "7S BJ"])
    assert (error.value.field, error.value.token) == ("hands[1]", "BJ")
    assert str(error.value.message) == "BJ is not in Chicago's 52-card pack"
    with pytest.raises(CardNotInPackError) as error:
        from referee import tute
        tute.rule_trick(trick(S, "10C"))
    assert (error.value.field, error.value.token) == ("plays[0]", "10C")
    assert str(error.value.message) == "10C is not in Tute's 40-card pack"
    with pytest.raises(DuplicateCardError) as twice:
        chicago("QS QS")
    assert (twice.value.field, twice.value.token) == ("plays", "QS")
    assert str(twice.value.message) == "QS is given twice"
    with pytest.raises(DuplicateCardError) as held:
        chicago("QS 7S", ["QS 8S", "7S 8S"])
    assert (held.value.field, held.value.token) == ("hands", "8S")


def test_yes_or_no_values_of_a_trick() -> None:
    asked = Trick(S, (cards("KC"),), context={"broken": True, "none": None, "bad": "yes"},
                  options={"on": True, "bad": 1})
    assert read_flag(asked, "broken") is True and read_flag(asked, "missing") is False
    assert read_flag(asked, "missing", True) is True and read_flag(asked, "none", True) is True
    with pytest.raises(InvalidInputError) as error:
        read_flag(asked, "bad")
    assert error.value.field == "context.bad"
    assert str(error.value.message) == "context.bad must be true or false"
    assert read_option(asked, "on") is True and read_option(asked, "off") is False
    assert read_option(asked, "off", True) is True
    with pytest.raises(InvalidInputError) as error:
        read_option(asked, "bad")
    assert error.value.field == "options.bad"
    assert str(error.value.message) == "options.bad must be true or false"


def test_the_orders_in_words() -> None:
    from referee import twenty_five
    strict = rules()
    assert strict.trump_order_text(H) == ORDER
    assert twenty_five.TRICK_RULES.trump_order_text(S) == "5 J AH A K Q 2 3 4 6 7 8 9 10"
    assert strict.plain_order_text(S, H) == ORDER
    # 003 line 201 on: red suits rank K Q J 10 … A, black K Q J A 2 … 10
    assert twenty_five.TRICK_RULES.plain_order_text(D, S) == "K Q J 10 9 8 7 6 5 4 3 2 A"
    assert twenty_five.TRICK_RULES.plain_order_text(Suit.CLUBS, S) == \
        "K Q J A 2 3 4 5 6 7 8 9 10"
    assert strict.trump_cards(None) == () and rules(trumps=None).trump_cards(H) == ()
    assert strict.suit_of(parse_card("AH"), None) is H
    assert twenty_five.TRICK_RULES.suit_of(parse_card("AH"), S) is S
    assert strict.order_key(parse_card("2H"), H) == (2, 1)
    assert strict.order_key(parse_card("AS"), H) == (1, 13)


def test_a_plain_suit_in_twenty_five_is_ranked_by_its_colour() -> None:
    # 003 line 201 on: in a red suit the 10 is high and the ace low.
    ruling = requests.rule_trick("twenty-five", {"trump": "S", "plays": ["AD", "10D"]})
    assert ruling["winner"] == 1
    assert ruling["explanation"].startswith(
        "10D wins: the ten of diamonds is the highest diamond played and diamonds were led "
        "(diamonds rank K Q J 10 9 8 7 6 5 4 3 2 A); no trump was played (spades are trumps).")


def test_a_card_of_another_suit_that_is_a_trump_does_not_follow_that_suit() -> None:
    # Twenty-Five's AH is a trump whatever the trump suit, never a heart (003 line 201 on).
    from referee import twenty_five
    turn = Turn(twenty_five.TRICK_RULES, S, 1, parse_card("2H"), cards("2H AH"),
                frozenset(cards("2H AH")), cards("KH"), 0)
    assert turn.of_suit(H) == frozenset(cards("2H"))
    assert turn.trumps() == frozenset(cards("AH"))


def test_the_trumps_still_missing_rule_reads_the_context() -> None:
    # Back Alley (003 line 376 on): once trumps are broken, a trump may be led.
    ruling = requests.rule_trick("back-alley", {
        "trump": "S", "plays": ["3S", "4D", "KD", "5D"],
        "hands": [["3S", "4D"], None, None, None], "context": {"trumps_broken": True}})
    assert ruling["violations"] == []


def test_a_later_rule_narrows_what_an_earlier_one_left() -> None:
    # follow suit (2C or AC, not 3S), then head the trick: AC.
    ruling = resolve(rules(), trick(S, "KC 2C", ["KC", "2C AC 3D"]))
    assert [(v.play, v.rule) for v in ruling.violations] == [(1, "must-head")]
    assert str(ruling.violations[0].message) == ("must head the trick (beat KC, winning so "
                                                 "far) when able: held AC, but played 2C")
    # void in clubs, trump (2S or AS, not 3D), then overtrump the 3S: AS.
    ruling = resolve(rules(), trick(S, "KC 3S 2S", ["KC", "3S", "2S AS 3D"]))
    assert [(v.play, v.rule) for v in ruling.violations] == [(2, "must-overtrump")]
    ruling = resolve(rules(), trick(S, "KC 3S AS", ["KC", "3S", "2S AS 3D"]))
    assert ruling.violations == ()


def test_held_cards_are_listed_strongest_first_in_each_rule() -> None:
    follow = resolve(rules(), trick(S, "7D AS", ["7D", "AS 2D 10D KD"])).violations[0]
    assert str(follow.message) == ("must follow suit: held KD 10D 2D when 7D was led "
                                   "(diamonds), but played AS")
    from referee import belote
    trumping = rules(trumps=belote._trumps, play_rules=(must_follow, must_trump(), must_head()))
    ruling = resolve(trumping, trick(H, "KS 7D", ["KS", "7D AH JH 9H"]))
    assert str(ruling.violations[0].message) == ("must trump when out of the suit led: held "
                                                 "JH 9H AH and no spades, but played 7D")
    ruling = resolve(trumping, trick(H, "KS 10H 7H", ["KS", "10H", "7H AH JH 9H"]))
    assert str(ruling.violations[0].message) == ("must overtrump 10H when able: held JH 9H AH, "
                                                 "but played 7H")
    ruling = resolve(rules(), trick(S, "8C 7C", ["8C", "7C 10C KC 3D"]))
    assert str(ruling.violations[0].message) == ("must head the trick (beat 8C, winning so "
                                                 "far) when able: held KC 10C, but played 7C")


def test_a_trick_the_resolver_cannot_read_is_refused_whatever_broke() -> None:
    def broken(cards_: Any, trump: Any) -> Count:
        raise KeyError("no such card")
    with pytest.raises(InvalidInputError) as error:
        resolve(rules(points=broken), trick(H, "AD 2D"))
    assert error.value.field == "plays"
    assert str(error.value.message) == ("this trick cannot be read: check the plays, hands and "
                                        "trump")


def test_too_many_plays_in_russian() -> None:
    from referee import chicago as module
    with pytest.raises(InvalidInputError) as error:
        resolve(module.TRICK_RULES, trick(None, "2C 3C 4C 5C 6C"))
    # the game named as Russian players name it (issue 37: «в игре Чикаго», not Chicago)
    assert error.value.message.render("ru").startswith("в игре Чикаго не больше 4 ")


def test_an_unknown_hand_before_a_bad_one_still_checks_it() -> None:
    with pytest.raises(InvalidInputError) as error:
        chicago("QS 7S", [None, "8S"])
    assert error.value.field == "hands[1]"


def test_a_spanish_pack_table_reads_why_a_card_wins_in_its_own_suits() -> None:
    # 003 line 110 (Tute): the highest card of the suit led wins; on a page of the Spanish pack
    # the suits are its own (clubs stay bastos, spades are swords) and a card is said in words.
    from referee import tute
    from referee.faces import Faces

    def why(plays: str) -> str:
        made = Trick(S, tuple((parse_card(c),) for c in plays.split()))
        return tute.rule_trick(made).explanation.render("en", Faces.SPANISH)

    # said in words, the card opening the ruling takes its capital (ca.md §1)
    assert why("KC 2C").startswith(
        "King of clubs wins: it is the highest card played of the suit led, clubs (in order: "
        "1 3 12 11 10 7 6 5 4 2); no trump was played (swords are trumps).")
    assert why("KC 2D").startswith(
        "King of clubs wins: it was led and nobody else played clubs; 2 of coins is off suit and "
        "cannot win; no trump was played (swords are trumps).")
    assert why("KD 2D").startswith("King of coins wins: it is the highest card played of the "
                                   "suit led, coins (in order: ")
