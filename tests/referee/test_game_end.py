"""referee/game.py: the end rules, the outcome in words, the deal and teams rules, and what a
game declaration answers (options, packs, the book), each at its edge.

Rules lines: 003 = shared/rules/003 (Burraco line 81, Tute 128, Nuts 373, Nine-Card Don 469,
Belote 544); 001 = Toepen (lines 48, 50); 002 = Kozel (line 89); 000 = Bura (line 30).
"""

from __future__ import annotations

from typing import Any

import pytest

from referee.errors import InvalidInputError
from referee.game import (DealRule, DropOut, FirstOut, FixedHands, LastStanding, Majority,
                          Outcome, ReachTarget, ShowdownWords, SPECIAL_LEADS, Standing,
                          Termination, alternating_teams, join_names, pairs_across,
                          pairs_across_at_four, side_names)
from referee.games import game

def standing(scores: tuple[int, ...], *, before: tuple[int, ...] | None = None, hands: int = 1,
             out: frozenset[int] = frozenset(), pot: int = 0, hand_over: bool = True,
             sides: Any = None) -> Standing:
    sides = sides or tuple((s,) for s in range(len(scores)))
    return Standing(sides, scores, before or scores, hands, out, pot, hand_over)


# --- first to the target ------------------------------------------------------------------------

def test_reaching_the_target_is_enough_unless_it_must_be_passed() -> None:
    # 003 line 469 (Nine-Card Don: "reaches or exceeds"); line 81 (Burraco: "exceeds 2,000").
    reach, exceed = ReachTarget(121), ReachTarget(2000, exceed=True)
    assert reach.decide(standing((121, 50)), {}) == Outcome(Termination.TARGET, (0,))
    assert reach.decide(standing((120, 50)), {}) is None
    assert exceed.decide(standing((50, 2000)), {}) is None
    assert exceed.decide(standing((50, 2001)), {}) == Outcome(Termination.TARGET, (1,))


def test_the_target_option_replaces_the_default() -> None:
    rule = ReachTarget(1000)
    assert rule.target({}) == 1000 and rule.target({"target": "500"}) == 500
    assert rule.decide(standing((500, 0)), {"target": 500}) == Outcome(Termination.TARGET, (0,))
    assert rule.decide(standing((999, 0)), {}) is None
    assert ReachTarget(100, exceed=True).there(101, {"target": 100})
    assert not ReachTarget(100, exceed=True).there(100, {})


def test_both_over_the_higher_score_wins_and_a_level_top_plays_on() -> None:
    # 003 line 81 (Burraco) and 373 (Nuts): the higher score when both are over.
    rule = ReachTarget(100, exceed=True, both_over="higher")
    assert rule.decide(standing((105, 130, 20)), {}) == Outcome(Termination.TARGET, (1,))
    assert rule.decide(standing((130, 130, 20)), {}) is None
    assert rule.decide(standing((130, 130, 140)), {}) == Outcome(Termination.TARGET, (2,))


def test_belote_both_over_is_a_tie() -> None:
    # 003 line 544: both teams reach 1,000 at the end of a hand.
    rule = ReachTarget(1000, both_over="tie")
    outcome = rule.decide(standing((1010, 1200)), {})
    assert outcome == Outcome(Termination.TARGET, (0, 1)) and outcome.tie
    assert rule.decide(standing((1010, 990)), {}) == Outcome(Termination.TARGET, (0,))


def test_at_once_refuses_a_hand_taking_two_sides_there() -> None:
    rule = ReachTarget(40, at_once=True)
    said = rule.check_hand(standing((40, 41)), {})
    assert str(said) == ("play stops the moment a side reaches 40, so one hand cannot take two "
                         "sides there: enter the hand only up to the point where the first side "
                         "got there")
    assert "reaches 30," in str(rule.check_hand(standing((30, 31)), {"target": 30}))
    assert rule.check_hand(standing((40, 39)), {}) is None
    assert ReachTarget(40).check_hand(standing((40, 41)), {}) is None


def test_the_target_in_words() -> None:
    assert str(ReachTarget(1000).words({})) == "first to 1000"
    assert str(ReachTarget(1000).words({"target": 500})) == "first to 500"
    assert str(ReachTarget(2000, exceed=True).words({})) == "first past 2000"


# --- a number of hands ---------------------------------------------------------------------------

def test_fixed_hands_end_after_the_last_hand_with_the_higher_score() -> None:
    rule = FixedHands(26)
    assert rule.decide(standing((90, 80), hands=25), {}) is None
    assert rule.decide(standing((90, 80), hands=26), {}) == Outcome(Termination.HANDS, (0,))
    assert rule.decide(standing((90, 95), hands=4), {"hands": 4}) == \
        Outcome(Termination.HANDS, (1,))
    assert rule.decide(standing((90, 90), hands=26), {}) == Outcome(Termination.HANDS, (0, 1))
    assert rule.check_hand(standing((1, 2)), {}) is None
    assert str(rule.words({})) == "26 hands, highest score wins"
    assert str(rule.words({"hands": 10})) == "10 hands, highest score wins"


def test_majority_is_decided_as_soon_as_the_rest_cannot_change_it() -> None:
    # 003 line 128 (Tute): whichever team wins the majority of the hands.
    rule = Majority(5)
    assert rule.decide(standing((3, 0), hands=3), {}) == Outcome(Termination.MAJORITY, (0,))
    assert rule.decide(standing((2, 0), hands=2), {}) is None       # 3 left could tie it
    assert rule.decide(standing((2, 1), hands=3), {}) is None       # 2 left: 2 + 0 v 1 + 2
    assert rule.decide(standing((1, 3), hands=4), {}) == Outcome(Termination.MAJORITY, (1,))
    assert rule.decide(standing((3, 2), hands=5), {}) == Outcome(Termination.HANDS, (0,))


def test_majority_after_the_last_hand_ties_on_equal_counts() -> None:
    rule = Majority(4)
    assert rule.decide(standing((2, 2), hands=4), {}) == Outcome(Termination.HANDS, (0, 1))
    assert rule.decide(standing((1, 1, 1), hands=3), {"hands": 3}) == \
        Outcome(Termination.HANDS, (0, 1, 2))
    assert rule.decide(standing((2, 2), hands=5), {}) == Outcome(Termination.HANDS, (0, 1))


def test_majority_of_one_hand_and_of_a_lone_side() -> None:
    rule = Majority(1)
    assert rule.decide(standing((0, 1), hands=1), {}) == Outcome(Termination.HANDS, (1,))
    assert rule.decide(standing((0, 0), hands=0), {}) is None
    assert Majority(3).decide(standing((2,), hands=2), {}) == \
        Outcome(Termination.MAJORITY, (0,))
    assert Majority(3).decide(standing((0,), hands=0), {}) is None
    assert rule.check_hand(standing((1, 0)), {}) is None
    assert str(rule.words({})) == "one hand"
    assert str(rule.words({"hands": 5})) == "the most of 5 hands"
    assert str(Majority(3).words({"hands": 1})) == "one hand"


# --- the last one left, the first one out ------------------------------------------------------

def test_the_last_one_standing_wins_once_the_pot_is_empty_and_the_hand_over() -> None:
    # 000 line 30: a table of tokens ends when one player holds them all.
    rule = LastStanding()
    assert rule.decide(standing((0, 40, 0), out=frozenset({0, 2})), {}) == \
        Outcome(Termination.LAST_STANDING, (1,))
    assert rule.decide(standing((0, 38, 0), out=frozenset({0, 2}), pot=2), {}) is None
    assert rule.decide(standing((0, 40, 0), out=frozenset({0, 2}), hand_over=False), {}) is None
    assert rule.decide(standing((0, 20, 20), out=frozenset({0})), {}) is None
    assert rule.check_hand(standing((1, 2)), {}) is None
    assert str(rule.words({})) == "the last one left wins"


def test_toepen_the_first_out_of_chips_loses_once_the_hand_is_settled() -> None:
    # 001 line 48: the player who runs out of chips loses the game.
    rule = FirstOut()
    assert rule.decide(standing((0, 5, 7), out=frozenset({0})), {}) == \
        Outcome(Termination.FIRST_OUT, (), (0,))
    assert rule.decide(standing((0, 5, 0), out=frozenset({2, 0})), {}) == \
        Outcome(Termination.FIRST_OUT, (), (0, 2))
    assert rule.decide(standing((0, 5, 7), out=frozenset({0}), hand_over=False), {}) is None
    assert rule.decide(standing((1, 5, 7)), {}) is None
    assert rule.check_hand(standing((1, 2)), {}) is None
    assert str(rule.words({})) == "the first one out of tokens loses"


def test_toepen_playing_on_the_last_with_chips_wins() -> None:
    # 001 line 50: players drop out as they run out; the last with chips wins.
    rule = FirstOut("last_player_wins")
    on = {"last_player_wins": True}
    assert rule.decide(standing((0, 5, 7), out=frozenset({0})), on) is None
    assert rule.decide(standing((0, 12, 0), out=frozenset({0, 2})), on) == \
        Outcome(Termination.LAST_STANDING, (1,))
    assert str(rule.words(on)) == "the last one with tokens wins"
    assert str(FirstOut("other").words(on)) == "the first one out of tokens loses"


def test_kozel_twelve_penalty_points_put_a_side_out() -> None:
    # 002 line 89: 12 or more drops out; only the worst when all still in reach it together.
    drop = DropOut(12)
    assert drop.dropped(standing((12, 5, 11)), {}) == {0}
    assert drop.dropped(standing((11, 5, 11)), {}) == frozenset()
    assert drop.dropped(standing((11, 5, 11)), {"target": 11}) == {0, 2}
    assert drop.dropped(standing((13, 14, 12)), {}) == {1}
    assert drop.dropped(standing((14, 14, 12)), {}) == frozenset()
    assert drop.dropped(standing((14, 12, 30), out=frozenset({2})), {}) == {0, 2}
    assert drop.dropped(standing((9, 12, 30), out=frozenset({2})), {}) == {1, 2}


# --- the outcome in words ------------------------------------------------------------------------

def test_the_outcome_names_the_winner_the_partners_a_tie_and_the_losers() -> None:
    names = ["Ann", "Boris & Carl", "Dana"]
    assert str(Outcome(Termination.TARGET, (0,)).explain(names, "tokens")) == \
        "Ann wins the game"
    assert str(Outcome(Termination.TARGET, (1,)).explain(names, "tokens")) == \
        "Boris & Carl win the game"
    tie = Outcome(Termination.HANDS, (0, 2, 1))
    assert tie.tie and not Outcome(Termination.HANDS, (0,)).tie
    assert str(tie.explain(names, "tokens")) == \
        "The game ends in a tie between Ann, Dana and Boris & Carl"
    assert str(Outcome(Termination.FIRST_OUT, (), (2,)).explain(names, "chips")) == \
        "Dana is out of chips and loses the game"
    assert str(Outcome(Termination.FIRST_OUT, (), (0, 2)).explain(names, "chips")) == \
        "Ann and Dana are out of chips and lose the game"
    assert str(Outcome(Termination.HANDS).explain(names, "tokens")) == "The game is over"


def test_the_unit_of_a_loss_may_be_a_message() -> None:
    toepen = game("toepen")
    said = Outcome(Termination.FIRST_OUT, (), (0,)).explain(["Ann"], toepen.tokens_word)
    assert str(said) == "Ann is out of chips and loses the game"


def test_names_in_a_list() -> None:
    assert str(join_names(["Ann"])) == "Ann"
    assert str(join_names(["Ann", "Boris"])) == "Ann and Boris"
    assert str(join_names(["Ann", "Boris", "Carl"])) == "Ann, Boris and Carl"


# --- deal and teams ------------------------------------------------------------------------------

def test_the_order_of_play_turns_with_the_deal() -> None:
    # 003 line 304 (Truc): play goes to the right, the dealer's right-hand neighbour first.
    assert DealRule("right").order_of_play(["D", "A", "B", "C"]) == ["D", "C", "B", "A"]
    assert DealRule("left").order_of_play(["D", "A", "B", "C"]) == ["D", "A", "B", "C"]
    assert DealRule("right").order_of_play([]) == []
    assert DealRule().first_leader(3, 4) == 0 and DealRule().first_leader(1, 4) == 2
    assert DealRule().first_leader(0, 0) == 0


def test_hand_sizes_change_from_hand_to_hand_and_then_stay() -> None:
    rule = DealRule(hand_sizes=(7, 6, 5))
    assert [rule.hand_size(h) for h in (0, 1, 2, 3, 4, 9)] == [7, 7, 6, 5, 5, 5]
    assert DealRule().hand_size(1) is None


def test_partners_sit_across_only_at_four() -> None:
    assert pairs_across(4, {}) == ((0, 2), (1, 3))
    with pytest.raises(InvalidInputError) as error:
        pairs_across(3, {})
    assert error.value.field == "players"
    assert str(error.value.message) == ("partners sit across from each other: this game is for "
                                        "four, in two partnerships")
    assert pairs_across_at_four(4, {}) == ((0, 2), (1, 3))
    assert pairs_across_at_four(3, {}) is None and pairs_across_at_four(2, {}) is None


def test_alternating_teams_and_side_names() -> None:
    assert alternating_teams(6, 2) == ((0, 3), (1, 4), (2, 5))
    assert alternating_teams(6, 3) == ((0, 2, 4), (1, 3, 5))
    assert side_names(((0, 2), (1, 3)), ["A", "B", "C", "D"]) == ["A & C", "B & D"]
    assert side_names(None, ["A", "B"]) == ["A", "B"]


def test_showdown_words() -> None:
    plain = ShowdownWords()
    assert str(plain.heading) == "Whose hand is best?" and str(plain.first) == "first in turn"
    assert str(plain.button) == "Compare" and str(plain.nobody) == "No hand wins"
    assert str(plain.say_verdict(2)) == "Hand 2 is best" and not plain.needs_trump
    assert str(SPECIAL_LEADS.say_verdict(1)) == "Player 1 leads" and SPECIAL_LEADS.needs_trump
    assert str(SPECIAL_LEADS.heading) == "Who may lead out of turn?"
    # at a table the verdict names the player who holds the hand
    assert str(plain.say_verdict(2, "Ann")) == "Ann has the best hand"
    assert str(SPECIAL_LEADS.say_verdict(1, "Boris")) == "Boris leads"
    assert SPECIAL_LEADS.say_verdict(1, "Boris").render("es") == "Sale Boris"


# --- the declaration ----------------------------------------------------------------------------

def test_options_are_the_defaults_overlaid_and_unknown_names_refused() -> None:
    bura = game("bura")
    assert bura.read_options(None) == bura.defaults()
    assert bura.read_options({"pack": 32})["pack"] == 32
    with pytest.raises(InvalidInputError) as error:
        bura.read_options({"jokers": True})
    assert error.value.field == "options.jokers"
    assert str(error.value.message) == (
        "Bura has no option 'jokers' (options: tokens, ante, broke, pack, three_aces_win, "
        "closed_cards, bura_only)")
    with pytest.raises(InvalidInputError) as error:
        bura.read_options(["pack"])  # type: ignore[arg-type]
    assert error.value.field == "options" and str(error.value.message) == \
        "options must be an object"


def test_a_game_without_options_says_none() -> None:
    aggravation = game("aggravation")
    from dataclasses import replace
    stripped = replace(aggravation, options=())  # (its fields only: main keeps more beside them)
    with pytest.raises(InvalidInputError) as error:
        stripped.read_options({"x" * 50: 1})
    assert error.value.field == "options." + "x" * 40
    assert str(error.value.message) == f"Aggravation has no option '{'x' * 40}' (options: none)"


def test_packs_by_option_and_their_names() -> None:
    bura = game("bura")
    assert bura.pack_for().size == 36 and str(bura.pack_for().label) == "Bura's 36-card pack"
    assert bura.pack_for({"pack": 32}).size == 32
    assert str(bura.pack_for({"pack": 32}).label) == "Bura's 32-card pack"
    assert bura.pack_for({"pack": 32}) is bura.pack_for({"pack": "32"})
    assert str(game("nuts").pack_for().label).startswith("Nuts' ")


def test_faces_follow_the_option_where_the_game_has_it() -> None:
    from referee.faces import Faces
    assert game("mus").faces_for({"faces": "spanish"}) is Faces.SPANISH
    assert game("mus").faces_for({"faces": "french"}) is Faces.FRENCH
    assert game("bura").faces_for({"faces": "spanish"}) is Faces.SPANISH
    assert game("bura").faces_for({}) is Faces.FRENCH
    mus = game("mus")
    assert mus.faces_for({}) is (Faces.SPANISH if mus.option("faces").default == "spanish"
                                 else Faces.FRENCH)


def test_kozel_for_money_keeps_tokens_and_ends_with_the_last_one_left() -> None:
    from referee.catalog import Scoring
    kozel = game("kozel")
    assert kozel.book({"mode": "money"}) is Scoring.TOKENS
    assert kozel.book({}) is Scoring.PENALTY
    assert isinstance(kozel.end_rule({"mode": "money"}), LastStanding)
    assert kozel.players_range({"mode": "money"}) == (kozel.min_players, kozel.money_players)
    assert kozel.players_range({}) == (kozel.min_players, kozel.max_players)
    assert kozel.players_text == f"{kozel.min_players}–{kozel.money_players}"
    toepen = game("toepen")
    assert isinstance(toepen.end_rule({}), FirstOut)
    assert game("belote").end_rule({}) is game("belote").end
    assert game("belote").players_text == "4"


def test_a_verdict_from_the_scores_alone() -> None:
    belote = game("belote")
    assert belote.verdict([900, 950], [1000, 990], {}) == Outcome(Termination.TARGET, (0,))
    assert belote.verdict([900, 950], [980, 990], {}) is None
    assert game("back-alley").verdict([0, 0], [5, 3], {}, hands=26) == \
        Outcome(Termination.HANDS, (0,))
    assert game("back-alley").verdict([0, 0], [5, 3], {}, hands=25) is None


def test_partnerships_and_the_catalog_entry() -> None:
    assert game("belote").partnerships and not game("bura").partnerships
    assert not game("toepen").partnerships
    assert not game("nuts").partnerships
    entry = game("burraco").to_dict()
    assert entry["key"] == "burraco" and entry["name"] == "Burraco"
    assert entry["target"] == 2000 and entry["ends"] == "first past 2000"
    assert entry["scoring"] == game("burraco").scoring.value
    assert entry["direction"] == game("burraco").deal.direction
    assert entry["pack"] == {"size": game("burraco").pack_for().size,
                             "label": game("burraco").pack_for().label}
    assert entry["questions"] == sorted(game("burraco").questions)
    assert entry["rules"] == game("burraco").rules and entry["summary"]
    assert entry["partnerships"] is True
    assert [o["name"] for o in entry["options"]] == [o.name for o in game("burraco").options]
    kozel = game("kozel").to_dict()
    assert kozel["players"] == {"min": 2, "max": game("kozel").max_players,
                                "max_for_money": game("kozel").money_players}
    assert game("bura").to_dict()["players"] == {"min": 2, "max": 6}
    assert game("bura").to_dict()["target"] is None


def test_schemas_of_declared_questions_only() -> None:
    assert game("bura").schema_of("claim") is not None
    assert game("bura").schema_of("trick") is None
    assert game("bura").schema_of("score") is None
    schema = game("bura").options_schema()
    assert schema["additionalProperties"] is False
    # the game's own, and the ones every table of an event's round takes (issue 36)
    assert set(schema["properties"]) == {o.name for o in game("bura").options} | {
        "round_hands", "round_best_of"}


def test_a_game_says_what_it_answers() -> None:
    assert game("bura").answers("claim") and not game("bura").answers("score")
    assert game("bura").module == "referee.bura"
    assert game("back-alley").module == "referee.back_alley"
    assert str(game("kozel").title) == "Kozel"
    assert game("bura").option("pack").default == 36 and game("bura").option("x") is None


# --- what a declaration makes of its words, made afresh ------------------------------------------

def fresh(key: str, **changes: Any) -> Any:
    """A game's declaration made again. Its packs are made once per key and kept for the life of
    the process (a mutation run forks each mutant from a process that already ran this test), so
    every call takes a key never used before."""
    from dataclasses import replace
    from uuid import uuid4
    return replace(game(key), **({"key": f"{key}-{uuid4().hex}"} | changes))


def test_a_declaration_says_its_words_in_the_readers_language() -> None:
    from referee.words import Message
    made = fresh("toepen", summary="Burraco", tokens_word="chips",
                 context_flags=(("trumps_broken", "Trumps are broken"),))
    assert isinstance(made.summary, Message) and made.summary.render("es") == "Burraco"
    assert made.tokens_word.render("es") == "fichas"
    [(flag, label)] = made.context_flags
    assert flag == "trumps_broken" and label.render("es") == "Ya se ha fallado con triunfo"


def test_the_unit_of_a_loss_is_said_in_the_readers_language() -> None:
    toepen = game("toepen")
    said = Outcome(Termination.FIRST_OUT, (), (0,)).explain(["Ann"], toepen.tokens_word)
    assert said.render("es") == "Ann se queda sin fichas y pierde la partida"


def test_a_pack_made_for_a_game_names_the_game_and_its_size() -> None:
    bura = fresh("bura")
    made = bura.pack_for()
    assert made.size == 36 and len(made.cards) == 36
    assert str(made.label) == "Bura's 36-card pack" and made.label.render("es") != ""
    assert bura.pack_for({}) is made and bura.pack_for(None) is made
    small = bura.pack_for({"pack": 32})
    assert small.size == 32 and str(small.label) == "Bura's 32-card pack"
    nuts = fresh("nuts")
    assert str(nuts.pack_for().label) == f"Nuts' {nuts.pack_for().size}-card pack"


def test_the_options_schema() -> None:
    schema = game("bura").options_schema()
    assert schema["type"] == ["object", "null"]
    assert schema["description"] == ("the game's options (see /api/v1/games); absent or null: "
                                     "the defaults, which follow the rules text")


def test_a_verdict_reads_the_game_and_its_options() -> None:
    back_alley = game("back-alley")
    assert back_alley.verdict([0, 0], [5, 3], {"hands": 1}) is None  # no hands played yet
    assert game("bura").verdict([20, 20], [22, 18], {}) is None
    kozel = game("kozel")
    assert kozel.verdict([20, 20], [22, 18], {"mode": "money"}) is None
    assert kozel.verdict([0, 0], [12, 3], {}) is None  # points: Kozel's drop-out, not here


def test_the_sides_of_a_table() -> None:
    assert game("belote").sides(4, {}) == ((0, 2), (1, 3))
    assert game("bura").sides(3, {}) is None


def test_the_sides_of_a_table_read_its_options() -> None:
    # 002 lines 54 and 58: Kozel for money is everyone alone (up to five), for points four play
    # as two partnerships across; 003 line 210: Twenty-Five's partnerships are an option.
    kozel, twenty_five = game("kozel"), game("twenty-five")
    assert kozel.sides(4, {"mode": "money"}) is None
    assert kozel.sides(4, {"mode": "points"}) == ((0, 2), (1, 3))
    assert twenty_five.sides(4, {"teams": True}) == ((0, 2), (1, 3))
    assert twenty_five.sides(4, {}) is None
