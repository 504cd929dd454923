"""Furnace: Interbellum in the engine: which cards a game uses, and the expansion's new rows compiled.

The expansion (rulebook seed ``000_…``) is a set of modules (:data:`~furnace_lab.engine.core.options.MODULES`):

* **new Companies** — the deck becomes 24 base Companies plus the 24 new ones: two random cards from each
  of the 12 artwork piles when the families are given (interbellum.setup.deck-assembly), otherwise 24 random
  base cards, the rulebook's quicker alternative (interbellum.setup.quick-deck); the other base cards go back
  to the box (interbellum.setup.unused-to-box);
* **new Start-ups and Capitalists** — dealt together with the base ones (interbellum.setup.startups-capitalists);
  the updated Arthur replaces the base one (interbellum.capitalist.updated-arthur-replaces). A Capitalist whose
  ability this engine does not play yet is left out of the deal, and refused if named;
* **variable Capital discs** and **Managers** are rules of the auction and production phases
  (:mod:`~furnace_lab.engine.interbellum.variable`).

The new kinds of card rows (seed 000, "New Effects and Terms") are compiled here into the engine's compact row
tuples ``(kind, cost, gain, data, text)``:

==============  =====================================================================================
kind            what the production phase does with it
==============  =====================================================================================
``DELIVERY``    nothing: a delivery is resolved once, on receipt (basic side) or on upgrade (upgraded
                side) (interbellum.delivery.*); ``data`` is the processing limit (None: an extraction)
``TEXT``        resolved in listed order with the card, neither extraction nor processing
                (interbellum.text-effect.order / neither); ``data`` = (text kind, activity, resource slot)
``PERMANENT``   nothing: active from receipt (interbellum.permanent.always-on); ``data`` =
                (permanent kind, resource slot, amount, disc values)
``FROM_HERE``   a processing row paid with resources stored on the card itself; ``data`` is its limit
==============  =====================================================================================
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import repeat, starmap
from operator import itemgetter
from typing import TYPE_CHECKING, Any, Final, NoReturn

from furnace_lab.cards.effects import Delivery, Effect, Gain, Permanent, Process, Text
from furnace_lab.cards.notation import format_effect
from furnace_lab.cards.resources import ORDER
from furnace_lab.engine.base.capitalists import ABILITIES
from furnace_lab.engine.core import citations as R
from furnace_lab.engine.core.cards import PROCESS, ROW_COMPILERS, Row, pairs
from furnace_lab.engine.core.options import PER_FAMILY, QUICK_BASE, available_capitalists, capitalist_refusal
from furnace_lab.engine.text import Cited, cited
from furnace_lab.errors import OptionsError

if TYPE_CHECKING:
    from furnace_lab.cards.catalog import Catalog
    from furnace_lab.cards.model import Capitalist
    from furnace_lab.engine.core.hook_types import Draw

DELIVERY: Final = 3
TEXT: Final = 4
PERMANENT: Final = 5
FROM_HERE: Final = 6
NEW_KIND_NAMES: Final = {DELIVERY: "delivery", TEXT: "text", PERMANENT: "permanent", FROM_HERE: "processing"}

_BASE_PROCESS = ROW_COMPILERS[Process]


def _slot(resource: str) -> int:
    return ORDER.index(resource) if resource else -1


def _delivery(effect: Effect, *, production: bool) -> Row:
    assert isinstance(effect, Delivery)
    inner = effect.effect
    if isinstance(inner, Gain):
        return (DELIVERY, (), pairs(inner.gain), None, format_effect(effect))
    limit = inner.limit if inner.limit is not None else 1
    return (DELIVERY, pairs(inner.cost), pairs(inner.gain), limit, format_effect(effect))


def _text(effect: Effect, *, production: bool) -> Row:
    assert isinstance(effect, Text)
    return (TEXT, (), pairs(effect.gain), (effect.kind, effect.activity, _slot(effect.resource)),
            format_effect(effect))


def _permanent(effect: Effect, *, production: bool) -> Row:
    assert isinstance(effect, Permanent)
    return (PERMANENT, pairs(effect.cost), pairs(effect.gain),
            (effect.kind, _slot(effect.resource), effect.amount, tuple(effect.discs)), format_effect(effect))


def _process(effect: Effect, *, production: bool) -> Row:
    assert isinstance(effect, Process)
    if not effect.from_here:
        return _BASE_PROCESS(effect, production=production)
    limit = effect.limit if effect.limit is not None else 1
    return (FROM_HERE, pairs(effect.cost), pairs(effect.gain), limit, format_effect(effect))


NEW_ROW_COMPILERS: Final = {Delivery: _delivery, Text: _text, Permanent: _permanent, Process: _process}
"""The expansion's row compilers, by effect kind (``engine/rulesets.py`` adds them to ``cards.ROW_COMPILERS``; a
processing row may now be paid from the card itself)."""


_SLOT: Final = itemgetter(0)


def is_selling(row: Row) -> bool:
    """A processing row with money right of the arrow (interbellum.processing.selling)."""
    return 4 in map(_SLOT, row[2])  # scanned in C


def is_conversion(row: Row) -> bool:
    """A processing row with a resource right of the arrow (interbellum.processing.conversion)."""
    for slot, _amount in row[2]:  # noqa: SIM110 (a plain loop: any() or min(default=) cost 3-5x more here)
        if slot < 4:
            return True
    return False


def processing_rows(rows: Sequence[Row]) -> list[Row]:
    """The processing rows among these (deliveries excluded: they are resolved once, not with the card)."""
    return [r for r in rows if r[0] == PROCESS or r[0] == FROM_HERE]


# --- which cards a game uses --------------------------------------------------------------------------


def _group(catalog: Catalog, name: str) -> list[Any]:
    items = getattr(catalog, name, ())
    if isinstance(items, Mapping):
        items = items.values()
    return list(items)


def playable_capitalist(cap: Capitalist) -> bool:
    """Does the engine play this Capitalist's ability?"""
    return cap.ability in ABILITIES


_EXPANSION_IDS: dict[tuple[object, ...], tuple[Catalog, tuple[list[str], list[str], list[str]]]] = {}
"""expansion_ids per (catalog identity, modules, variant, base ids), the catalog kept to check identity."""


def expansion_ids(catalog: Catalog, flags: Mapping[str, bool], capital_growth: bool, companies: Sequence[str],
                  startups: Sequence[str]) -> tuple[list[str], list[str], list[str]]:
    """Company, Start-up and Capitalist ids a game with these modules may use (worked out once per catalog and
    modules; fresh lists each call)."""
    key = (id(catalog), tuple(sorted((k, bool(v)) for k, v in flags.items())), capital_growth, tuple(companies),
           tuple(startups))
    hit = _EXPANSION_IDS.get(key)
    if hit is None or hit[0] is not catalog:
        if len(_EXPANSION_IDS) >= 256:
            _EXPANSION_IDS.clear()
        hit = _EXPANSION_IDS[key] = (catalog, _expansion_ids(catalog, flags, capital_growth, companies, startups))
    ids = hit[1]
    return list(ids[0]), list(ids[1]), list(ids[2])


def _expansion_ids(catalog: Catalog, flags: Mapping[str, bool], capital_growth: bool, companies: Sequence[str],
                   startups: Sequence[str]) -> tuple[list[str], list[str], list[str]]:
    company_ids = list(companies)
    if flags.get("new_companies"):
        company_ids += [c.id for c in _group(catalog, "companies") if c.expansion == "interbellum"]
    startup_ids = list(startups)
    if flags.get("new_capitalists"):
        startup_ids += [c.id for c in _group(catalog, "startups") if c.expansion == "interbellum"]
    caps = available_capitalists(_group(catalog, "capitalists"), flags, capital_growth)
    return company_ids, startup_ids, [c.id for c in caps if playable_capitalist(c)]


def check_capitalist_ids(catalog: Catalog, ids: Sequence[str], flags: Mapping[str, bool], capital_growth: bool) -> None:
    """Refuse a named Capitalist the modules exclude, citing the "Individual Modules" rule."""
    by_id = {c.id: c for c in _group(catalog, "capitalists")}
    for cap_id in ids:
        cap = by_id.get(cap_id)
        if cap is None:
            continue
        if cap.expansion == "interbellum" and not flags.get("new_capitalists"):
            _refuse(cited(R.IB_MIX_STARTUPS, "ib.options.interbellum-capitalist", card=cap_id))
        refusal = capitalist_refusal(cap, flags, capital_growth)
        if refusal is not None:
            raise OptionsError(refusal[1], refusal[0], pt=refusal[2])
        if flags.get("new_capitalists") and any(c.replaces == cap_id for c in by_id.values()
                                                 if getattr(c, "replaces", None)):
            _refuse(cited(R.IB_ARTHUR_REPLACES, "ib.options.capitalist-replaced", card=cap_id))
        if not playable_capitalist(cap):
            _refuse(cited(R.ENGINE_IB_UNPLAYED_CAPITALISTS, "ib.options.capitalist-unplayed", card=cap_id,
                          ability=cap.ability))


def _refuse(why: Cited) -> NoReturn:
    """Raise the options' refusal in English and Portuguese, citing its rule."""
    rule_id, en, pt = why.refusal()
    raise OptionsError(en, rule_id, pt=pt)


def assemble_deck(draw: Draw, base_ids: Sequence[str], new_ids: Sequence[str],
                  families: Sequence[tuple[str, str]] | None) -> list[str]:
    """The Interbellum deck, unshuffled: 2 base cards per family (or 24 random base cards) plus the new ones.

    ``draw`` is the game's seeded ``random()``, drawn once per base card in the order given; the result is
    shuffled by the caller.
    """
    values = list(starmap(draw, repeat((), len(base_ids))))
    if families is None:  # interbellum.setup.quick-deck
        order = sorted(range(len(base_ids)), key=values.__getitem__)[:QUICK_BASE]
        return [*map(base_ids.__getitem__, order), *new_ids]
    keys = dict(zip(base_ids, values, strict=True))
    piles: dict[str, list[str]] = {}  # interbellum.setup.deck-assembly
    for card_id, family in families:
        piles.setdefault(family, []).append(card_id)
    chosen = []
    for family in sorted(piles):
        chosen += sorted(piles[family], key=keys.__getitem__)[:PER_FAMILY]
    return [*chosen, *new_ids]
