"""The kinds of action a table understands, each checking itself against the state it changes.

Every kind is a :class:`Kind`: ``apply(state, payload)`` changes the state or raises
:class:`EventError` (changing nothing that is kept), and returns the line the history shows.
Common kinds serve every table; a game registers its own (``scorebook.bura`` adds ``claim``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from referee.catalog import BUY_IN_FIRST, Scoring, read_int
from referee.game import TEAM_LABEL, join_names
from referee.games import GAMES
from referee.words import N_, Message, clauses, join, say, say_n
from referee.words import Verbatim as V

from .events import EventError
from .state import GameResult, State

Apply = Callable[[State, dict[str, Any]], str]


@dataclass(frozen=True)
class Kind:
    name: str
    label: str
    """What the action is called (a button, a menu), marked with ``N_`` where it is written."""
    apply: Apply
    games: frozenset[str] | None = None
    """The games that know this kind; None for every game (a game's own actions are the ones
    its declaration lists: ``Game.actions``, see :func:`declared_by`)."""
    stale_ok: bool = False
    """Whether a form prepared before another phone changed the table still means the same and
    may apply (one player's bet, a payment, an undo of a named action). Every other action is
    refused on a moved table, with the fresh state: its meaning depends on the pot, the stakes
    or the hand as they stood (take the pot, a claim, a fold), or a second phone entering it
    would record it twice (everyone antes, next deal, the hand's score)."""
    schema: dict[str, Any] | None = None
    """The JSON schema of the payload, for the OpenAPI document."""
    doc: str = ""
    after_end: bool = False
    """Whether the kind may still be entered once the game is over (undo, a name corrected)."""
    what: str = ""
    """The action named inside a sentence ("Undo #3 (bet)"), marked with ``N_``."""
    result: bool = False
    """Whether the action is the hand's result (a score, a win, a claim, a redeal): a hand has
    one, so a second before the next deal is refused rather than counted as another hand."""

    def said(self) -> Message:
        """The action's name, in the reader's language."""
        return say(self.label)

    def said_within(self) -> Message:
        """The action's name inside a sentence (in English, in lower case)."""
        return say(self.what) if self.what else join(self.label.lower())

    def check_fields(self, payload: dict[str, Any]) -> None:
        """Only the fields this kind declares may be stored: anything else is refused, by
        name, before anything is written."""
        known = list((self.schema or {}).get("properties", {}))
        for name in payload:
            if name not in known:
                if known:
                    raise EventError(say("{field} is not a field of {action} (fields: {fields})",
                                         field=V(repr(str(name)[:40])), action=self.said_within(),
                                         fields=V(", ".join(known))), str(name)[:40])
                raise EventError(say("{field} is not a field of {action} (fields: none)",
                                     field=V(repr(str(name)[:40])), action=self.said_within()),
                                 str(name)[:40])

    def filled(self, payload: dict[str, Any]) -> dict[str, Any]:
        """The payload with every declared field, each one absent or empty given its default
        (the schema's ``default``, else None): two payloads meaning the same action are then
        equal (``ante`` without ``seats`` and with ``seats: []``: everyone), and two meaning
        different ones never (``ante`` for seat 0 and ``ante`` for everyone)."""
        declared = (self.schema or {}).get("properties", {})
        out = {}
        for name in sorted(set(declared) | set(payload)):
            value = payload.get(name)
            if value is None or value == "" or value == []:
                value = declared.get(name, {}).get("default")
            out[name] = value
        return out

    def serves(self, game: str) -> bool:
        return self.games is None or game in self.games


KINDS: dict[str, Kind] = {}


def declared_by(action: str) -> frozenset[str]:
    """The games whose declaration lists this table action (Bura's ``claim``)."""
    return frozenset(key for key, game in GAMES.items() if action in game.actions)


def register(kind: Kind) -> Kind:
    KINDS[kind.name] = kind
    return kind


def kind_for(game: str, name: Any) -> Kind:
    kind = KINDS.get(name) if isinstance(name, str) else None
    if kind is None or not kind.serves(game):
        known = ", ".join(k for k, v in KINDS.items() if v.serves(game))
        raise EventError(say("{name} is not an action here (actions: {actions})",
                             name=V(repr(str(name)[:40])), actions=V(known)), "kind")
    return kind


def seats_payload(state: State, payload: dict[str, Any]) -> list[int]:
    """The ``seats`` of an action, or every player still in the game."""
    given = payload.get("seats")
    if given is None or given == []:
        return state.active_seats()
    if not isinstance(given, list):
        raise EventError(say("seats must be a list of seats"), "seats")
    seats = [state.seat(s, "seats") for s in given]
    if len(set(seats)) != len(seats):
        raise EventError(say("a seat is listed twice"), "seats")
    return seats


def names(state: State, seats: list[int]) -> Message:
    return join_names([state.named(s) for s in seats])


# --- tokens -------------------------------------------------------------------------------
def apply_ante(state: State, payload: dict[str, Any]) -> str:
    state.require_pot()
    ante = state.amount(payload.get("amount", state.options.get("ante", 1)), "amount")
    seats = seats_payload(state, payload)
    # a player with no tokens is named at the ante, never skipped in silence: they sit the
    # hand out, or (the table's option) buy in first
    broke = [] if payload.get("seats") else [s for s in range(len(state.players))
                                             if state.tokens[s] == 0]
    if broke and state.options.get("broke") == BUY_IN_FIRST:
        raise EventError(say_n("{players} has no tokens and must buy in before the ante",
                               "{players} have no tokens and must buy in before the ante",
                               len(broke), players=names(state, broke)), "seats")
    if not seats:
        raise EventError(say("nobody is left to ante"), "seats")
    short = [s for s in seats if state.tokens[s] < ante]
    if short:
        raise EventError(say("{players} cannot ante {ante}: {player} has {tokens}",
                             players=names(state, short), ante=ante,
                             player=state.named(short[0]), tokens=state.tokens[short[0]]),
                         "seats")
    for seat in seats:
        state.to_pot(seat, ante, "ante")
    state.game_state["anted"] = sorted(set(state.game_state.get("anted", [])) | set(seats))
    line = say("{players} ante {ante} each; the pot holds {pot}", players=names(state, seats),
               ante=ante, pot=state.pot)
    if broke:
        return clauses(line, say_n("{players} has no tokens and sits this hand out",
                                "{players} have no tokens and sit this hand out", len(broke),
                                players=names(state, broke)))
    return line


def apply_bet(state: State, payload: dict[str, Any]) -> str:
    state.require_pot()
    seat = state.seat(payload.get("seat"))
    amount = state.amount(payload.get("amount"))
    state.to_pot(seat, amount, "bet")
    return say("{player} bets {amount}; the pot holds {pot}", player=state.named(seat),
               amount=amount, pot=state.pot)


def apply_collect(state: State, payload: dict[str, Any]) -> str:
    state.require_pot()
    seat = state.seat(payload.get("seat"))
    if state.pot == 0:
        raise EventError(say("the pot is empty"), "seat")
    raw = payload.get("amount")
    amount = state.pot if raw in (None, "") else state.amount(raw)
    state.from_pot(seat, amount)
    state.game_state["pot_taken"] = True
    if state.pot == 0:
        return say("{player} takes the pot of {amount}", player=state.named(seat),
                   amount=amount)
    return say("{player} takes {amount} from the pot", player=state.named(seat), amount=amount)


def apply_transfer(state: State, payload: dict[str, Any]) -> str:
    state.require_tokens()
    giver = state.seat(payload.get("from"), "from")
    taker = state.seat(payload.get("to"), "to")
    if giver == taker:
        raise EventError(say("a transfer needs two different players"), "to")
    amount = state.amount(payload.get("amount"))
    state.transfer(giver, taker, amount)
    return say("{giver} gives {amount} to {taker}", giver=state.named(giver), amount=amount,
               taker=state.named(taker))


def apply_lose(state: State, payload: dict[str, Any]) -> str:
    state.require_tokens()
    seat = state.seat(payload.get("seat"))
    amount = state.amount(payload.get("amount"))
    state.lose(seat, amount)
    return say("{player} loses {amount} out of play", player=state.named(seat),
               amount=amount)


def apply_buy_in(state: State, payload: dict[str, Any]) -> str:
    """Tokens added to a player (and so to what was handed out); what they owe the pot is
    paid from them first."""
    state.require_tokens()
    seat = state.seat(payload.get("seat"))
    amount = state.amount(payload.get("amount"))
    state.tokens[seat] += amount
    state.handed_out += amount
    state.write_buy_in(seat, amount)
    debt = min(state.owed[seat], state.tokens[seat])
    if debt:
        state.to_pot(seat, debt, "pay")
        state.owed[seat] -= debt
        return say("{player} buys in for {amount} and pays the {debt} owed into the pot; the "
                   "pot holds {pot}", player=state.named(seat), amount=amount, debt=debt,
                   pot=state.pot)
    return say("{player} buys in for {amount}", player=state.named(seat), amount=amount)


# --- the score pad --------------------------------------------------------------------------
def apply_score(state: State, payload: dict[str, Any]) -> str:
    """Points for the hand: per seat (``points``: one number a player) or per team."""
    state.require_pad()
    points = payload.get("points")
    teams = payload.get("teams")
    if teams is not None or (state.uses_teams and isinstance(points, list)
                             and len(points) == state.setup.team_count
                             and len(points) != len(state.players)):
        values = teams if teams is not None else points
        count = state.setup.team_count
        checked = _points_list(state, values, count, "teams" if teams is not None else "points")
        for team, value in enumerate(checked):
            state.add_team_score(team, value)
        _above_floor(state, "teams" if teams is not None else "points")
        state.end_hand(None)
        return scored_line([team_name(state, t) for t in range(count)], checked)
    checked = _points_list(state, points, len(state.players), "points")
    for seat, value in enumerate(checked):
        if state.uses_teams:
            raise EventError(say("this table scores by team: give one number per team"),
                             "points")
        state.add_score(seat, value)
    _above_floor(state, "points")
    state.end_hand(None)
    return scored_line([state.named(s) for s in range(len(checked))], checked)


def _above_floor(state: State, field_name: str) -> None:
    """No side's total below the game's lowest (a Mus side cannot hold fewer than no
    counters): refused before it is stored, as no page could show it."""
    lowest = state.info.lowest_score
    if lowest is None:
        return
    names = [team_name(state, t) for t in range(state.setup.team_count)] if state.uses_teams \
        else [state.named(p.seat) for p in state.players]
    for name, total in zip(names, state.side_scores()):
        if total < lowest:
            raise EventError(say("{game} keeps no total below {lowest}: {side} would have "
                                 "{total}", game=state.info.title, lowest=lowest,
                                 side=name, total=total), field_name)


def scored_line(who: list[str], points: list[int] | tuple[int, ...],
                exact: tuple[int, ...] | None = None) -> Message:
    """"Hand scored: Ann +10, Boris −3"; with the figures before the game rounded them, when
    rounding changed one: "Hand scored: Ann & Cy +130, Bo & Di +40 (rounded: 125 → 130, 37 →
    40)" (a table that saw 162 become 170 asked why)."""
    scored = join(*(join(n, f"{v:+d}") for n, v in zip(who, points)), sep=", ")
    if exact is None or list(exact) == list(points):
        return say("Hand scored: {points}", points=scored)
    figures = ", ".join(f"{e} → {v}" if e != v else f"{v}" for e, v in zip(exact, points))
    return say("Hand scored: {points} (rounded: {figures})", points=scored,
               figures=V(figures))


def _points_list(state: State, values: Any, count: int, field_name: str) -> list[int]:
    if isinstance(values, dict):
        listed = [0] * count
        for key, value in values.items():
            index = state.seat(key, field_name) if count == len(state.players) else key
            if not isinstance(index, int):
                try:
                    index = int(index)
                except (TypeError, ValueError):
                    raise EventError(say("{key} is not a team", key=V(repr(str(key)[:20]))),
                                     field_name) from None
            if not 0 <= index < count:
                raise EventError(say("{index} is not a team here", index=index), field_name)
            listed[index] = value
        values = listed
    if not isinstance(values, list) or len(values) != count:
        if count == len(state.players):
            raise EventError(say_n("give {n} score, one for each player",
                                   "give {n} scores, one for each player", count), field_name)
        raise EventError(say_n("give {n} score, one for each team",
                               "give {n} scores, one for each team", count), field_name)
    out = []
    for value in values:
        if value in (None, ""):
            value = 0
        number = read_int(value, N_("A score"), field_name)
        if abs(number) > 10**6:
            raise EventError(say("that score is too large"), field_name)
        out.append(number)
    return out


def team_name(state: State, team: int) -> Any:
    """A team's players' names as one subject ("Ann & Carl", with their genders together)."""
    members = [p.seat for p in state.players if p.team == team]
    return state.named_side(members) if members else state.info.side_word(TEAM_LABEL,
                                                                           number=team + 1)


def apply_won(state: State, payload: dict[str, Any]) -> str:
    """A tally game: the seat (and so its team) won this game or hand, one more on the tally."""
    if state.book is not Scoring.TALLY:
        raise EventError(say("{game} keeps a score pad: score the hand instead",
                             game=state.info.title), "kind")
    seat = state.seat(payload.get("seat"))
    team = state.players[seat].team
    if state.uses_teams and team is not None:
        state.add_team_score(team, 1)
        who = team_name(state, team)
    else:
        state.add_score(seat, 1)
        who = state.named(seat)
    state.end_hand(None)
    if " & " in who:
        return say("{who} win: {count} on the tally", who=who, count=state.score_of(seat))
    return say("{who} wins: {count} on the tally", who=who, count=state.score_of(seat))


# --- the deal -------------------------------------------------------------------------------
def apply_deal(state: State, payload: dict[str, Any]) -> str:
    """The next hand: the dealer moves as the game says; token games may ante as they deal."""
    if state.game_state.get("score_entries"):
        raise EventError(say("the scorekeepers' entries for this hand are not settled yet: "
                             "correct one so they agree before the next deal"), "kind")
    dealer = state.deals_next()
    again = state.redeal
    if not again:
        state.hand += 1
    state.dealer = dealer
    state.next_dealer = None
    state.redeal = False
    state.game_state = {}
    anted: Message | None = None
    if payload.get("ante") and state.uses_tokens:
        anted = apply_ante(state, {"amount": payload.get("amount")}
                           if payload.get("amount") not in (None, "") else {})
    size = state.info.deal.hand_size(state.hand)
    who = state.named(dealer)
    if size:
        line = (say_n("Hand {hand} dealt again: {dealer} deals, {n} card each",
                      "Hand {hand} dealt again: {dealer} deals, {n} cards each", size,
                      hand=state.hand, dealer=who) if again else
                say_n("Hand {hand}: {dealer} deals, {n} card each",
                      "Hand {hand}: {dealer} deals, {n} cards each", size, hand=state.hand,
                      dealer=who))
    else:
        line = (say("Hand {hand} dealt again: {dealer} deals", hand=state.hand, dealer=who)
                if again else say("Hand {hand}: {dealer} deals", hand=state.hand, dealer=who))
    return clauses(line, anted) if anted is not None else line


def apply_rename(state: State, payload: dict[str, Any]) -> str:
    """A player's name corrected, or the grammatical gender the words about them take (given,
    changed, or taken back with null); the history keeps what was shown before."""
    from .setup import MAX_NAME, clean_name, read_gender
    seat = state.seat(payload.get("seat"))
    if "gender" in payload:
        gender = read_gender(payload.get("gender"), "gender")
        if payload.get("name") in (None, ""):  # the gender alone
            state.regendered[seat] = gender
            return say("{name}: the words about this player now agree with the gender "
                       "given", name=state.named(seat)) if gender else say(
                "{name}: no gender given, the words about this player need none",
                name=state.named(seat))
        state.regendered[seat] = gender
    name = clean_name(payload.get("name"))
    if not name:
        raise EventError(say("give the name to use"), "name")
    if len(name) > MAX_NAME:
        raise EventError(say_n("a name is at most {n} character",
                               "a name is at most {n} characters", MAX_NAME), "name")
    if any(p.name.casefold() == name.casefold() for p in state.players if p.seat != seat):
        raise EventError(say("another player is already called {name}", name=V(name)), "name")
    before = state.name(seat)
    state.renamed[seat] = name
    return say("{before} is now called {name}", before=V(before), name=state.named(seat))


def apply_rematch(state: State, payload: dict[str, Any]) -> str:
    """The next game at the same table and seats, once this one is over; the winners' side
    gets one more on the evening's tally."""
    ended = state.outcome
    if ended is None:
        raise EventError(say("this game is not over yet: a rematch starts once it is"), "kind")
    if state.round_result() is not None:
        raise EventError(say("this table's round is complete and its result is in the "
                             "standings: the next round is played at the table its draw "
                             "names"), "kind")
    if not ended.tie:
        for side in ended.winners:
            state.tally[side] += 1
    state.finished.append(GameResult(ended, state.side_scores()))
    number = state.game_number
    state.new_game()
    return say("Game {number}, same players: {dealer} deals", number=number + 1,
               dealer=state.named(state.dealer))


def apply_undo(state: State, payload: dict[str, Any]) -> str:
    """Undo is resolved before replay (see :mod:`scorebook.replay`); here it only reads."""
    return say("Undo #{event}", event=V(str(payload.get("event"))))


_SEAT = {"type": "integer", "minimum": 0, "description": "a seat, 0 is the first player"}
_AMOUNT = {"type": "integer", "minimum": 1}

register(Kind("ante", N_("Ante"), apply_ante, what=N_("ante"), schema={
    "type": "object", "properties": {"seats": {"type": "array", "items": _SEAT, "default": []},
                                     "amount": _AMOUNT}},
    doc="Each player still in (or each of `seats`) puts the ante (the table's, or `amount`) "
        "into the pot."))
register(Kind("bet", N_("Bet"), apply_bet, stale_ok=True, what=N_("bet"), schema={
    "type": "object", "required": ["seat", "amount"],
    "properties": {"seat": _SEAT, "amount": _AMOUNT}},
    doc="`seat` puts `amount` into the pot."))
register(Kind("collect", N_("Take the pot"), apply_collect, what=N_("take the pot"), schema={
    "type": "object", "required": ["seat"], "properties": {"seat": _SEAT, "amount": _AMOUNT}},
    doc="`seat` takes the pot, or `amount` of it."))
register(Kind("transfer", N_("Pay"), apply_transfer, stale_ok=True, what=N_("pay"), schema={
    "type": "object", "required": ["from", "to", "amount"],
    "properties": {"from": _SEAT, "to": _SEAT, "amount": _AMOUNT}},
    doc="`from` gives `amount` tokens to `to`."))
register(Kind("lose", N_("Lose chips"), apply_lose, stale_ok=True, what=N_("lose chips"),
              schema={
    "type": "object", "required": ["seat", "amount"],
    "properties": {"seat": _SEAT, "amount": _AMOUNT}},
    doc="`seat` loses `amount` tokens out of play."))
register(Kind("buy_in", N_("Buy in"), apply_buy_in, stale_ok=True, what=N_("buy in"), schema={
    "type": "object", "required": ["seat", "amount"],
    "properties": {"seat": _SEAT, "amount": _AMOUNT}},
    doc="`seat` is given `amount` more tokens (counted in what was handed out, so tokens stay "
        "conserved); what they owe the pot is paid from them first."))
register(Kind("score", N_("Score the hand"), apply_score, what=N_("score the hand"),
              result=True, schema={
    "type": "object",
    "properties": {"points": {"oneOf": [{"type": "array", "items": {"type": "integer"}},
                                        {"type": "object"}]},
                   "teams": {"type": "array", "items": {"type": "integer"}}}},
    doc="Points for the hand: `points` one number per seat (or per team at a partnership "
        "table), or `teams` one number per team."))
register(Kind("won", N_("Won"), apply_won, frozenset(
    k for k, g in GAMES.items() if g.scoring is Scoring.TALLY), what=N_("won"), result=True,
    schema={
    "type": "object", "required": ["seat"], "properties": {"seat": _SEAT}},
    doc="Tally games (Aggravation, Tute, One-Eyed Jack): `seat` (and so their team) won this "
        "game or hand; one more on the tally."))
register(Kind("deal", N_("Next deal"), apply_deal, what=N_("next deal"), schema={
    "type": "object", "properties": {"ante": {"type": "boolean", "default": False},
                                     "amount": _AMOUNT}},
    doc="Start the next hand; the dealer moves as the game says. With `ante`, everyone still "
        "in antes as the cards are dealt."))
register(Kind("rename", N_("Correct a name"), apply_rename, stale_ok=True, after_end=True,
              what=N_("correct a name"), schema={
    "type": "object", "required": ["seat"],
    "properties": {"seat": _SEAT, "name": {"type": "string", "maxLength": 40},
                   "gender": {"enum": ["f", "m", None]}}},
    doc="`seat`'s name is corrected to `name` (the history keeps the old lines as they were); "
        "`gender` (`\"f\"`, `\"m\"`, or null for none) gives or corrects the grammatical "
        "gender the words about that player take, with the name or alone."))
register(Kind("rematch", N_("New game, same players"), apply_rematch, after_end=True,
              what=N_("new game, same players"), schema={
    "type": "object", "properties": {}},
    doc="Once the game is over: the next game at the same table and seats. The book starts "
        "again as the game's book says (tokens handed out again, the pad cleared), the first "
        "deal passes to the next player, and the state's `tally` counts the games won per "
        "player, or per team at a partnership table."))
register(Kind("undo", N_("Undo"), apply_undo, stale_ok=True, after_end=True, what=N_("undo"),
              schema={
    "type": "object", "properties": {"event": {"type": "integer", "minimum": 1}}},
    doc="Void event number `event` (the last live one when absent). Undoing an undo "
        "restores what it voided."))

