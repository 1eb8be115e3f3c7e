"""The referee's words (referee/words.py): a message said in each reader's language, with the
table's names, its partnerships' verbs, its numbers and plurals, and a message behaving as its
English words where code compares or searches it.

The renderers keep what they work out for the life of the process (each template's compiled
English, positions said in English, a template's shape); the ``fresh`` fixture gives each test
empty ones, so that what a test checks is worked out in that test (see docs/mutation.md: the
mutation tester forks from a process that has already run every test once)."""

from __future__ import annotations

import copy
import json
import pickle
from typing import Iterator

import pytest

from referee import words
from referee.cards import Shown, parse_card
from referee.faces import Faces
from referee.words import word as at
from referee.words import (Hand, Message, Names, Play, Seat, Side, Verbatim, faces_shown,
                           hands_at_seats, join, json_default, language, listing, localized,
                           number, said, say, say_in, say_n, set_language, showing, speaking,
                           swap_sides)

TABLE = Names.read(["Ann", "Boris", "Carl", "Dora"])
"""Four players; Ann & Carl against Boris & Dora."""


@pytest.fixture(autouse=True)
def fresh(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    words.english.COMPILED.clear()
    words.people.ENGLISH_POSITIONS.clear()
    for cached in (words._shape, words._agreed, words._side_by_side):
        cached.cache_clear()
    yield
    for cached in (words._shape, words._agreed, words._side_by_side):
        cached.cache_clear()


# --- the language spoken ---

def test_the_language_spoken_is_english_unless_said_otherwise() -> None:
    assert language() == "en"
    with speaking("es"):
        assert language() == "es"
        with speaking("xx"):  # a language Kibitzer does not speak: English
            assert language() == "en"
        assert language() == "es"
    assert language() == "en"


def test_set_language_speaks_on_until_changed() -> None:
    try:
        set_language("ru")
        assert language() == "ru" and words.gettext("{n} chip") == "{n} фишка"
        assert words.ngettext("{n} chip", "{n} chips", 5) == "{n} фишек"
        assert words.pgettext("mus", "queen") == "кабальо"
        set_language("klingon")
        assert language() == "en"
    finally:
        set_language("en")


def test_the_faces_shown_are_the_pages() -> None:
    assert faces_shown() is None
    showing(Faces.SPANISH)
    try:
        assert faces_shown() is Faces.SPANISH
    finally:
        showing(None)


# --- players and sides by position, and by name ---

def test_positions_in_english_and_with_a_format() -> None:
    assert f"{Seat(2)}|{Seat(2):>10}|{Side(1)}|{Side(1, 'side'):<7}|{Hand(3)}|{Hand(3):^8}" == \
        "player 2|  player 2|team 1|side 1 |hand 3| hand 3 "
    assert f"{Play(1)}|{Play(8)}|{Play(9)}|{Play(1):>15}" == \
        "second player|ninth player|player 9|  second player"


def test_positions_in_spanish() -> None:
    assert say("{seat} {deals|deal} the next hand.", seat=Seat(2)).render("es") == \
        "El jugador 2 reparte la próxima mano."
    assert say("{a}, {b}, {c}, {d}, {e}", a=Hand(2), b=Play(1), c=Play(12), d=Side(1),
               e=Side(0, "side")).render("es") == "jugador 2, segundo jugador, jugador 12, " \
                                                  "pareja 1, equipo 0"


def test_names_read_from_a_request() -> None:
    # partners sit across (000 line 95): at four, seats 0 and 2 against 1 and 3
    assert TABLE == Names(("Ann", "Boris", "Carl", "Dora"), ("Ann & Carl", "Boris & Dora"))
    assert Names.read(["Ann", "  Bo   Ris "]) == Names(("Ann", "Bo Ris"), ())
    assert Names.read(["Ann", "x" * 40]).seats[1] == "x" * 40
    assert len(Names.read([f"P{i}" for i in range(12)]).seats) == 12
    for wrong in (["Ann"], ["Ann", ""], ["Ann", "x" * 41], "Ann Bob", ["Ann", 3],
                  [f"P{i}" for i in range(13)]):
        assert Names.read(wrong) == Names()


def test_a_table_names_whom_it_knows_and_says_the_others_by_position() -> None:
    two = Names(("Ann", "Boris"))
    assert (two.seat(1), two.seat(2), two.seat(-1)) == ("Boris", "player 2", "player -1")
    assert two.seat(2, "es") == "jugador 2"
    assert (TABLE.side(1), TABLE.side(2), TABLE.side(2, "side"), TABLE.side(-1)) == (
        "Boris & Dora", "team 2", "side 2", "team -1")
    assert (TABLE.side(2, code="es"), TABLE.side(2, "side", "es")) == ("pareja 2", "equipo 2")
    assert [TABLE.knows(v) for v in (Seat(3), Seat(4), Seat(-1), Play(0), Side(1), Side(2),
                                     Hand(0), Hand(0, 3), Hand(0, 4), Hand(0, -1))] == [
        True, False, False, True, True, False, False, True, False, False]
    assert (TABLE.many(Side(0)), TABLE.many(Seat(0)), two.many(Side(0))) == (True, False, False)


def test_each_kind_of_value_said_at_a_table() -> None:
    assert at(TABLE, Hand(0, 1), "es") == "Boris" and at(TABLE, Hand(0), "es") == "jugador 0"
    assert at(TABLE, Hand(0, 7), "en") == "hand 0"
    assert at(TABLE, Play(3), "es") == "Dora" and at(TABLE, Play(5), "es") == "sexto jugador"
    assert at(TABLE, Play(-1), "en") == "player -1"
    assert at(TABLE, Side(0, "side"), "en") == "Ann & Carl"
    assert at(TABLE, [Seat(0), Seat(5)], "es") == "Ann jugador 5"
    assert at(TABLE, 12345, "es") == 12345 and at(TABLE, True, "es") == "True"
    assert at(TABLE, Verbatim("Ann"), "es") == "Ann"
    asked = say("{seat} asked", seat=Seat(1))
    assert at(TABLE, asked, "en") == "Boris asked"
    with speaking("es"):
        assert at(TABLE, say("{seat} {deals|deal} the next hand.", seat=Seat(1))) == \
            "Boris reparte la próxima mano."
    assert at(Names(), asked, "en") == "player 1 asked"


def test_cards_are_read_in_the_language_asked_with_the_faces_asked() -> None:
    queen = Shown([parse_card("QS")])
    assert at(TABLE, queen, "ru", Faces.FRENCH) == "Д♠"
    with speaking("fr"):
        assert at(TABLE, queen, "fr", Faces.FRENCH) == "D♠"
        assert at(TABLE, queen, "ru", Faces.FRENCH) == "Д♠"
        assert language() == "fr"
    assert at(TABLE, queen, "en", None) == "QS"


# --- a partnership's verbs, names and positions in a sentence ---

def test_a_partnership_takes_the_plural_verb_in_each_language() -> None:
    declared = say("{side} declared: {listed}.", side=Side(1), listed=Verbatim("belote"))
    assert declared.render("es") == "Pareja 1 cantó: belote."
    named = declared.with_names(TABLE)
    assert named.render("es") == "Boris & Dora cantaron: belote."
    assert named.render("ca") == "Boris & Dora han cantat: belote."
    assert str(named) == "Boris & Dora declared: belote."
    assert str(say("{side} {wins|win}.", side=Side(0)).with_names(TABLE)) == "Ann & Carl win."
    # the first person or side named decides the verb
    assert str(say("{n} points: {side} {wins|win}.", n=3, side=Side(1)).with_names(TABLE)) == \
        "3 points: Boris & Dora win."
    assert str(say("{seat} for {side}: {wins|win}.", seat=Seat(0), side=Side(1))
               .with_names(TABLE)) == "Ann for Boris & Dora: wins."


def test_a_named_player_opening_a_sentence_is_not_capitalised_again() -> None:
    deals = say("{seat} {deals|deal} the next hand.", seat=Seat(2))
    lower = Names(("ann", "bo", "cy"))
    assert deals.with_names(lower).render("es") == "cy reparte la próxima mano."
    assert str(deals.with_names(lower)) == "cy deals the next hand."
    assert deals.with_names(lower).render("fr") == "cy donne ensuite."
    # an error's clause (no full stop) is not a sentence
    assert str(say("{seat} {deals|deal}", seat=Seat(2))) == "player 2 deals"
    assert say("{seat} {deals|deal}", seat=Seat(2)).render("es") == "jugador 2 deals"


def test_only_the_opening_mention_of_a_position_takes_the_capital() -> None:
    twice = say("{seat} {reaches|reach} {n}: {seat} {wins|win}.", seat=Seat(1), n=25)
    assert str(twice) == "Player 1 reaches 25: player 1 wins."
    assert twice.render("es").startswith("Jugador 1 ")
    assert "jugador 1" in twice.render("es")
    assert str(twice.with_names(Names(("ann", "bo")))) == "bo reaches 25: bo wins."


def test_a_list_opening_a_sentence_takes_the_capital_of_its_first_position() -> None:
    both = say("{players} {wins|win}.", players=listing([Seat(0), Seat(1)]))
    assert str(both) == "Player 0 and player 1 wins."
    assert both.render("es").startswith("Jugador 0 y jugador 1 ")
    assert str(say("{sides} share it.", sides=listing([Side(1), Side(0)]))) == \
        "Team 1 and team 0 share it."
    # a name typed in lower case stays as typed; a message of other words keeps its case
    assert str(both.with_names(Names(("ann", "bo")))) == "ann and bo wins."
    assert str(both.with_names(Names(("ann",)))) == "ann and player 1 wins."
    assert str(say("{what} is said.", what=say("player {n} asked", n=1))) == \
        "player 1 asked is said."


def test_french_elides_de_before_a_name_starting_with_a_vowel() -> None:
    points = say("Card points of {side}: {sum}", side=Side(0), sum=3)
    assert points.with_names(Names.read(["Ann", "Eve", "Ina", "Olaf"])).render("fr") == \
        "Points des cartes d'Ann & Ina : 3"
    assert points.with_names(Names((), ("Hugo",))).render("fr") == \
        "Points des cartes de Hugo : 3"
    # unnamed, with its article (« d'équipe 0 » was the French review's finding A1)
    assert points.render("fr") == "Points des cartes de l'équipe 0 : 3"
    assert points.render("es").endswith(": 3")


# --- numbers and plurals ---

@pytest.mark.parametrize("code, grouped", [
    ("en", "12,345"), ("es", "12.345"), ("ca", "12.345"), ("it", "12.345"), ("nl", "12.345"),
    ("fr", "12\u202f345"), ("ru", "12\u00a0345"), ("sv", "12\u00a0345")])
def test_numbers_from_ten_thousand_are_grouped_as_each_language_writes_them(
        code: str, grouped: str) -> None:
    assert number(12345, code) == grouped
    assert number(-12345, code) == "-" + grouped
    assert number(9999, code) == "9999" and number(-9999, code) == "-9999"
    assert say("{n} points", n=12345).render(code).startswith(grouped)
    with speaking(code):
        assert number(12345) == grouped


def test_a_number_with_its_own_format_is_not_grouped() -> None:
    assert say("{side} made {contract} ({points:+d})", side=Side(0), contract=Verbatim("80"),
               points=12345).render("es") == "pareja 0 cumplió 80 (+12345)"
    assert say("{a} {b}", a=10000, b=-10000).render("es") == "10.000 -10.000"
    assert str(say("{a} {b}", a=10000, b=-10000)) == "10,000 -10,000"


def test_russian_plurals_follow_the_count() -> None:
    # 1 фишка, 2 фишки, 5 фишек, 21 фишка
    said_ = [say_n("{n} chip", "{n} chips", k).render("ru") for k in (1, 2, 5, 21, 12345)]
    assert said_ == ["1 фишка", "2 фишки", "5 фишек", "21 фишка", "12\u00a0345 фишек"]
    assert [str(say_n("{n} chip", "{n} chips", k)) for k in (1, 0, 2)] == \
        ["1 chip", "0 chips", "2 chips"]


def test_words_said_in_a_games_own_sense() -> None:
    # Mus's queen is a caballo (003 line 96); without Spanish, the English word
    assert say_in("mus", "queen").render("es") == "caballo"
    assert str(say_in("mus", "queen")) == "queen"
    assert say_in("mus", "queen").render("en") == "queen"


# --- a message as its English words ---

def test_a_message_compares_and_hashes_as_its_english_words() -> None:
    a, b = say("{seat} leads", seat=Seat(1)), say("{seat} leads", seat=Seat(2))
    assert a == "player 1 leads" and a != "player 2 leads" and a == say("player 1 leads")
    assert not a != "player 1 leads" and not a == b
    assert a < b and a <= b and b > a and b >= a and a <= a and a >= a
    assert not b < a and not b <= a and not a > b and not a >= b
    assert a < "player 2" and "player 2" > a
    assert a.__eq__(1) is NotImplemented and a.__ne__(1) is NotImplemented
    for compare in (a.__lt__, a.__le__, a.__gt__, a.__ge__):
        assert compare(1) is NotImplemented
    assert hash(a) == hash("player 1 leads") and {a: 1}["player 1 leads"] == 1
    assert a != 1


def test_a_message_reads_as_a_str() -> None:
    said_ = say("{seat} leads {card}", seat=Seat(1), card=Verbatim("QS"))
    assert len(said_) == 17 and said_[0] == "p" and said_[-2:] == "QS"
    assert list(say("ab")) == ["a", "b"] and "leads" in said_ and "QS" in said_
    assert said_.startswith("player") and said_.upper() == "PLAYER 1 LEADS QS"
    assert bool(said_) and not bool(say("")) and not join()
    assert repr(said_) == "'player 1 leads QS'" and f"{said_:>20}" == "   player 1 leads QS"
    assert f"{said_}" == "player 1 leads QS"
    with pytest.raises(AttributeError):
        said_._private  # noqa: B018
    assert str(said_ + "!") == "player 1 leads QS!" and str("> " + said_) == "> player 1 leads QS"
    assert (said_ + say("!")).render("es") == "jugador 1 leads QS!"
    assert said_.__add__(1) is NotImplemented and said_.__radd__(1) is NotImplemented


def test_a_message_keeps_its_parts_when_copied_or_pickled() -> None:
    message = say_n("{n} chip", "{n} chips", 5).with_names(TABLE)
    assert copy.copy(message) is message and copy.deepcopy(message) is message
    again = pickle.loads(pickle.dumps(message))
    assert again.render("ru") == "5 фишек" and again.names == TABLE
    mus = pickle.loads(pickle.dumps(say_in("mus", "queen")))
    assert mus.render("es") == "caballo"


def test_a_message_in_a_page_is_escaped_as_jinja_escapes_text() -> None:
    message = say("{a} & <b> \"{c}\"", a=Verbatim("it's"), c=1)
    assert message.__html__() == "it&#39;s &amp; &lt;b&gt; &#34;1&#34;"
    with speaking("es"):
        assert say("{seat} {deals|deal} the next hand.", seat=Seat(2)).__html__() == \
            "El jugador 2 reparte la próxima mano."


def test_the_english_of_a_message_is_canonical_whatever_the_page_shows() -> None:
    message = say("{card} led by {seat}.", card=Shown([parse_card("QS")]), seat=Seat(1))
    showing(Faces.FRENCH)
    try:
        with speaking("ru"):
            assert str(message) == "QS led by player 1." and message.text().startswith("Д♠")
            assert str(message.with_names(TABLE)) == "QS led by Boris."
        assert str(say("{card} led", card=Shown([parse_card("QS")]))) == "QS led"
        assert message.text() == "Q♠ led by player 1."
    finally:
        showing(None)
    assert message.text() == "QS led by player 1."


def test_said_takes_words_as_they_are_and_says_a_template() -> None:
    message, verbatim = say("{n} chip", n=1), Verbatim("Ann")
    assert said(message) is message and said(verbatim) is verbatim
    assert said("x") == "x" and isinstance(said("x"), Message)


# --- joined, listed and changed ---

def test_join_leaves_out_what_is_empty_and_says_each_part_on_its_own() -> None:
    joined = join(say("{seat} {deals|deal} the next hand.", seat=Seat(1)), "", say(""),
                  Verbatim(""), 7, Seat(2), Verbatim("Then."))
    assert str(joined) == "Player 1 deals the next hand. 7 player 2 Then."
    assert joined.render("es") == "El jugador 1 reparte la próxima mano. 7 jugador 2 Then."
    assert str(join(Verbatim("a"), Verbatim("b"), sep="-")) == "a-b"
    assert str(join(*(Verbatim(str(i)) for i in range(70)), sep=",")) == \
        ",".join(str(i) for i in range(70))
    many = [say("{n}", n=i) for i in range(70)]
    assert str(join(*many)) == " ".join(str(i) for i in range(70))
    assert str(join(*many[:64], sep="/")) == "/".join(str(i) for i in range(64))
    assert str(join(say("a"), say("b"))) == "a b" and str(join(say("a"), say(""))) == "a"
    assert str(join(Shown([parse_card("QS")]), Verbatim("led"))) == "QS led"


def test_a_listing_joins_the_last_with_and_or_or() -> None:
    three = [Verbatim("AS"), Verbatim("KS"), Verbatim("QS")]
    assert str(listing(three)) == "AS, KS and QS" and listing(three).render("es") == \
        "AS, KS y QS"
    assert str(listing(three[:2], either=True)) == "AS or KS"
    assert listing(three, either=True).render("es") == "AS, KS o QS"
    assert str(listing(three[:1])) == "AS" and str(listing([])) == ""
    assert str(listing(iter(three[:2]))) == "AS and KS"


def test_sides_swapped_and_hands_given_their_seats() -> None:
    swapped = swap_sides(say("{side} {wins|win} over {other}; {third} and {who}.", side=Side(0),
                             other=Side(1, "side"), third=Side(2), who=Seat(0),
                             inner=say("{side}", side=Side(1))))
    assert str(swapped) == "Team 1 wins over side 0; team 2 and player 0."
    assert swapped.params["other"] == Side(0, "side")
    assert str(swapped.params["inner"]) == "team 0"
    assert swap_sides("plain") == "plain"
    held = hands_at_seats(say("{hand} {wins|win} over {other}.", hand=Hand(2), other=Hand(3),
                              seat=Seat(1)), 3)
    assert str(held.with_names(TABLE)) == "Boris wins over Carl."  # (3 + 2) % 4, (3 + 3) % 4
    assert held.params["seat"] == Seat(1)
    assert str(hands_at_seats(say("{hand}", hand=Hand(2)), 1, 3).with_names(TABLE)) == "Ann"
    kept = say_n("{n} chip", "{n} chips", 5, hand=Hand(1)).with_names(TABLE)
    moved = swap_sides(kept)
    assert moved.render("ru") == "5 фишек" and moved.names == TABLE


def test_an_answer_is_said_in_the_language_asked() -> None:
    deals = say("{seat} {deals|deal} the next hand.", seat=Seat(2))
    answer = {"a": [deals, (deals, 1)], "b": None, "c": True, "d": "x", "e": 1.5}
    with speaking("es"):
        spanish = "El jugador 2 reparte la próxima mano."
        assert localized(answer) == {"a": [spanish, [spanish, 1]], "b": None, "c": True,
                                     "d": "x", "e": 1.5}
        assert json.loads(json.dumps({"x": deals}, default=json_default)) == {"x": spanish}
    assert localized(deals) == "Player 2 deals the next hand."
    assert json.dumps([deals], default=json_default) == '["Player 2 deals the next hand."]'
    with pytest.raises(TypeError, match="set is not JSON serializable"):
        json.dumps({1, 2}, default=json_default)
    showing(Faces.FRENCH)
    try:
        assert json.dumps([say("{c}", c=Shown([parse_card("QS")]))], default=json_default,
                          ensure_ascii=False) == '["Q♠"]'
    finally:
        showing(None)


# --- edges of the general renderer ---

def test_plays_by_their_place_from_the_lead() -> None:
    # the first player led; a message's English is canonical whatever the page speaks
    with speaking("es"):
        assert f"{Play(0)}|{Play(1)}" == "first player|second player"
    assert at(Names(), Play(0), "es") == "primer jugador"
    assert at(TABLE, Play(0), "es") == "Ann" and at(TABLE, Play(4), "es") == "quinto jugador"
    assert at(TABLE, Hand(0, 0), "es") == "Ann" and at(TABLE, Hand(0, 4), "es") == "jugador 0"
    assert TABLE.knows(Side(0)) and TABLE.knows(Hand(0, 0))


def test_names_read_give_partners_across_the_table() -> None:
    assert Names.read(["Ann", "Boris", "Carl", "Dora"]).sides == ("Ann & Carl", "Boris & Dora")
    assert Names.read(["A", "B"]).seats == ("A", "B")  # a name of one letter is a name


def test_nested_words_keep_the_faces_and_the_games_sense() -> None:
    queen = Shown([parse_card("QS")])
    inner = say("{c}", c=queen)
    assert say("{m}", m=inner).render("ru", Faces.FRENCH) == "Д♠"
    assert say("{m}", m=inner).render("en", Faces.FRENCH) == "Q♠"
    assert say("{m}", m=inner).with_names(TABLE).render("ru", Faces.FRENCH) == "Д♠"
    assert say("{cards}", cards=[queen, Shown([parse_card("10H")])]).render(
        "ru", Faces.FRENCH) == "Д♠ 10♥"
    assert join(queen, Verbatim("led")).render("ru", Faces.FRENCH) == "Д♠ led"
    mus = say_in("mus", "queen")
    assert mus.with_names(TABLE).render("es") == "caballo"
    assert swap_sides(mus).render("es") == "caballo"
    assert say_in("spanish pack", "{rank} of swords", rank=Verbatim("7")).render("es") == \
        "7 de espadas"


def test_a_message_made_without_parameters_and_its_comparisons_with_itself() -> None:
    assert str(Message("plain words")) == "plain words"
    a = say("{seat} leads", seat=Seat(1))
    assert not a < a and not a > a and not a < "player 1 leads" and not a > "player 1 leads"


def test_plurals_and_nested_words_on_the_general_path() -> None:
    assert str(say_n("{n} chip", "{n} chips", 5).with_names(TABLE)) == "5 chips"
    assert str(say_n("{n} chip", "{n} chips", 1).with_names(TABLE)) == "1 chip"
    assert str(say("{m} {n}", m=say("x"), n=12345)) == "x 12,345"
    assert str(say("{n:'>3} sits", n=7)) == "''7 sits"  # a quote in the format: not compiled
    assert words.ngettext("{n} chip", "{n} chips", 5) == "{n} chips"
    assert number(12345, "xx") == "12,345"  # a language without its own separator
    assert str(hands_at_seats(say("{hand}", hand=Hand(2)), 1)) == "hand 2"


def test_only_french_elides() -> None:
    # Spanish writes "de Ann": the elision is French (des cartes d'Ann)
    named = say("Card points of {side}: {sum}", side=Side(0), sum=3).with_names(
        Names.read(["Ann", "Eve", "Ina", "Olaf"]))
    assert named.render("es") == "Puntos de cartas de Ann & Ina: 3"


def test_an_answer_of_other_mappings_and_sequences_is_said_too() -> None:
    from collections import OrderedDict
    deals = say("{seat} {deals|deal} the next hand.", seat=Seat(2))

    class Lines(list):  # a list of its own kind
        pass

    with speaking("es"):
        spanish = "El jugador 2 reparte la próxima mano."
        assert localized(OrderedDict(a=deals)) == {"a": spanish}
        assert localized(Lines([deals, 1])) == [spanish, 1]
