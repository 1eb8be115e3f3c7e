"""The Kozel-for-money form's hint about the pot is true for the state it is shown in (issue
41, point 4). At the table, scoring the hand pays the pot (002 line 54: the most card points
win it, equal tops divide it): the hint said "then hands the pot over with Take the pot" before
the hand, and still said it after the pot had been paid."""

from __future__ import annotations

import html
import re
from typing import Any

from helpers import Table


def pot_hints(client: Any, table: Table) -> list[str]:
    """The hints of the Score the hand form that speak of the pot."""
    page = client.get(f"/t/{table.edit_key}").get_data(as_text=True)
    form = page[page.index('value="hand"'):]
    form = form[:form.index("</form>")]
    hints = [html.unescape(h) for h in re.findall(r'<p class="hint">([^<]*)</p>', form)]
    return [h for h in hints if "pot" in h]


def test_before_the_hand_the_hint_says_scoring_it_hands_the_pot_over(client: Any) -> None:
    table = Table(client, "kozel", ("Ann", "Boris", "Carl"), mode="money")
    assert pot_hints(client, table) == [
        "The pot is empty: everyone antes first; scoring the hand then hands it over."]
    table.act("ante")
    assert pot_hints(client, table) == [
        ("Scoring the hand hands the pot of 3 over: to the most card points, or all of it to a "
         "bura or four aces shown.")]


def test_after_the_hand_the_hint_says_the_pot_was_paid_not_to_take_it(client: Any) -> None:
    table = Table(client, "kozel", ("Ann", "Boris", "Carl"), mode="money")
    table.act("ante")
    state = table.act("hand", body={"won": [60, 40, 20]})
    assert state["pot"] == 0 and [p["tokens"] for p in state["players"]] == [22, 19, 19]
    hints = pot_hints(client, table)
    assert not any("Take the pot" in h for h in hints)
    assert hints == [("This hand is scored and its pot was handed over then; the next hand "
                      "starts with Next deal.")]
    table.act("deal")
    assert pot_hints(client, table) == [
        "The pot is empty: everyone antes first; scoring the hand then hands it over."]
