"""Belote: trump, taker, one team's won cards (the other team took the rest), last trick,
declarations and belote.

The form asks for one pile only: the whole 32-card pack is dealt and played, so the other
team's cards are the rest of the pack, worked out here (nobody taps 32 cards). The pile entered
is team 0's unless ``won_side`` says 1 (the smaller pile is the quicker one to tap; after a
capot, the empty one). Declarations are typed a team a box, groups separated by ``;``
(``JC JD JH JS; AS KS QS``). The helpers here serve Tute and Nine-Card Don too.
"""

from __future__ import annotations

from typing import Any

from referee.cards import Pack, parse_card
from referee.errors import RefereeError
from referee.game import Game

from ..cards import typed
from . import TAPPED, Form, cards, reader, side

TEAMS = 2


def team_piles(form: Form, name: str, pack: Pack) -> list[list[str]]:
    """Both teams' won cards from one pile: the cards in picker ``name`` (and ``<name>_text``)
    are team ``<name>_side`` (0 unless 1 is chosen); the other team took the rest of the pack.

    Tokens that are not cards stay in the pile entered, so the referee names them; they take
    nothing out of the rest."""
    entered = cards(form, name)
    whose = side(form, f"{name}_side")
    whose = whose if whose in (0, 1) else 0
    taken = set()
    for token in entered:
        try:
            taken.add(parse_card(token))
        except RefereeError:
            continue
    rest = [str(card) for card in pack.cards if card not in taken]
    return [entered, rest] if whose == 0 else [rest, entered]


def groups(form: Form, name: str) -> list[list[str]]:
    """Declarations typed in one box, groups separated by ``;`` or new lines."""
    text = form.get(name, "").replace("\n", ";")
    return [typed(group) for group in text.split(";") if group.strip()]


def sides_given(body: dict[str, Any], form: Form, *names: str) -> dict[str, Any]:
    """Add each radio that was chosen (a team or seat number); one left unchosen is left out,
    so the referee asks for it by name."""
    for name in names:
        value = side(form, name)
        if value is not None:
            body[name] = value
    return body


DECLARATIONS_TAPPED = 3
"""Declarations a team may tap on the form (more are typed): two is already rare."""
TAPPED["declarations"] = DECLARATIONS_TAPPED


def declarations(form: Form, team: int) -> list[list[str]]:
    """A team's declarations: each one tapped (a picker a declaration), then those typed."""
    tapped = [form.getlist(f"declaration_{team}_{k}") for k in range(DECLARATIONS_TAPPED)]
    return [group for group in tapped if group] + groups(form, f"declarations_{team}")


@reader("belote")
def belote(form: Form, seats: int, game: Game) -> dict[str, Any]:
    body: dict[str, Any] = {
        "trump": form.get("trump") or None,
        "won": team_piles(form, "won", game.pack_for()),
        "declarations": [declarations(form, t) for t in range(TEAMS)],
        "belote": side(form, "belote")}
    return sides_given(body, form, "taker", "last_trick")
