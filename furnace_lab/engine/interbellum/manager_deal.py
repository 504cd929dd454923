"""Dealing the Managers module: the Business Schools and the Manager pile, at the dealing's ``deal_managers`` hook
(``base/setup.py`` calls it when the game uses Managers).

Two or three Business Schools are drawn, each on a random side (interbellum.business-school.count / sides), and
the Manager tokens are shuffled into a pile (interbellum.setup.shuffle-managers); without the new Companies the
two delivery-repeating Managers stay in the box (interbellum.module.no-new-companies). The Personal Manager joins
last when a dealt Capitalist brings it (interbellum.capitalist.personal-manager).
"""

from __future__ import annotations

from collections.abc import Mapping
from itertools import repeat, starmap
from typing import TYPE_CHECKING, Any

from furnace_lab.engine.core.cards import CardInfo, school_info
from furnace_lab.engine.core.options import Options
from furnace_lab.engine.interbellum.business_schools import SCHOOLS_FOR
from furnace_lab.engine.interbellum.managers import ManagerInfo, manager_info

if TYPE_CHECKING:
    from furnace_lab.cards.catalog import Catalog
    from furnace_lab.engine.core.hook_types import Draw

    ManagerCards = tuple[Catalog, tuple[tuple[CardInfo, ...], ...], tuple[ManagerInfo, ...],
                         tuple[ManagerInfo, ...], ManagerInfo | None]
    """A catalog, its Business School sides, its Manager tokens with and without the two needing the new
    Companies, and the Personal Manager (:func:`_manager_cards`)."""

_MANAGER_CARDS: dict[int, ManagerCards] = {}
"""Per catalog: its Business School sides, its Manager tokens with and without the two needing the new Companies,
and the Personal Manager (None if it has none), compiled once."""


def _personal_manager(catalog: Catalog) -> ManagerInfo:
    items = getattr(catalog, "managers", ())
    items = items.values() if isinstance(items, Mapping) else items
    return manager_info(next(m for m in items if m.personal))


def _manager_cards(catalog: Catalog) -> ManagerCards:
    """A catalog's Business School sides and Manager tokens (the box's, the Personal Manager apart), compiled once."""
    def group(name: str) -> list[Any]:
        items = getattr(catalog, name, ())
        return list(items.values() if isinstance(items, Mapping) else items)

    hit = _MANAGER_CARDS.get(id(catalog))
    if hit is None or hit[0] is not catalog:
        schools = group("business_schools")
        sides = tuple(tuple(school_info(c.id, c.title, side.name, *side.options) for side in c.sides)
                      for c in schools)
        managers = [(m, manager_info(m)) for m in group("managers")]

        def tokens(new_companies: bool) -> tuple[ManagerInfo, ...]:
            out = []
            for m, info in managers:
                if m.personal or ("new_companies" in m.requires and not new_companies):
                    continue
                out.extend([info] * m.copies)
            return tuple(out)

        personal = next((info for m, info in managers if m.personal), None)
        if len(_MANAGER_CARDS) >= 16:
            _MANAGER_CARDS.clear()
        hit = _MANAGER_CARDS[id(catalog)] = (catalog, sides, tokens(True), tokens(False), personal)
    return hit


def deal_managers(draw: Draw, catalog: Catalog, opts: Options, personal: bool
                  ) -> tuple[list[CardInfo], tuple[ManagerInfo, ...], list[int]]:
    """The Business Schools' sides, the Manager tokens (the Personal Manager last when ``personal``) and the
    shuffled order of the pile, drawn with ``draw``."""
    _, sides, with_new, without_new, token = _manager_cards(catalog)
    keys = list(starmap(draw, repeat((), len(sides))))
    order = sorted(range(len(sides)), key=keys.__getitem__)[:SCHOOLS_FOR[opts.players]]
    infos = []
    for k in sorted(order):
        infos.append(sides[k][int(draw() * len(sides[k]))])
    tokens = with_new if opts.uses("new_companies") else without_new
    keys = list(starmap(draw, repeat((), len(tokens))))
    pile = sorted(range(len(tokens)), key=keys.__getitem__)
    if personal:
        tokens = (*tokens, token or _personal_manager(catalog))
    return infos, tokens, pile
