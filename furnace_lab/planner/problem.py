"""A position and a valuation compiled into the plain numbers the exact search works on.

The search never looks at card objects: a :class:`Problem` holds, per card in line order, its rows on each
side (:class:`~furnace_lab.planner.rows.PlanRow`), bit masks of the resources each side consumes, the
Capitalist's rule changes as the engine computes them, the valuation's weights as whole numbers, and the
starting point — cards still to use, sides, whether the repeat is still available, the resources held, and
the rows left of a card being resolved.

Cards are numbered by their place in the player's line; a set of cards is a bit mask. Resources are a
4-tuple (coal, iron, oil, token); money is kept apart because nothing in the base game costs money.

Managers (Interbellum) are the player's tokens (``managers``); ``place`` says which one sits on each card
(an index into ``managers``, or -1), and each card's :class:`~furnace_lab.planner.rows.PlanCard` carries its
Manager's model. Where they go is the planner's choice when the phase starts (``placeable``):
:func:`with_place` gives the problem for one placement.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Final

from furnace_lab.engine.core.cards import UPGRADE
from furnace_lab.engine.core.constants import MONEY
from furnace_lab.errors import DataError
from furnace_lab.planner.position import Position
from furnace_lab.planner.rows import NRES, Cost, ManagerModel, PlanCard, PlanRow, Unsupported, manager_model, plan_card
from furnace_lab.planner.valuation import Valuation

Resources = tuple[int, int, int, int]

RULES: Final = {
    "each-card-once": "furnace.production.each-card-once",
    "rows": "furnace.production.rows-top-to-bottom",
    "chain": "furnace.variant.production-chain",
    "repeat": "furnace.capitalist.repeat-card",
    "iron": "furnace.capitalist.iron-for-upgrade",
    "upgrade": "furnace.startup.upgrade",
}
"""Rules the compiled problem encodes (the search applies them)."""


@dataclass(frozen=True, slots=True)
class Problem:
    """Everything the search needs, as plain numbers (see the module docstring)."""

    cards: tuple[PlanCard, ...]
    chain: bool
    companies: int
    """Bit mask of the Companies (the Start-up is never upgraded: furnace.startup.no-upgrade)."""
    side_mask: tuple[tuple[int, int], ...]
    """Per card, the resources consumed by its (basic, upgraded) rows."""
    has_upgrade_row: int
    """Bit mask of the cards with an upgrade row on some side."""
    repeat_cost: Cost | None
    """The repeat-card Capitalist's cost (furnace.capitalist.repeat-card), or None."""
    repeat_mask: int
    token_sub: int | None
    """The slot iron-for-upgrade pays instead of the token (furnace.capitalist.iron-for-upgrade), or None."""
    w_money: int
    w_res: Resources
    w_upgrade: int
    unused: int
    upgraded: int
    repeat: bool
    resources: Resources
    money: int
    resume: tuple[int, int, int] | None
    """(card, next row, upgrades made) of a card being resolved, or None."""
    managers: tuple[ManagerModel, ...] = ()
    """The player's Manager tokens (interbellum.manager.overview)."""
    place: tuple[int, ...] = ()
    """Per card, the index in ``managers`` of the Manager on it, or -1."""
    placeable: bool = False
    """Are Managers still to be placed (the phase has not started: interbellum.manager.assign-at-start)?"""
    fixed: tuple[int, ...] = ()
    """Per card, the Manager placed on it before planning (it stays there), or -1."""

    @property
    def all_cards(self) -> int:
        return (1 << len(self.cards)) - 1

    def rows(self, card: int, upgraded: int) -> tuple[PlanRow, ...]:
        """The rows of a card on the side ``upgraded`` says (a bit mask of upgraded cards)."""
        return self.cards[card].rows(bool(upgraded >> card & 1))

    def leftover_value(self, res: Resources) -> int:
        w = self.w_res
        return w[0] * res[0] + w[1] * res[1] + w[2] * res[2] + w[3] * res[3]


SPENT: Final = 1 << 16
"""Set in a search state's ``amgr`` (the Manager on the repeat's card) once that card's first use took its
Manager's free resources: they come one time a round (interbellum.manager.free-four-coal,
interbellum.manager.free-coal-iron-or-oil), so the repeat gets none. The bits below it are the token from the hand
on that card plus one (0: none, or the Manager placed there before planning)."""
TOKEN: Final = SPENT - 1

FEATURES: Final = {
    "managers": "a Manager on a card half resolved (Interbellum)",
    "stored": "resources stored on cards (Interbellum)",
    "capitalist": "an Interbellum Capitalist's production rule",
}
"""What sends a position to the engine-level search, besides rows the fast model does not know."""

FEATURES_PT: Final = {
    "managers": "um Gerente numa carta resolvida pela metade (Interbellum)",
    "stored": "recursos guardados em cartas (Interbellum)",
    "capitalist": "a regra de produção de um Capitalista de Interbellum",
}
""":data:`FEATURES` in Portuguese."""


def unsupported(position: Position) -> str | None:
    """The first feature of the position the fast model does not play, or None."""
    if position.current is not None and any(on == position.current.card for _, on in position.managers):
        return "managers"  # a card half resolved with a Manager on it: its credits are the engine's to know
    if position.stored:
        return "stored"
    hooks = position.hooks
    if hooks.comp_first or hooks.several_managers or getattr(hooks, "neighbour_cost", None) is not None:
        return "capitalist"
    # a Manager's free resources on the repeat's card come one time this round (interbellum.manager.free-four-coal,
    # interbellum.manager.free-coal-iron-or-oil): the fast model plays that itself (see
    # :mod:`~furnace_lab.planner.search`: the state after the card's first use says whether they were given)
    return None


def compile_problem(position: Position, valuation: Valuation) -> Problem:
    """Compile a position and a valuation (weights scaled to whole numbers, see ``Valuation.scaled``).

    Raises :class:`~furnace_lab.planner.rows.Unsupported` for what the fast model does not play."""
    feature = unsupported(position)
    if feature is not None:
        raise Unsupported(f"the fast planner does not model {FEATURES[feature]}", item="position", field=feature,
                          pt=f"o planejador rápido não modela {FEATURES_PT[feature]}")
    hooks = position.hooks
    token_sub = hooks.token_substitute
    cards = tuple(plan_card(info, token_sub) for info in position.cards)
    index = {card.id: k for k, card in enumerate(cards)}
    companies = sum(1 << k for k, card in enumerate(cards) if not card.is_startup)
    side_mask = tuple((card.mask(False), card.mask(True)) for card in cards)
    has_upgrade_row = sum(1 << k for k, card in enumerate(cards) if card.has_upgrade_row)
    repeat_cost: Cost | None = None
    repeat_mask = 0
    if hooks.repeat_cost is not None:
        if any(slot == MONEY for slot, _ in hooks.repeat_cost):
            raise Unsupported("a repeat cost in money is not modelled", item="capitalist", field="capitalist")
        repeat_cost = tuple(hooks.repeat_cost)
        for slot, _ in repeat_cost:
            repeat_mask |= 1 << slot
        for both in side_mask:
            repeat_mask |= both[1]
    wm, wc, wi, wo, wt, wu = valuation.scaled()
    held = position.resources
    resume = None
    if position.current is not None:
        resume = (index[position.current.card], position.current.row, position.current.upgrades)
    unused = sum(1 << index[c.id] for c in cards if c.id not in position.used)
    upgraded = sum(1 << index[c] for c in position.upgraded)
    models = tuple(manager_model(info) for info in manager_infos(position))
    fixed = [-1] * len(cards)
    for k, (_, on) in enumerate(position.managers):
        if on is not None:
            fixed[index[on]] = k
    problem = Problem(
        cards=cards, chain=position.production_chain, companies=companies, side_mask=side_mask,
        has_upgrade_row=has_upgrade_row, repeat_cost=repeat_cost, repeat_mask=repeat_mask, token_sub=token_sub,
        w_money=wm, w_res=(wc, wi, wo, wt), w_upgrade=wu, unused=unused, upgraded=upgraded,
        repeat=repeat_cost is not None and not position.repeat_used,
        resources=(held.coal, held.iron, held.oil, held.token), money=held.money, resume=resume,
        managers=models, place=tuple(fixed), placeable=bool(models) and position.placing and resume is None,
        fixed=tuple(fixed),
    )
    return with_place(problem, tuple(fixed))


def with_place(problem: Problem, place: tuple[int, ...]) -> Problem:
    """The problem with these Managers on these cards (``place``: per card, an index in ``managers`` or -1)."""
    cards = tuple(replace(card, manager=problem.managers[m] if m >= 0 else None)
                  for card, m in zip(problem.cards, place, strict=True))
    return replace(problem, cards=cards, place=place)


def manager_infos(position: Position) -> list[Any]:
    """The engine's Manager tokens for the position's Managers (from its game, else from the catalog)."""
    if not position.managers:
        return []
    known: dict[str, Any] = {}
    if position.source is not None:
        known = {m.id: m for m in getattr(position.source.spec, "mgrs", ())}
    missing = [m for m, _ in position.managers if m not in known]
    if missing:
        from furnace_lab.engine.interbellum.managers import manager_info

        catalog = position.catalog
        if catalog is None:
            from furnace_lab.engine.base.setup import load_base_catalog

            catalog = load_base_catalog()
        for manager in catalog.managers:
            if manager.id in missing:
                known[manager.id] = manager_info(manager)
    out = []
    for manager_id, _ in position.managers:
        if manager_id not in known:
            raise DataError(f"no Manager {manager_id!r} in the catalog", item=manager_id, field="managers",
                            pt=f"não há Gerente {manager_id!r} no catálogo")
        out.append(known[manager_id])
    return out


def upgrade_payments(problem: Problem, row: PlanRow, res: Resources, most: int) -> list[Resources]:
    """Holdings after 0, 1, 2, ... upgrades on ``row``, as far as they can be paid (at most ``most``).

    Each upgrade pays the row's cost; the iron-for-upgrade Capitalist pays iron for the token once she holds
    no token (furnace.capitalist.iron-for-upgrade) — exactly the engine's ``upgrade_payment``.
    """
    assert row.kind == UPGRADE
    out = [res]
    cur = list(res)
    sub = problem.token_sub
    for _ in range(most):
        pay = row.cost
        if any(cur[slot] < amount for slot, amount in pay):
            if sub is None or cur[3]:
                break
            pay = tuple((sub if slot == 3 else slot, amount) for slot, amount in pay)
            if any(cur[slot] < amount for slot, amount in pay):
                break
        for slot, amount in pay:
            cur[slot] -= amount
        out.append((cur[0], cur[1], cur[2], cur[3]))
    return out


__all__ = ["NRES", "RULES", "SPENT", "TOKEN", "Problem", "Resources", "compile_problem", "upgrade_payments"]
