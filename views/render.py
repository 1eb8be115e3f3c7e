"""One way to render a region: the whole page, or only the named block htmx asked for."""

from __future__ import annotations

from typing import Any

from flask import Response, current_app, make_response, render_template, request
from jinja2_fragments.flask import render_block


def render_region(template: str, region: str, status: int = 200, **context: Any) -> Response:
    """The whole page, or only ``region`` (a named block) when htmx asked for it.

    A boosted link or form (``HX-Boosted``) swaps the whole body, so it gets the whole page.
    """
    if request.htmx and not request.htmx.boosted:
        body = render_block(template, region, **context)
    else:
        body = render_template(template, **context)
    return make_response(body, status)


def render_blocks(template: str, names: tuple[str, ...], **context: Any) -> dict[str, str]:
    """Several named blocks of one template, rendered with one context (a live page's parts)."""
    app = current_app
    app.update_template_context(context)
    found = app.jinja_env.get_template(template)
    shared = found.new_context(context)
    return {name: app.jinja_env.concat(found.blocks[name](shared))  # type: ignore[attr-defined]
            for name in names}
