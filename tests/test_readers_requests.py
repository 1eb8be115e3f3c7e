"""What the translators asked of the source (issue 37, /work/lang-requests): words a catalog
cannot fix alone, checked on the rendered pages and rulings."""

from __future__ import annotations

import html
import re
from typing import Any

import pytest

from referee.words import LANGUAGES


def shown(page: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", " ", page))


def facts(page: str) -> list[str]:
    return [shown(p).strip() for p in re.findall(r'<p class="facts">(.*?)</p>', page, re.S)]


@pytest.mark.parametrize("code", sorted(LANGUAGES))
@pytest.mark.parametrize("game", ["truc", "belote"])
def test_the_referee_page_opens_with_the_pack_in_a_capital(client: Any, code: str,
                                                           game: str) -> None:
    # the label is said mid-sentence too (« {card} no és a la baralla … »): lower case in
    # the catalog, its first letter a capital where it opens the page's line
    line = facts(client.get(f"/referee/{game}?lang={code}").get_data(True))[0]
    assert not line[:1].islower(), line
