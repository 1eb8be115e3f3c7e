"""How a page shows cards and reads typed ones: the table's faces, in the reader's language.

A page that knows its table (or its game) chooses the faces once (:func:`use_faces`); the card
macros (``templates/_cards.html``) and the rulings' messages then show every card with them,
and what a player types in a card box is read in their notation as well as the canonical one
(:func:`typed`), then handed on canonical. The JSON API never chooses faces: it speaks the
canonical notation in and out.
"""

from __future__ import annotations

from typing import Any, Iterable, Mapping

from flask import Flask

from referee import faces
from referee.cards import Card, Rank, Suit, parse_card, split_cards
from referee.errors import RefereeError
from referee.faces import Faces
from referee.game import Game
from referee.words import faces_shown, showing


def use_faces(game: Game, options: Mapping[str, Any] | None = None) -> Faces:
    """Show this request's cards as a table of ``game`` with ``options`` holds them."""
    chosen = game.faces_for(options)
    showing(chosen)
    return chosen


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
                                 typed_example=typed_example,
                                 typed_example_pairs=typed_example_pairs, marriage=marriage)
