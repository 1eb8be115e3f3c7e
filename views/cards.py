"""How a page shows cards and reads typed ones: the table's faces, in the reader's language.

A page that knows its table (or its game) chooses the faces once (:func:`use_faces`); the card
macros (``templates/_cards.html``) and the rulings' messages then show every card with them,
and what a player types in a card box is read in their notation as well as the canonical one
(:func:`typed`), then handed on canonical. The JSON API never chooses faces: it speaks the
canonical notation in and out.
"""

from __future__ import annotations

import re
from typing import Any, Iterable, Mapping

from flask import Flask

from referee import faces
from referee.cards import Card, Rank, Suit, parse_card, split_cards
from referee.errors import RefereeError
from referee.faces import Faces
from referee.game import Game
from markupsafe import Markup, escape

from referee.words import faces_shown, language, showing
from referee.words.catalogs import catalog


def use_faces(game: Game, options: Mapping[str, Any] | None = None) -> Faces:
    """Show this request's cards as a table of ``game`` with ``options`` holds them, and say
    its unnamed sides with the game's own noun (Mus's «pareja»)."""
    chosen = game.faces_for(options)
    showing(chosen, game.nouns)
    return chosen


def speak_of(game: Game, options: Mapping[str, Any] | None = None) -> None:
    """An answer about ``game`` (the JSON API): its cards stay canonical (``3S``), their words
    and the suits' are its pack's («espadas» in Truc), its unnamed sides are said with the
    game's own noun."""
    showing(faces_shown(), game.nouns, game.faces_for(options))


def typed(text: str | Iterable[str]) -> list[str]:
    """Typed cards as tokens, each in the canonical notation when it reads in the reader's
    (``12E`` → ``KS`` on the Spanish pack; ``ДS`` → ``QS`` in Russian) or the canonical one; a
    token that reads in neither is left as typed, so the referee names it."""
    tokens = split_cards(text) if isinstance(text, str) else list(text)
    notation = faces.notation(faces_shown())
    read = []
    for token in tokens:
        try:
            read.append(str(parse_card(token, notation)))
        except RefereeError:
            read.append(token)
    return read


def face(card: Card | str) -> str:
    """A card as its face reads on this page: ``Д♠``, ``12E``."""
    return faces.face(_card(card), faces_shown() or Faces.FRENCH)


def face_text(text: Any) -> str:
    """Cards written canonically in a text (``AS KD``, a violation's play) as their faces read
    on this page (``Т♠ К♦``); a text that is not all cards, as it is."""
    tokens = str(text).split()
    try:
        return " ".join(face(parse_card(token)) for token in tokens) if tokens else str(text)
    except RefereeError:
        return str(text)


def face_parts(card: Card | str) -> tuple[str, str]:
    """A face as its rank and its mark (``Д``, ``♠``; ``12``, ``E``), for a picker's button."""
    shown, card = face(card), _card(card)
    mark = card.suit.symbol if card.suit and shown.endswith(card.suit.symbol) else (
        shown[-1] if card.suit else "")
    return shown[:len(shown) - len(mark)], mark


def card_name(card: Card | str) -> Any:
    """A card in words on this page: "rey de espadas" (for screen readers and titles)."""
    return faces.words(_card(card), faces_shown() or Faces.FRENCH)


def ink(card: Card | str) -> str:
    """The CSS class of a card's ink: red or black, or the Spanish pack's suit colours."""
    return faces.colour(_card(card), faces_shown() or Faces.FRENCH)


def card_rows(cards: Iterable[Card]) -> list[list[Card]]:
    """A picker's rows: a suit a row, in the order the table's pack is laid out."""
    return faces.rows(list(cards), faces_shown() or Faces.FRENCH)


def picker_rows(pack: Any, name: str, checked: Iterable[Any] = ()) -> Markup:
    """A picker's suit rows (``templates/_cards.html``): a checkbox a card of the pack, labelled
    with its face and named in words for a screen reader. The markup of a pack's cards for one
    reader, faces and field is made once and kept (a score form holds a dozen pickers: made
    card by card in the template, they were most of the page's time); only the ticks are put
    in each time."""
    code = language()
    key = (tuple(pack.distinct), faces_shown(), code, id(catalog(code)), name)
    rows = _PICKERS.get(key)
    if rows is None:
        if len(_PICKERS) > 256:
            _PICKERS.clear()
        rows = _PICKERS[key] = [[(
            str(card),
            f'<label class="card-tap {ink(card)}">\n      <input type="checkbox" aria-label="'
            f'{escape(str(card_name(card).text()))}" name="{escape(name)}" value="{card}" ',
            '>\n      <span>{}<small class="mark">{}</small></span>\n    </label>'.format(
                *(escape(part) for part in face_parts(card))))
            for card in suit_cards] for suit_cards in card_rows(pack.distinct)]
    ticked = {str(c) for c in checked}
    out = []
    for row in rows:
        out.append('<div class="suit-row">\n    ')
        out.append("\n    ".join(before + ("checked" if value in ticked else "") + after
                                  for value, before, after in row))
        out.append("\n  </div>")
    return Markup("\n  ".join(out))


_PICKERS: dict[Any, list[list[tuple[str, str, str]]]] = {}
"""Each pack's picker markup, by pack, faces, language (and the catalog it was said from) and
field name."""


def typed_example(pack: Any = None) -> str:
    """Three cards as a player of this page types them (``12E 1O 7C``, ``ТП 10П КЧ``), for a
    typed box's placeholder."""
    chosen = faces_shown() or Faces.FRENCH
    examples = TYPED_EXAMPLES[chosen]
    cards = [c for c in examples if pack is None or c in pack] or list(
        pack.distinct[:3] if pack is not None else examples)
    return " ".join(faces.typed_card(c, chosen) for c in cards)


TYPED_EXAMPLES = {Faces.SPANISH: faces.EXAMPLES[Faces.SPANISH],
                  Faces.FRENCH: (Card(Rank.ACE, Suit.SPADES), Card(Rank.TEN, Suit.SPADES),
                                 Card(Rank.KING, Suit.HEARTS))}
"""A typed box's placeholder: the refusals' examples on the Spanish pack; AS 10S KH else."""


def typed_text(text: str) -> str:
    """Canonical cards in a text (``JC JD JH JS; AS KS QS``, a placeholder's example) as this
    page's players type them (``ВТ ВБ ВЧ ВП; ТП КП ДП``), the separators kept."""
    chosen = faces_shown() or Faces.FRENCH

    def one(match: Any) -> str:
        try:
            return faces.typed_card(parse_card(match.group(0)), chosen)
        except RefereeError:
            return match.group(0)

    return _TOKEN.sub(one, text)


_TOKEN = re.compile(r"[^\s,;]+")


def marriage(suit: Suit) -> tuple[Card, Card]:
    """A suit's king and queen (Tute's cuarenta and veintes)."""
    return Card(Rank.KING, suit), Card(Rank.QUEEN, suit)


def typed_example_pairs() -> str:
    """Two declarations as this page's players type them: ``12C 11C; 12E 11E``."""
    chosen = faces_shown() or Faces.FRENCH
    return "; ".join(" ".join(faces.typed_card(c, chosen) for c in marriage(s))
                     for s in (Suit.HEARTS, Suit.SPADES))


def _card(card: Card | str) -> Card:
    return card if isinstance(card, Card) else parse_card(card)


def canonical() -> None:
    """A request's cards as the API writes them, until the page says otherwise; and so again
    after it, for the thread's next request (views.before and views.finish)."""
    showing(None)


def init_app(app: Flask) -> None:
    app.jinja_env.globals.update(face=face, face_text=face_text, face_parts=face_parts,
                                 card_name=card_name, ink=ink, card_rows=card_rows,
                                 typed_example=typed_example, typed_text=typed_text,
                                 picker_rows=picker_rows,
                                 typed_example_pairs=typed_example_pairs, marriage=marriage)
