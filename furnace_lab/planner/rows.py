"""Card rows compiled for the planner: small tuples the exact search reads without looking anything up.

The engine compiles each card row once (:mod:`furnace_lab.engine.core.cards`) into ``(kind, cost, gain, limit,
text)`` with holdings slots coal 0, iron 1, oil 2, token 3, money 4. The planner keeps the same rows — so it
plans with exactly the numbers the engine plays — and adds what its search needs to be fast:

* ``gain`` as a 4-tuple of resources and ``money`` apart: money never pays for anything in the base game,
  so it can be left out of the search's memo key;
* ``mask``: the resources the row *consumes* (a bit per slot), used for the dominance rules of
  :mod:`furnace_lab.planner.search`;
* the row's worth per run under a valuation is computed by the search from these fields.

A row kind the planner does not know yet (the Interbellum deliveries, text and permanent effects, Manager
effects) raises :class:`Unsupported`, and the planner hands the position to its engine-level search
(:mod:`furnace_lab.planner.engine_search`); adding one to the fast model means adding a compiler to
:data:`ROW_KINDS` and a case in the search's row expansion.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

from furnace_lab.engine.core.cards import GAIN, PROCESS, UPGRADE, CardInfo
from furnace_lab.engine.core.constants import MONEY, TOKEN
from furnace_lab.errors import DataError

NRES: Final = 4
"""Resources the search tracks: coal, iron, oil, token (money is kept apart)."""

ROW_KINDS: Final = {GAIN: "extraction", PROCESS: "processing", UPGRADE: "upgrading"}
"""Engine row kinds the planner plays (furnace.effects.extraction, furnace.effects.processing,
furnace.startup.upgrade)."""

Cost = tuple[tuple[int, int], ...]


class Unsupported(DataError):
    """Something the fast model does not play (an Interbellum row, ...): ``field`` says what."""


@dataclass(frozen=True, slots=True)
class PlanRow:
    """One compiled row: kind, cost (slot, amount) pairs, resource gain, money gain, limit, text, mask."""

    kind: int
    cost: Cost
    gain: tuple[int, int, int, int]
    money: int
    limit: int | None
    text: str
    mask: int

    @property
    def gains_resources(self) -> bool:
        return any(self.gain)

    @property
    def is_conversion(self) -> bool:
        """A resource right of the arrow (interbellum.processing.conversion)."""
        return self.kind == PROCESS and any(self.gain)

    @property
    def is_selling(self) -> bool:
        """Money right of the arrow (interbellum.processing.selling)."""
        return self.kind == PROCESS and self.money > 0


def _row(row: tuple[Any, ...], card_id: str, token_sub: int | None) -> PlanRow:
    kind, cost, gain, limit, text = row
    if kind not in ROW_KINDS:
        raise Unsupported(f"the fast planner does not model the row {text!r}", item=card_id, field="rows",
                          pt=f"o planejador rápido não modela a linha {text!r}")
    for slot, _ in cost:
        if slot == MONEY:
            raise Unsupported(f"{text!r} costs money, which the fast planner does not model", item=card_id,
                              field="rows")
    money, resources = _bonus(gain)
    mask = 0
    for slot, _ in cost:
        mask |= 1 << slot
        if kind == UPGRADE and slot == TOKEN and token_sub is not None:
            mask |= 1 << token_sub  # iron may stand in for the token (furnace.capitalist.iron-for-upgrade)
    return PlanRow(kind, tuple(cost), resources, money, limit, text, mask)


MANAGER_KINDS: Final = ("free-resources", "free-resources-choice", "free-conversion", "bonus-per-conversion",
                        "bonus-per-sale", "conversions-once-more", "selling-fully-resolved", "upgrade-self",
                        "discard-self", "repeat-delivery")
"""Manager effects the fast model plays (interbellum.manager.reference); a delivery to repeat needs an
Interbellum row, which sends the position to the engine-level search anyway."""

FREE_ONCE_A_ROUND: Final = frozenset({"free-resources", "free-resources-choice"})
"""Manager effects whose free resources come one time a round, however often the card is used
(interbellum.manager.free-four-coal, interbellum.manager.free-coal-iron-or-oil): the 4 coal are given at the
card's first use; the chosen ones at the use that chooses them (declined, they wait for the repeat)."""

Bonus = tuple[int, tuple[int, int, int, int]]
"""(money, resources) gained."""


def _bonus(parts: Cost) -> Bonus:
    res = [0, 0, 0, 0]
    money = 0
    for slot, amount in parts:
        if slot == MONEY:
            money += amount
        else:
            res[slot] += amount
    return money, (res[0], res[1], res[2], res[3])


@dataclass(frozen=True, slots=True)
class ManagerModel:
    """A Manager on a card, as the fast model plays it (interbellum.manager.extra-effect).

    * ``credits``: resources "considered spent already" for this card's transactions — one automatic option
      (free 4 coal), or the options chosen when the card starts (``choose`` gives the engine's words);
    * ``free_conversion``: one transaction of a conversion row of the card costs nothing (``manager free``);
    * ``conv_bonus`` / ``sale_bonus``: gained per conversion / sale transaction on this card;
    * ``doubles``: each conversion effect once more (its limit doubled);
    * ``full_bonus``: gained when every selling effect of the card runs its printed limit;
    * ``self_upgrade``: the card may be flipped for this cost while it resolves (the model: after its basic rows);
    * ``discard``: money for sending the card back to the box when it ends (0: no such choice).
    """

    id: str
    kind: str
    credits: tuple[tuple[int, int, int, int], ...] = ()
    choose: tuple[str, ...] = ()
    free_conversion: bool = False
    conv_bonus: Bonus | None = None
    sale_bonus: Bonus | None = None
    doubles: bool = False
    full_bonus: Bonus | None = None
    self_upgrade: Cost | None = None
    discard: int = 0


def manager_model(info: Any) -> ManagerModel:
    """Compile an engine ``ManagerInfo``; a kind the fast model does not play raises :class:`Unsupported`."""
    kind = info.kind
    if kind not in MANAGER_KINDS:
        raise Unsupported(f"the fast planner does not model the Manager effect {kind!r}", item=info.id,
                          field="managers")
    gain = _bonus(info.gain)
    if kind == "free-resources":
        return ManagerModel(info.id, kind, credits=(gain[1],))
    if kind == "free-resources-choice":
        alt = _bonus(info.alt)
        return ManagerModel(info.id, kind, credits=(gain[1], alt[1]),
                            choose=("coal-iron", "token" if alt[1][3] else "oil"))
    if kind == "free-conversion":
        return ManagerModel(info.id, kind, free_conversion=True)
    if kind == "bonus-per-conversion":
        return ManagerModel(info.id, kind, conv_bonus=gain)
    if kind == "bonus-per-sale":
        return ManagerModel(info.id, kind, sale_bonus=gain)
    if kind == "conversions-once-more":
        return ManagerModel(info.id, kind, doubles=True)
    if kind == "selling-fully-resolved":
        return ManagerModel(info.id, kind, full_bonus=gain)
    if kind == "upgrade-self":
        return ManagerModel(info.id, kind, self_upgrade=tuple(info.cost))
    if kind == "discard-self":
        return ManagerModel(info.id, kind, discard=gain[0])
    return ManagerModel(info.id, kind)  # repeat-delivery: no delivery on a base card, nothing to repeat


@dataclass(frozen=True, slots=True)
class PlanCard:
    """A card as the planner sees it: its id, whether it is a Start-up, its rows on each side, its Manager."""

    id: str
    title: str
    is_startup: bool
    basic: tuple[PlanRow, ...]
    upgraded: tuple[PlanRow, ...]
    manager: ManagerModel | None = None

    def rows(self, upgraded: bool) -> tuple[PlanRow, ...]:
        """Basic rows, plus the added rows when upgraded (furnace.production.basic-side / upgraded-side)."""
        return self.upgraded if upgraded else self.basic

    def mask(self, upgraded: bool) -> int:
        """Resources the rows of one side consume."""
        out = 0
        for row in self.rows(upgraded):
            out |= row.mask
        return out

    @property
    def has_upgrade_row(self) -> bool:
        return any(row.kind == UPGRADE for row in self.upgraded)


def acts_on(model: ManagerModel, rows: tuple[PlanRow, ...]) -> bool:
    """Can this Manager's row effects (credits, free conversion, bonuses, doubled conversions) change anything
    on these rows? Its flip and its discard depend on the moment and are judged by the search."""
    processing = [r for r in rows if r.kind == PROCESS]
    if model.credits:
        spent = {slot for r in processing for slot, _ in r.cost}
        if any(credit[slot] for credit in model.credits for slot in spent):
            return True
    if (model.free_conversion or model.conv_bonus is not None or model.doubles) and any(
            r.is_conversion for r in processing):
        return True
    return (model.sale_bonus is not None or model.full_bonus is not None) and any(r.is_selling for r in processing)


def adds_resources(model: ManagerModel, rows: tuple[PlanRow, ...]) -> bool:
    """Does this Manager make these rows yield a resource they would not (a resource per conversion or per sale,
    or for a fully resolved selling effect)? A card that only takes then no longer only takes."""
    selling = any(r.is_selling for r in rows)
    conversion = any(r.is_conversion for r in rows)
    for bonus, applies in ((model.conv_bonus, conversion), (model.sale_bonus, selling),
                           (model.full_bonus, selling)):
        if bonus is not None and applies and any(bonus[1]):
            return True
    return False


def inert(model: ManagerModel) -> bool:
    """A Manager with nothing to do on a base card (interbellum.clarification.resolve-again-active-only)."""
    return model == ManagerModel(model.id, model.kind)


def plan_card(info: CardInfo, token_sub: int | None = None) -> PlanCard:
    """Compile an engine :class:`~furnace_lab.engine.core.cards.CardInfo` for the planner."""
    basic = tuple(_row(r, info.id, token_sub) for r in info.basic)
    upgraded = basic + tuple(_row(r, info.id, token_sub) for r in info.added)
    return PlanCard(info.id, info.title, info.is_startup, basic, upgraded)
