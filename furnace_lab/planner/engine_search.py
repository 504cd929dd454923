"""The exact search over the engine itself: for what the fast planner's model does not play (yet).

The fast planner (:mod:`furnace_lab.planner.search`) works on its own compact model of the base game's rows.
Everything else the engine plays in the production phase — Interbellum's deliveries, text and permanent effects,
resources stored on cards, Managers, the Interbellum Capitalists — is planned here, by a depth-first search
over the engine's own ``legal_actions()`` and ``apply``: exact by construction, since it is the engine that
says what is legal and what each action does.

The value still to come from a state depends on that state only, never on the money already held (nothing in
production costs money — checked per position: if some row did, money would be part of the key), so the
search memoises it on the engine's whole changing state but the player's money. It visits every state, so
it suits small and middle-sized positions; ``limit`` caps the states visited, past which it gives up with a
:class:`~furnace_lab.errors.DataError` naming the feature that sent the position here.
"""

from __future__ import annotations

from typing import Any, Final

from furnace_lab.engine.core.constants import MONEY, SLOTS
from furnace_lab.engine.core.state import _DYNAMIC
from furnace_lab.errors import DataError
from furnace_lab.planner.clock import CHECK_EVERY, NEVER, Clock, check
from furnace_lab.planner.valuation import Valuation

LIMIT: Final = 3_000_000
"""States the engine-level search may visit by default."""

_WHY_PT: Final = {
    "rows": "linhas de cartas que o planejador rápido não modela",
    "managers": "Gerentes que o planejador rápido não modela",
    "stored": "recursos guardados em cartas",
    "capitalist": "a regra de produção de um Capitalista de Interbellum",
}
"""Why a position went to the engine-level search (the ``Unsupported`` field), in Portuguese."""

DEPTH: Final = 400
"""Decisions in one production phase past which the engine is taken to offer an endless loop of choices."""

_FIELDS: Final = tuple(name for name in _DYNAMIC if name not in ("_holdings", "_nhist"))


def _frozen(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_frozen(v) for v in value)
    if isinstance(value, dict):
        return tuple(sorted(value.items()))
    return value


def _costs_money(state: Any) -> bool:
    """Does any row, Capitalist or Manager of this game cost money? (Then money must be part of the key.)"""
    g = state.spec
    for card in g.cards:
        for row in (*card.basic, *card.added):
            if any(slot == MONEY for slot, _ in row[1]):
                return True
    for hooks in g.hooks:
        if hooks.repeat_cost and any(slot == MONEY for slot, _ in hooks.repeat_cost):
            return True
    return any(any(slot == MONEY for slot, _ in m.cost) for m in getattr(g, "mgrs", ()))


class EngineSearch:
    """Memoised exact search over one player's production in an engine state."""

    def __init__(self, state: Any, player: int, valuation: Valuation, *, limit: int | None = LIMIT,
                 why: str = "", clock: Clock | None = None) -> None:
        if state.is_over or state.phase != "production" or state.current_player != player:
            raise DataError("the engine-level search starts at the player's turn in the production phase",
                            item="state", field="phase",
                            pt="a busca feita no próprio motor começa na vez do jogador, na fase de produção")
        self.player = player
        self.base = player * SLOTS
        self.weights = valuation.scaled()
        self.keep_money = _costs_money(state)
        self.memo: dict[tuple[Any, ...], tuple[int, Any]] = {}
        self.limit = limit
        self.why = why
        self.nodes = 0
        self.root = state
        self.clock = clock
        self.check_at = CHECK_EVERY if clock is not None else NEVER
        """The node count at which the clock is next looked at (it raises OutOfTime when time is up)."""

    def key(self, s: Any) -> tuple[Any, ...]:
        res = list(s._holdings)
        if not self.keep_money:
            res[self.base + MONEY] = 0
        return (tuple(res), *(_frozen(getattr(s, name)) for name in _FIELDS))

    def finished(self, s: Any) -> bool:
        return bool(s.is_over or s.phase != "production" or s.current_player != self.player)

    def flips(self, s: Any) -> int:
        return sum(1 for c in s.companies(self.player) if s.is_upgraded(c))

    def leftovers(self, s: Any) -> int:
        _, wc, wi, wo, wt, _ = self.weights
        coal, iron, oil, token, _ = s.amounts(self.player)
        return wc * coal + wi * iron + wo * oil + wt * token

    def best(self, s: Any, depth: int = 0) -> int:
        """The value still to come from ``s``: money gained and flips from here, plus the leftovers' worth."""
        if self.finished(s):
            return self.leftovers(s)
        key = self.key(s)
        hit = self.memo.get(key)
        if hit is not None:
            return int(hit[0])
        if depth > DEPTH:
            last = ", ".join(str(a) for a in s.history[-3:])
            raise DataError(f"the engine keeps offering choices after {DEPTH} decisions (last: {last}): an endless "
                            "loop in the rules as the engine plays them", item="position", field=self.why or "rules",
                            pt=f"o motor continua oferecendo escolhas depois de {DEPTH} decisões (últimas: "
                               f"{', '.join(repr(str(a)) for a in s.history[-3:])}): um laço sem fim nas regras "
                               "como o motor as joga")
        self.nodes += 1
        if self.nodes >= self.check_at:
            self.check_at = self.nodes + CHECK_EVERY
            check(self.clock)
        if self.limit is not None and self.nodes > self.limit:
            raise DataError(f"this position needs more than {self.limit:,} states of the engine-level search "
                            f"({self.why or 'rules the fast planner does not model'}); try a smaller position",
                            item="position", field=self.why or "rules",
                            pt=f"esta posição precisa de mais de {self.limit:,} estados da busca feita no próprio "
                               f"motor ({_WHY_PT.get(self.why, 'regras que o planejador rápido não modela')}); "
                               "tente uma posição menor".replace(",", "."))
        wm, *_, wu = self.weights
        money = s.money(self.player)
        flips = self.flips(s)
        top = None
        choice = None
        for action in s.legal_actions():
            child = s.clone()
            child.apply_in_place(action)
            value = (wm * (child.money(self.player) - money) + wu * (self.flips(child) - flips)
                     + self.best(child, depth + 1))
            if top is None or value > top:
                top, choice = value, action
        assert top is not None
        self.memo[key] = (top, choice)
        return top

    def solve(self) -> tuple[int, list[Any]]:
        """The best value from the root (scaled units) and the engine actions of a plan reaching it."""
        total = self.best(self.root)
        actions = []
        s = self.root
        while not self.finished(s):
            _, action = self.memo[self.key(s)]
            actions.append(action)
            s = s.apply(action)
        return total, actions


def naive_actions(state: Any, player: int) -> list[Any]:
    """The naive order on the engine: each decision's first legal card in tableau order, every processing row
    as often as possible, every affordable flip, no repeat, no Manager placed or used, nothing before a card.
    """
    from furnace_lab.engine.core.actions import Done, RepeatCard, Run, UpgradeCard, UseCard

    actions = []
    s = state
    while not (s.is_over or s.phase != "production" or s.current_player != player):
        legal = s.legal_actions()
        runs = [a for a in legal if isinstance(a, Run)]
        uses = [a for a in legal if isinstance(a, UseCard)]
        flips = [a for a in legal if isinstance(a, UpgradeCard)]
        action: Any
        if runs:
            action = max(runs, key=lambda a: a.times)
        elif flips:
            action = flips[0]
        elif uses:
            action = uses[0]
        else:
            done = [a for a in legal if isinstance(a, Done)]
            others = [a for a in legal if not isinstance(a, RepeatCard)]
            action = done[0] if done else (others or list(legal))[0]
        actions.append(action)
        s = s.apply(action)
    return actions
