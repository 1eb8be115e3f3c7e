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
Readings: a fold that leaves one player standing does not end the hand by itself; the table
records it with ``toepen_won`` (the page offers only that player), so the history says who won.
"""

from __future__ import annotations

from typing import Any

from referee import toepen as rules
from referee.errors import RefereeError
from referee.cards import read_cards

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
        raise EventError("this hand is over: deal the next one first", "kind")
    hand = MOVES.hand(state)
    if hand is None:
        raise EventError("a hand needs at least two players with chips", "kind")
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


def apply_knock(state: State, payload: dict[str, Any]) -> str:
    hand, seat = move(state, payload, "knock")
    waiting = [state.name(s) for s in hand.answering]
    state.last_ruling = {"value": hand.value, "answering": list(hand.answering),
                         "explanation": f"{state.name(seat)} knocks: the hand is worth "
                                        f"{hand.value}. {', '.join(waiting)} must fold (paying "
                                        f"{hand.value - 1}) or stay."}
    return f"{state.name(seat)} knocks: the hand is worth {hand.value}"


def apply_fold(state: State, payload: dict[str, Any]) -> str:
    hand, seat = move(state, payload, "fold")
    due = dict(hand.folded)[seat]
    paid = min(due, state.tokens[seat])
    if paid:
        state.lose(seat, paid)
    knocker = state.name(hand.last_knocker) if hand.last_knocker is not None else "a player"
    # 001: a player who folds after a knock pays what the hand was worth before that knock
    reason = (f"{knocker}'s knock raised the hand from {due} to {hand.value}; folding costs "
              f"what it was worth before the knock")
    if paid < due:
        reason += f", {due}, but {state.name(seat)} had only {paid} and pays all of it"
    out = " and is out of the game" if state.tokens[seat] == 0 else ""
    gone = f" {state.name(seat)} has no chips left and is out of the game." if out else ""
    standing = hand.last_standing
    left = (f" Only {state.name(standing)} is left: they win the hand."
            if standing is not None else "")
    state.last_ruling = {"seat": seat, "paid": paid, "value": hand.value,
                         "explanation": f"{state.name(seat)} folds and pays {paid}: {reason}. "
                                        f"The chips leave play.{gone}{left}"}
    return f"{state.name(seat)} folds, pays {paid} out of play{out}"


def apply_stay(state: State, payload: dict[str, Any]) -> str:
    hand, seat = move(state, payload, "stay")
    return f"{state.name(seat)} stays in at {hand.value}"


def apply_challenge(state: State, payload: dict[str, Any]) -> str:
    hand = running_hand(state)
    if hand.history:
        raise EventError("a discard is challenged before play, and this hand has had a knock",
                         "kind")
    discarder = state.seat(payload.get("discarder"), "discarder")
    challenger = state.seat(payload.get("challenger"), "challenger")
    for seat, role in ((discarder, "discarder"), (challenger, "challenger")):
        if state.tokens[seat] == 0:
            raise EventError(f"{state.name(seat)} has no chips and is out of the game", role)
    try:
        cards = read_cards(state.info.pack_for(state.options), payload.get("cards"),
                           "cards", allow_empty=False)
        ruling = rules.challenge_discard(cards, discarder, challenger, len(state.players))
    except RefereeError as error:
        raise EventError(named(state, error.message), error.field) from None
    loser = ruling["loser"]
    state.lose(loser, min(rules.CHALLENGE_COST, state.tokens[loser]))
    out = f" {state.name(loser)} has no chips left and is out." if state.tokens[loser] == 0 \
        else ""
    # the hand is dealt again from the chips as they now stand (nobody has knocked yet)
    state.game_state.pop(RUNNING, None)
    state.last_ruling = dict(ruling, explanation=named(state, ruling["explanation"]) + out)
    verdict = "right" if ruling["correct"] else "wrong"
    return f"{state.name(challenger)} challenges {state.name(discarder)}'s discard " \
           f"({' '.join(map(str, cards))}): the discard was {verdict}, {state.name(loser)} " \
           f"loses {rules.CHALLENGE_COST}"


def apply_won(state: State, payload: dict[str, Any]) -> str:
    hand = running_hand(state)
    raw = payload.get("seat")
    winner = None if raw in (None, "") else state.seat(raw)
    try:
        winner, lost, _ = hand.losses(winner)
    except RefereeError as error:
        raise EventError(named(state, error.message),
                         "seat" if error.field == "winner" else error.field) from None
    folded = dict(hand.folded)
    lines: list[str] = []
    total = 0
    if hand.last_standing is not None:
        lines.append(f"Everyone else folded: {state.name(winner)} wins the hand and pays "
                     "nothing.")
    else:
        lines.append(f"{state.name(winner)} took the last trick and pays nothing.")
    for seat, due in enumerate(lost):
        due -= folded.get(seat, 0)
        if due <= 0 or seat == winner:
            continue
        due = min(due, state.tokens[seat])
        state.lose(seat, due)
        total += due
        short = f" (all they had; the hand was worth {hand.value})" if due < hand.value else ""
        out = " and is out of the game" if state.tokens[seat] == 0 else ""
        lines.append(f"{state.name(seat)} was still in and loses {due}{short}{out}.")
    lines.append(f"{state.name(winner)} deals the next hand.")
    state.last_ruling = {"winner": winner, "value": hand.value, "lost": total,
                         "next_dealer": winner, "breakdown": lines,
                         "explanation": " ".join(lines)}
    state.end_hand(next_dealer=winner)
    losers = f"; {total} out of play" if total else ""
    return f"{state.name(winner)} wins the hand worth {hand.value}{losers}"


_SEAT = {"type": "integer", "minimum": 0, "description": "a seat, 0 is the first player"}
MOVES = register(ToepenMove("knock", "Knock", apply_knock, declared_by("knock"), schema={
    "type": "object", "required": ["seat"], "properties": {"seat": _SEAT}},
    doc="Toepen: `seat` knocks, raising the hand's value by one. Nobody may knock past their "
        "own chips, nor before everyone has answered the last knock (with the option "
        "no_knock_twice, nor twice in a row). Every other player still in must then `fold` or "
        "`stay`."))
register(ToepenMove("fold", "Fold", apply_fold, declared_by("fold"), schema={
    "type": "object", "required": ["seat"], "properties": {"seat": _SEAT}},
    doc="Toepen: `seat` folds in answer to a knock, paying the value before that knock out of "
        "play at once, and takes no further part in the hand."))
register(ToepenMove("stay", "Stay in", apply_stay, declared_by("stay"), schema={
    "type": "object", "required": ["seat"], "properties": {"seat": _SEAT}},
    doc="Toepen: `seat` stays in after a knock, playing on at the raised value (even beyond "
        "their chips; they lose at most what they have)."))
register(ToepenMove("discard_challenge", "Challenge a discard", apply_challenge,
                    declared_by("discard_challenge"),
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
register(ToepenMove("toepen_won", "Won the hand", apply_won, declared_by("toepen_won"), schema={
    "type": "object", "properties": {"seat": _SEAT | {
        "description": "who took the last trick; may be left out when everyone else folded"}}},
    doc="Toepen: `seat` wins the hand (took the last trick, or is the last one standing). "
        "Everyone else still in loses the hand's value (at most what they have), out of play. "
        "The winner deals next."))
