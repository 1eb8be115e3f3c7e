"""What the referee saw, remembered across nights (issue 40, point 2): a Mus órdago won, a
Belote capot and Kozel's shokha, each read from the ruling or the cards the table kept with the
hand (the game's own ``moments``, in ``referee/``), on the right members' pages; partners in
partnership games; a member's page in the reader's language; and a table started from the
group's page, where a name close to a member's asks first and the host's answer is kept."""

from __future__ import annotations

from typing import Any

from test_groups import Group

MUS = ("Ane", "Bittor", "Carmen", "Dani")
# Ane deals, Bittor is the mano: the best Grande (K K 7 4) is Dani's, so an órdago seen on
# Grande wins Bittor & Dani the game (003 lines 132–200; tests/games/test_whole_mus.py)
HANDS = ["AS AC KD 3H", "QS JS 7C 4D", "KS KC 7D 4H", "AH AD 2S 5C"]
STRONG = "JS 9S AS 10S KS QS 8S 7S AH 10H KH QH AD 10D KD QD"
WEAK = "JH 9H 8H 7H JD 9D 8D 7D AC 10C KC QC JC 9C 8C 7C"


def moments(group: Group, name: str) -> list[tuple[str, str]]:
    return sorted((m["game"], m["moment"]) for m in group.member(name)["moments"])


def test_an_ordago_a_capot_and_the_shokha_go_to_the_members_who_had_them(client: Any) -> None:
    group = Group(client)
    mus = group.table("mus", MUS)
    state = group.act(mus, "hand", body={"hands": HANDS,
                                         "bets": {"grande": {"outcome": "ordago"}}})
    assert state["finished"]
    # Belote: Ane & Carmen (seats 0 and 2) take every trick, a capot (003 line 542)
    belote = group.table("belote", MUS)
    group.act(belote, "hand", body={"trump": "S", "taker": 0, "won": [f"{STRONG} {WEAK}", ""],
                                    "last_trick": 0})
    # Kozel for points, three players: Carmen's tricks hold the ♠6, the shokha (002 line 56)
    kozel = group.table("kozel", ("Ane", "Bittor", "Carmen"))
    group.act(kozel, "hand", body={"won": ["AS 10S AH 10H AD 10D AC 10C", None, "KS KH 6S"]})

    assert moments(group, "Bittor") == [("mus", "ordago_won")]
    assert moments(group, "Dani") == [("mus", "ordago_won")]
    assert moments(group, "Ane") == [("belote", "capot")]
    assert moments(group, "Carmen") == [("belote", "capot"), ("kozel", "shokha")]

    # partners: at Mus and Belote, Ane sat with Carmen, Bittor with Dani
    ane = {p["member"]: p for p in group.member("Ane")["partners"]}
    assert set(ane) == {"Carmen"}
    assert ane["Carmen"]["games"] == 1 and ane["Carmen"]["won"] == 0  # the Mus game
    bittor = {p["member"]: p for p in group.member("Bittor")["partners"]}
    assert (bittor["Dani"]["games"], bittor["Dani"]["won"]) == (1, 1)

    # the member's page, in Spanish: the moments in the reader's words
    carmen = next(m for m in group.read()["members"] if m["name"] == "Carmen")
    page = client.get(f"/g/{group.view_key}/m/{carmen['id']}",
                      headers={"Accept-Language": "es"}).get_data(as_text=True)
    assert "Lo que vio el árbitro" in page and "Se llevó la shokha" in page
    assert "Capot" in page and "Compañeros" in page

    # undone at the table, the órdago leaves the history at once (and the game Ane and
    # Carmen played together with it)
    group.act(mus, "undo")
    assert moments(group, "Bittor") == []
    assert group.member("Ane")["partners"] == []


def test_a_table_started_from_the_groups_page_asks_about_a_close_name(client: Any) -> None:
    """The form way (no JavaScript): "Маша" beside the member Masha is asked about, nothing is
    written; answered "she is Masha", the table is started and is Masha's."""
    group = Group(client)
    group.table("aggravation", ("Masha", "Boris"))
    page = client.get(f"/new/aggravation?group={group.edit_key}").get_data(as_text=True)
    assert f'value="{group.edit_key}"' in page and "Friday regulars" in page
    form = {"players": "Маша\nBoris", "group": group.edit_key}
    asked = client.post("/new/aggravation", data=form)
    assert asked.status_code == 422
    text = asked.get_data(as_text=True)
    assert "Маша" in text and 'name="choice_name"' in text
    assert len(group.read()["tables"]) == 1
    answered = client.post("/new/aggravation", data=form | {"choice_name": "Маша",
                                                            "choice_member": "Masha"})
    assert answered.status_code in (302, 303)
    masha = next(m for m in group.read()["members"] if m["name"] == "Masha")
    assert masha["tables"] == 2
    assert sorted(m["name"] for m in group.read()["members"]) == ["Boris", "Masha"]
