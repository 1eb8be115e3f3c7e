"""What was left of issue 23: the referee names each play of a trick by who made it (a table's
players, else "second player"), says trump orders with the table's faces in the reader's
letters, suggests the table's own notation when a typed card cannot be read, and names the
player, the card and the suit as the table does in its refusals. Each test reads a page or an
answer in the reader's language."""

from __future__ import annotations

import html
import re
from typing import Any

from helpers import Table

RUSSIAN = {"Accept-Language": "ru"}
SPANISH = {"Accept-Language": "es"}
FOUR = ("Ann", "Boris", "Carl", "Dora")


def explanation(page: str) -> str:
    found = re.search(r'<p class="explanation"[^>]*>(.*?)</p>', page, re.S)
    assert found, page[:2000]
    return html.unescape(found.group(1))


def errors(page: str) -> list[str]:
    return [html.unescape(m) for m in re.findall(r'class="error"[^>]*>(.*?)<', page, re.S)]


# --- 1. Bura's and Kozel's plays, by player -------------------------------------------------

def test_a_bura_trick_from_a_russian_table_names_each_play_by_its_player(client: Any) -> None:
    """002 line 25: a play of several cards must beat each card of the best play so far, and a
    later player must beat the best play, not the lead. Hearts trumps; Борис leads (after the
    dealer, 002 line 23), Вера trumps both cards, Аня cannot beat Вера's."""
    table = Table(client, "bura", ("Аня", "Борис", "Вера"), tokens=20, ante=1)
    page = client.post("/referee/bura/trick", headers=RUSSIAN, data={
        "table": table.view_key, "leader": "1", "trump": "H", "play0_text": "AS KS",
        "play1_text": "7H 8H", "play2_text": "9D JD"}).get_data(True)
    said = explanation(page)
    assert said == (
        "Козыри — черви. Заходит Борис: Т♠ К♠. Вера (7♥ 8♥) бьёт заход (Т♠ К♠) карта за "
        "картой: 7♥ бьёт Т♠ козырем, 8♥ бьёт К♠ козырем. Аня (9♦ В♦) не бьёт лучший ход на "
        "этот момент (7♥ 8♥): ни одна карта из 9♦ В♦ не бьёт 7♥. Вера берёт взятку (7♥ 8♥): "
        "17 очков, Т♠ 11 + К♠ 4 + 7♥ 0 + 8♥ 0 + 9♦ 0 + В♦ 2 = 17.")
    assert "Ход" not in said and "ход 1" not in said
    # without a table: first, second, third player
    page = client.post("/referee/bura/trick", headers=RUSSIAN, data={
        "trump": "H", "play0_text": "AS KS", "play1_text": "7H 8H",
        "play2_text": "9D JD"}).get_data(True)
    assert "Заходит первый игрок: Т♠ К♠. Второй игрок (7♥ 8♥) бьёт заход" in explanation(page)
    assert "Второй игрок берёт взятку (7♥ 8♥): 17 очков" in explanation(page)


def test_a_broken_bura_lead_is_listed_with_the_tables_faces(client: Any) -> None:
    """000 lines 19-20: cards led together are of one suit, and every play has as many cards
    as the lead: a mixed lead and a play of three against two both break a rule."""
    page = client.post("/referee/bura/trick", headers=RUSSIAN, data={
        "trump": "H", "play0_text": "AS KD", "play1_text": "7H 8H 9H",
        "play2_text": "9D JD"}).get_data(True)
    broken = re.findall(r"<li><strong>([^<]*)</strong>", page)
    assert broken == ["Первый игрок (заход), Т♠ К♦", "Второй игрок, 7♥ 8♥ 9♥"]
    assert "Второй игрок кладёт 3 карты (7♥ 8♥ 9♥) на заход из 2 и не может взять." in \
        explanation(page)


def test_several_buras_are_said_by_the_seats_that_played_them(client: Any) -> None:
    """002 line 37: of several buras the earliest in turn leads and the others play theirs;
    the trick between them is said by the holders' seats, not "play 1"."""
    answer = client.post("/api/v1/referee/bura/showdown", headers=RUSSIAN, json={
        "hands": [["AH", "KH", "QH"], ["7S", "8S", "9S"], ["10H", "JH", "9H"]],
        "trump": "H"}).json
    said = answer["explanation"]
    assert "Игрок 0 заходит с буры, затем по очереди игрок 2; игрок 0 берёт эту взятку" in said
    assert "Заходит игрок 0: AH KH QH." in said
    assert "Игрок 2 (10H JH 9H) не бьёт заход (AH KH QH)" in said
    assert "ход 0" not in said.lower() and "ход 1" not in said.lower()


def test_kozel_partners_are_named_when_one_of_them_wins(client: Any) -> None:
    """002 line 58: four play Kozel for points as two partnerships, partners opposite. Борис
    leads clubs, Аня trumps with the 6 of hearts: Аня and her partner Вера take the trick."""
    table = Table(client, "kozel", ("Аня", "Борис", "Вера", "Дора"))
    page = client.post("/referee/kozel/trick", headers=RUSSIAN, data={
        "table": table.view_key, "leader": "1", "trump": "H", "play0_text": "7C",
        "play1_text": "8C", "play2_text": "9C", "play3_text": "6H"}).get_data(True)
    assert explanation(page).endswith(
        "Аня берёт взятку (6♥); Аня и Вера получают 0 очков: 7♣ 0 + 8♣ 0 + 9♣ 0 + 6♥ 0 = 0.")


# --- 2. trump orders in the reader's letters --------------------------------------------------

def test_a_trump_order_is_said_with_the_readers_face_letters(client: Any) -> None:
    """003 line 492: in Belote's trump suit the jack and the nine rank on top."""
    table = Table(client, "belote", FOUR)
    page = client.post("/referee/belote/trick", headers=RUSSIAN, data={
        "table": table.view_key, "leader": "1", "trump": "H", "play0_text": "AS",
        "play1_text": "10S", "play2_text": "JH", "play3_text": "8D"}).get_data(True)
    assert "(порядок козырей: В 9 Т 10 К Д 8 7)" in explanation(page)
    assert "J 9 A" not in page


def test_a_tute_table_says_its_trumps_in_the_spanish_packs_numbers_and_suits(
        client: Any) -> None:
    """003 lines 94 and 102: Tute is played with the Spanish pack, ranked A 3 K Q J 7 6 5 4 2
    (1 3 12 11 10 … on the cards); espadas, not picas."""
    table = Table(client, "tute", FOUR)
    page = client.post("/referee/tute/trick", headers=SPANISH, data={
        "table": table.view_key, "leader": "1", "trump": "S", "play0_text": "AH",
        "play1_text": "3H", "play2_text": "2S", "play3_text": "4S"}).get_data(True)
    # the card is named once: in words, as this pack's page says its cards (issue 37)
    assert explanation(page).startswith(
        "4 de espadas gana: es el triunfo más alto jugado, por encima de 2 de "
        "espadas (orden del triunfo: 1 3 12 11 10 7 6 5 4 2); triunfo: espadas.")
    # a suit led and followed: its order and its name as the pack says them
    page = client.post("/referee/tute/trick", headers=SPANISH, data={
        "table": table.view_key, "leader": "1", "trump": "H", "play0_text": "AS",
        "play1_text": "3S", "play2_text": "2S", "play3_text": "4D",
        "hand3_text": "4D 5S"}).get_data(True)
    said = explanation(page)
    assert said.startswith("As de espadas gana: es la carta más alta jugada del palo de "
                           "salida, espadas (orden: 1 3 12 11 10 7 6 5 4 2)")
    assert "no se jugó ningún triunfo (triunfo: copas)" in said
    assert "picas" not in said and "corazones" not in said
    # the trump picker says the pack's suits
    page = client.get(f"/referee/tute?table={table.view_key}", headers=SPANISH).get_data(True)
    assert re.findall(r'<option value="[SHDC]"[^>]*>[^ <]+ ([^<]*)<', page)[:4] == [
        "espadas", "copas", "oros", "bastos"]


# --- 3. the notation a refusal suggests --------------------------------------------------------

def test_a_spanish_pack_table_suggests_its_own_notation(client: Any) -> None:
    """A Mus table (003 line 141: the Spanish pack) types 12E 1O 7C; a card it cannot read is
    refused with its own suits and examples, the API's refusal stays canonical."""
    table = Table(client, "mus", ("Ane", "Jon", "Maite", "Paul"))
    form = {"kind": "hand", "seen": "0", "idem": "typed-1", "hand_0_text": "12E 12C 7B 4O",
            "hand_1_text": "11E 11C 10B XX", "hand_2_text": "1E 2C 5B 6O",
            "hand_3_text": "3E 3C 7E 4E", "bet_grande": "seen", "stake_grande": "3"}
    page = client.post(f"/t/{table.edit_key}/act", data=form, headers=SPANISH).get_data(True)
    assert errors(page) == ["'XX' no es una carta: escribe el valor y luego el palo "
                            "(O C E B), como 12E o 1O"]
    refused = client.post("/api/v1/referee/mus/showdown", headers=SPANISH, json={
        "hands": ["XX", "AS AH AC AD"], "round": "grande"}).json
    assert refused["error"] == ("'XX' no es una carta: escribe el valor y luego el palo "
                                "(S H D C), como QS o 10H")


def test_a_russian_bura_table_suggests_russian_letters(client: Any) -> None:
    table = Table(client, "bura", ("Аня", "Борис"), tokens=20, ante=1)
    table.act("ante")
    page = client.post(f"/t/{table.edit_key}/act", headers=RUSSIAN, data={
        "kind": "claim", "seen": "1", "idem": "ru-1", "seat": "0",
        "cards_text": "ХЗ"}).get_data(True)
    assert errors(page) == ["'ХЗ' — не карта: пишите достоинство, затем масть (П Ч Б Т), "
                            "например ДП или 10Ч"]


# --- 4. refusals that named a hand or a play by its number ---------------------------------------

def test_a_mus_hand_refused_names_its_player_and_the_card_as_the_pack_says_it(
        client: Any) -> None:
    """003 line 149: four cards each. Ane deals (seat 0), so Jon is the mano and the second
    hand in turn is Maite's; an 8 is not in the 40-card pack (003 line 141)."""
    table = Table(client, "mus", ("Ane", "Jon", "Maite", "Paul"))
    form = {"kind": "hand", "seen": "0", "idem": "typed-1", "hand_0_text": "12E 12C 7B 4O",
            "hand_1_text": "11E 11C 10B", "hand_2_text": "1E 2C 5B 6O",
            "hand_3_text": "3E 3C 7E 4E", "bet_grande": "seen", "stake_grande": "3"}
    page = client.post(f"/t/{table.edit_key}/act", data=form, headers=SPANISH).get_data(True)
    assert errors(page) == ["una mano de Mus es de 4 cartas; Maite tiene 3"]
    form |= {"idem": "typed-2", "hand_1_text": "11E 11C 10B 8E"}
    page = client.post(f"/t/{table.edit_key}/act", data=form, headers=SPANISH).get_data(True)
    assert errors(page) == ["8 de espadas no está en la baraja de 40 cartas de Mus"]


def test_a_trick_refused_or_broken_names_the_player(client: Any) -> None:
    """003 lines 473-500 (Belote): Boris leads after the dealer; a hand given without the
    card its player played is refused by that player's name, and Ann, who held a spade and
    played a diamond, broke the rule to follow suit."""
    table = Table(client, "belote", FOUR)
    plays = {"table": table.view_key, "leader": "1", "trump": "H", "play0_text": "AS",
             "play1_text": "10S", "play2_text": "JH", "play3_text": "8D"}
    page = client.post("/referee/belote/trick", headers=SPANISH,
                       data=plays | {"hand2_text": "7S 8S"}).get_data(True)
    assert errors(page) == ["Dora juega J♥, que no está en la mano indicada (7♠ 8♠); una mano "
                            "son las cartas que se tenían justo antes de la baza, incluidas "
                            "las jugadas"]
    page = client.post("/referee/belote/trick", headers=SPANISH,
                       data=plays | {"hand3_text": "7S 8D"}).get_data(True)
    assert "Tal como se jugó: Ann incumple una regla (hay que asistir" in explanation(page)


def test_a_showdown_from_a_table_names_each_hand_by_who_holds_it(client: Any) -> None:
    """Mus (003 lines 150-156): play goes to the right, the mano (the dealer's right, Jon
    when Ane deals) speaks first and wins ties; his hand is hand 0. Grande: Jon's two kings
    tie Ane's two threes (which count as kings) and Jon wins it for Jon & Paul."""
    table = Table(client, "mus", ("Ane", "Jon", "Maite", "Paul"))
    page = client.get(f"/referee/mus?table={table.view_key}", headers=SPANISH).get_data(True)
    assert "Jon (la mano)" in page and "Mano 0" not in page
    page = client.post("/referee/mus/showdown", headers=SPANISH, data={
        "table": table.view_key, "round": "grande", "hand0_text": "12E 12C 7B 4O",
        "hand1_text": "11E 11C 10B 7O", "hand2_text": "1E 2C 5B 6O",
        "hand3_text": "3E 3C 7E 4E"}).get_data(True)
    assert re.search(r'<p class="verdict good"[^>]*>Jon gana el lance</p>', page)
    assert re.findall(r'<li class="[^"]*">(\w+):', page) == ["Jon", "Maite", "Paul", "Ane"]
    assert explanation(page).endswith("Grande: se lo llevan Jon & Paul.")
    # Bura (002 line 37): the hands from who would lead; Борис, after the dealer, leads his bura
    bura = Table(client, "bura", ("Аня", "Борис", "Вера"), tokens=20, ante=1)
    page = client.post("/referee/bura/showdown", headers=RUSSIAN, data={
        "table": bura.view_key, "trump": "H", "hand0_text": "AH KH QH",
        "hand1_text": "7S 8S 9S", "hand2_text": "10H JH 9H"}).get_data(True)
    assert re.search(r'<p class="verdict good"[^>]*>Заходит Борис</p>', page)
    assert "Заходит Борис: Т♥ К♥ Д♥." in explanation(page)


def test_the_history_and_the_refusals_show_the_tables_cards(client: Any) -> None:
    """Cards a page showed canonically: a bura shown at a Russian table (002 lines 33-37), a
    king in a Tute baza although a tute was declared (003 lines 87-131: the four kings held),
    a Burraco run with a gap and a second set of queens (003 lines 2-86) read in Russian."""
    bura = Table(client, "bura", ("Аня", "Борис"), tokens=20, ante=1)
    bura.act("ante")
    bura.act("bura", seat=1, trump="H", cards=["AH", "KH", "QH"])
    page = client.get(f"/t/{bura.edit_key}", headers=RUSSIAN).get_data(True)
    assert "Борис показывает буру (Т♥ К♥ Д♥)" in html.unescape(page)
    tute = Table(client, "tute", FOUR)
    page = client.post("/referee/tute/score", headers=SPANISH, data={
        "table": tute.view_key, "trump": "H", "won_side": "0", "tute": "1",
        "won_text": "AH 3H KH QH", "last_trick": "0"}).get_data(True)
    assert errors(page) == ["rey de copas está en una baza, pero el tute se canta teniendo "
                            "los cuatro reyes"]
    burraco = Table(client, "burraco", FOUR)
    for melds, refused in (
            ("7S 9S 10S", "7♠ 9♠ 10♠: не подряд: не хватает 8♠, а дикой карты, чтобы закрыть "
                          "пропуск, нет"),
            ("QS QH QD\nQC QS JK", "Ann & Carl: группа «Д» уже выложена (комбинация 1); пара "
                                   "может выложить только одну группу каждого достоинства")):
        page = client.post("/referee/burraco/score", headers=RUSSIAN, data={
            "table": burraco.view_key, "burraco": "1", "melds_0": melds,
            "pozzetto_0": "on", "pozzetto_1": "on"}).get_data(True)
        assert errors(page) == [refused]
