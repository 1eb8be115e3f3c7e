"""A group's regulars across nights, through the API (issue 40, points 1, 2 and 5): two Toepen
evenings of the same four members and a Bura evening of three, the group's statistics
recomputed by hand from the rules each game's module cites (Toepen's first one out of chips
loses, 001 line 48; Bura's claim of 31, 000 and 002 line 31); names matched case and accents
aside, a close name asked about ("Masha" and "Маша"), a rename keeping the history; and
everything derived from the tables' own logs, so an undo, a table let go of, changes it at
once."""

from __future__ import annotations

from typing import Any

import pytest

FOUR = ("Ann", "Boris", "Carl", "Dora")


class Group:
    """A group made through the API, with short ways to start its tables and act at them."""

    def __init__(self, client: Any, name: str = "Friday regulars") -> None:
        self.client = client
        made = client.post("/api/v1/groups", json={"name": name})
        assert made.status_code == 201, made.get_json()
        self.edit_key, self.view_key = made.get_json()["edit_key"], made.get_json()["view_key"]

    def table(self, game: str, names: tuple[str, ...], **options: Any) -> str:
        made = self.client.post("/api/v1/tables", json={
            "game": game, "players": [{"name": n} for n in names], "options": options,
            "group": self.edit_key})
        assert made.status_code == 201, made.get_json()
        return made.get_json()["edit_key"]

    def act(self, key: str, kind: str, **payload: Any) -> dict[str, Any]:
        answer = self.client.post(f"/api/v1/tables/{key}/events", json={"kind": kind,
                                                                        **payload})
        assert answer.status_code == 201, (kind, payload, answer.get_json())
        return answer.get_json()

    def read(self, key: str | None = None) -> dict[str, Any]:
        answer = self.client.get(f"/api/v1/groups/{key or self.view_key}")
        assert answer.status_code == 200, answer.get_json()
        return answer.get_json()

    def member(self, name: str) -> dict[str, Any]:
        found = next(m for m in self.read()["members"] if m["name"] == name)
        answer = self.client.get(f"/api/v1/groups/{self.view_key}/members/{found['id']}")
        assert answer.status_code == 200
        return answer.get_json()


def toepen_evening_one(group: Group) -> str:
    """3 chips each. Hand 1: Ann knocks (the hand is worth 2), Boris and Carl stay, Dora folds
    and pays 1; Ann wins, Boris and Carl lose 2. Hand 2: Carl wins, the rest lose 1: Boris is
    out of chips and loses the game. Chips: Ann 2, Boris 0, Carl 1, Dora 1."""
    key = group.table("toepen", FOUR, tokens=3)
    group.act(key, "knock", seat=0)
    group.act(key, "stay", seat=1)
    group.act(key, "stay", seat=2)
    group.act(key, "fold", seat=3)
    group.act(key, "toepen_won", seat=0)
    group.act(key, "deal")
    state = group.act(key, "toepen_won", seat=2)
    assert state["finished"] and state["losers"] == [1]
    assert [p["tokens"] for p in state["players"]] == [2, 0, 1, 1]
    group.act(key, "rematch")  # the next game begins and has no hand yet
    return key


def toepen_evening_two(group: Group) -> str:
    """3 chips each. Game 1, hand 1: Dora wins (the rest lose 1); hand 2: Dora knocks, Ann and
    Carl fold (1 each), Boris stays and loses 2: out, he loses the game (Ann 1, Boris 0, Carl 1,
    Dora 3). Game 2, hand 1: Ann knocks, Boris and Carl fold (1 each), Dora stays and loses 2;
    hand 2: Carl wins, the rest lose 1: Dora is out and loses (Ann 2, Boris 1, Carl 2,
    Dora 0)."""
    key = group.table("toepen", FOUR, tokens=3)
    group.act(key, "toepen_won", seat=3)
    group.act(key, "deal")
    group.act(key, "knock", seat=3)
    group.act(key, "fold", seat=0)
    group.act(key, "stay", seat=1)
    group.act(key, "fold", seat=2)
    state = group.act(key, "toepen_won", seat=3)
    assert state["losers"] == [1] and [p["tokens"] for p in state["players"]] == [1, 0, 1, 3]
    group.act(key, "rematch")
    group.act(key, "knock", seat=0)
    group.act(key, "fold", seat=1)
    group.act(key, "fold", seat=2)
    group.act(key, "stay", seat=3)
    group.act(key, "toepen_won", seat=0)
    group.act(key, "deal")
    state = group.act(key, "toepen_won", seat=2)
    assert state["losers"] == [3] and [p["tokens"] for p in state["players"]] == [2, 1, 2, 0]
    return key


TRUE = "AS 10S AH"  # 11 + 10 + 11 = 32: a true claim of 31
FALSE = "KS QS"  # 4 + 3 = 7: a false one


def bura_evening(group: Group) -> str:
    """Ann, Boris and Carl, 3 tokens each, ante 1. Hand 1: Ann claims 31, true, takes the pot
    of 3 (Ann 5, Boris 2, Carl 2). Hand 2: Carl claims, false: he owes the pot's 3 and has 1
    (Ann 4, Boris 1, Carl 0, the pot 4). Hand 3: Boris antes his last; Ann claims, true, and
    takes the pot of 6: she holds all 9 tokens and wins the game."""
    key = group.table("bura", ("Ann", "Boris", "Carl"), tokens=3, ante=1)
    group.act(key, "ante")
    group.act(key, "claim", seat=0, captured=TRUE)
    group.act(key, "deal", ante=True)
    group.act(key, "claim", seat=2, captured=FALSE)
    group.act(key, "deal", ante=True)
    state = group.act(key, "claim", seat=0, captured=TRUE)
    assert state["finished"] and state["winner"] == 0
    assert [p["tokens"] for p in state["players"]] == [9, 0, 0]
    return key


@pytest.fixture
def friday(client: Any) -> Group:
    group = Group(client)
    group.tables = [toepen_evening_one(group), toepen_evening_two(group),  # type: ignore
                    bura_evening(group)]
    return group


def test_a_group_is_made_with_two_links_and_a_retry_makes_it_once(client: Any) -> None:
    body = {"name": "Friday regulars", "idempotency_key": "make-friday"}
    first = client.post("/api/v1/groups", json=body)
    again = client.post("/api/v1/groups", json=body)
    assert first.status_code == 201 and again.status_code == 200
    made = first.get_json()
    assert again.get_json()["edit_key"] == made["edit_key"]
    assert made["url"].endswith(f"/g/{made['edit_key']}")
    assert made["view_url"].endswith(f"/g/{made['view_key']}")
    assert made["edit_key"] != made["view_key"] and len(made["edit_key"]) >= 22
    read = client.get(f"/api/v1/groups/{made['view_key']}").get_json()
    assert read["name"] == "Friday regulars" and "edit_key" not in read
    assert client.post("/api/v1/groups", json={"name": "  "}).status_code == 422


def test_the_statistics_agree_with_the_hand_count(friday: Group) -> None:
    """Toepen: every game names its loser and no winner (001 line 48), so nobody wins one:
    Boris lost two (evening one, evening two's first), Dora one. Bura: Ann won the one game.
    Chips and tokens are what each ended the evening's games with, less what they started with
    (3): Toepen evening one Ann −1, Boris −3, Carl −2, Dora −2, the rematch's game not begun;
    evening two Ann −2 −1, Boris −3 −2, Carl −2 −1, Dora 0 −3; Bura Ann +6, Boris −3, Carl −3."""
    members = {m["name"]: m for m in friday.read()["members"]}
    assert set(members) == set(FOUR)
    figures = {name: (m["tables"], m["games"], m["won"], m["lost"], m["tokens"])
               for name, m in members.items()}
    assert figures == {"Ann": (3, 4, 1, 0, -1 - 3 + 6), "Boris": (3, 4, 0, 2, -3 - 5 - 3),
                       "Carl": (3, 4, 0, 0, -2 - 3 - 3), "Dora": (2, 3, 0, 1, -2 - 3)}
    ann = members["Ann"]["by_game"]
    assert ann["toepen"] == {"tables": 2, "games": 3, "won": 0, "lost": 0, "tied": 0,
                             "tokens": -4}
    assert ann["bura"] == {"tables": 1, "games": 1, "won": 1, "lost": 0, "tied": 0,
                           "tokens": 6}


def test_head_to_head_counts_who_finished_above_whom(friday: Group) -> None:
    """A Toepen loser is below everyone else at the table; a Bura winner above everyone. Ann
    met Boris in four games and finished above him in three (his two Toepen losses, her Bura
    win) and below in none; Boris met Dora in three, above her once (she lost evening two's
    second game), below twice."""
    ann = {v["member"]: v for v in friday.member("Ann")["versus"]}
    assert {k: (v["games"], v["ahead"], v["behind"]) for k, v in ann.items()} == {
        "Boris": (4, 3, 0), "Carl": (4, 1, 0), "Dora": (3, 1, 0)}
    boris = {v["member"]: v for v in friday.member("Boris")["versus"]}
    assert (boris["Dora"]["games"], boris["Dora"]["ahead"], boris["Dora"]["behind"]) == (3, 1, 2)
    assert (boris["Ann"]["ahead"], boris["Ann"]["behind"]) == (0, 3)


def test_a_members_evenings_moments_and_weeks(friday: Group) -> None:
    ann = friday.member("Ann")
    assert [(e["game"], e["games"], e["won"], e["tokens"]) for e in ann["evenings"]] == [
        ("bura", 1, 1, 6), ("toepen", 2, 0, -3), ("toepen", 1, 0, -1)]
    assert sorted(m["moment"] for m in ann["moments"]) == ["true_claim", "true_claim"]
    carl = friday.member("Carl")
    assert [m["moment"] for m in carl["moments"]] == ["false_claim"]
    # all three evenings fall in this week: one point, the games won so far at each game
    assert len(ann["weeks"]["weeks"]) == 1
    assert ann["weeks"]["won"] == {"bura": [1], "toepen": [0]}
    assert ann["weeks"]["tokens"] == [2]


def test_the_group_ranks_its_members_per_game(friday: Group) -> None:
    ranking = friday.read()["ranking"]
    assert [(r["rank"], r["member"]) for r in ranking["bura"]] == [
        (1, "Ann"), (2, "Boris"), (2, "Carl")]
    # nobody wins at Toepen: fewest lost first
    assert [(r["rank"], r["member"], r["lost"]) for r in ranking["toepen"]] == [
        (1, "Ann", 0), (1, "Carl", 0), (3, "Dora", 1), (4, "Boris", 2)]


def test_an_undo_at_a_table_changes_the_history_at_once(friday: Group) -> None:
    """Nothing is the group's own but its members: Ann's winning claim undone, the Bura game
    is not over, her win and one of her true claims are gone; redone, they are back."""
    bura = friday.tables[2]  # type: ignore[attr-defined]
    undone = friday.act(bura, "undo")
    assert not undone["finished"]
    ann = friday.member("Ann")
    assert ann["total"]["won"] == 0 and len(ann["moments"]) == 1
    friday.act(bura, "claim", seat=0, captured=TRUE)
    assert friday.member("Ann")["total"]["won"] == 1


def test_a_table_let_go_of_leaves_the_history(friday: Group) -> None:
    bura = friday.tables[2]  # type: ignore[attr-defined]
    gone = friday.client.post(f"/api/v1/groups/{friday.edit_key}/leave", json={"key": bura})
    assert gone.status_code == 201
    ann = next(m for m in gone.get_json()["members"] if m["name"] == "Ann")
    assert (ann["tables"], ann["won"], ann["tokens"]) == (2, 0, -4)
    again = friday.client.post(f"/api/v1/groups/{friday.edit_key}/leave", json={"key": bura})
    assert again.status_code == 200


def test_names_match_case_and_accents_aside(client: Any) -> None:
    group = Group(client)
    group.table("aggravation", ("José", "ann"))
    group.table("aggravation", ("JOSE", "Ann"))
    members = group.read()["members"]
    assert [(m["name"], m["tables"]) for m in members] == [("José", 2), ("ann", 2)]


def test_a_name_close_to_a_members_is_asked_about(client: Any) -> None:
    """"Маша" beside the member "Masha" may be her: the table is refused (nothing written)
    with the choice; told she is Masha, the table is Masha's and "Маша" means her from then
    on; told she is new, she is a member of her own."""
    group = Group(client)
    group.table("aggravation", ("Masha", "Boris"))
    body = {"game": "aggravation", "players": [{"name": "Маша"}, {"name": "Boris"}],
            "group": group.edit_key}
    asked = client.post("/api/v1/tables", json=body)
    assert asked.status_code == 422, asked.get_json()
    assert asked.get_json()["code"] == "close_name"
    assert asked.get_json()["choices"] == [{"name": "Маша", "members": ["Masha"]}]
    assert len(group.read()["tables"]) == 1
    same = client.post("/api/v1/tables", json=body | {"members": {"Маша": "Masha"}})
    assert same.status_code == 201
    again = client.post("/api/v1/tables", json=body)  # "Маша" is one of Masha's names now
    assert again.status_code == 201
    masha = next(m for m in group.read()["members"] if m["name"] == "Masha")
    assert masha["tables"] == 3 and "маша" in masha["names"]
    other = Group(client, "Another club")
    other.table("aggravation", ("Masha", "Boris"))
    new = client.post("/api/v1/tables", json=body | {"group": other.edit_key,
                                                      "members": {"Маша": ""}})
    assert new.status_code == 201
    assert sorted(m["name"] for m in other.read()["members"]) == ["Boris", "Masha", "Маша"]


def test_a_renamed_member_keeps_their_history(friday: Group) -> None:
    renamed = friday.client.post(f"/api/v1/groups/{friday.edit_key}/rename",
                                 json={"member": "Boris", "name": "Borya"})
    assert renamed.status_code == 201
    borya = next(m for m in renamed.get_json()["members"] if m["name"] == "Borya")
    assert (borya["tables"], borya["games"], borya["lost"]) == (3, 4, 2)
    # a new table with the old name is still his
    friday.table("aggravation", ("Boris", "Ann"))
    assert next(m for m in friday.read()["members"] if m["name"] == "Borya")["tables"] == 4
    taken = friday.client.post(f"/api/v1/groups/{friday.edit_key}/rename",
                               json={"member": "Borya", "name": "ann"})
    assert taken.status_code == 422 and taken.get_json()["field"] == "name"


def test_the_view_link_only_reads(friday: Group) -> None:
    client = friday.client
    for path, body in (("members", {"name": "Eve"}), ("rename", {"member": "Ann",
                                                                   "name": "Anna"}),
                       ("seasons", {"name": "2026–27"}), ("leave", {"key": "x" * 22})):
        answer = client.post(f"/api/v1/groups/{friday.view_key}/{path}", json=body)
        assert answer.status_code == 403, path
    refused = client.post("/api/v1/tables", json={
        "game": "aggravation", "players": ["Ann", "Eve"], "group": friday.view_key})
    assert refused.status_code == 422 and refused.get_json()["field"] == "group"
    assert [m["name"] for m in friday.read()["members"]] == list(FOUR)


def test_members_added_by_hand_and_guests_given_to_them(friday: Group) -> None:
    """A name corrected at a table that no member answers to is a guest until the host says
    who it is."""
    client = friday.client
    key = friday.tables[0]  # type: ignore[attr-defined]
    friday.act(key, "rename", seat=3, name="Dorothea")
    assert friday.read()["guests"] == ["Dorothea"]
    given = client.post(f"/api/v1/groups/{friday.edit_key}/members",
                        json={"name": "Dorothea", "same_as": "Dora"})
    assert given.status_code == 201 and given.get_json()["guests"] == []
    dora = next(m for m in given.get_json()["members"] if m["name"] == "Dora")
    assert dora["tables"] == 2
    twice = client.post(f"/api/v1/groups/{friday.edit_key}/members",
                        json={"name": "Dorothea", "same_as": "Dora"})
    assert twice.status_code == 200


def test_the_group_routes_are_documented(client: Any) -> None:
    paths = client.get("/api/openapi.json").get_json()["paths"]
    for path in ("/api/v1/groups", "/api/v1/groups/{key}", "/api/v1/groups/{key}/members",
                 "/api/v1/groups/{key}/members/{member}", "/api/v1/groups/{key}/seasons",
                 "/api/v1/groups/import", "/api/v1/groups/{key}/import"):
        assert path in paths, path
    table = paths["/api/v1/tables"]["post"]["requestBody"]["content"]["application/json"]
    assert "group" in table["schema"]["properties"]
