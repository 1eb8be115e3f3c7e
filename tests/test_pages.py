"""The pages, through Flask's test client, as a phone without JavaScript would use them."""

from __future__ import annotations

import re
from typing import Any

import pytest

from helpers import Table


def start_bura(client: Any, names: str = "Ann\nBoris") -> str:
    response = client.post("/new/bura", data={"players": names, "tokens": "10", "ante": "1",
                                              "pack": "36"})
    assert response.status_code == 303
    return response.headers["Location"].rsplit("/", 1)[-1]


def act(client: Any, key: str, kind: str, seen: int, idem: str, **fields: Any) -> Any:
    return client.post(f"/t/{key}/act", data={"kind": kind, "seen": str(seen), "idem": idem,
                                              **fields})


def test_home_lists_every_game_with_start_and_referee_links(client: Any) -> None:
    page = client.get("/").get_data(as_text=True)
    assert page.count('class="game"') == 15
    assert 'href="/new/mus"' in page and 'href="/referee/belote"' in page


def test_new_table_form_shows_the_games_options(client: Any) -> None:
    page = client.get("/new/bura").get_data(as_text=True)
    for name in ("players", "tokens", "ante", "pack", "three_aces_win", "closed_cards"):
        assert f'name="{name}"' in page
    assert client.get("/new/snap").status_code == 404


def test_a_bad_new_table_keeps_what_was_typed_and_says_why(client: Any) -> None:
    response = client.post("/new/bura", data={"players": "Ann", "tokens": "10", "ante": "1"})
    page = response.get_data(as_text=True)
    assert response.status_code == 422 and "Bura is for 2–6 players, not 1" in page
    assert ">Ann</textarea>" in page


def test_a_whole_bura_hand_through_the_forms(client: Any) -> None:
    key = start_bura(client)
    assert act(client, key, "ante", 0, "a").status_code == 303
    response = act(client, key, "claim", 1, "b", seat="0", card=["AS", "10S"],
                   cards_text="KH QH JH")
    assert response.status_code == 303
    page = client.get(f"/t/{key}").get_data(as_text=True)
    assert "The claim is false" in page and "= 30" in page
    assert re.search(r"Pot <strong>4</strong>", page)


def test_a_double_tap_applies_once(client: Any) -> None:
    key = start_bura(client)
    act(client, key, "ante", 0, "same")
    act(client, key, "ante", 0, "same")
    state = client.get(f"/api/v1/tables/{key}").json
    assert state["pot"] == 2 and state["seq"] == 1


def test_bad_form_input_shows_the_message_in_place_and_changes_nothing(client: Any) -> None:
    key = start_bura(client)
    response = act(client, key, "claim", 0, "c", seat="0", card=["AS"], cards_text="5H")
    page = response.get_data(as_text=True)
    assert response.status_code == 422
    assert "5♥ is not in Bura&#39;s 36-card pack" in page, "the card as its face reads"
    assert 'value="AS" checked' in page, "the tapped cards stay tapped"
    response = act(client, key, "bet", 0, "d", seat="1", amount="11")
    assert response.status_code == 422 and "Boris has 10 tokens" in response.get_data(True)
    assert client.get(f"/api/v1/tables/{key}").json["seq"] == 0


def test_a_stale_form_to_take_the_pot_is_refused_with_the_fresh_state(client: Any) -> None:
    key = start_bura(client)
    act(client, key, "ante", 0, "e")
    act(client, key, "bet", 1, "f", seat="1", amount="3")
    response = act(client, key, "collect", 1, "g", seat="0")
    page = response.get_data(as_text=True)
    assert response.status_code == 409 and "Boris bets 3" in page
    assert re.search(r"Pot <strong>5</strong>", page)


def test_an_action_has_one_answer_for_the_phones_script_and_one_for_a_plain_post(
        client: Any) -> None:
    """Issue 38: the table's form goes one way whoever sent it: the phone's script (live.js)
    gets the page's parts and the action's seq, a plain post (no script) the page's address;
    an htmx request (the table page loads no htmx) is a plain post."""
    key = start_bura(client)
    script = client.post(f"/t/{key}/act", data={"kind": "ante", "seen": "0", "idem": "h"},
                         headers={"X-Kibitzer-Parts": "1"})
    assert script.status_code == 200 and script.headers["X-Kibitzer-Event"] == "1"
    assert "<html" not in script.get_data(as_text=True)
    for headers in ({}, {"HX-Request": "true"}):
        plain = client.post(f"/t/{key}/act", data={"kind": "ante", "seen": "0", "idem": "h"},
                            headers=headers)  # the same tap again: applied once, answered
        assert plain.status_code == 303 and plain.headers["Location"].endswith(f"/t/{key}")
    assert client.get(f"/api/v1/tables/{key}").get_json()["seq"] == 1


def test_undo_from_the_history_strikes_the_action_through(client: Any) -> None:
    key = start_bura(client)
    act(client, key, "ante", 0, "i")
    act(client, key, "undo", 1, "j", event="1")
    page = client.get(f"/t/{key}").get_data(as_text=True)
    assert '<s class="line-text">Ante' in page and "undone by #2" in page


def test_the_scoreboard_is_read_only_and_its_fallback_poll_answers_204_when_unchanged(
        client: Any) -> None:
    table = Table(client, tokens=5, ante=1)
    page = client.get(f"/s/{table.view_key}").get_data(as_text=True)
    assert "Ann" in page and "<form" not in page and "hx-trigger" not in page
    assert f'data-stream="/api/v1/tables/{table.view_key}/stream?page=board"' in page
    assert client.get(f"/s/{table.view_key}/live?seq=0").status_code == 204
    table.act("ante")
    fresh = client.get(f"/s/{table.view_key}/live?seq=0", headers={"HX-Request": "true"})
    assert fresh.status_code == 200 and 'id="pot">2<' in fresh.get_data(as_text=True)
    assert client.post(f"/t/{table.view_key}/act", data={"kind": "ante"}).status_code == 403
    assert client.get(f"/s/{table.edit_key}").status_code == 404


def test_the_view_key_on_the_table_route_goes_to_the_scoreboard(client: Any) -> None:
    table = Table(client)
    response = client.get(f"/t/{table.view_key}")
    assert response.status_code == 302 and f"/s/{table.view_key}" in response.headers["Location"]


def test_qr_codes_are_svg_of_the_right_links(client: Any) -> None:
    table = Table(client)
    page = client.get(f"/t/{table.edit_key}").get_data(as_text=True)
    assert f"/qr/{table.view_key}.svg" in page and f"/qr/{table.edit_key}.svg" in page
    svg = client.get(f"/qr/{table.view_key}.svg")
    assert svg.status_code == 200 and svg.mimetype == "image/svg+xml"
    assert client.get("/qr/unknown-key-123.svg").status_code == 404


@pytest.mark.parametrize("path", ["/", "/new/bura", "/referee/bura", "/api/v1/games"])
def test_every_page_sends_the_security_headers(client: Any, path: str) -> None:
    headers = client.get(path).headers
    assert "script-src 'self'" in headers["Content-Security-Policy"]
    assert "unsafe-inline" not in headers["Content-Security-Policy"]
    assert headers["Referrer-Policy"] == "no-referrer"
    assert headers["X-Content-Type-Options"] == "nosniff"
    assert headers["X-Frame-Options"] == "DENY"


def test_pages_load_nothing_from_outside_the_app(client: Any) -> None:
    table = Table(client)
    for path in ("/", f"/t/{table.edit_key}", f"/s/{table.view_key}", "/referee/bura"):
        page = client.get(path).get_data(as_text=True)
        assert not re.search(r"""src=["']https?://""", page), path
        assert not re.search(r"""<link[^>]+href=["']https?://""", page), path
        assert "<script>" not in page and " onclick=" not in page


def test_referee_page_checks_a_claim_without_javascript(client: Any) -> None:
    response = client.post("/referee/bura/claim", data={"cards": ["AS", "10S"],
                                                        "cards_text": "AH", "pot": "2"})
    page = response.get_data(as_text=True)
    assert response.status_code == 200 and "True claim: 32 of 31" in page
    bad = client.post("/referee/bura/claim", data={"cards_text": "AS 4S", "pot": "2"})
    assert bad.status_code == 422 and "4♠ is not in Bura" in bad.get_data(as_text=True)


def test_unknown_pages_are_a_friendly_404(client: Any) -> None:
    response = client.get("/t/not-a-real-key-at-all")
    assert response.status_code == 404 and "Check the link" in response.get_data(as_text=True)


def test_chicago_names_who_may_not_draw_from_46(client: Any) -> None:
    # rules 000: a player starting a hand with 46 or more may not discard and draw
    table = Table(client, "chicago", ("Ann", "Bo", "Cy"))
    table.act("score", points=[46, 45, 0])
    for path in (f"/t/{table.edit_key}", f"/s/{table.view_key}"):
        page = client.get(path).get_data(as_text=True)
        assert "No drawing this hand (46 or more): Ann." in page


def test_every_form_on_the_page_has_its_own_idempotency_key(client: Any) -> None:
    # two different buttons tapped before the page refreshes must both apply
    table = Table(client, "toepen", ("Ann", "Bo", "Cy"))
    table.act("knock", seat=0)
    page = client.get(f"/t/{table.edit_key}").get_data(as_text=True)
    keys = re.findall(r'name="idem" value="([^"]+)"', page)
    assert len(keys) == len(set(keys)) > 3


def test_another_phones_action_refreshes_the_whole_table_page_and_history_is_never_cached(
        client: Any) -> None:
    table = Table(client, "bura", ("Ann", "Boris"), tokens=5, ante=1)
    first = client.get(f"/t/{table.edit_key}")
    assert first.headers["Cache-Control"] == "no-store"
    assert client.get(f"/s/{table.view_key}").headers["Cache-Control"] == "no-store"
    assert client.get(f"/t/{table.edit_key}/board?seq=0",
                      headers={"HX-Request": "true"}).status_code == 204
    table.act("ante")
    region = client.get(f"/t/{table.edit_key}/board?seq=0", headers={"HX-Request": "true"})
    body = region.get_data(as_text=True)
    assert region.status_code == 200 and 'id="live"' in body
    assert 'class="history"' in body and "Ann and Boris ante 1 each" in body


def test_a_double_tap_on_next_deal_deals_once_but_another_phone_is_never_taken_for_one(
        client: Any, app: Any) -> None:
    table = Table(client, "chicago", ("Ann", "Boris"))
    client.get(f"/t/{table.edit_key}")  # the page gives this phone its cookie
    for seen in ("0", "1"):  # the second tap comes from the page the first one brought
        client.post(f"/t/{table.edit_key}/act", data={"kind": "deal", "idem": f"d{seen}",
                                                     "seen": seen, "anyway": "on"})
    state = table.state()
    assert state["hand"] == 2 and state["seq"] == 1
    other = app.test_client()
    other.get(f"/t/{table.edit_key}")
    other.post(f"/t/{table.edit_key}/act", data={"kind": "deal", "idem": "o", "seen": "1",
                                                      "anyway": "on"})
    assert table.state()["hand"] == 3


def test_next_deal_asks_first_while_the_hand_has_no_result(client: Any) -> None:
    """"Next deal" before the hand is scored names what is missing and deals only when
    confirmed; once the hand is scored it is offered outright (issue 12, guarded steps)."""
    table = Table(client, "chicago", ("Ann", "Boris"))
    page = client.get(f"/t/{table.edit_key}").get_data(as_text=True)
    assert "Hand 1 has no score on the pad yet. Deal the next hand anyway?" in page
    refused = client.post(f"/t/{table.edit_key}/act",
                          data={"kind": "deal", "idem": "d", "seen": "0"})
    assert refused.status_code == 422 and table.state()["seq"] == 0
    assert "Hand 1 has no score on the pad yet: record the hand first" in refused.get_data(
        as_text=True)
    table.act("score", points=[5, 0])
    page = client.get(f"/t/{table.edit_key}").get_data(as_text=True)
    assert "Deal anyway" not in page and 'class="primary" type="submit">Next deal' in page
    client.post(f"/t/{table.edit_key}/act", data={"kind": "deal", "idem": "e", "seen": "1"})
    assert table.state()["hand"] == 2


def test_a_pot_nobody_took_is_named_before_the_next_deal(client: Any) -> None:
    table = Table(client, "bura", ("Ann", "Boris"), tokens=20, ante=2)
    table.act("ante")
    page = client.get(f"/t/{table.edit_key}").get_data(as_text=True)
    assert "Nobody has taken the pot of 4 in hand 1 yet (dealing now carries it over)" in page
    table.act("collect", seat=0)
    page = client.get(f"/t/{table.edit_key}").get_data(as_text=True)
    assert "Deal anyway" not in page


def test_undoing_an_old_action_that_changes_later_ones_asks_first(client: Any) -> None:
    """Undo of a bet whose pot a later take counted: the page names what changes and waits
    for the confirmation (issue 12, guarded steps); the last action is undone at once."""
    table = Table(client, "bura", ("Ann", "Boris"), tokens=20, ante=1)
    table.act("ante")                      # #1 pot 2
    table.act("bet", seat=0, amount=3)     # #2 pot 5
    table.act("collect", seat=1)           # #3 Boris takes 5
    asked = client.post(f"/t/{table.edit_key}/act",
                        data={"kind": "undo", "event": "2", "idem": "u", "seen": "3"})
    body = asked.get_data(as_text=True)
    assert asked.status_code == 200 and table.state()["seq"] == 3
    assert "Undo #2?" in body
    assert "#3 Boris takes the pot of 5 becomes: Boris takes the pot of 2" in body
    assert "Ann: 16 → 19 tokens" in body and "Boris: 24 → 21 tokens" in body
    assert "HX-Reswap" not in asked.headers  # the page itself, asking (no htmx on it)
    done = client.post(f"/t/{table.edit_key}/act", data={
        "kind": "undo", "event": "2", "confirm": "on", "idem": "uc", "seen": "3"})
    assert done.status_code == 303 and table.tokens() == [19, 21]
    # the newest action has nothing after it: undone at once
    client.post(f"/t/{table.edit_key}/act",
                data={"kind": "undo", "event": "3", "idem": "u3", "seen": "4"})
    assert table.state()["pot"] == 2
