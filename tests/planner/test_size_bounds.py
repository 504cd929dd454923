"""The planner refuses tableaus no game reaches (issue 23, item 4): more Companies than a player can win.

A position with 36 or 60 Companies used to make the planner search for minutes at hundreds of MB. A player wins at
most one card per Capital disc a round (furnace.auction.place-one-disc), bids with at most 6 discs (furnace.setup.discs,
furnace.capitalist.extra-disc, interbellum.variable-disc.overview) and the game has 4 rounds
(furnace.round.four-rounds): at most 24 Companies. More is refused at every planner entry (a Position built or
constructed, plan_production, tableau_value, card_worth, exhaustive_search on a game state) with a DataError on
the field 'cards', in English and Portuguese, before anything is searched. Likewise Managers: at most 13
(3 Business Schools a round, each with one Manager, kept for 4 rounds, and the Personal Manager).
"""

from __future__ import annotations

import pytest

from furnace_lab.cards import load_catalog
from furnace_lab.engine.position import production_position
from furnace_lab.errors import DataError
from furnace_lab.planner import Position, card_worth, exhaustive_search, plan_production, tableau_value
from furnace_lab.planner.checks import MAX_COMPANIES, MAX_DISCS_PER_PLAYER, MAX_MANAGERS

STARTUP = "base-startup-1"


def _companies(count: int) -> list[str]:
    ids = [card.id for card in load_catalog().companies]
    assert len(ids) >= count
    return ids[:count]


def _is_size_refusal(error: DataError, count: int) -> None:
    assert error.field == "cards"
    assert f"0 to {MAX_COMPANIES} Companies" in str(error) and f"not {count}" in str(error)
    assert f"0 a {MAX_COMPANIES} Companhias" in error.message("pt") and "Disco de Capital" in error.message("pt")


def test_furnace_round_four_rounds_max_companies_derivation() -> None:
    """furnace.round.four-rounds x furnace.auction.place-one-disc: 4 rounds, at most 6 discs (so 6 cards) a round."""
    assert MAX_DISCS_PER_PLAYER == 4 + 1 + 1  # the colour's discs, the extra disc, the variable disc
    assert MAX_COMPANIES == 4 * MAX_DISCS_PER_PLAYER == 24


@pytest.mark.parametrize("count", [MAX_COMPANIES + 1, 36, 60])
def test_furnace_round_four_rounds_position_build_refuses_more_companies(count: int) -> None:
    """A hand-built position with 25, 36 or 60 Companies is refused on 'cards', saying the range 0 to 24."""
    with pytest.raises(DataError) as caught:
        Position.build(_companies(count), STARTUP)
    _is_size_refusal(caught.value, count)


def test_furnace_round_four_rounds_position_constructor_refuses_more_companies() -> None:
    """The constructor, given compiled cards, refuses 25 Companies too (the Start-up does not count)."""
    fine = Position.build(_companies(MAX_COMPANIES), STARTUP)
    assert len(fine.cards) == MAX_COMPANIES + 1
    extra = Position.build([_companies(MAX_COMPANIES + 1)[-1]], "base-startup-2").cards[0]
    with pytest.raises(DataError) as caught:
        Position(cards=(*fine.cards, extra))
    _is_size_refusal(caught.value, MAX_COMPANIES + 1)


def test_furnace_round_four_rounds_card_worth_of_a_25th_company_refused() -> None:
    """card_worth of one more Company for a player holding 24 is refused (the tableau with it is no game's);
    plan_production and tableau_value of the 24 still answer."""
    full = Position.build(_companies(MAX_COMPANIES), STARTUP)
    assert plan_production(full).value == tableau_value(full)[0]
    with pytest.raises(DataError) as caught:
        card_worth(full, _companies(MAX_COMPANIES + 1)[-1])
    _is_size_refusal(caught.value, MAX_COMPANIES + 1)


@pytest.mark.parametrize("entry", [plan_production, tableau_value, exhaustive_search])
def test_furnace_round_four_rounds_game_state_with_more_companies_refused(entry) -> None:
    """A game state (the engine's production_position) where the player holds 36 Companies is refused by
    plan_production, tableau_value and exhaustive_search before any search."""
    state = production_position(_companies(36), STARTUP)
    with pytest.raises(DataError) as caught:
        entry(state)
    _is_size_refusal(caught.value, 36)


def test_interbellum_manager_kept_max_managers_derivation() -> None:
    """interbellum.business-school.count x interbellum.business-school.manager-each-round x interbellum.manager.kept:
    at most 3 Managers a round for 4 rounds, plus the Personal Manager."""
    assert MAX_MANAGERS == 4 * 3 + 1 == 13


def test_interbellum_manager_kept_more_managers_refused() -> None:
    """A position holding 14 Managers (built, or constructed) is refused on 'managers' with the range, in both
    languages, before the engine or a search sees it; 13 are allowed by the count."""
    managers = [manager.id for manager in load_catalog().managers]
    fourteen = (managers * 2)[:MAX_MANAGERS + 1]
    with pytest.raises(DataError) as caught:
        Position.build(_companies(4), STARTUP, managers=fourteen)
    error = caught.value
    assert error.field == "managers" and f"0 to {MAX_MANAGERS} Managers" in str(error)
    assert f"0 a {MAX_MANAGERS} Gerentes" in error.message("pt")
    cards = Position.build(_companies(4), STARTUP).cards
    with pytest.raises(DataError) as constructed:
        Position(cards=cards, managers=tuple((m, None) for m in fourteen))
    assert constructed.value.field == "managers"
    assert len(Position(cards=cards, managers=tuple((m, None) for m in fourteen[:-1])).managers) == MAX_MANAGERS
