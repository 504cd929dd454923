"""What is this card worth to me? The planner value of a tableau with and without a Company."""

from __future__ import annotations

import pytest

from furnace_lab.cards.names import card_name
from furnace_lab.errors import DataError
from furnace_lab.planner import MONEY_ONLY, Position, Valuation, card_worth, plan_production, plan_value, tableau_value


def test_furnace_auction_highest_wins_card_worth_this_round() -> None:
    """furnace.auction.highest-wins: a won card arrives basic side up; its worth is the value it adds."""
    position = Position.build(["base-c7"], "base-startup-1", {"coal": 1})
    worth = card_worth(position, "base-c1", MONEY_ONLY)
    with_it = plan_value(position.with_company("base-c1"), MONEY_ONLY)
    without = plan_value(position, MONEY_ONLY)
    assert worth.with_card == with_it and worth.without_card == without
    assert worth.worth == with_it - without > 0
    assert worth.rounds == (4,) and worth.place is None
    assert card_name("base-c1") in worth.explain() and "vale" in worth.explain("pt")  # named, not by id
    assert "base-c1" not in worth.explain() + worth.explain("pt")


def test_a_card_already_held_is_valued_against_the_tableau_without_it() -> None:
    position = Position.build(["base-c7", "base-c1"], "base-startup-1", {"coal": 1})
    worth = card_worth(position, "base-c1", MONEY_ONLY)
    assert worth.with_card == plan_value(position, MONEY_ONLY)
    assert worth.without_card == plan_value(position.without("base-c1"), MONEY_ONLY)


def test_furnace_variant_production_chain_best_place() -> None:
    """furnace.variant.production-chain: the winner places the card; the best place is found and reported."""
    position = Position.build(["base-c8"], "base-startup-3", {"coal": 1}, production_chain=True,
                              startup_position=1)
    worth = card_worth(position, "base-c1", MONEY_ONLY)
    assert worth.place is not None and 0 <= worth.place <= 2
    each = [plan_value(position.with_company("base-c1", at=k), MONEY_ONLY) for k in range(3)]
    assert worth.with_card == max(each) == each[worth.place]
    assert "Production Chain" in worth.explain()


def test_furnace_round_four_rounds_worth_over_the_game() -> None:
    """furnace.round.four-rounds: from round 2, rounds 2-4 are planned in turn, holdings and flips carried over."""
    position = Position.build(["base-c7"], "base-startup-1", {"coal": 2}, round=2)
    worth = card_worth(position, "base-c1", Valuation(coal=1, iron=2, oil=3, token=2), horizon="game")
    assert worth.rounds == (2, 3, 4) and len(worth.per_round) == 3
    assert worth.with_card == sum(w for w, _ in worth.per_round)
    assert worth.without_card == sum(w for _, w in worth.per_round)
    this_round = card_worth(position, "base-c1", Valuation(coal=1, iron=2, oil=3, token=2))
    assert this_round.rounds == (2,)
    total, parts = tableau_value(position, horizon="game")
    assert total == sum(parts) and len(parts) == 3


def test_round_by_round_carries_the_holdings() -> None:
    position = Position.build(["base-c1"], "base-startup-1", {}, round=3)
    total, parts = tableau_value(position, horizon="game")
    first = plan_production(position)
    assert parts[0] == first.money_gained
    assert total >= parts[0]


def test_card_worth_refuses_bad_requests() -> None:
    position = Position.build(["base-c7"], "base-startup-1", {"coal": 1})
    with pytest.raises(DataError):
        card_worth(position, "base-c1", horizon="decade")
    with pytest.raises(DataError):
        card_worth(position, 7)  # type: ignore[arg-type]
    state = position.to_state()
    if not state.is_over:
        midway = state.apply(state.legal_actions()[0])
        if not midway.is_over:
            with pytest.raises(DataError):
                card_worth(midway, "base-c1")
