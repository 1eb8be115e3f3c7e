"""The language each phone reads: chosen once a request, spoken by the pages and the referee.

The choice, in order: ``?lang=xx`` (the switcher on every page; it is kept on the device in a
cookie), the cookie, then the phone's ``Accept-Language``. The JSON API follows
``Accept-Language`` (or ``?lang=``) alone, so a program gets the same answer wherever it runs.
Flask-Babel translates the templates; the referee's rulings are :class:`referee.words.Message`
templates, rendered in the same language by the JSON encoder as it writes them out
and by the templates (``__html__``). Names and cards typed at the table are never translated.
"""

from __future__ import annotations

from typing import Any

from babel import Locale
from flask import Flask, Response, g, request
from flask.json.provider import DefaultJSONProvider
from flask_babel import Babel, get_translations, lazy_gettext
from jinja2 import pass_context
from markupsafe import Markup

from referee import words
from referee.words import elision, grammar
from referee.cards import Suit, suit_said
from referee.faces import Faces
from referee.words import (DEFAULT, LANGUAGES, NO_NAMES, Message, faces_shown, grammar_of,
                          localized, set_language)


COOKIE = "kibitzer_lang"
YEAR = 365 * 24 * 3600


def chosen() -> str:
    """The language of this request."""
    asked = request.args.get("lang", "")
    if asked in LANGUAGES:
        return asked
    # a page's own stream (?page=) speaks as its page does, in the switcher's language
    if not request.path.startswith("/api/") or request.args.get("page"):
        kept = request.cookies.get(COOKIE, "")
        if kept in LANGUAGES:
            return kept
    return request.accept_languages.best_match(list(LANGUAGES)) or DEFAULT


def current() -> str:
    return g.get("language") or DEFAULT


class LocalizedJSON(DefaultJSONProvider):
    """JSON whose human words (rulings' explanations, errors) are in the request's language;
    its machine fields are the same in every language."""

    def dumps(self, obj: Any, **kwargs: Any) -> str:
        kwargs.setdefault("default", _said)
        return super().dumps(obj, **kwargs)


def _said(value: Any) -> Any:
    """A value the JSON encoder does not know: a ruling's words in the request's language,
    rendered as they are written out; anything else as Flask writes it."""
    if isinstance(value, Message):
        return value.text()
    return DefaultJSONProvider.default(value)


def start() -> None:
    g.language = chosen()
    set_language(g.language)


def finish(error: BaseException | None = None) -> None:
    """The language was this request's: the thread serves the next one from the default."""
    set_language(DEFAULT)


def remember(response: Response) -> Response:
    """Keep a language chosen with the switcher on this device; answers vary by it."""
    asked = request.args.get("lang", "")
    api = request.path.startswith("/api/")
    if asked in LANGUAGES and not api:
        response.set_cookie(COOKIE, asked, max_age=YEAR, samesite="Lax", httponly=True)
    response.vary.add("Accept-Language")
    if not api:  # the API follows Accept-Language (or ?lang) alone
        response.vary.add("Cookie")
    response.headers.setdefault("Content-Language", current())
    return response


def language_url(code: str) -> str:
    """This page in another language (the switcher's links)."""
    args = request.args.to_dict()
    args["lang"] = code
    from urllib.parse import urlencode
    return f"{request.path}?{urlencode(args)}"


def direction() -> str:
    return Locale.parse(current()).text_direction


def number(value: Any) -> str:
    """A whole number as the reader's language writes it (12 345 in French, 12.345 in Spanish;
    the same rule as the rulings', :func:`referee.words.number`); anything else as it is."""
    if isinstance(value, int) and not isinstance(value, bool):
        return words.number(value)
    return str(value)


def spoken(value: Any) -> Any:
    """A ruling's or history's words in the reader's language, for a template that puts them in
    a sentence of its own with ``_('… %(x)s', x=value|spoken)`` (``%`` would take the English)."""
    return localized(value)


SUITS = {"S": lazy_gettext("spades"), "H": lazy_gettext("hearts"),
         "D": lazy_gettext("diamonds"), "C": lazy_gettext("clubs")}


def suit_name(suit: Any) -> str:
    """A suit's name in the reader's language (its sign and letter stay the same); on a page
    of the Spanish pack, the pack's own suit ("espadas", not "picas")."""
    if isinstance(suit, Suit) and faces_shown() is Faces.SPANISH:
        return suit_said(suit).read_by(Faces.SPANISH)
    return str(SUITS.get(getattr(suit, "value", ""), getattr(suit, "word", suit)))


def _shaped(template: str, variables: dict[str, Any]) -> str:
    """A page's translated template said for its variables as the referee's are
    (:mod:`referee.words.grammar`): its selectors resolved by the grammar of the names put in
    (a :class:`referee.words.Named` carries its player's gender), its forms made
    (``%(keeper.gen)s``: Swedish "Astrids"), and the seams joined (« d'Aggravation », Catalan
    « la taula d'Ane », "della coppia"). The forms and seams are added to ``variables``."""
    if "{=" in template:  # a noun's gender mark: the renderer's, never said
        template = grammar.MARK.sub("", template).lstrip()
    if not variables:
        return template
    code = current()
    if "?" in template and grammar.has_selectors(template):
        template = grammar.resolve(template, lambda name: grammar_of(
            variables.get(name), NO_NAMES, code))
    if ".the)" in template or ".bare)" in template or ".gen)" in template:
        for match in grammar.FORM.finditer(template):
            name, form = match.group(3), match.group(4)
            if name and name in variables and form in grammar.FORMS:
                said = str(localized(variables[name]))
                variables[f"{name}.{form}"] = (
                    elision.genitive(code, said) if form == "gen" else said)
    if code in elision.SEAMS:
        template, seams = elision.elide(code, template, variables, elision.PERCENT,
                                        lambda v: str(localized(v)), "%({})s".format)
        variables.update(seams)
    return template


@pass_context
def page_gettext(context: Any, string: str, **variables: Any) -> str:
    """The pages' ``_()``: Jinja's new-style gettext (variables escaped, ``%`` always
    formatted), said for the names put in (:func:`_shaped`)."""
    text = _shaped(get_translations().ugettext(string), variables)
    if context.eval_ctx.autoescape:
        text = Markup(text)
    return text % variables


@pass_context
def page_ngettext(context: Any, singular: str, plural: str, num: int, **variables: Any) -> str:
    variables.setdefault("num", num)
    text = _shaped(get_translations().ungettext(singular, plural, num), variables)
    if context.eval_ctx.autoescape:
        text = Markup(text)
    return text % variables


@pass_context
def page_pgettext(context: Any, msgctxt: str, string: str, **variables: Any) -> str:
    """The pages' ``pgettext()``: a label said in its own sense (``pgettext('standings',
    'Won')``: a count of matches won, not the tally's action), as :func:`page_gettext` says."""
    text = _shaped(get_translations().upgettext(msgctxt, string), variables)
    if context.eval_ctx.autoescape:
        text = Markup(text)
    return text % variables


@pass_context
def page_npgettext(context: Any, msgctxt: str, singular: str, plural: str, num: int,
                   **variables: Any) -> str:
    variables.setdefault("num", num)
    text = _shaped(get_translations().unpgettext(msgctxt, singular, plural, num), variables)
    if context.eval_ctx.autoescape:
        text = Markup(text)
    return text % variables


def plural_forms(singular: str, plural: str) -> str:
    """A counted message for the phone's script, as JSON: its text for each plural category of
    the reader's language (``Intl.PluralRules`` picks the category there), ``{n}`` for the
    count. The catalog says each form; a sample count of each category asks it."""
    import json

    from flask_babel import get_translations
    rule = Locale.parse(current()).plural_form
    samples: dict[str, int] = {}
    for count in range(0, 200):
        samples.setdefault(rule(count), count)
    samples.setdefault("other", 5)
    said = get_translations()
    return json.dumps({category: (said.ngettext(singular, plural, count) % {"num": -999})
                       .replace("-999", "{n}") for category, count in samples.items()},
                      ensure_ascii=False)


def init_app(app: Flask) -> None:
    app.json = LocalizedJSON(app)
    Babel(app, locale_selector=current, default_translation_directories="translations")
    # start, remember and finish run in views.before, views.after and views.finish
    app.jinja_env.globals.update(languages=LANGUAGES, language=current,
                                 language_url=language_url, direction=direction,
                                 suit_name=suit_name, plural_forms=plural_forms)
    app.jinja_env.filters.update(number=number, spoken=spoken)
    app.jinja_env.globals.update(gettext=page_gettext, ngettext=page_ngettext,
                                 pgettext=page_pgettext, npgettext=page_npgettext)
