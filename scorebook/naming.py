"""The referee's positions in the table's names, for what a ruling shows at a table.

A calculator asked without names speaks of "team 0", "side 1", "player 2" or "seat 3" (its
message templates fall back to positions, :mod:`referee.words`). At a table, the players have
names: this puts them in, partnerships as "Ann & Carl", with the verb after a partnership made
plural ("Ann & Carl score"). A calculator given the table's names has nothing left to replace.
"""

from __future__ import annotations

import re
from typing import Any

from .state import State

POSITION = re.compile(r"\b(?:(?P<side>[Tt]eam|[Ss]ide)|(?P<seat>[Pp]layer|[Ss]eat)) "
                      r"(?P<n>\d{1,2})\b(?P<verb> [a-z]+)?")
BOTH = re.compile(r"\b[Pp]layers (\d) and (\d)\b")
PLURAL = {"scores": "score", "wins": "win", "has": "have", "is": "are", "collects": "collect",
          "takes": "take", "reaches": "reach", "leads": "lead", "loses": "lose",
          "gets": "get", "pays": "pay", "makes": "make", "holds": "hold", "needs": "need",
          "was": "were", "does": "do", "declares": "declare"}


def named(state: State, text: str) -> str:
    """``text`` with every position the table can name replaced by the name."""
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

    text = BOTH.sub(lambda m: (side_name(int(m.group(1)) % len(sides))
                               if state.uses_teams else
                               f"{names[int(m.group(1))]} and {names[int(m.group(2))]}"), text)
    text = AND_VERB.sub(lambda m: m.group(1) + " and " + PLURAL[m.group(2)]
                        if m.group(2) in PLURAL else m.group(0), POSITION.sub(replace, text))
    return ITS.sub(lambda m: m.group(1) + "their", text)


AND_VERB = re.compile(r"(\S+ & \S+ [a-z]+\b[^.;:]*?) and ([a-z]+)\b")
"""A second verb of a partnership's clause ("Ann & Carl reach 1000 and win")."""
ITS = re.compile(r"(\S+ & \S+\b[^.;:]*?)\bits\b")
"""A partnership's "its" ("Ann & Carl made their contract")."""


def named_ruling(state: State, ruling: dict[str, Any]) -> dict[str, Any]:
    """A calculator's answer with its explanation and breakdown lines in the table's names."""
    out = dict(ruling)
    if isinstance(out.get("explanation"), str):
        out["explanation"] = named(state, out["explanation"])
    lines = out.get("breakdown")
    if isinstance(lines, list):
        out["breakdown"] = [named(state, line) if isinstance(line, str) else
                            {k: named(state, v) if isinstance(v, str) else v
                             for k, v in line.items()} if isinstance(line, dict) else line
                            for line in lines]
    return out
