"""The referee page opened from a table (issue 12, "talk like the table"): it carries the
table's players, partnerships, options and this hand's trumps, and its rulings name them."""

from __future__ import annotations

import re
from typing import Any

from helpers import Table

BELOTE = ("Ann", "Boris", "Carl", "Dora")


def referee_link(client: Any, table: Table) -> str:
    page = client.get(f"/t/{table.edit_key}").get_data(as_text=True)
    link = re.search(r'href="(/referee/[^"]+)">Referee for', page).group(1)
    return link.replace("&amp;", "&")


def test_the_link_carries_the_scoreboard_key_never_the_edit_key(client: Any) -> None:
    table = Table(client, "belote", BELOTE)
    link = referee_link(client, table)
    assert f"table={table.view_key}" in link and table.edit_key not in link
    page = client.get(link).get_data(as_text=True)
    assert "For the table of Ann, Boris, Carl, Dora (Ann &amp; Carl against Boris &amp; Dora)" \
        in page
    assert table.edit_key not in page
    # the score form names the partnerships, not "Team 0"
    assert "Team 0" not in page and page.count("Ann &amp; Carl") >= 4


def test_a_score_ruled_from_the_table_names_its_partnerships(client: Any) -> None:
    """Belote (026): Ann & Carl took with hearts trumps and made it; the ruling says so by
    name, as the table's own hand ruling would."""
    table = Table(client, "belote", BELOTE)
    won = "JH 9H AH 10H KH QH AS 10S KS QS AD 10D KD QD AC 10C"
    answer = client.post("/referee/belote/score", data={
        "table": table.view_key, "trump": "H", "taker": "0", "won_side": "0",
        "won_text": won, "last_trick": "0"}).get_data(as_text=True)
    assert "Ann &amp; Carl" in answer and "team 0" not in answer.lower()


def test_an_edit_key_or_another_games_table_is_not_taken(client: Any) -> None:
    table = Table(client, "belote", BELOTE)
    by_edit = client.get(f"/referee/belote?table={table.edit_key}").get_data(as_text=True)
    assert "For the table of" not in by_edit
    other = client.get(f"/referee/bura?table={table.view_key}").get_data(as_text=True)
    assert "For the table of" not in other


def test_this_hands_trumps_come_with_the_link(client: Any) -> None:
    """Bura: a bura of three spades was shown this hand, so the referee opens with spades."""
    table = Table(client, "bura", ("Ann", "Boris"), tokens=20, ante=1)
    table.act("ante")
    table.act("bura", seat=0, cards=["AS", "10S", "KS"], trump="S")
    link = referee_link(client, table)
    assert "trump=S" in link
    page = client.get(link).get_data(as_text=True)
    assert '<option value="S" selected>' in page
    table.act("deal")
    assert "trump=" not in referee_link(client, table)


def test_the_tables_options_apply_to_its_rulings(client: Any) -> None:
    """Belote's must_underruff (026; a named option): the table plays without it, so a
    player who cannot overruff may discard, and the referee opened from it agrees."""
    table = Table(client, "belote", BELOTE, must_underruff=False)
    body = {"table": table.view_key, "trump": "H", "play0_text": "AS", "play1_text": "9H",
            "play2_text": "7C", "hand2_text": "7C 7H", "play3_text": "8S"}
    from_table = client.post("/referee/belote/trick", data=body).get_data(as_text=True)
    alone = client.post("/referee/belote/trick",
                        data={k: v for k, v in body.items() if k != "table"}
                        ).get_data(as_text=True)
    assert "Rules broken" in alone and "Rules broken" not in from_table
