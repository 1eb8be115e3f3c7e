"""A table's export and its import: the score pad as CSV, everything as JSON.

The JSON holds the game, the players in the order of play, the options and every event (the
undone ones too, as undo is itself an event), with the tally; it never holds a key (neither
link, nor an idempotency key). Importing it replays every event before anything is written, so
a file that does not replay is refused naming the event that fails.
"""

from __future__ import annotations

import re
from typing import Any

from referee.game import side_names
from referee.words import Message, Verbatim, say, say_in

from .events import Event, EventError, TableSetup
from .replay import ReplayConflict, voided_by
from .scorekeepers import withheld_events
from .snapshots import Snapshots, replay_from
from .setup import read_setup
from .spreadsheet import csv_text
from .state import State

FORMAT = "kibitzer-table"
VERSION = 1
MAX_EVENTS = 20_000


def side_labels(state: State) -> list[str]:
    return side_names(state.sides if state.uses_teams else None,
                      [p.name for p in state.players])


def pad_csv(state: State) -> str:
    """One row a hand: the game, the hand, then each side's points in it and its total after
    (partnership games show the teams). Names are neutralised (:mod:`.spreadsheet`): the
    scoreboard link hands the file to anyone at the table, who opens it in a spreadsheet."""
    labels = side_labels(state)
    # the headers in the reader's language; the numbers as they are, for a spreadsheet
    header = ([say_in("score pad", "game").text(), say_in("score pad", "hand").text()]
              + [f"{label}" for label in labels]
              + [say_in("score pad", "{side} total", side=Verbatim(label)).text()
                 for label in labels])
    # a buy-in is its own row, marked as one: tokens handed out, not won in a hand
    buy_in = say_in("score pad", "buy-in").text()
    return csv_text([header] + [[row["game"], buy_in if row.get("buy_in") else row["hand"],
                                 *row["points"], *row["totals"]] for row in state.pad])


def table_json(state: State, events: list[Event], origin: str = "") -> dict[str, Any]:
    """Everything, to import elsewhere; a scorekeeper's sealed figures left out (the other
    keeper may read the file): the import asks that keeper to enter the hand again."""
    hidden = withheld_events(state, events, voided_by(events))
    return {"format": FORMAT, "version": VERSION, "game": state.setup.game,
            **({"origin": origin} if origin else {}),
            "players": [{"name": p.name, "team": p.team,
                         **({"gender": p.gender} if p.gender else {})} for p in state.players],
            "options": state.options,
            "events": [{"seq": e.seq, "kind": e.kind, "payload": (
                {"keeper": e.payload.get("keeper"), "sealed": True} if e.seq in hidden
                else e.payload), "actor": e.actor, "at": e.at} for e in events],
            "tally": [{"side": label, "games": games}
                      for label, games in zip(side_labels(state), state.games_won())]}


def read_origin(raw: Any) -> str | None:
    """The exported table's lineage, when the file carries a well-formed one."""
    origin = raw.get("origin") if isinstance(raw, dict) else None
    if isinstance(origin, str) and re.fullmatch(r"[0-9a-f]{16}", origin):
        return origin
    return None


def check_export(raw: Any, format_: str, version: int, not_ours: Message) -> None:
    """An export's format and version (a table's or an event's), or the error saying which is
    wrong; ``not_ours`` says what the file should have been."""
    if not isinstance(raw, dict) or raw.get("format") != format_:
        raise EventError(not_ours, "format")
    if raw.get("version") != version:
        raise EventError(say("this export is version {version}; this Kibitzer reads version "
                             "{known}", version=Verbatim(str(raw.get("version"))[:10]),
                             known=version), "version")


def read_table_json(raw: Any) -> tuple[TableSetup, list[Event], State, Snapshots]:
    """The setup and events of an exported table, replayed (the state and the snapshots taken
    on the way, which the store keeps); or an error naming what is wrong (the event that does
    not replay, by its number)."""
    check_export(raw, FORMAT, VERSION, say(
        "this is not a table exported from Kibitzer (format {format})",
        format=Verbatim(repr(FORMAT))))
    setup = read_setup(raw.get("game"), raw.get("players"), raw.get("options"))
    listed = raw.get("events")
    if not isinstance(listed, list) or len(listed) > MAX_EVENTS:
        raise EventError(say("events must be a list of at most {most}", most=MAX_EVENTS),
                         "events")
    events: list[Event] = []
    for i, entry in enumerate(listed):
        where = f"events[{i}]"
        if not isinstance(entry, dict) or not isinstance(entry.get("kind"), str) \
                or not isinstance(entry.get("payload"), dict):
            raise EventError(say("each event needs its kind and payload"), where)
        if entry.get("seq") != i + 1:
            raise EventError(say("event {number} is numbered {seq}: the events must be "
                                 "numbered 1, 2, 3 … in order", number=Verbatim(str(i + 1)),
                                 seq=Verbatim(str(entry.get("seq"))[:10])), where)
        events.append(Event(i + 1, entry["kind"], entry["payload"],
                            str(entry.get("actor") or "")[:40], str(entry.get("at") or "")[:40]))
    try:
        state, taken = replay_from(setup, events, voided_by(events), [], (), 1)
    except ReplayConflict as conflict:
        raise EventError(say("event #{event} does not replay: {reason}",
                             event=Verbatim(str(conflict.seq)), reason=conflict.message),
                         f"events[{conflict.seq - 1}]") from None
    except EventError as error:
        seq = len(events)
        raise EventError(say("event #{event} does not replay: {reason}",
                             event=Verbatim(str(seq)), reason=error.message),
                         f"events[{seq - 1}]") from None
    return setup, events, state, taken
