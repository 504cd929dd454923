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
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, Final

from furnace_lab.cards.names import card_name
from furnace_lab.engine.constants import ROUNDS
from furnace_lab.errors import DataError
from furnace_lab.planner.checks import checked_valuation
from furnace_lab.planner.phrases import check_lang
from furnace_lab.planner.planning import as_position, plan_production
from furnace_lab.planner.position import Position, not_a_card_id
from furnace_lab.planner.valuation import MONEY_ONLY, Number, Valuation, default_valuation

if TYPE_CHECKING:
    from furnace_lab.engine.state import GameState

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

    @property
    def worth(self) -> Number:
        """How much the card adds: value with it minus value without it."""
        return self.with_card - self.without_card

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
            return text
        text = (f"{card_name(self.card, lang)} is worth {self.worth} to you ({span}): the best plan is worth "
                f"{self.with_card} with it and {self.without_card} without it.")
        if self.place is not None:
            text += f" Best place in the Production Chain line: position {self.place + 1}."
        return text


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
                  final: Valuation | None = None) -> tuple[Number, tuple[Number, ...]]:
    """The planner's value of a fresh position (or of a game state's player to act) over the horizon, and the
    value each round contributes. The arguments are checked before any round is planned; a position (or player)
    part-way through production is refused, as :func:`card_worth` refuses it."""
    position = _from_the_start(as_position(position), "a tableau's value", "o valor das cartas na mesa")
    if valuation is not None:
        checked_valuation(valuation, position.round)
    final = MONEY_ONLY if final is None else checked_valuation(final, ROUNDS, field="final")
    if horizon not in HORIZONS:
        raise DataError(f"horizon must be one of {', '.join(HORIZONS)}, not {horizon!r}", item="worth",
                        field="horizon",
                        pt=f"o horizonte deve ser {' ou '.join(map(repr, HORIZONS))}, não {horizon!r}")
    if horizon == "round":
        plan = plan_production(position, valuation)
        return plan.value, (plan.value,)
    parts: list[Number] = []
    current = position
    while True:
        last = current.round >= ROUNDS
        weights = final if last else (valuation or default_valuation(current.round))
        plan = plan_production(current, weights)
        if last:
            parts.append(plan.value)
            break
        parts.append(plan.money_gained)
        current = _next_round(current, plan)
    return sum(parts), tuple(parts)


def card_worth(source: Any, card: str, valuation: Valuation | None = None, *, player: int | None = None,
               horizon: str = "round", final: Valuation | None = None) -> Worth:
    """What Company ``card`` is worth to the player of ``source`` (a Position or a game state) — see the module
    docstring. The position must be at the start of a production phase (or before it: during the auction)."""
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
    without_value, without_parts = tableau_value(without, valuation, horizon=horizon, final=final)
    best: tuple[Number, tuple[Number, ...], int | None] | None = None
    for at, candidate in with_positions:
        value, parts = tableau_value(candidate, valuation, horizon=horizon, final=final)
        if best is None or value > best[0]:
            best = (value, parts, at)
    assert best is not None
    rounds = tuple(range(position.round, position.round + len(best[1])))
    return Worth(card=card, horizon=horizon, with_card=best[0], without_card=without_value, rounds=rounds,
                 per_round=tuple(zip(best[1], without_parts, strict=True)),
                 place=best[2] if position.production_chain else None)
