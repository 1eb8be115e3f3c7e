"""The referee's positions in the table's names, for what a ruling shows at a table.

A calculator asked without names speaks of "team 0", "side 1", "player 2" or "seat 3" (its
message templates fall back to positions, :mod:`referee.words`). At a table, the players have
names: this puts them in, partnerships as "Ann & Carl", with the verb after a partnership made
plural ("Ann & Carl score"). A calculator given the table's names has nothing left to replace.
"""

from __future__ import annotations

import re
from typing import Any

from referee.words import Message, Names

from .state import State

POSITION = re.compile(r"\b(?:(?P<side>[Tt]eam|[Ss]ide|[Pp]artnership)|(?P<seat>[Pp]layer|[Ss]eat)) "
                      r"(?P<n>\d{1,2})\b(?P<verb> [a-z]+)?")
BOTH = re.compile(r"\b[Pp]layers (\d) and (\d)\b")
PLURAL = {"scores": "score", "wins": "win", "has": "have", "is": "are", "collects": "collect",
          "takes": "take", "reaches": "reach", "leads": "lead", "loses": "lose",
          "gets": "get", "pays": "pay", "makes": "make", "holds": "hold", "needs": "need",
          "was": "were", "does": "do", "declares": "declare"}


def table_names(state: State) -> Names:
    """How this table calls its players and its sides, for a ruling's message templates."""
    names = tuple(p.name for p in state.players)
    if not state.uses_teams:
        return Names(names, names)
    return Names(names, tuple(" & ".join(names[s] for s in side) for side in state.sides))


def named(state: State, text: str) -> str:
    """``text`` with every position the table can name replaced by the name (a message
    template is given the names, and stays translatable)."""
    if isinstance(text, Message):
        return text.with_names(table_names(state))
    sides = state.sides
    names = [p.name for p in state.players]

    def side_name(index: int) -> str | None:
        if not state.uses_teams or index >= len(sides):
            return names[index] if index < len(names) else None
        return " & ".join(names[s] for s in sides[index])

    def replace(match: re.Match[str]) -> str:
        index = int(match.group("n"))
        name = side_name(index) if match.group("side") else (
            names[index] if index < len(names) else None)
        if name is None:
            return match.group(0)
        verb = match.group("verb") or ""
        if " & " in name and verb.strip() in PLURAL:
            verb = " " + PLURAL[verb.strip()]
        return name + verb

    text = HANDS_OF_SIDE.sub(r"\g<side>", text)
    text = LIST.sub(lambda m: _listed(m, side_name, names), text)
    text = BOTH.sub(lambda m: (side_name(int(m.group(1)) % len(sides))
                               if state.uses_teams else
                               f"{names[int(m.group(1))]} and {names[int(m.group(2))]}"), text)
    text = AND_VERB.sub(lambda m: m.group(1) + " and " + PLURAL[m.group(2)]
                        if m.group(2) in PLURAL else m.group(0), POSITION.sub(replace, text))
    return ITS.sub(lambda m: m.group(1) + "their", text)


LIST = re.compile(r"\b(?P<kind>[Pp]layers|[Ss]eats|[Ss]ides|[Tt]eams|[Pp]artnerships) "
                  r"(?P<list>\d{1,2}(?:,? \d{1,2})*,? (?:and|or) \d{1,2}|\d{1,2}(?:, \d{1,2})+)\b")
"""Several positions at once ("sides 0, 1", "players 0, 1 and 2")."""
HANDS_OF_SIDE = re.compile(r"(?P<side>\b[Ss]ide \d) \(hands \d and \d\)")
"""A side's seats said as hands ("side 0 (hands 0 and 2)"): its name says it at a table."""


def _listed(match: re.Match[str], side_name: Any, names: list[str]) -> str:
    numbers = [int(n) for n in re.findall(r"\d{1,2}", match.group("list"))]
    sides = match.group("kind").lower() in ("sides", "teams", "partnerships")
    if match.group("kind").lower() == "players" and " and " in match.group("list") \
            and len(numbers) == 2:
        return match.group(0)  # "players 0 and 2": a partnership, named by BOTH below
    words = [side_name(n) if sides else (names[n] if n < len(names) else None)
             for n in numbers]
    if any(w is None for w in words):
        return match.group(0)
    joiner = " or " if " or " in match.group("list") else " and "
    return ", ".join(words[:-1]) + joiner + words[-1]


AND_VERB = re.compile(r"(\S+ & \S+ [a-z]+\b[^.;:]*?) and ([a-z]+)\b")
"""A second verb of a partnership's clause ("Ann & Carl reach 1000 and win")."""
ITS = re.compile(r"(\S+ & \S+\b[^.;:]*?)\bits\b")
"""A partnership's "its" ("Ann & Carl made their contract")."""


def named_ruling(state: State, ruling: dict[str, Any]) -> dict[str, Any]:
    """A calculator's answer with every text in it (its explanation, its breakdown, the lines
    of its rounds and rows) in the table's names; numbers and cards are left as they are."""
    return _named_all(state, ruling)


def _named_all(state: State, value: Any) -> Any:
    if isinstance(value, (str, Message)):
        return named(state, value)
    if isinstance(value, dict):
        return {k: v if k == "field" else _named_all(state, v) for k, v in value.items()}
    if isinstance(value, list):
        return [_named_all(state, v) for v in value]
    return value
