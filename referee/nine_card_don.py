"""Nine-Card Don: the All Fours partnership game where the first lead sets trumps.

Rules followed: ``shared/rules/003`` lines 421–472 (Nine-Card Don).

- 52-card pack, aces high: A > K > Q > … > 2 in every suit, trumps included.
- Trumps: the suit of the pitcher's lead to the hand's first trick. A trick with
  ``context.first_lead_of_hand`` true takes its lead's suit as trumps (a different trump given
  is refused); any other trick must say the trump.
- Tricks (003, "Game play"): follow suit when able, otherwise anything, a trump included; the
  highest trump wins, else the highest card of the suit led.
- Points scored as soon as a trick is taken (003, "Scoring during the hand"): trump 5 10,
  trump 9 9, trump A 4, K 3, Q 2, J 1, and every non-trump 5 5 (``SCORING_TRUMPS``,
  ``OFF_SUIT_FIVE``). A trick's ``points`` are these, since the partnership pegs them at once.
- Points for game (003, "Scoring for game"), counted at the end of the hand over all the cards
  won, trumps or not: A 4, K 3, Q 2, J 1, 10 10 (``GAME_POINTS``, :func:`count`). The higher
  total scores 8 (``GAME_BONUS``); a tie scores nothing. The explanation of a trick gives both.

Plays ``i`` and ``i + 2`` are partners.

Hand scoring (:func:`score`, 003 lines 448–469; body in :data:`SCORE_SCHEMA`): each team's
pegged points as it took its tricks, then the 8 for game once the nine tricks are played.
Play stops the moment a team reaches the target (121), so the answer lists the points in the
order scored (``steps``) and says which team got there first. Readings chosen:

- Given each team's won cards only, the order inside the hand is unknown: if one team reaches
  the target by its pegged points, it got there during play and wins; if both do, the answer
  says so and asks for the tricks in order (``tricks``), which settle it trick by trick.
- A team reaching the target during play ends the hand: nothing is scored for game, and the
  cards entered may be fewer than the 36 of nine tricks (with ``tricks``, the last one given
  must be the one that reached it).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from . import bodies
from .cards import (Card, Pack, Rank, SUITED_RANKS, Suit, pack_52, read_cards, read_trump,
                    suit_words, trumps_are, Shown, ShownCount)
from .catalog import Scoring, read_int, target_option
from .game import DealRule, Game, ReachTarget, pairs_across
from .errors import InvalidInputError
from .rulings import Award, Count, Trick, TrickRuling, count_cards
from .tricks import TRUMP_REQUIRED, TrickRules, must_follow, read_flag, resolve
from .sides import SEATS, TEAMS, TRICK_SIZE, read_pair
from .words import Message, N_, Side, Verbatim, join, say, say_n, say_in

RANKING: tuple[Rank, ...] = SUITED_RANKS
"""Every suit, trumps included, high to low: A K Q J 10 … 2."""

SCORING_TRUMPS: dict[Rank, int] = {Rank.FIVE: 10, Rank.NINE: 9, Rank.ACE: 4, Rank.KING: 3,
                                   Rank.QUEEN: 2, Rank.JACK: 1}
"""Trumps that score for the partnership taking them, as soon as it takes them."""

OFF_SUIT_FIVE = 5
"""Each non-trump 5 taken scores 5 at once."""

GAME_POINTS: dict[Rank, int] = {Rank.ACE: 4, Rank.KING: 3, Rank.QUEEN: 2, Rank.JACK: 1,
                                Rank.TEN: 10}
"""Card values for game, whatever the suit; other cards count nothing."""

GAME_BONUS = 8
"""For the higher total of game points at the end of a hand (none on a tie)."""

TARGET = 121


def scoring_points(card: Card, trump: Suit | None) -> int:
    """What taking this card scores during the hand."""
    if trump is not None and card.suit == trump:
        return SCORING_TRUMPS.get(card.rank, 0)
    return OFF_SUIT_FIVE if card.rank == Rank.FIVE else 0


def game_points(card: Card) -> int:
    return GAME_POINTS.get(card.rank, 0)


def scoring_count(cards: Sequence[Card], trump: Suit | None) -> Count:
    """Points scored at once for taking these cards: scoring trumps and off-suit fives."""
    def note(card: Card) -> str:
        if scoring_points(card, trump) == 0:
            return ""
        return say("trump") if card.suit == trump else say("off-suit five")
    return count_cards(cards, lambda c: scoring_points(c, trump), note)


def count(cards: list[Card], trump: Suit | None = None,
          options: Mapping[str, Any] | None = None) -> Count:
    """Points for game: A 4, K 3, Q 2, J 1, 10 10, trumps or not."""
    return count_cards(cards, game_points)




def _plain(suit: Suit, trump: Suit | None) -> tuple[Rank, ...]:
    return RANKING


def _trumps(trump: Suit) -> tuple[Card, ...]:
    return tuple(Card(r, trump) for r in RANKING)


def _notes(cards: Sequence[Card], trump: Suit | None) -> str:
    for_game = count(list(cards))
    if not for_game.points:
        return say("Toward game the trick holds 0.")
    return say("Toward game the trick holds {points} ({sum}).", points=for_game.points,
               sum=for_game.sum_words)


TRICK_RULES = TrickRules(
    game="nine-card-don", plain=_plain, trumps=_trumps, trump_use=TRUMP_REQUIRED,
    play_rules=(must_follow,), partnerships=True, points=scoring_count,
    points_at_once=True, notes=_notes)


def trump_of(trick: Trick) -> Suit:
    """The trump suit of the trick's hand: the lead's suit on the hand's first trick."""
    first = read_flag(trick, "first_lead_of_hand")
    lead = trick.plays[0][0] if trick.plays and trick.plays[0] else None
    if first:
        if not isinstance(lead, Card) or lead.suit is None:
            raise InvalidInputError(say("the first trick needs a lead"), "plays")
        if trick.trump is not None and trick.trump != lead.suit:
            raise InvalidInputError(say(
                "the hand's first lead sets trumps: {card} was led, so {suit} are trumps, not "
                "{other}", card=Shown(lead), suit=suit_words(lead.suit),
                other=suit_words(trick.trump)), "trump")
        return lead.suit
    if trick.trump is None:
        raise InvalidInputError(say(
            "say the trump suit (the suit of the hand's first lead), or mark this trick as the "
            "hand's first (context.first_lead_of_hand)"), "trump")
    return trick.trump


def rule_trick(trick: Trick) -> TrickRuling:
    """Who takes a Nine-Card Don trick, what it scores at once, and whether plays were legal."""
    if not isinstance(trick, Trick):
        raise InvalidInputError(say("a trick must give its plays"), "plays")
    if not isinstance(trick.context, Mapping):
        raise InvalidInputError(say("context must be an object"), "context")
    if not isinstance(trick.plays, (tuple, list)) or not all(
            isinstance(p, (tuple, list)) for p in trick.plays):
        raise InvalidInputError(say("plays must be a list of plays, the led one first"),
                                "plays")
    trump = trump_of(trick)
    ruling = resolve(TRICK_RULES, dataclasses.replace(trick, trump=trump), GAME)
    if trick.trump is not None:
        return ruling
    text = join(say("The first lead, {card}, makes {suit} trumps.",
                    card=Shown(trick.cards[0]), suit=suit_words(trump)),
                ruling.explanation)
    return TrickRuling(ruling.winner, ruling.winning_cards, ruling.points, ruling.violations,
                       text)


# --- hand scoring (003 lines 448-469) ---------------------------------------------------------

TRICKS = 9
CARDS_IN_PLAY = TRICKS * TRICK_SIZE
"""Nine cards to each of four players; the other sixteen are set aside."""
MAX_SCORE = 10**6


def _read_tricks(body: Mapping[str, Any], pack: Pack) -> list[tuple[int, list[Card]]]:
    """Tricks in play order, each ``{"winner": team or seat, "cards": [lead first, ...]}``."""
    raw = body.get("tricks")
    if not isinstance(raw, list) or not raw or len(raw) > TRICKS:
        raise InvalidInputError(say("tricks must list the tricks in the order played (1 to "
                                    "{most})", most=TRICKS), "tricks")
    tricks = []
    for i, trick in enumerate(raw):
        field = f"tricks[{i}]"
        if not isinstance(trick, Mapping):
            raise InvalidInputError(say("each trick is {shape}",
                                        shape=Verbatim('{"winner": team, "cards": [...]}')),
                                    field)
        winner = trick.get("winner")
        if isinstance(winner, bool) or not isinstance(winner, int) or not 0 <= winner < SEATS:
            raise InvalidInputError(say("winner must be the team (0 or 1) or seat (0–3) that "
                                        "took the trick"), f"{field}.winner")
        cards = read_cards(pack, trick.get("cards"), f"{field}.cards")
        if len(cards) != TRICK_SIZE:
            raise InvalidInputError(say("a trick is four cards, not {given}",
                                        given=len(cards)), f"{field}.cards")
        tricks.append((winner % TEAMS, cards))
    return tricks


def _read_scores(body: Mapping[str, Any], target: int) -> list[int]:
    """Scores given (the body reader leaves out a null: no scores before the hand)."""
    raw = read_pair(body, "scores", "its score before this hand")
    scores = [read_int(v, N_("A score"), f"scores[{t}]") for t, v in enumerate(raw)]
    for t, total in enumerate(scores):
        if not 0 <= total < target:
            raise InvalidInputError(say("a score before the hand is 0 to {most}: at {target} "
                                        "the game is already over", most=target - 1,
                                        target=target), f"scores[{t}]")
    return scores


NO_TRUMP = say("say the trump suit: the suit of the pitcher's first lead")
WON = N_("the cards it took in tricks")
"""i18n: WON and the descriptions given to read_pair and read_int are fragments that
:mod:`referee.sides` and :mod:`referee.catalog` put in their own English sentences."""


def _trump(value: Any, path: str, context: bodies.Context) -> Suit:
    trump = read_trump(value)
    if trump is None:
        raise InvalidInputError(NO_TRUMP, "trump")
    return trump


def _won(value: Any, path: str, context: bodies.Context) -> tuple[tuple[Card, ...], ...]:
    raw = read_pair({"won": value}, "won", WON)
    return tuple(tuple(read_cards(context.pack, cards, f"won[{t}]"))
                 for t, cards in enumerate(raw))


def _tricks(value: Any, path: str, context: bodies.Context) -> tuple[tuple[int, tuple[Card, ...]],
                                                                      ...]:
    return tuple((team, tuple(cards)) for team, cards in _read_tricks({"tricks": value},
                                                                       context.pack))


def _scores(value: Any, path: str, context: bodies.Context) -> tuple[int, ...]:
    return tuple(_read_scores({"scores": value}, int(context.options.get("target", TARGET))))


@dataclass(frozen=True)
class NineCardDonHand(bodies.Body):
    """A Nine-Card Don hand (003 lines 421–472): the cards each team took, or the tricks in
    order. Give won or tricks. Team 0 is seats 0 and 2, team 1 seats 1 and 3."""

    trump: Suit | None = bodies.spec(
        {"type": "string"}, _trump, required=True, missing=NO_TRUMP,
        doc="the trump suit: the suit of the pitcher's first lead")
    won: tuple[tuple[Card, ...], ...] | None = bodies.spec(
        {"type": ["array", "null"], "minItems": 2, "maxItems": 2, "items": bodies.CARDS_SCHEMA},
        _won, doc="the cards each team took: 36 in all (nine tricks of four), fewer only when a "
                  "team reached the target during play; null or absent when `tricks` is given")
    tricks: tuple[tuple[int, tuple[Card, ...]], ...] | None = bodies.spec(
        {"type": "array", "minItems": 1, "maxItems": 9,
         "items": {"type": "object", "required": ["winner", "cards"], "properties": {
             "winner": {"type": "integer", "minimum": 0, "maximum": 3,
                        "description": "the team (or seat) that took the trick"},
             "cards": bodies.CARDS_SCHEMA | {"description": "the four cards, the lead first"}}}},
        _tricks, doc="instead of won: the tricks in the order played, so the answer can say on "
                     "which trick a team reached the target")
    scores: tuple[int, ...] | None = bodies.spec(
        {"type": ["array", "null"], "items": {"type": "integer"}, "minItems": 2,
         "maxItems": 2}, _scores, doc="optional: each team's score before this hand")
    options: Mapping[str, Any] = dataclasses.field(default_factory=dict)


@dataclass(frozen=True)
class NineCardDonScore(bodies.Answer):
    """A Nine-Card Don hand scored: points pegged in play, then 8 for game, and who reached
    the target first."""

    points_in_play: tuple[int, ...] = dataclasses.field(metadata={
        "doc": "pegged as tricks were taken: trump 5 10, 9 9, A 4, K 3, Q 2, J 1, other 5s 5"})
    game_points: tuple[int, ...] = dataclasses.field(metadata={
        "doc": "the count for game: A 4, K 3, Q 2, J 1, 10 10"})
    game: int | None = dataclasses.field(metadata={
        "doc": "the team scoring 8 for game (null on a tie, or when play stopped at the "
               "target)"})
    points: tuple[int, ...] = dataclasses.field(metadata={
        "doc": "what each team scored this hand"})
    steps: tuple[dict[str, Any], ...] = dataclasses.field(metadata={
        "doc": "points in the order scored: each trick (or 'during play'), then 'game', with "
               "the running scores"})
    scores_before: tuple[int, ...]
    scores: tuple[int, ...]
    target: int
    winner: int | None = dataclasses.field(metadata={
        "doc": "the team that reached the target first"})
    game_over: bool
    award: Award = dataclasses.field(metadata={
        "doc": "What this hand adds to the score pad, per team (team 0 = seats 0 and 2)."})
    breakdown: tuple[str, ...]
    explanation: str


def score(hand: NineCardDonHand) -> NineCardDonScore:
    """Score a hand: points pegged as tricks are taken, then 8 for game; who reaches the target.

    Give ``won`` (each side's cards), or ``tricks`` in the order played when it matters who
    reached the target first during play.
    """
    pack = GAME.pack_for(hand.options)
    target = int(hand.options.get("target", TARGET))
    trump = hand.trump
    assert trump is not None
    in_order: list[tuple[int, list[Card]]] | None = None
    if hand.tricks is not None:
        if hand.won is not None:
            raise InvalidInputError(say("give either won (each side's cards) or tricks (in "
                                        "order), not both"), "won")
        in_order = [(team, list(cards)) for team, cards in hand.tricks]
        lead = in_order[0][1][0]
        if lead.suit != trump:
            raise InvalidInputError(say("the first lead sets trumps: {card} was led, so {suit} "
                                        "are trumps, not {other}", card=Shown(lead),
                                        # every card of the 52-card pack has a suit
                                        suit=suit_words(lead.suit),  # type: ignore[arg-type]
                                        other=suit_words(trump)), "trump")
        won = [[c for team, cards in in_order if team == t for c in cards]
               for t in range(TEAMS)]
        field = "tricks"
    else:
        if hand.won is None:
            raise InvalidInputError(say("won must give the cards it took in tricks for each "
                                        "of the two teams"), "won")
        won = [list(cards) for cards in hand.won]
        field = "won"
    pack.check_copies(won[0] + won[1], field)
    for t, cards in enumerate(won):
        if len(cards) % TRICK_SIZE:
            raise InvalidInputError(say_n("{side} took {n} card, but tricks are four cards "
                                          "each",
                                          "{side} took {n} cards, but tricks are four cards "
                                          "each", len(cards), side=Side(t)), f"won[{t}]")
    before = list(hand.scores) if hand.scores is not None else [0, 0]
    played = len(won[0]) + len(won[1])
    if played > CARDS_IN_PLAY:
        raise InvalidInputError(say_n("{n} card was taken, but only {most} are played in a "
                                      "hand (nine tricks)",
                                      "{n} cards were taken, but only {most} are played in a "
                                      "hand (nine tricks)", played, most=CARDS_IN_PLAY), field)

    pegged = [scoring_count(cards, trump) for cards in won]
    lines: list[Message] = [trumps_are(trump)]
    for t in range(TEAMS):
        lines.append(say("{side} pegged as {it|they} took {its|their} tricks: {sum}.",
                         side=Side(t), sum=_scored_text(pegged[t])))
    steps: list[dict[str, Any]] = []
    totals = list(before)
    reached: int | None = None
    unknown_order = False
    if in_order is not None:
        for number, (team, cards) in enumerate(in_order, start=1):
            gained = scoring_count(cards, trump).points
            if not gained:
                continue
            totals[team] += gained
            steps.append({"step": say("trick {number}", number=number), "team": team,
                          "points": gained, "scores": list(totals)})
            if reached is None and totals[team] >= target:
                reached = team
                if number != len(in_order):
                    raise InvalidInputError(say(
                        "{side} reached {target} on trick {number}, and play stops there: "
                        "tricks after it were not played", side=Side(team), target=target,
                        number=number), "tricks")
    else:
        crossing = [t for t in range(TEAMS) if before[t] + pegged[t].points >= target]
        for t in range(TEAMS):
            if pegged[t].points:
                totals[t] += pegged[t].points
                steps.append({"step": say("during play"), "team": t,
                              "points": pegged[t].points, "scores": list(totals)})
        if len(crossing) == 1:
            reached = crossing[0]
        elif len(crossing) == 2:
            unknown_order = True
    finished = reached is not None or unknown_order
    if played < CARDS_IN_PLAY and not finished:
        raise InvalidInputError(say_n("{n} card was taken, but a hand is nine tricks ({all} "
                                      "cards) unless a side reaches {target} during play",
                                      "{n} cards were taken, but a hand is nine tricks ({all} "
                                      "cards) unless a side reaches {target} during play",
                                      played, all=CARDS_IN_PLAY, target=target), field)
    game_count = [count(cards) for cards in won]
    game: int | None = None
    for t in range(TEAMS):
        lines.append(say("{side} for game: {sum}.", side=Side(t),
                         sum=_scored_text(game_count[t])))
    if finished:
        lines.append(say("Play stopped at {target}, so nothing is scored for game.",
                         target=target))
    elif game_count[0].points == game_count[1].points:
        lines.append(say("Game is tied at {points}: neither team scores the {bonus}.",
                         points=game_count[0].points, bonus=GAME_BONUS))
    else:
        game = 0 if game_count[0].points > game_count[1].points else 1
        totals[game] += GAME_BONUS
        steps.append({"step": say("game"), "team": game, "points": GAME_BONUS,
                      "scores": list(totals)})
        lines.append(say("{side} {has|have} more for game ({mine} against {theirs}) and "
                         "{scores|score} {bonus}.", side=Side(game),
                         mine=game_count[game].points, theirs=game_count[1 - game].points,
                         bonus=GAME_BONUS))
        if totals[game] >= target:
            reached = game
    points = [totals[t] - before[t] for t in range(TEAMS)]
    lines.append(say("This hand: {first} {a}, {second} {b}.", first=Side(0), a=points[0],
                     second=Side(1), b=points[1]))
    if unknown_order:
        end = say("Both teams reached {target} during play; the first to get there wins, which "
                  "the won cards cannot show: give the tricks in order.", target=target)
    elif reached is not None:
        when = next(s["step"] for s in steps if s["scores"][reached] >= target)
        end = say("{side} reached {target} ({when}) and {wins|win}; play stops there.",
                  side=Side(reached), target=target, when=when)
    else:
        end = say("Scores {a} and {b}: nobody has reached {target} yet.", a=totals[0],
                  b=totals[1], target=target)
    if hand.scores is not None or reached is not None or unknown_order:
        lines.append(end)
    if game is None:
        scored = say("{first} {scores|score} {a}, {second} {b}.", first=Side(0), a=points[0],
                     second=Side(1), b=points[1])
    else:  # both sides are partnerships: the verbs agree with either
        scored = say("{first} {scores|score} {a}, {second} {b}; {side} {takes|take} {bonus} "
                     "for game.", first=Side(0), a=points[0], second=Side(1), b=points[1],
                     side=Side(game), bonus=GAME_BONUS)
    explanation = join(scored, end)
    return NineCardDonScore(
        points_in_play=tuple(p.points for p in pegged),
        game_points=tuple(g.points for g in game_count), game=game, points=tuple(points),
        steps=tuple(steps), scores_before=tuple(before), scores=tuple(totals), target=target,
        winner=reached, game_over=reached is not None or unknown_order,
        award=Award("team", tuple(points)), breakdown=tuple(lines), explanation=explanation)


SCORE = bodies.Question(score, NineCardDonHand, NineCardDonScore)


def _scored_text(tally: Count) -> str:
    lines = [line for line in tally.breakdown if line.points]
    if not lines:
        return say("nothing")
    return ShownCount(((line.card, line.points) for line in lines), tally.points)


GAME = Game(
    "nine-card-don", "Nine-Card Don", 4, 4, pack_52, Scoring.POINTS,
    N_("Pitch-style partnership game: the first lead sets trumps, to 121."),
    side_nouns=(say_in("nine-card-don", "team {number}"), say_in("nine-card-don", "Team {number}"),
                say_in("nine-card-don", "Team")),
    figures={"cards": TRICKS * 4},
    end=ReachTarget(TARGET, at_once=True),
    options=(target_option(TARGET),), teams=pairs_across, deal=DealRule("left"),
    questions={"count": count, "trick": rule_trick, "score": SCORE},
    context_flags=(("first_lead_of_hand",
                    N_("This is the hand's first trick (its lead sets trumps)")),),
    rules="003:421")
"""Play stops the moment a partnership reaches or exceeds 121 (003 line 469)."""
