"""Flask blueprints: thin layers that read the request, ask the referee or the scorebook, render.

Pages are one template per route; a region that htmx swaps is a named block, rendered alone for
an htmx request (:func:`views.render.render_region`), with ``Vary: HX-Request``.
"""

from __future__ import annotations

from typing import Any, TextIO

from flask import Flask, Response, make_response, render_template, request
from flask_babel import gettext as _
from htmx_flask import Htmx

from referee.cards import Card, parse_card
from referee.game import Game
from referee.games import GAMES
from referee.words import Message

from .database import DatabaseInUseError, hold_database
from . import (
    assets,
    api,
    cards,
    club,
    compression,
    database,
    draws,
    draws_api,
    edge,
    export,
    groups,
    health,
    hosts,
    i18n,
    limits,
    home,
    openapi,
    qr,
    referee_pages,
    scoreboard,
    scoring,
    scorekeepers,
    stream,
    tables,
)

CSP = ("default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
       "connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'; "
       "object-src 'none'")


def init_app(app: Flask) -> None:
    Htmx(app)  # request.htmx (htmx-flask); its request class, made ours just below:
    app.request_class = edge.EdgeRequest  # htmx-flask's, with forms and query text in NFC, once
    assets.init_app(app)
    i18n.init_app(app)
    cards.init_app(app)
    database.init_app(app)
    limits.init_app(app)
    hosts.init_app(app)
    scoreboard.init_app(app)
    app.register_error_handler(limits.TooManyError, too_many)
    app.register_error_handler(limits.CrossSiteError, cross_site)
    app.register_error_handler(hosts.WrongHostError, wrong_host)
    for module in (home, tables, scoreboard, referee_pages, api, openapi, qr, health, draws,
                   draws_api, scorekeepers, export, stream, club, groups):
        app.register_blueprint(module.bp)
    app.before_request(before)
    app.after_request(after)
    app.teardown_request(finish)
    app.wsgi_app = SecurityHeaders(app.wsgi_app)  # type: ignore[method-assign]
    app.register_error_handler(404, lambda e: error_page(404, _("There is nothing at this "
                                                         "address. Check the link.")))
    app.register_error_handler(405, lambda e: error_page(405, _("That is not something this "
                                                         "page can do."), e))
    app.register_error_handler(413, lambda e: error_page(413, _("That request is too large.")))
    app.register_error_handler(500, lambda e: error_page(500, _("Something went wrong on our "
                                                         "side; nothing was recorded.")))
    app.jinja_env.globals.update(score_pad=score_pad, pad_labels=pad_labels)
    app.jinja_env.globals.update(htmx_file="htmx-2.0.11.min.js", scoring_text=scoring_text,
                                 team_label=team_label, form_plays=form_plays,
                                 context_flags=context_flags, breakdown_text=breakdown_text,
                                 is_card_line=is_card_line, pickers=scoring.TAPPED)
    app.jinja_env.filters.update(card=parse_card, groupby_suit=groupby_suit,
                                 first_upper=first_upper)


def scoring_text(info: Game) -> str:
    """How the game keeps its book, for the home page's list."""
    if info.scoring.value == "tokens" and info.option("ante") is None:
        return _("tokens, lost ones leave play")
    defaults = info.defaults()
    return {"tokens": lambda: _("tokens and a pot"),
            "points": lambda: _("score pad to %(target)s", target=defaults.get("target")),
            "penalty": lambda: _("penalty points, out at %(target)s",
                                 target=defaults.get("target")),
            "tally": lambda: _("tally of wins"),
            "hands": lambda: _("%(hands)s hands, highest score wins",
                               hands=defaults.get("hands"))}[info.scoring.value]()


def pad_labels(state: Any) -> list[str]:
    from scorebook.transfer import side_labels
    return side_labels(state)


PAD_SHOWN = 12
"""Hands a page's pad shows (the latest); the rest is a tap away."""


def score_pad(state: Any, every: bool = False) -> dict[str, Any]:
    """The current game's rows of the pad (the latest :data:`PAD_SHOWN` unless ``every``), the
    sides' names (partnerships first, as a partnership game is scored by team), and the chart
    of the whole game toward the target."""
    from scorebook.transfer import side_labels

    from .chart import chart
    rows = [row for row in state.pad if row["game"] == state.game_number]
    labels = side_labels(state)
    target = state.options.get("target") if not state.uses_tokens else None
    shown = rows if every else rows[-PAD_SHOWN:]
    return {"rows": shown, "labels": labels, "total": len(rows),
            "hidden": len(rows) - len(shown),
            "chart": chart(rows, labels, int(target) if target else None) if rows else None}


def team_label(state: Any, team: int | None) -> str:
    from scorebook.kinds import team_name
    return team_name(state, team) if team is not None else ""


def first_upper(text: Any) -> str:
    """Words starting a line with a capital, the rest as they are ("Second player"); a message
    in the reader's language (the pack's label: « La baralla de 40 cartes de Truc. »)."""
    text = text.text() if isinstance(text, Message) else str(text)
    return text[:1].upper() + text[1:]


def groupby_suit(cards: Any) -> list[list[Card]]:
    rows: dict[Any, list[Card]] = {}
    for card in cards:
        rows.setdefault(card.suit, []).append(card)
    return list(rows.values())


def form_plays(form: Any, seats: int) -> list[list[str]]:
    from .referee_pages import cards_field
    plays = [cards_field(form, f"play{i}") for i in range(seats)]
    while plays and not plays[-1]:
        plays.pop()
    return plays


def is_card_line(line: Any) -> bool:
    return isinstance(line, dict) and "card" in line and "points" in line


def breakdown_text(line: Any) -> str:
    """One line of a breakdown as a player reads it, whatever shape the calculator gave."""
    if isinstance(line, (str, Message)):
        return line
    if isinstance(line, dict):
        for key in ("text", "line", "reason", "explanation"):
            if isinstance(line.get(key), (str, Message)):
                return line[key]
        return ", ".join(f"{k.replace('_', ' ')}: {v}" for k, v in line.items())
    return str(line)


def context_flags(game: str) -> tuple[tuple[str, str], ...]:
    return GAMES[game].context_flags


def before() -> None:
    """Every request's start, in one hook (Flask pays for each hook on every request): a host
    this server does not serve refused, the reader's language, and a write from another
    website refused. A static file and the manifest need only the first, ``/healthz`` none."""
    endpoint = request.endpoint
    if endpoint in assets.PLAIN:
        if endpoint != "health.healthz":
            hosts.check()
        return
    cards.canonical()
    i18n.start()
    hosts.check()
    limits.same_site()


def after(response: Response) -> Response:
    """Every answer's end, in one hook: a page's or the API's language and ``Vary``, the
    security headers, gzip; a static file, ``/healthz`` and the manifest only what concerns a
    file (:func:`views.assets.finish_plain`)."""
    endpoint = request.endpoint
    if endpoint == "health.healthz":
        return response  # "ok" to a monitor: nothing to compress
    if endpoint in assets.PLAIN:
        return compression.compress(assets.finish_plain(response))
    return compression.compress(security_headers(i18n.remember(response)))


def finish(error: BaseException | None = None) -> None:
    """Every request's end, in one hook, whatever happened: the thread serves the next request
    from the canonical cards and the default language, and the places held for actions not
    recorded are given back."""
    cards.canonical()
    i18n.finish()
    limits.give_back_unused()


SECURITY = (("Content-Security-Policy", CSP), ("Referrer-Policy", "no-referrer"),
            ("X-Content-Type-Options", "nosniff"), ("X-Frame-Options", "DENY"))
"""Every answer's security headers: pages, the API, static files, ``/healthz``, errors."""


class SecurityHeaders:
    """Adds :data:`SECURITY` to every answer as it leaves the app (WSGI middleware): the same
    for all of them, at the cost of a list append, where a hook that sets them one by one was a
    good part of the cheapest answers' time. A policy an answer set itself is kept."""

    def __init__(self, app: Any) -> None:
        self.app = app

    def __call__(self, environ: dict[str, Any], start_response: Any) -> Any:
        def start(status: str, headers: list[tuple[str, str]], exc_info: Any = None) -> Any:
            for name, _value in headers:
                if name == "Content-Security-Policy":  # a page's own policy is kept
                    headers.extend(SECURITY[1:])
                    break
            else:
                headers.extend(SECURITY)
            if exc_info is None:
                return start_response(status, headers)
            return start_response(status, headers, exc_info)
        return self.app(environ, start)


def security_headers(response: Response) -> Response:
    """A page answers htmx with a part of itself: it varies by HX-Request (the security
    headers themselves: :class:`SecurityHeaders`)."""
    if not request.path.startswith("/api/"):
        response.vary.add("HX-Request")
    return response


def error_page(status: int, message: str, error: Any = None) -> Response:
    if request.path.startswith("/api/"):
        response = make_response({"error": message, "field": None}, status)
    else:
        response = make_response(render_template("error.html", message=message,
                                                 status=status), status)
    if request.htmx:
        # an htmx form shows the refusal as the page, not silently nothing
        response.headers["HX-Retarget"] = "body"
        response.headers["HX-Reswap"] = "innerHTML"
    allowed = getattr(error, "valid_methods", None)
    if allowed:
        response.headers["Allow"] = ", ".join(allowed)  # RFC 9110: a 405 says what is allowed
    return response


def too_many(error: limits.TooManyError) -> Response:
    response = error_page(429, error.message)
    response.headers["Retry-After"] = str(error.retry_after)
    return response


def cross_site(error: limits.CrossSiteError) -> Response:
    return error_page(403, _("This form was sent from another website. Kibitzer only takes "
                             "its own forms: open the table from its link and try again. "
                             "Nothing was recorded."))


def wrong_host(error: hosts.WrongHostError) -> Response:
    return error_page(421, _("This server does not answer to the name %(host)s, so nothing was "
                             "read or recorded. Open Kibitzer from its link or QR code; whoever "
                             "runs it can add the name to KIBITZER_ALLOWED_HOSTS.",
                             host=error.host))


def print_terminal_qr(url: str, out: TextIO) -> None:
    import qrcode
    code = qrcode.QRCode(border=1)
    code.add_data(url)
    code.make(fit=True)
    code.print_ascii(out=out, invert=True)


__all__ = ["DatabaseInUseError", "hold_database", "init_app", "print_terminal_qr"]
