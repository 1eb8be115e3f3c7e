"""Words and cards as each table says them (issue 23): the API keeps the canonical notation in
and out whatever the reader's language; pages show the table's faces in the reader's words and
read the players' own notation into the same cards; the referee from a table asks who led and
names each play; the English left over is gone."""

from __future__ import annotations

import csv
import io
import re
from typing import Any

from helpers import Table

MUS = ("Ane", "Jon", "Maite", "Paul")
SPANISH = {"Accept-Language": "es"}
HANDS_CANONICAL = ["KS KH 7C 4D", "QS QH JC 7D", "AS 2H 5C 6D", "3S 3H 7S 4S"]
HANDS_SPANISH = ["12E 12C 7B 4O", "11E 11C 10B 7O", "1E 2C 5B 6O", "3E 3C 7E 4E"]
"""The same four Mus hands, as the API writes them and as Spanish players do (sota 10,
caballo 11, rey 12; oros O, copas C, espadas E, bastos B)."""


def test_the_api_speaks_the_canonical_notation_whatever_the_language(client: Any) -> None:
    # 003 Tute: a count of card points, asked in Spanish and in Russian
    for language in ("es", "ru", "fr"):
        answer = client.post("/api/v1/referee/tute/count", json={"cards": "KS AD 7H"},
                             headers={"Accept-Language": language}).json
        assert [line["card"] for line in answer["breakdown"]] == ["KS", "AD", "7H"]
        assert "KS" in str(answer) and "rey" not in str(answer) and "12E" not in str(answer)
    trick = client.post("/api/v1/referee/belote/trick", headers={"Accept-Language": "ru"},
                        json={"trump": "H", "plays": [["AS"], ["10S"], ["JH"], ["7S"]]}).json
    assert trick["winning_cards"] == ["JH"] and trick["explanation"].startswith("JH")
    # the API never reads a reader's notation: 12E is no card there, 7C is the 7 of clubs
    refused = client.post("/api/v1/referee/mus/showdown", headers=SPANISH,
                          json={"hands": HANDS_SPANISH, "round": "grande"})
    assert refused.status_code == 422 and "12E" in refused.json["error"]


def test_the_spanish_typed_notation_reads_into_the_same_cards(client: Any) -> None:
    """A Mus hand typed in the players' notation on the table page is the hand the API takes
    in canonical notation: the same event body, the same award (003 lines 132-200)."""
    spanish, canonical = Table(client, "mus", MUS), Table(client, "mus", MUS)
    form = {"kind": "hand", "seen": "0", "idem": "typed-1",
            **{f"hand_{i}_text": hand for i, hand in enumerate(HANDS_SPANISH)},
            "bet_grande": "seen", "stake_grande": "3"}
    response = client.post(f"/t/{spanish.edit_key}/act", data=form, headers=SPANISH)
    assert response.status_code == 303
    body = spanish.state()["events"][-1]["payload"]["body"]
    assert body["hands"] == [hand.split() for hand in HANDS_CANONICAL]
    canonical.act("hand", body={"hands": HANDS_CANONICAL,
                                "bets": {"grande": {"outcome": "seen", "stake": "3"}}})
    assert spanish.state()["events"][-1]["detail"]["award"] == \
        canonical.state()["events"][-1]["detail"]["award"]


def test_a_spanish_pack_table_shows_its_cards_in_the_readers_words(client: Any) -> None:
    table = Table(client, "tute", MUS)
    won = "AH 3H KH QH AS 3S KS QS"
    page = client.post("/referee/tute/count", headers=SPANISH,
                       data={"table": table.view_key, "cards_text": won}).get_data(True)
    assert re.findall(r'title="([^"]+)">(\w+)</span> (\d+)', page)[:4] == [
        ("as de copas", "1C", "11"), ("3 de copas", "3C", "10"), ("rey de copas", "12C", "4"),
        ("caballo de copas", "11C", "3")]
    assert "AH" not in re.sub(r'value="[^"]*"', "", page)
    # the picker: a suit a row, oros first, 1 to 12, each card named for a screen reader
    page = client.get(f"/referee/tute?table={table.view_key}", headers=SPANISH).get_data(True)
    first_row = re.search(r'<div class="suit-row">(.*?)</div>', page, re.S).group(1)
    assert re.findall(r"<span>(\d+)<small", first_row) == \
        ["1", "2", "3", "4", "5", "6", "7", "10", "11", "12"]
    assert 'aria-label="as de oros" name="cards" value="AD"' in page
    assert 'placeholder="12E 1O 7C"' in page
    # English cards are the table's choice
    english = Table(client, "tute", MUS, faces="french")
    page = client.get(f"/referee/tute?table={english.view_key}", headers=SPANISH).get_data(True)
    assert 'aria-label="as de diamantes"' in page and "<span>A<small" in page


def test_a_russian_reader_sees_russian_face_letters(client: Any) -> None:
    table = Table(client, "bura", ("Аня", "Борис"), tokens=20, ante=1)
    table.act("ante")
    page = client.post(f"/t/{table.edit_key}/act", headers={"Accept-Language": "ru"}, data={
        "kind": "claim", "seen": "1", "idem": "ru-1", "seat": "0", "card": ["AS", "10S"],
        "cards_text": "ТЧ"}).get_data(True)
    claim = table.state()["events"][-1]
    assert claim["payload"]["captured"] == ["AS", "10S", "AH"]
    page = client.get(f"/t/{table.edit_key}", headers={"Accept-Language": "ru"}).get_data(True)
    assert "Т♠ 11 + 10♠ 10 + Т♥ 11 = 32" in page
    assert "<span>Д<small" in page and "<span>В<small" in page


def test_the_referee_from_a_table_asks_who_led_and_names_the_plays(client: Any) -> None:
    """Belote, hearts trumps: Boris deals the first hand (seat 0 deals, the next leads), so
    Boris leads; the jack of trumps wins for Dora, the fourth to play."""
    table = Table(client, "belote", ("Ann", "Boris", "Carl", "Dora"))
    page = client.get(f"/referee/belote?table={table.view_key}").get_data(True)
    assert re.search(r'<option value="1" selected>Boris</option>', page), "the first leader"
    labels = re.findall(r'<details class="play" [^>]*><summary>([^<]*)</summary>', page)
    assert labels == ["Boris (led)", "Carl", "Dora", "Ann"]
    # Dora led instead
    page = client.get(f"/referee/belote?table={table.view_key}&leader=3").get_data(True)
    assert re.findall(r'<details class="play" [^>]*><summary>([^<]*)</summary>', page) == \
        ["Dora (led)", "Ann", "Boris", "Carl"]
    ruling = client.post("/referee/belote/trick", data={
        "table": table.view_key, "leader": "1", "trump": "H", "play0_text": "AS",
        "play1_text": "10S", "play2_text": "JH", "play3_text": "8D",
        "hand3_text": "7S 8D"}).get_data(True)
    assert '<li class="win">Dora:' in ruling and "Boris (led):" in ruling
    # Ann, the fourth to play, held a spade: the rule broken is hers, by name
    assert "Ann, 8♦" in ruling and "Play 3" not in ruling
    # unnamed: first, second, third player
    unnamed = client.get("/referee/belote").get_data(True)
    assert re.findall(r'<details class="play" [^>]*><summary>([^<]*)</summary>', unnamed) == \
        ["First player (led)", "Second player", "Third player", "Fourth player"]
    spanish = client.get("/referee/belote", headers=SPANISH).get_data(True)
    assert "Segundo jugador" in spanish and "Jugada" not in spanish


def test_the_leftover_english_is_gone(client: Any) -> None:
    # the game's name where the language has one, and no option's value names in its hints
    assert "Новый стол: Бура" in client.get("/new/bura?lang=ru").get_data(True)
    assert "Козёл" in client.get("/?lang=ru").get_data(True)
    mus = client.get("/new/mus?lang=es").get_data(True)
    assert "odd_card" not in re.sub(r'value="[^"]*"', "", mus) and "mano:" not in mus
    assert "baraja española: oros, copas, espadas, bastos" in mus
    # French elision before a vowel
    assert "<h1>Arbitre d'Aggravation</h1>" in client.get("/referee/aggravation?lang=fr"
                                                         ).get_data(True)
    assert "Arbitre de Bura" in client.get("/referee/bura?lang=fr").get_data(True)
    table = Table(client, "tute", ("Alice", "Bob", "Eve", "Dan"))
    ruling = client.post("/referee/tute/score?lang=fr", data={
        "table": table.view_key, "trump": "H", "won_side": "0",
        "won_text": "AH 3H KH QH AS 3S KS QS", "last_trick": "0"}).get_data(True)
    assert "d&#39;Alice" in ruling and "de Alice" not in ruling
    # the Spanish ruling's heading is not «Fallo» (a ruff)
    spanish = client.post("/referee/bura/claim?lang=es",
                          data={"cards_text": "AS 10S AH", "pot": "2"}).get_data(True)
    assert "Veredicto" in spanish and "Fallo" not in spanish


def test_the_csv_and_the_chart_speak_the_readers_language(client: Any) -> None:
    table = Table(client, "belote", ("Ann", "Boris", "Carl", "Dora"))
    table.act("score", teams=[162, 0])
    rows = list(csv.reader(io.StringIO(client.get(
        f"/s/{table.view_key}/export.csv", headers=SPANISH).get_data(True))))
    assert rows[0] == ["partida", "mano", "Ann & Carl", "Boris & Dora", "total de Ann & Carl",
                       "total de Boris & Dora"]
    assert rows[1] == ["1", "1", "162", "0", "162", "0"]
    page = client.get(f"/s/{table.view_key}", headers=SPANISH).get_data(True)
    assert 'aria-label="Totales acumulados, un punto por mano"' in page
