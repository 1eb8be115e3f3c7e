"""By keyboard and by ear (issue 26): a Bura claim and a Belote hand entered with Tab, the arrow
keys, Space and Enter only; after every action the focus is where the player's next step is,
never on <body>; the page's one announcer says each change in a short line; the skip link
reaches the main action; Escape closes the language menu.

Keys are the only input here; the page is read (where the focus is, what is ticked) to decide
the next key, as a person looks at the screen."""

from __future__ import annotations

import json
import urllib.request
from typing import Any

from playwright.sync_api import expect
from steps import start_table

FOCUSED = """() => {
  const el = document.activeElement;
  if (!el || el === document.body) return {tag: 'body'};
  const row = el.closest('.suit-row');
  return {tag: el.tagName.toLowerCase(), id: el.id, value: el.value || '',
          type: el.type || '', text: (el.innerText || '').trim().slice(0, 80),
          name: el.getAttribute('name') || '', checked: !!el.checked,
          card: row ? [...row.querySelectorAll('input')].indexOf(el) : -1};
}"""


def focused(page: Any) -> dict[str, Any]:
    return page.evaluate(FOCUSED)


def post(server: Any, path: str, body: dict[str, Any]) -> dict[str, Any]:
    request = urllib.request.Request(server.url + path, json.dumps(body).encode(),
                                     {"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=10) as response:
        return json.loads(response.read())


def tab_to(page: Any, wanted: str, limit: int = 120) -> int:
    """Tab until the focus is on what ``wanted`` (a JS test of the focused element ``el``) says;
    the number of Tabs it took."""
    for count in range(1, limit + 1):
        page.keyboard.press("Tab")
        if page.evaluate(f"() => {{ const el = document.activeElement; return !!({wanted}); }}"):
            return count
    raise AssertionError(f"{wanted} not reached in {limit} Tabs; focus on {focused(page)}")


def pick(page: Any, card: str) -> None:
    """In the card picker that has the focus: arrows to ``card`` in its suit, Space to tick it.
    The suit's block is reached with Up and Down from the one the focus is in."""
    where = page.evaluate("""(card) => {
        const el = document.activeElement;
        const rows = [...el.closest('fieldset.picker').querySelectorAll('.suit-row')];
        const row = rows.findIndex(r => r.querySelector(`input[value="${card}"]`));
        const at = [...rows[row].querySelectorAll('input')].findIndex(i => i.value === card);
        return {from: rows.indexOf(el.closest('.suit-row')), row: row, at: at};
    }""", card)
    step = "ArrowDown" if where["row"] > where["from"] else "ArrowUp"
    for _ in range(abs(where["row"] - where["from"])):
        page.keyboard.press(step)
    page.keyboard.press("Home")
    for _ in range(where["at"]):
        page.keyboard.press("ArrowRight")
    assert focused(page)["value"] == card
    page.keyboard.press("Space")
    assert focused(page)["checked"], card


def test_a_bura_claim_on_the_referee_page_by_keyboard(server: Any, phone: Any) -> None:
    phone.goto(server.url + "/referee/bura")
    # the skip links come first: one a question, the claim's second (87 Tabs before)
    phone.keyboard.press("Tab")
    assert focused(phone)["text"] == "Skip to: Who won the trick?"
    phone.keyboard.press("Tab")
    assert focused(phone)["text"] == "Skip to: Is the claim of 31 true?"
    phone.keyboard.press("Enter")
    assert focused(phone)["id"] == "q-claim"
    # one stop a suit: four suits, the typed box, the pot, the button
    stops = []
    for _ in range(7):
        phone.keyboard.press("Tab")
        stops.append(focused(phone))
    assert [s["card"] for s in stops[:4]] == [0, 0, 0, 0]
    assert [s["name"] for s in stops[4:6]] == ["cards_text", "pot"]
    assert stops[6]["text"] == "Check the claim"
    for _ in range(6):
        phone.keyboard.press("Shift+Tab")
    assert focused(phone)["value"] == "AS"
    for card in ("AS", "10S", "KS", "QH"):
        pick(phone, card)
    tab_to(phone, "el.textContent.trim() === 'Check the claim'")
    phone.keyboard.press("Enter")

    verdict = phone.locator("#ruling .verdict")
    expect(verdict).to_have_text("False claim: 28 of 31")
    # the focus is on the ruling's heading; the announcer says the verdict
    expect(phone.locator("#ruling h2")).to_be_focused()
    expect(phone.locator("#announcer")).to_have_text("False claim: 28 of 31")
    assert phone.locator("#ruling[aria-live], #ruling [aria-live]").count() == 0
    # the same claim asked again is said again
    phone.locator("#announcer").evaluate("el => el.textContent = ''")
    tab_to(phone, "el.textContent.trim() === 'Check the claim'")
    phone.keyboard.press("Enter")
    expect(phone.locator("#announcer")).to_have_text("False claim: 28 of 31")


def test_a_bura_claim_at_the_table_by_keyboard_is_said_and_focused(server: Any,
                                                                   phone: Any) -> None:
    table = post(server, "/api/v1/tables", {
        "game": "bura", "players": [{"name": "Masha"}, {"name": "Boris"}],
        "options": {"tokens": 20, "ante": 1}})
    phone.goto(table["edit_url"])
    phone.keyboard.press("Tab")
    assert focused(phone)["text"] == "Skip to the actions"
    phone.keyboard.press("Enter")
    assert focused(phone)["id"] == "actions-box"
    phone.keyboard.press("Tab")
    assert focused(phone)["text"] == "Everyone antes 1"
    phone.keyboard.press("Enter")
    expect(phone.locator("#announcer")).to_have_text(
        "Masha and Boris ante 1 each; the pot holds 2")
    # the control used is still there (now "Ante again"): the focus stays on it
    expect(phone.get_by_role("button", name="Ante again 1")).to_be_focused()

    tab_to(phone, "el.tagName === 'SUMMARY' && el.textContent.trim() === 'Claim 31'")
    phone.keyboard.press("Enter")
    phone.keyboard.press("Tab")
    assert focused(phone)["name"] == "seat"
    phone.keyboard.press("Space")   # Masha, the first
    phone.keyboard.press("Tab")
    for card in ("AS", "10S", "KS", "QH"):
        pick(phone, card)
    tab_to(phone, "el.textContent.trim() === 'Check the claim'")
    phone.keyboard.press("Enter")
    expect(phone.locator("#ruling")).to_contain_text("The claim is false")
    expect(phone.locator("#ruling h2")).to_be_focused()
    expect(phone.locator("#announcer")).to_have_text(
        "Masha claims 31 with 28 points: false, pays 2 into the pot")
    assert phone.locator("#live [aria-live], #live[aria-live]").count() == 0


def test_a_belote_hand_by_keyboard(server: Any, phone: Any) -> None:
    table = post(server, "/api/v1/tables", {
        "game": "belote", "players": [{"name": n} for n in ("Ann", "Bob", "Cat", "Dan")]})
    phone.goto(table["edit_url"])
    phone.keyboard.press("Tab")
    phone.keyboard.press("Enter")    # the skip link: to the actions
    tab_to(phone, "el.tagName === 'SUMMARY' && el.textContent.trim() === 'Score the hand'")
    phone.keyboard.press("Enter")
    phone.keyboard.press("Tab")
    assert focused(phone)["name"] == "trump"
    while focused(phone)["value"] != "H":
        phone.keyboard.press("ArrowDown")
    phone.keyboard.press("Tab")
    assert focused(phone)["name"] == "taker"
    phone.keyboard.press("Space")    # Ann & Cat took
    phone.keyboard.press("Tab")
    assert focused(phone)["name"] == "won_side" and focused(phone)["checked"]
    phone.keyboard.press("Tab")      # Ann & Cat's won cards: 111 card points
    for card in ("JH", "9H", "AH", "10H", "AS", "10S", "KS", "QS", "AD", "10D", "KD", "QD"):
        pick(phone, card)
    tab_to(phone, "el.name === 'last_trick'")
    phone.keyboard.press("Space")    # dix de der: Ann & Cat
    tab_to(phone, "el.name === 'declaration_0_0'")
    for card in ("AS", "KS", "QS"):  # their run of three
        pick(phone, card)
    tab_to(phone, "el.name === 'belote'")
    assert focused(phone)["checked"]  # "Nobody", ticked
    phone.keyboard.press("ArrowRight")
    phone.keyboard.press("ArrowRight")   # Bob & Dan
    tab_to(phone, "el.textContent.trim() === 'Work it out and add it to the pad'")
    phone.keyboard.press("Enter")

    ruling = phone.locator("#ruling")
    expect(ruling).to_contain_text("Ann & Cat made their contract: 121 in tricks against 41.")
    expect(ruling).to_contain_text("Belote and rebelote (K and Q of trumps): Bob & Dan, +20")
    expect(phone.locator("#ruling h2")).to_be_focused()
    expect(phone.locator("#announcer")).to_contain_text("Hand scored")
    expect(phone.locator(".status")).to_contain_text("Hand 1 is over")


def test_the_focus_after_a_bet_a_refusal_a_new_table_and_a_draw(server: Any,
                                                                 phone: Any) -> None:
    # a new table: the new page's heading
    phone.goto(server.url + "/new/bura")
    phone.get_by_label("Players").fill("Masha\nBoris")
    phone.get_by_role("button", name="Start the table").focus()
    phone.keyboard.press("Enter")
    expect(phone.locator(".status")).to_contain_text("Hand 1")
    expect(phone.locator("h1#page-title")).to_be_focused()

    # a bet: its section closes, the focus is on its summary (the control that opened it)
    bet = phone.locator("details.action", has=phone.locator("summary", has_text="Bet"))
    bet.locator("summary").focus()
    phone.keyboard.press("Enter")
    phone.keyboard.press("Tab")
    phone.keyboard.press("Space")
    phone.keyboard.press("Tab")
    phone.keyboard.type("3")
    phone.keyboard.press("Enter")
    expect(phone.locator("#history-list")).to_contain_text("Masha bets 3")
    expect(bet.locator("summary")).to_be_focused()
    expect(phone.locator("#announcer")).to_contain_text("Masha bets 3")

    # refused (a card not in the pack): the control used keeps the focus, the reason is said
    claim = phone.locator("form", has=phone.locator("input[value=claim]"))
    phone.locator("summary", has_text="Claim 31").click()
    claim.locator("label.seat-tap", has_text="Masha").click()
    claim.get_by_label("or type them").fill("AS 5H")
    claim.get_by_role("button", name="Check the claim").focus()
    phone.keyboard.press("Enter")
    expect(claim.locator(".error")).to_have_text("5♥ is not in Bura's 36-card pack")
    expect(claim.get_by_role("button", name="Check the claim")).to_be_focused()
    expect(phone.locator("#announcer")).to_have_text("5♥ is not in Bura's 36-card pack")

    # a draw: after a player's tap, the next player's Draw; after the last, the result
    phone.goto(server.url + "/draws/new")
    phone.get_by_label("Players").fill("Ann\nBob\nCy\nDee")
    phone.get_by_role("button", name="Show the commitment").click()
    for name, after in (("Ann", "Bob"), ("Bob", "Cy"), ("Cy", "Dee")):
        phone.get_by_role("button", name=f"Draw a card for {name}").focus()
        phone.keyboard.press("Enter")
        expect(phone.get_by_role("button", name=f"Draw a card for {after}")).to_be_focused()
        expect(phone.locator("#announcer")).to_contain_text(f"{name}: ")
    phone.keyboard.press("Enter")
    expect(phone.locator(".draw-outcome h2")).to_be_focused()
    expect(phone.locator("#announcer")).to_contain_text("deals first")


def test_the_scoreboard_says_another_phones_action(server: Any, phone: Any,
                                                   second_phone: Any) -> None:
    start_table(phone, server, "bura", ["Masha", "Boris"])
    second_phone.goto(phone.locator(".share a").first.get_attribute("href"))
    expect(second_phone.locator("#announcer")).to_have_text("")
    phone.get_by_role("button", name="Everyone antes 1").click()
    expect(second_phone.locator("#announcer")).to_contain_text(
        "Masha and Boris ante 1 each", timeout=4000)
    # one announcer a page, outside every part a change swaps
    assert second_phone.locator("#announcer").count() == 1
    assert second_phone.locator("#scoreboard #announcer").count() == 0
    assert second_phone.locator("#scoreboard [aria-live]").count() == 0


def test_escape_closes_the_language_menu(server: Any, phone: Any) -> None:
    phone.goto(server.url)
    menu = phone.locator("details.languages")
    menu.locator("summary").focus()
    phone.keyboard.press("Enter")
    expect(menu).to_have_attribute("open", "")
    phone.keyboard.press("Tab")
    expect(menu.get_by_role("link", name="English")).to_be_focused()
    phone.keyboard.press("Escape")
    expect(menu).not_to_have_attribute("open", "")
    expect(menu.locator("summary")).to_be_focused()
    # named by what it shows first (a voice command says "EN"), then what it is
    assert menu.locator("summary").evaluate("s => s.textContent").startswith("EN")


def test_the_club_nights_forms_by_keyboard(server: Any, phone: Any) -> None:
    event = post(server, "/api/v1/tournaments", {
        "game": "burraco", "name": "Club", "format": "danish", "rounds": 2,
        "hands_per_round": 3, "options": {"check_in": True},
        "entrants": [{"name": f"P{i}", "players": [f"A{i}", f"B{i}"]} for i in range(1, 5)]})
    phone.goto(f"{server.url}/e/{event['edit_key']}")
    # refused (nobody checked in yet, a round needs two): the reason has the focus, and is said
    phone.get_by_role("button", name="Draw round 1").focus()
    phone.keyboard.press("Enter")
    reason = phone.locator("#organiser .error")
    expect(reason).to_have_text("this format needs at least 2 entrants, not 0")
    expect(reason).to_be_focused()
    expect(phone.locator("#announcer")).to_have_text(
        "this format needs at least 2 entrants, not 0")

    # an entrant checks in at the door: thanked aloud, the focus on the page's heading
    phone.locator("a", has_text="Check-in page").click()
    expect(phone.locator("h1")).to_have_text("Check in")
    expect(phone.locator("h1")).to_be_focused()   # a new page: its heading
    phone.get_by_role("button", name="P1").focus()
    phone.keyboard.press("Enter")
    expect(phone.locator(".checked")).to_contain_text("P1")
    expect(phone.locator("#announcer")).to_have_text("Thank you: you are checked in.")
    expect(phone.locator("h1")).to_be_focused()
    # a name already entered: the reason has the focus, and is said
    phone.get_by_label("Your name (your pair's name)").fill("P2")
    phone.get_by_role("button", name="Enter and check in").focus()
    phone.keyboard.press("Enter")
    expect(phone.locator("#check-in .error")).to_have_text("P2 is entered twice")
    expect(phone.locator("#check-in .error")).to_be_focused()
    expect(phone.locator("#announcer")).to_have_text("P2 is entered twice")
    assert phone.locator("main [aria-live], main [role=alert], main [role=status]").count() == 0


def test_a_refused_import_has_the_focus_and_is_said(server: Any, phone: Any,
                                                    tmp_path: Any) -> None:
    not_a_table = tmp_path / "notes.json"
    not_a_table.write_text('{"hello": "world"}')
    phone.goto(server.url)
    phone.locator("input[type=file][name=file]").set_input_files(str(not_a_table))
    phone.get_by_role("button", name="Import").focus()
    phone.keyboard.press("Enter")
    reason = phone.locator("section.import .error")
    expect(reason).to_be_visible()
    expect(reason).to_be_focused()
    expect(reason).to_be_in_viewport()   # the answer in place (static/boost.js), scrolled to it
    expect(phone.locator("#announcer")).to_have_text(reason.text_content() or "?")


def test_a_stale_draft_is_said_and_discarding_it_keeps_the_focus_in_its_form(
        server: Any, phone: Any) -> None:
    table = post(server, "/api/v1/tables", {
        "game": "bura", "players": [{"name": "Masha"}, {"name": "Boris"}],
        "options": {"tokens": 20, "ante": 1}})
    phone.goto(table["edit_url"])
    phone.locator("summary", has_text="Claim 31").click()
    claim = phone.locator("#f-claim")
    claim.locator("label.seat-tap", has_text="Boris").click()
    claim.get_by_label("or type them").fill("qh")
    # meanwhile another phone bets: the draft is stale, and the announcer says so
    post(server, f"/api/v1/tables/{table['edit_key']}/events",
         {"kind": "bet", "seat": 0, "amount": 2, "idempotency_key": "b"})
    stale = claim.locator(".kz-stale")
    expect(stale).to_contain_text("Masha bets 2")
    expect(phone.locator("#announcer")).to_contain_text("Someone changed the table")
    assert phone.locator("main [aria-live], main [role=status], main [role=alert]").count() == 0
    stale.get_by_role("button", name="Discard").focus()
    phone.keyboard.press("Enter")
    expect(stale).to_have_count(0)
    expect(claim.get_by_label("or type them")).to_have_value("")
    # the button went with its box: the focus is in the emptied form's section, not on <body>
    phone.wait_for_function("() => document.activeElement !== document.body")
    assert claim.evaluate("f => f.closest('details').contains(document.activeElement)"), \
        focused(phone)
