"""Toepen's actions at the table: knocks, folds and stays, the discard challenge, the hand won.

The rules live in :mod:`referee.toepen`: the running hand is a :class:`referee.toepen.ToepenHand`
kept in ``state.game_state["toepen"]`` (dealt from the chips in front of the players when the
hand's first action comes), and every move here is that machine's move, refused with its
reason. Here the moves only move the chips. Lost chips leave play (001: nobody collects them).

- ``knock``: the hand's value goes up by one; nobody may knock past their own chips, and every
  other player still in must then fold or stay before anything else happens.
- ``fold``: in answer to a knock, the folder pays the value before it, out of play, at once.
- ``stay``: in answer to a knock, play on at the new value.
- ``discard_challenge``: before the first knock, a discard of aces and court cards only was
  right (the challenger loses a token), a discard with a number card wrong (the discarder
  loses it).
- ``toepen_won``: the winner of the last trick, or the one left when everyone else folded.
  Everyone else still in loses the hand's value (at most what they have); the winner deals
  next.

A player at zero is out. The game ends when a player runs out (or, with the table option
``last_player_wins``, when one player alone has chips): :func:`scorebook.replay.outcome`.
A fold that leaves one player standing ends the hand at once: that player wins it, pays
nothing and deals next (001 line 42), with nothing more to record.
"""

from __future__ import annotations

from typing import Any

from referee import toepen as rules
from referee.errors import RefereeError
from referee.cards import read_cards, Shown
from referee.words import N_, Message, Verbatim, clauses, join, listing, say

from .events import EventError
from .kinds import Kind, declared_by, register
from .naming import named
from .state import RUNNING, State



class ToepenMove(Kind):
    """A Toepen action; :meth:`hand` lets the table page ask the running hand what ``can``
    happen, so the buttons offered are the moves the rules allow."""

    def hand(self, state: State) -> rules.ToepenHand | None:
        """The hand being played, or None when it is over (or fewer than two have chips)."""
        if state.game_state.get("hand_over"):
            return None
        held = state.game_state.get(RUNNING)
        if isinstance(held, rules.ToepenHand):
            return held
        try:
            return rules.ToepenHand.deal(state.tokens, state.options)
        except RefereeError:
            return None


def running_hand(state: State) -> rules.ToepenHand:
    if state.game_state.get("hand_over"):
        raise EventError(say("this hand is over: deal the next one first"), "kind")
    hand = MOVES.hand(state)
    if hand is None:
        raise EventError(say("a hand needs at least two players with chips"), "kind")
    return hand


def move(state: State, payload: dict[str, Any], action: str) -> tuple[rules.ToepenHand, int]:
    """The hand after ``action`` by the payload's seat, or the referee's reason, by name."""
    seat = state.seat(payload.get("seat"))
    hand = running_hand(state)
    try:
        after = hand.do(action, seat)
    except RefereeError as error:
        raise EventError(named(state, error.message), error.field) from None
    state.game_state[RUNNING] = after
    return after, seat


def who(state: State, seat: int) -> Verbatim:
    """A player as the table calls them (a name typed at the table is never translated)."""
    return state.named(seat)


def apply_knock(state: State, payload: dict[str, Any]) -> str:
    hand, seat = move(state, payload, "knock")
    # in a list with the reader's own "and": "Femke, Joost en Lars"
    waiting = listing([who(state, s) for s in hand.answering])
    state.last_ruling = {"value": hand.value, "answering": list(hand.answering),
                         "explanation": say("{player} knocks: the hand is worth {value}. "
                                            "{players} must fold (paying {paying}) or stay.",
                                            player=who(state, seat), value=hand.value,
                                            players=waiting, paying=hand.value - 1)}
    return say("{player} knocks: the hand is worth {value}", player=who(state, seat),
               value=hand.value)


def apply_fold(state: State, payload: dict[str, Any]) -> str:
    hand, seat = move(state, payload, "fold")
    due = dict(hand.folded)[seat]
    paid = min(due, state.tokens[seat])
    if paid:
        state.lose(seat, paid)
    knocker = who(state, hand.last_knocker) if hand.last_knocker is not None \
        else say("a player")
    player = who(state, seat)
    # 001: a player who folds after a knock pays what the hand was worth before that knock
    sentences: list[Message] = [
        say("{player} folds and pays {paid}: {knocker}'s knock raised the hand from {due} to "
            "{value}; folding costs what it was worth before the knock. The chips leave play.",
            player=player, paid=paid, knocker=knocker, due=due, value=hand.value)
        if paid >= due else
        say("{player} folds and pays {paid}: {knocker}'s knock raised the hand from {due} to "
            "{value}; folding costs what it was worth before the knock, {due}, but {player} "
            "had only {paid} and pays all of it. The chips leave play.",
            player=player, paid=paid, knocker=knocker, due=due, value=hand.value)]
    out = state.tokens[seat] == 0
    if out:
        sentences.append(say("{player} has no chips left and is out of the game.",
                             player=player))
    if out:
        line = say("{player} folds, pays {paid} out of play and is out of the game",
                   player=player, paid=paid)
    else:
        line = say("{player} folds, pays {paid} out of play", player=player, paid=paid)
    if hand.last_standing is not None:
        # 001 line 42: everyone else folded, so the knocker wins the hand at once, pays
        # nothing and deals next; the fold settles the hand, nobody need record the win
        won = win(state, hand, hand.last_standing)
        state.last_ruling = dict(state.last_ruling or {}, seat=seat, paid=paid,
                                 explanation=join(*sentences, state.last_ruling["explanation"]))
        return clauses(line, won)
    state.last_ruling = {"seat": seat, "paid": paid, "value": hand.value,
                         "explanation": join(*sentences)}
    return line


def apply_stay(state: State, payload: dict[str, Any]) -> str:
    hand, seat = move(state, payload, "stay")
    return say("{player} stays in at {value}", player=who(state, seat), value=hand.value)


def apply_challenge(state: State, payload: dict[str, Any]) -> str:
    hand = running_hand(state)
    if hand.history:
        raise EventError(say("a discard is challenged before play, and this hand has had a "
                             "knock"), "kind")
    discarder = state.seat(payload.get("discarder"), "discarder")
    challenger = state.seat(payload.get("challenger"), "challenger")
    for seat, role in ((discarder, "discarder"), (challenger, "challenger")):
        if state.tokens[seat] == 0:
            raise EventError(say("{player} has no chips and is out of the game",
                                 player=who(state, seat)), role)
    try:
        cards = read_cards(state.info.pack_for(state.options), payload.get("cards"),
                           "cards", allow_empty=False)
        ruling = rules.challenge_discard(cards, discarder, challenger, len(state.players))
    except RefereeError as error:
        raise EventError(named(state, error.message), error.field) from None
    loser = ruling["loser"]
    state.lose(loser, min(rules.CHALLENGE_COST, state.tokens[loser]))
    explanation = named(state, ruling["explanation"])
    if state.tokens[loser] == 0:
        explanation = join(explanation, say("{player} has no chips left and is out.",
                                            player=who(state, loser)))
    # the hand is dealt again from the chips as they now stand (nobody has knocked yet)
    state.game_state.pop(RUNNING, None)
    state.last_ruling = dict(ruling, explanation=explanation)
    verdict = CHALLENGED[bool(ruling["correct"])]
    return say(verdict, player=who(state, challenger), discarder=who(state, discarder),
               cards=Shown(cards), loser=who(state, loser),
               cost=rules.CHALLENGE_COST)


CHALLENGED = {
    True: N_("{player} challenges {discarder}'s discard ({cards}): the discard was right, "
             "{loser} loses {cost}"),
    False: N_("{player} challenges {discarder}'s discard ({cards}): the discard was wrong, "
              "{loser} loses {cost}")}
"""The history line of a challenged discard, by whether the discard was right."""


def apply_won(state: State, payload: dict[str, Any]) -> str:
    hand = running_hand(state)
    raw = payload.get("seat")
    return win(state, hand, None if raw in (None, "") else state.seat(raw))


def win(state: State, hand: rules.ToepenHand, winner: int | None) -> Message:
    """The hand won (``winner``: who took the last trick, or None when everyone else folded):
    everyone else still in loses its value, and the winner deals next (001 lines 32-34)."""
    try:
        winner, lost, _ = hand.losses(winner)
    except RefereeError as error:
        raise EventError(named(state, error.message),
                         "seat" if error.field == "winner" else error.field) from None
    folded = dict(hand.folded)
    lines: list[Message] = []
    total = 0
    if hand.last_standing is not None:
        lines.append(say("Everyone else folded: {player} wins the hand and pays nothing.",
                         player=who(state, winner)))
    else:
        lines.append(say("{player} took the last trick and pays nothing.",
                         player=who(state, winner)))
    for seat, due in enumerate(lost):
        due -= folded.get(seat, 0)
        if due <= 0 or seat == winner:
            continue
        due = min(due, state.tokens[seat])
        state.lose(seat, due)
        total += due
        short, out = due < hand.value, state.tokens[seat] == 0
        lines.append(say(STILL_IN[short, out], player=who(state, seat), lost=due,
                         value=hand.value))
    lines.append(say("{player} deals the next hand.", player=who(state, winner)))
    state.last_ruling = {"winner": winner, "value": hand.value, "lost": total,
                         "next_dealer": winner, "breakdown": lines,
                         "explanation": join(*lines)}
    state.end_hand(next_dealer=winner)
    if total:
        return say("{player} wins the hand worth {value}; {lost} out of play",
                   player=who(state, winner), value=hand.value, lost=total)
    return say("{player} wins the hand worth {value}", player=who(state, winner),
               value=hand.value)


STILL_IN = {
    (False, False): N_("{player} was still in and loses {lost}."),
    (True, False): N_("{player} was still in and loses {lost} (all they had; the hand was "
                      "worth {value})."),
    (False, True): N_("{player} was still in and loses {lost} and is out of the game."),
    (True, True): N_("{player} was still in and loses {lost} (all they had; the hand was "
                     "worth {value}) and is out of the game.")}
"""A player still in when the hand was won: whether they could pay it all (short), and
whether it put them out of the game."""


_SEAT = {"type": "integer", "minimum": 0, "description": "a seat, 0 is the first player"}
MOVES = register(ToepenMove("knock", N_("Knock"), apply_knock, declared_by("knock"),
                            what=N_("knock"), schema={
    "type": "object", "required": ["seat"], "properties": {"seat": _SEAT}},
    doc="Toepen: `seat` knocks, raising the hand's value by one. Nobody may knock past their "
        "own chips, nor before everyone has answered the last knock (with the option "
        "no_knock_twice, nor twice in a row). Every other player still in must then `fold` or "
        "`stay`."))
register(ToepenMove("fold", N_("Fold"), apply_fold, declared_by("fold"), what=N_("fold"), schema={
    "type": "object", "required": ["seat"], "properties": {"seat": _SEAT}},
    doc="Toepen: `seat` folds in answer to a knock, paying the value before that knock out of "
        "play at once, and takes no further part in the hand."))
register(ToepenMove("stay", N_("Stay in"), apply_stay, declared_by("stay"),
                    what=N_("stay in"), schema={
    "type": "object", "required": ["seat"], "properties": {"seat": _SEAT}},
    doc="Toepen: `seat` stays in after a knock, playing on at the raised value (even beyond "
        "their chips; they lose at most what they have)."))
register(ToepenMove("discard_challenge", N_("Challenge a discard"), apply_challenge,
                    declared_by("discard_challenge"),
                    what=N_("challenge a discard"),
                    schema={"type": "object", "required": ["discarder", "challenger", "cards"],
                            "properties": {
                                "discarder": _SEAT | {"description": "who threw in"},
                                "challenger": _SEAT | {"description": "who challenged"},
                                "cards": {"oneOf": [{"type": "string"},
                                                    {"type": "array",
                                                     "items": {"type": "string"}}],
                                          "description": "the four cards thrown in, "
                                                         "e.g. \"AS KH QD JC\""}}},
                    doc="Toepen: `challenger` challenges the discard of `discarder`, whose four "
                        "`cards` are shown. Aces and court cards only: the discard was right "
                        "and the challenger loses a token; any 10, 9, 8 or 7: the discarder "
                        "loses it. Lost tokens leave play. Only before the hand's first "
                        "knock."))
register(ToepenMove("toepen_won", N_("Won the hand"), apply_won, declared_by("toepen_won"),
                    what=N_("won the hand"), schema={
    "type": "object", "properties": {"seat": _SEAT | {
        "description": "who took the last trick; may be left out when everyone else folded"}}},
    doc="Toepen: `seat` wins the hand (took the last trick, or is the last one standing). "
        "Everyone else still in loses the hand's value (at most what they have), out of play. "
        "The winner deals next."))
