"""The cards a production-chain graph is built from: a player's tableau, a list of card ids, or a whole catalog.

In the production phase a player resolves every card in front of them: their Companies (each on its basic or
upgraded side), their Start-up, and the Managers they place on those cards for this phase. A :class:`Tableau`
holds exactly that, checked: no card twice, a Start-up never upgraded (``furnace.startup.no-upgrade``), a
Manager only on a card of the tableau. :func:`tableau_from_state` is the one place where an engine game state
plugs in; everything else takes plain cards.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

from furnace_lab.cards.model import Company, Manager, Startup
from furnace_lab.cards.resources import Bundle
from furnace_lab.chains.schema import RULES
from furnace_lab.errors import DataError

CardEntry = Company | Startup | tuple[Company | Startup, bool]
"""A card as :func:`make_tableau` accepts it: the card, or ``(card, upgraded)``."""

ManagerEntry = Manager | tuple[Manager, str | None]
"""A Manager: not placed yet, or ``(manager, card_id)`` placed on that card (``None``: not placed)."""


class CardSource(Protocol):
    """What the chain functions need from a catalog (``furnace_lab.cards.load_catalog()`` provides it)."""

    @property
    def companies(self) -> Iterable[Company]: ...

    @property
    def startups(self) -> Iterable[Startup]: ...

    @property
    def managers(self) -> Iterable[Manager]: ...

    def card(self, card_id: str) -> Any: ...


@dataclass(frozen=True)
class Tableau:
    """A checked set of cards: Companies with their side, Start-ups, Managers (placed or not), stored resources."""

    companies: tuple[tuple[Company, bool], ...] = ()
    startups: tuple[Startup, ...] = ()
    managers: tuple[tuple[Manager, str | None], ...] = ()
    stored: Mapping[str, Bundle] = field(default_factory=dict)
    line: tuple[str, ...] | None = None
    """The order cards are resolved in under the Production Chain variant (default: :attr:`card_ids`)."""

    @property
    def card_ids(self) -> tuple[str, ...]:
        """Every card id, in tableau order (Companies first, then Start-ups)."""
        return tuple(c.id for c, _ in self.companies) + tuple(s.id for s in self.startups)


def _is_upgraded(card_id: str, upgraded: bool | Collection[str]) -> bool:
    if isinstance(upgraded, bool):
        return upgraded
    return card_id in upgraded


def make_tableau(
    cards: Iterable[CardEntry],
    *,
    startup: Startup | None = None,
    managers: Iterable[ManagerEntry] = (),
    upgraded: bool | Collection[str] = False,
    stored: Mapping[str, Bundle] | None = None,
) -> Tableau:
    """Check and gather the cards. ``upgraded`` gives the side of Companies passed without one.

    Raises :class:`~furnace_lab.errors.DataError` naming the card and what is wrong.
    """
    if not isinstance(upgraded, bool) and (isinstance(upgraded, str) or not isinstance(upgraded, Collection)):
        raise DataError("expected True, False or a collection of card ids", field="upgraded")
    companies: list[tuple[Company, bool]] = []
    startups: list[Startup] = []
    seen: set[str] = set()

    def add(card: object, side: object, position: int) -> None:
        where = f"card #{position}"
        if not isinstance(card, Company | Startup):
            raise DataError(f"{where}: expected a Company or Start-up card, found {type(card).__name__}",
                            field="cards")
        if not isinstance(side, bool):
            raise DataError(f"expected upgraded to be True or False, found {side!r}", item=card.id, field="cards")
        if card.id in seen:
            raise DataError("the same card is listed twice", item=card.id, field="cards")
        seen.add(card.id)
        if isinstance(card, Startup):
            if side:
                raise DataError(f"a Start-up cannot be upgraded [{RULES['startup-no-upgrade']}]", item=card.id,
                                field="cards")
            startups.append(card)
        else:
            companies.append((card, side))

    if isinstance(cards, str | bytes) or not isinstance(cards, Iterable):
        raise DataError(f"expected a list of cards, found {type(cards).__name__}", field="cards")
    for position, entry in enumerate(cards):
        if isinstance(entry, tuple):
            if len(entry) != 2:
                raise DataError(f"card #{position}: expected (card, upgraded), found a tuple of {len(entry)}",
                                field="cards")
            add(entry[0], entry[1], position)
        else:
            card_id = getattr(entry, "id", "")
            add(entry, _is_upgraded(card_id, upgraded), position)
    if startup is not None:
        if not isinstance(startup, Startup):
            # a Company given here would silently join the tableau as one more Company, with no upgrade row
            found = f"{type(startup).__name__} {getattr(startup, 'id', '')}".strip()
            raise DataError(f"expected a Start-up card, found {found} [{RULES['setup-startup']}]", field="startup")
        add(startup, False, len(seen))

    placed: list[tuple[Manager, str | None]] = []
    for position, manager_entry in enumerate(managers):
        manager, on = manager_entry if isinstance(manager_entry, tuple) else (manager_entry, None)
        if not isinstance(manager, Manager):
            raise DataError(f"Manager #{position}: expected a Manager, found {type(manager).__name__}",
                            field="managers")
        if on is not None and on not in seen:
            raise DataError(f"the Manager is placed on {on!r}, which is not one of the cards", item=manager.id,
                            field="managers")
        placed.append((manager, on))

    checked_store: dict[str, Bundle] = {}
    for card_id, amount in (stored or {}).items():
        if card_id not in seen:
            raise DataError("resources are stored on a card that is not one of the cards", item=card_id,
                            field="stored")
        if not isinstance(amount, Bundle):
            raise DataError(f"expected a Bundle, found {type(amount).__name__}", item=card_id, field="stored")
        checked_store[card_id] = amount
    return Tableau(tuple(companies), tuple(startups), tuple(placed), checked_store)


def tableau_from_ids(
    ids: Iterable[str | tuple[str, bool]],
    catalog: CardSource,
    *,
    startup: str | None = None,
    managers: Iterable[str | tuple[str, str | None]] = (),
    upgraded: bool | Collection[str] = False,
) -> Tableau:
    """A tableau from card ids (``"base-c7"`` or ``("base-c7", True)``) looked up in ``catalog``.

    An unknown id raises the catalog's :class:`~furnace_lab.errors.UnknownCard` (with suggestions).
    """
    if isinstance(ids, str):
        raise DataError("expected a list of card ids, found one string", field="ids")
    cards: list[CardEntry] = []
    for entry in ids:
        card_id, side = entry if isinstance(entry, tuple) else (entry, _is_upgraded(entry, upgraded))
        card = catalog.card(card_id)
        cards.append((card, side))
    chosen_startup = catalog.card(startup) if startup is not None else None
    manager_entries: list[ManagerEntry] = []
    for named in managers:
        manager_id, on = named if isinstance(named, tuple) else (named, None)
        manager_entries.append((catalog.card(manager_id), on))
    return make_tableau(cards, startup=chosen_startup, managers=manager_entries)


def tableau_from_catalog(
    catalog: CardSource,
    *,
    upgraded: bool = True,
    startups: bool = True,
    managers: bool = False,
    expansions: Collection[str] = ("base", "interbellum"),
) -> Tableau:
    """Every Company and Start-up (and, if asked, every Manager, not placed) of ``catalog``'s chosen expansions."""
    companies = [(c, upgraded) for c in catalog.companies if c.expansion in expansions]
    chosen_startups = [s for s in catalog.startups if s.expansion in expansions] if startups else []
    chosen_managers = [m for m in catalog.managers if m.expansion in expansions] if managers else []
    return make_tableau([*companies, *chosen_startups], managers=chosen_managers)


def tableau_from_state(state: Any, player: int, *, catalog: CardSource | None = None) -> Tableau:
    """The tableau of ``player`` in an engine game state: the one place where a GameState plugs in.

    It reads the engine's public view: ``state.companies(player)`` (Company ids in line order),
    ``state.is_upgraded(card_id)``, ``state.startup(player)``, ``state.cards(player)`` (the whole line, Start-up
    included, for the Production Chain variant) and, where the engine offers them (Interbellum),
    ``state.managers(player)`` (``(manager id, card id or None)`` pairs) and ``state.stored(card_id)`` (a Bundle).
    Card ids are looked up in ``catalog`` (default: ``state.catalog`` if the state has one, else the package
    catalog).
    """
    for needed in ("companies", "is_upgraded", "startup"):
        if not callable(getattr(state, needed, None)):
            raise DataError(f"expected a game state offering {needed}(...), found {type(state).__name__}",
                            field="state")
    if catalog is None:
        catalog = getattr(state, "catalog", None)
    if catalog is None:
        from furnace_lab.cards import load_catalog

        catalog = load_catalog()
    ids = [(card_id, bool(state.is_upgraded(card_id))) for card_id in state.companies(player)]
    managers = list(state.managers(player)) if callable(getattr(state, "managers", None)) else []
    tableau = tableau_from_ids(ids, catalog, startup=state.startup(player), managers=managers)
    line = tuple(state.cards(player)) if callable(getattr(state, "cards", None)) else None
    stored: dict[str, Bundle] = {}
    stored_of = getattr(state, "stored", None)
    if callable(stored_of):
        found = {card_id: stored_of(card_id) for card_id in tableau.card_ids}
        stored = {card_id: amount for card_id, amount in found.items() if amount and not amount.is_empty}
    return Tableau(tableau.companies, tableau.startups, tableau.managers, stored, line)
