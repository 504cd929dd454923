"""What is this card worth to me? The planner's value of a tableau with and without one Company.

The building block of an auction advisor: a Company in the auction row is worth, to a player, what their best
production gains by having it. :func:`card_worth` answers with the exact planner value of the player's tableau
with the card (won this round, basic side up: furnace.auction.highest-wins) and without it:

* ``horizon="round"``: this round's production only, at the valuation (default: money only in round 4, the
  early-round default before);
* ``horizon="game"``: this round and every round left (furnace.round.four-rounds). Each round is planned
  exactly, at ``valuation`` for the rounds before the last and at ``final`` (default: money only,
  furnace.scoring.most-money) for round 4; resources and flips carry over from one round to the next. What is
  counted is the money gained over the rounds plus what is left at the end, at ``final``. The rounds are planned
  one at a time — the valuation prices what each round hands on — so this is the planner's best play round by
  round, not a joint optimum over all rounds; future auctions and compensation are not counted.

In the Production Chain the winner chooses where the card goes in their line (furnace.variant.production-chain):
every place is tried and the best kept. A card the player already holds is valued against the tableau without it.

Both take ``deadline=seconds``, one budget for every plan they make, counted from the call (reading a game state
and building the tableaus with the card are inside it): past it, each plan is the best found so far
(see :func:`~furnace_lab.planner.plan_production`), and the answer says so — ``exact`` False, with the upper
bounds proved. Over ``horizon="game"`` a round planned short of its best changes what the next rounds start from,
so no bound is given there (None) unless every round was exact.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, Final

from furnace_lab.cards.names import card_name
from furnace_lab.engine.core.constants import ROUNDS
from furnace_lab.errors import DataError
from furnace_lab.planner.checks import checked_deadline, checked_valuation
from furnace_lab.planner.clock import Clock
from furnace_lab.planner.engine_search import LIMIT
from furnace_lab.planner.phrases import check_lang
from furnace_lab.planner.plan import Plan
from furnace_lab.planner.planning import as_position, planned
from furnace_lab.planner.position import Position, not_a_card_id
from furnace_lab.planner.valuation import MONEY_ONLY, Number, Valuation, default_valuation

if TYPE_CHECKING:
    from furnace_lab.engine.core.state import GameState

HORIZONS: Final = ("round", "game")


@dataclass(frozen=True)
class Worth:
    """A card's worth: the values with and without it, per round and in total, and the best place for it."""

    card: str
    horizon: str
    with_card: Number
    without_card: Number
    rounds: tuple[int, ...]
    per_round: tuple[tuple[Number, Number], ...]
    """Per round planned: (value with the card, value without it)."""
    place: int | None = None
    """Production Chain: the line place (0 = leftmost) where the card is worth most."""
    exact: bool = True
    """Are both values proved the best (always, without a deadline)?"""
    with_bound: Number | None = None
    """An upper bound proved on the value with the card (``with_card`` when exact; None if none was proved)."""
    without_bound: Number | None = None
    """An upper bound proved on the value without the card (``without_card`` when exact)."""

    def __post_init__(self) -> None:
        if self.exact:
            object.__setattr__(self, "with_bound", self.with_card)
            object.__setattr__(self, "without_bound", self.without_card)

    @property
    def worth(self) -> Number:
        """How much the card adds: value with it minus value without it."""
        return self.with_card - self.without_card

    @property
    def worth_at_most(self) -> Number | None:
        """The most the card can add (:attr:`worth` when exact; None when no bound was proved with it)."""
        return None if self.with_bound is None else self.with_bound - self.without_card

    @property
    def worth_at_least(self) -> Number | None:
        """The least the card adds (:attr:`worth` when exact; None when no bound was proved without it)."""
        return None if self.without_bound is None else self.with_card - self.without_bound

    def explain(self, lang: str = "en") -> str:
        check_lang(lang)
        span = (f"round {self.rounds[0]}" if len(self.rounds) == 1 else
                f"rounds {self.rounds[0]}-{self.rounds[-1]}")
        if lang == "pt":
            span = span.replace("rounds", "rodadas").replace("round", "rodada")
            text = (f"{card_name(self.card, lang)} vale {self.worth} para você ({span}): com ela o melhor plano vale "
                    f"{self.with_card}, sem ela {self.without_card}.")
            if self.place is not None:
                text += f" Melhor lugar na Cadeia de Produção: posição {self.place + 1}."
            if not self.exact:
                text += (" A busca parou no prazo: são os melhores planos achados até então"
                         + (f"; com ela, no máximo {self.with_bound}." if self.with_bound is not None else "."))
            return text
        text = (f"{card_name(self.card, lang)} is worth {self.worth} to you ({span}): the best plan is worth "
                f"{self.with_card} with it and {self.without_card} without it.")
        if self.place is not None:
            text += f" Best place in the Production Chain line: position {self.place + 1}."
        if not self.exact:
            text += (" The search stopped at its deadline: these are the best plans found by then"
                     + (f"; with it, at most {self.with_bound}." if self.with_bound is not None else "."))
        return text


class TableauValue(tuple[Number, tuple[Number, ...]]):
    """What :func:`tableau_value` returns: the pair (value, per-round values), as before deadlines existed, with
    ``exact`` (is the value proved the best?) and ``bound`` (an upper bound proved on it, or None)."""

    exact: bool
    bound: Number | None

    def __new__(cls, value: Number, parts: tuple[Number, ...], exact: bool = True,
                bound: Number | None = None) -> TableauValue:
        pair = super().__new__(cls, (value, parts))
        pair.exact = exact
        pair.bound = value if exact else bound
        return pair

    @property
    def value(self) -> Number:
        return self[0]

    @property
    def parts(self) -> tuple[Number, ...]:
        return self[1]


def _next_round(position: Position, plan: Any) -> Position:
    """The position at the start of the next round: same cards, the flips kept, the holdings carried over."""
    return replace(position, upgraded=position.upgraded | frozenset(plan.flipped), resources=plan.end,
                   round=position.round + 1, used=frozenset(), repeat_used=False, current=None, source=None)


def _from_the_start(position: Position, what: str, what_pt: str) -> Position:
    """``position`` if its player has not started producing (no card used, no repeat spent, no Manager placed, no
    card being resolved): ``what`` (``what_pt`` in Portuguese) is measured from the start of production, so any
    other position is refused (field ``used``)."""
    if not position.is_fresh or position.current is not None:
        raise DataError(f"{what} is measured from the start of production: this player has started producing",
                        item="position", field="used",
                        pt=f"{what_pt} se mede do início da produção: este jogador já começou a produzir")
    return position


def tableau_value(position: Position | GameState, valuation: Valuation | None = None, *, horizon: str = "round",
                  final: Valuation | None = None, deadline: float | None = None) -> TableauValue:
    """The planner's value of a fresh position (or of a game state's player to act) over the horizon, and the
    value each round contributes (a :class:`TableauValue`: that pair, with ``exact`` and ``bound``). The
    arguments are checked before any round is planned; a position (or player) part-way through production is
    refused, as :func:`card_worth` refuses it. ``deadline``: seconds for all the rounds' searches together."""
    seconds = checked_deadline(deadline)
    clock = None if seconds is None else Clock(seconds)  # started first: reading a game state counts against it
    position = _from_the_start(as_position(position), "a tableau's value", "o valor das cartas na mesa")
    final = _checked_horizon(position, valuation, horizon, final)
    return _tableau(position, valuation, horizon, final, clock)


def _checked_horizon(position: Position, valuation: Valuation | None, horizon: str,
                     final: Valuation | None) -> Valuation:
    """The arguments of :func:`tableau_value` checked; the final round's valuation."""
    if valuation is not None:
        checked_valuation(valuation, position.round)
    final = MONEY_ONLY if final is None else checked_valuation(final, ROUNDS, field="final")
    if horizon not in HORIZONS:
        raise DataError(f"horizon must be one of {', '.join(HORIZONS)}, not {horizon!r}", item="worth",
                        field="horizon",
                        pt=f"o horizonte deve ser {' ou '.join(map(repr, HORIZONS))}, não {horizon!r}")
    return final


def _plan(position: Position, valuation: Valuation | None, clock: Clock | None) -> Plan:
    return planned(position, checked_valuation(valuation, position.round), LIMIT, clock)


def _tableau(position: Position, valuation: Valuation | None, horizon: str, final: Valuation,
             clock: Clock | None) -> TableauValue:
    """:func:`tableau_value` of checked arguments, on one clock."""
    if horizon == "round":
        plan = _plan(position, valuation, clock)
        return TableauValue(plan.value, (plan.value,), plan.exact, plan.bound)
    parts: list[Number] = []
    exact = True
    current = position
    while True:
        last = current.round >= ROUNDS
        weights = final if last else (valuation or default_valuation(current.round))
        plan = _plan(current, weights, clock)
        exact = exact and plan.exact
        if last:
            parts.append(plan.value)
            break
        parts.append(plan.money_gained)
        current = _next_round(current, plan)
    total = sum(parts)
    return TableauValue(total, tuple(parts), exact, total if exact else None)


def card_worth(source: Any, card: str, valuation: Valuation | None = None, *, player: int | None = None,
               horizon: str = "round", final: Valuation | None = None, deadline: float | None = None) -> Worth:
    """What Company ``card`` is worth to the player of ``source`` (a Position or a game state) — see the module
    docstring. The position must be at the start of a production phase (or before it: during the auction).
    ``deadline``: seconds for all its searches together (see the module docstring)."""
    seconds = checked_deadline(deadline)
    clock = None if seconds is None else Clock(seconds)  # started first: reading a game state counts against it
    position = _from_the_start(as_position(source, player), "a card's worth", "o valor de uma carta")
    if not isinstance(card, str):
        raise not_a_card_id(card, "worth")
    with_positions: list[tuple[int | None, Position]]
    if card in position.ids:
        with_positions = [(None, position)]
        without = position.without(card)
    else:
        places: list[int | None] = list(range(len(position.cards) + 1)) if position.production_chain else [None]
        with_positions = [(at, position.with_company(card, at=at)) for at in places]
        without = position
    final = _checked_horizon(position, valuation, horizon, final)
    without_value = _tableau(without, valuation, horizon, final, clock)
    best: tuple[TableauValue, int | None] | None = None
    bounds: list[Number | None] = []
    for at, candidate in with_positions:
        found = _tableau(candidate, valuation, horizon, final, clock)
        bounds.append(found.bound)
        if best is None or found.value > best[0].value:
            best = (found, at)
    assert best is not None
    with_value = best[0]
    rounds = tuple(range(position.round, position.round + len(with_value.parts)))
    exact = without_value.exact and all(b is not None and b <= with_value.value for b in bounds)
    with_bound = None if any(b is None for b in bounds) else max(b for b in bounds if b is not None)
    return Worth(card=card, horizon=horizon, with_card=with_value.value, without_card=without_value.value,
                 rounds=rounds, per_round=tuple(zip(with_value.parts, without_value.parts, strict=True)),
                 place=best[1] if position.production_chain else None, exact=exact, with_bound=with_bound,
                 without_bound=without_value.bound)
