"""A group's pages on a phone 360 px wide (issue 40, the Chromium test): the group's page, a
member's page and the season's standings, in English and in Russian: no sideways scroll, no
name or figure cut, the page in the reader's language, the member's chart drawn, and the
season's nights a tap away."""

from __future__ import annotations

import json
import urllib.error
import urllib.request
from typing import Any

import pytest
from playwright.sync_api import expect
from test_group_season import NIGHT_ONE, NIGHT_TWO
from test_groups import Group, bura_evening, toepen_evening_one, toepen_evening_two


class Answer:
    def __init__(self, status: int, body: bytes) -> None:
        self.status_code = status
        self._body = body

    def get_json(self) -> Any:
        return json.loads(self._body)


class Http:
    """The test client's two calls, over HTTP to the running server."""

    def __init__(self, url: str) -> None:
        self.url = url

    def post(self, path: str, json: Any) -> Answer:  # noqa: A002 (the test client's name)
        return self._send(urllib.request.Request(
            self.url + path, data=_dumps(json), method="POST",
            headers={"Content-Type": "application/json"}))

    def get(self, path: str) -> Answer:
        return self._send(urllib.request.Request(self.url + path))

    def _send(self, request: urllib.request.Request) -> Answer:
        try:
            with urllib.request.urlopen(request, timeout=10) as response:
                return Answer(response.status, response.read())
        except urllib.error.HTTPError as error:
            return Answer(error.code, error.read())


def _dumps(value: Any) -> bytes:
    return json.dumps(value).encode()


WIDE = """() => ({page: document.documentElement.scrollWidth,
  cut: Array.from(document.querySelectorAll('td, th, li, label, summary, p, h1, h2, h3'))
    .filter(e => e.checkVisibility() && e.scrollWidth > e.clientWidth + 1
            && getComputedStyle(e).overflowX !== 'visible')
    .map(e => e.textContent.trim().slice(0, 40))})"""


def club(server: Any) -> Group:
    """The Friday regulars' two Toepen evenings and a Bura one, and two Burraco nights of a
    season, with long names as a club types them."""
    http = Http(server.url)
    group = Group(http, "Circolo Burraco e Toepen del Venerdì sera")  # type: ignore[arg-type]
    toepen_evening_one(group)
    toepen_evening_two(group)
    bura_evening(group)
    made = http.post(f"/api/v1/groups/{group.edit_key}/seasons",
                     json={"name": "2026–27", "count": "vp", "best": 1, "nights": 2})
    assert made.status_code == 201
    for name, pairs, points in (("Lunedì 1", NIGHT_ONE, [[1800, 400], [900, 1100]]),
                                ("Lunedì 2", NIGHT_TWO, [[600, 1500], [1200, 1150]])):
        event = http.post("/api/v1/tournaments", json={
            "game": "burraco", "name": name, "format": "danish", "rounds": 1,
            "hands_per_round": 3, "scoring": "vp", "group": group.edit_key,
            "entrants": [{"name": n, "players": [a, b]} for n, a, b in pairs]}).get_json()
        tables = http.post(f"/api/v1/tournaments/{event['edit_key']}/rounds",
                           json={}).get_json()["tables"]
        for table, result in zip(tables, points):
            http.post(f"/api/v1/tournaments/{event['edit_key']}/results",
                      json={"round": 1, "table": table["number"], "points": result})
    return group


WORDS = {"en": ("Season", "Members", "Head to head", "Evenings"),
         "ru": ("Сезон", "Участники", "Друг против друга", "Вечера")}


@pytest.mark.parametrize("language", ["en", "ru"])
def test_the_group_member_and_season_at_360_px(server: Any, browser: Any,
                                               language: str) -> None:
    group = club(server)
    members = Http(server.url).get(f"/api/v1/groups/{group.view_key}").get_json()["members"]
    ann = next(m["id"] for m in members if m["name"] == "Ann")
    context = browser.new_context(viewport={"width": 360, "height": 740}, locale=language,
                                  extra_http_headers={"Accept-Language": language})
    phone = context.new_page()
    errors: list[str] = []
    phone.on("pageerror", lambda error: errors.append(str(error)))
    season, members_title, versus, evenings = WORDS[language]
    for url in (f"/g/{group.edit_key}", f"/g/{group.view_key}",
                f"/g/{group.view_key}/m/{ann}"):
        phone.goto(server.url + url)
        measured = phone.evaluate(WIDE)
        assert measured["page"] <= 360, (url, measured)
        assert measured["cut"] == [], (url, measured)
    # the member's page: her evenings, head to head, the chart over the weeks
    expect(phone.locator("#versus h2")).to_have_text(versus)
    expect(phone.locator("#evenings h2")).to_have_text(evenings)
    expect(phone.locator("#weeks svg.chart").first).to_be_visible()
    expect(phone.locator("#versus")).to_contain_text("Boris")
    # the group's page: the season's standings, each player's nights a tap away
    phone.goto(server.url + f"/g/{group.view_key}")
    expect(phone.locator("#season h2")).to_have_text(season)
    expect(phone.locator("#members h2")).to_have_text(members_title)
    standings = phone.locator("table.season-standings tbody tr")
    expect(standings).to_have_count(8)
    nights = phone.locator("details.season-nights").first
    nights.locator("summary").click()
    expect(nights.locator("li")).to_have_count(2)
    expect(nights.locator("li.not-counted")).to_have_count(1)
    box = nights.locator("summary").bounding_box()
    assert box is not None and box["height"] >= 44
    # a member's name leads to their page
    phone.locator("#members").get_by_role("link", name="Ann", exact=True).click()
    expect(phone.locator("#page-title")).to_have_text("Ann")
    assert errors == []
    context.close()


def test_the_rooms_tv_turns_to_the_season_as_the_last_result_comes_in(server: Any,
                                                                      browser: Any) -> None:
    """Two screens in Russian: a phone at 360 px on the group's page, and the room's TV of the
    season's second night watching. While a table still plays, the TV shows it; the moment the
    night's last result comes in, the TV shows the season's standings (tonight's victory
    points in them) by itself, and the phone's next look at the group's page agrees."""
    http = Http(server.url)
    group = Group(http, "Circolo del Lunedì")  # type: ignore[arg-type]
    assert http.post(f"/api/v1/groups/{group.edit_key}/seasons",
                     json={"name": "2026–27", "count": "vp"}).status_code == 201
    nights = []
    for name, pairs in (("Lunedì 1", NIGHT_ONE), ("Lunedì 2", NIGHT_TWO)):
        event = http.post("/api/v1/tournaments", json={
            "game": "burraco", "name": name, "format": "danish", "rounds": 1,
            "hands_per_round": 3, "scoring": "vp", "group": group.edit_key,
            "entrants": [{"name": n, "players": [a, b]} for n, a, b in pairs]}).get_json()
        tables = http.post(f"/api/v1/tournaments/{event['edit_key']}/rounds",
                           json={}).get_json()["tables"]
        nights.append((event, tables))
    (one, one_tables), (two, two_tables) = nights
    for table, points in zip(one_tables, ([1800, 400], [900, 1100])):
        http.post(f"/api/v1/tournaments/{one['edit_key']}/results",
                  json={"round": 1, "table": table["number"], "points": points})
    http.post(f"/api/v1/tournaments/{two['edit_key']}/results",
              json={"round": 1, "table": two_tables[0]["number"], "points": [600, 1500]})

    russian = {"locale": "ru", "extra_http_headers": {"Accept-Language": "ru"}}
    tv_context = browser.new_context(viewport={"width": 1280, "height": 720}, **russian)
    tv = tv_context.new_page()
    tv.goto(server.url + f"/r/{two['view_key']}?tv=1")
    expect(tv.locator(".tv-playing")).to_be_visible()
    expect(tv.locator(".tv-season")).to_have_count(0)
    phone_context = browser.new_context(viewport={"width": 360, "height": 740}, **russian)
    phone = phone_context.new_page()
    phone.goto(server.url + f"/g/{group.view_key}")
    expect(phone.locator("#season h2")).to_have_text("Сезон")

    entered = http.post(f"/api/v1/tournaments/{two['edit_key']}/results",
                        json={"round": 1, "table": two_tables[1]["number"],
                              "points": [1200, 1150]})
    assert entered.status_code == 201
    season = http.get(f"/api/v1/groups/{group.view_key}").get_json()["season"]
    top = season["standings"][0]
    assert top["nights"] == 2
    # the TV, untouched, turns to the season (its heading in Russian) with the leader's total
    panel = tv.locator(".tv-season")
    expect(panel).to_be_visible(timeout=10_000)
    expect(panel.locator("h2")).to_contain_text("Сезон 2026–27")
    expect(panel.locator("li").first).to_contain_text(top["member"])
    expect(panel.locator("li").first).to_contain_text(f"{top['vp']} ПО")
    expect(tv.locator(".tv-playing")).to_have_count(0)
    assert tv.evaluate("document.documentElement.scrollHeight") <= 720
    # the phone's next look: the same standings, nothing cut at 360 px
    phone.reload()
    first = phone.locator("table.season-standings tbody tr").first
    expect(first).to_contain_text(top["member"])
    expect(first).to_contain_text(str(top["vp"]))
    measured = phone.evaluate(WIDE)
    assert measured["page"] <= 360 and measured["cut"] == [], measured
    tv_context.close()
    phone_context.close()
