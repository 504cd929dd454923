"""What a person reads for a card: its name in English or Portuguese, never its id.

Every Company, Start-up, Capitalist, Manager, Business School and Agent has an ``id`` (what a player types:
``use base-c7``) and a ``title`` (what a player reads: "Coal mine → oil sale"), with ``title_pt`` its Portuguese
title (empty where a proper name such as "Henry" stays as it is). Every text meant to be read — the game log,
explanations, the board, the planner, the chain pages, the widgets — names a card through :func:`card_name`, so
the two never mix.

:func:`card_name` looks the id up in a catalog (the package's by default); :func:`title_pair` picks the English and
Portuguese name for a card a game compiled itself (its own title, or the package catalog's when the game only knows
the id, as a playthrough written in the card notation does). An id no catalog knows is shown as it is: nothing is
invented.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from furnace_lab.errors import check_lang

if TYPE_CHECKING:
    from furnace_lab.cards.catalog import Catalog


@lru_cache(maxsize=1)
def _package_names() -> dict[str, tuple[str, str]]:
    from furnace_lab.cards.loader import load_catalog

    return {card.id: (card.title, card.title_pt or card.title) for card in load_catalog()}


def package_pair(card_id: str) -> tuple[str, str] | None:
    """The package catalog's (English, Portuguese) name for this id, or ``None`` if it has no such card."""
    return _package_names().get(card_id)


def card_name(card_id: str, lang: str = "en", catalog: Catalog | None = None) -> str:
    """The name a person reads for ``card_id`` in ``lang`` (``"en"`` or ``"pt"``): its title in that language from
    ``catalog`` (the package catalog by default); the id itself if the catalog has no such card."""
    check_lang(lang)
    if catalog is not None and card_id in catalog:
        card = catalog.card(card_id)
        return (card.title_pt or card.title) if lang == "pt" else card.title
    pair = package_pair(card_id)
    if pair is None:
        return card_id
    return pair[lang == "pt"]


def title_pair(card_id: str, title: str, title_pt: str = "") -> tuple[str, str]:
    """(English, Portuguese) names of a card compiled with ``title`` (and ``title_pt``): its own title when it has
    one; the package catalog's names when the title is only the id (a card written in the notation); else the id.
    A card whose own English title differs from the package card of the same id keeps its own title."""
    if title and title != card_id:
        if not title_pt:
            pair = package_pair(card_id)
            title_pt = pair[1] if pair is not None and pair[0] == title else title
        return title, title_pt
    return package_pair(card_id) or (card_id, card_id)
