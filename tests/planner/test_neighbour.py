"""Planning part-way through the right-hand neighbour's Company (interbellum.capitalist.neighbour).

Once the player has used their own cards, this Capitalist lets them pay to resolve one Company of the player to their
right (interbellum.clarification.neighbour-card: its Managers too, not its permanent effects). The engine resolves it
as the player's current card, though it is not one of the player's cards. A position read from such a game
(:meth:`Position.from_state`) keeps the player's own tableau in ``cards`` and has ``current`` on the neighbour's
Company; the plan from it is the engine-level search's, exact against the exhaustive search, and its explanation names
the card as the neighbour's. A position without that game (hand-built, or a what-if) is still refused a current card
that is not its own, saying why, in both languages.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from furnace_lab.cards.names import card_name
from furnace_lab.cards.resources import RESOURCES
from furnace_lab.errors import DataError
from furnace_lab.planner import (
    Position,
    Resume,
    default_valuation,
    exhaustive_value,
    plan_production,
    plan_value,
)
from tests.test_errors_in_portuguese import english_words

from .positions import neighbour_states


def _worth(valuation: Any, start: Any, end: Any, player: int) -> Any:
    """What the player's production from ``start`` to ``end`` is worth under the valuation."""
    held, before = end.holdings(player), start.holdings(player)
    flips = sum(1 for c in end.companies(player) if end.is_upgraded(c)) - \
        sum(1 for c in start.companies(player) if start.is_upgraded(c))
    worth = valuation.money * (held.money - before.money) + valuation.upgrade * flips
    return worth + sum(getattr(valuation, name) * held.get(name) for name in RESOURCES)


def test_a_game_resolving_the_neighbours_company_is_read_as_the_players_position() -> None:
    """The position keeps the player's own tableau (``cards``, ``used``), and ``current`` is the neighbour's Company at
    the engine's next row, the bound on that row being the card's rows in the game. ``from_state`` refused it (field
    ``current``: the card is not one of the position's cards)."""
    for seed, state in neighbour_states():
        player = state.current_player
        position = Position.from_state(state)
        card = state.current_card
        assert position.ids == state.cards(player), seed
        assert position.current is not None and position.current.card == card, seed
        assert card not in position.ids and card in state.companies((player - 1) % 4), seed
        assert position.current.row == state._row_index and position.used == frozenset(state.cards(player)), seed
        assert position.source is state and position.to_state() is state, seed


def test_the_next_row_on_the_neighbours_company_is_bounded_by_its_rows_in_the_game() -> None:
    """The bound on ``Resume.row`` stays: 0 up to the rows the game has for the neighbour's card (that number: every
    row done); one more is refused on ``current.row``, saying it is the card's count in the game."""
    for seed, state in neighbour_states():
        position = Position.from_state(state)
        assert position.current is not None
        rows = len(state._rows)
        for row in range(rows + 1):
            at = Resume(position.current.card, row)
            assert replace(position, current=at).current == at, seed
        error = _refused(lambda p=position, c=position.current.card, r=rows: replace(p, current=Resume(c, r + 1)))
        assert error.field == "current.row" and f"the card has {rows} rows in the game" in str(error), seed
        assert f"a carta tem {rows} linhas no jogo" in error.message("pt"), seed


def test_planning_on_the_neighbours_company_is_exact_and_legal() -> None:
    """plan_production (and plan_value) from such a state answer: the plan's value is the exhaustive search's (and no
    less than the naive order's), its first action is legal there, and its actions, played, finish the player's
    production worth that value."""
    seeds = set()
    for seed, state in neighbour_states():
        player = state.current_player
        before = state.clone()
        plan = plan_production(state)
        valuation = default_valuation(state.round)
        assert plan.value == exhaustive_value(state, memo=True), seed
        assert plan_value(state) == plan.value, seed
        assert plan.naive is not None and plan.naive.value <= plan.value, seed
        assert plan.actions and plan.actions[0] in state.legal_actions(), seed
        end = plan.play(state)
        assert end.is_over or end.phase != "production" or end.current_player != player, seed
        assert _worth(valuation, state, end, player) == plan.value, seed
        assert state == before, seed  # planning changed nothing
        seeds.add(seed)
    assert len(seeds) >= 10


def test_the_explanation_names_the_neighbours_card_in_both_languages() -> None:
    """The card being finished is a step of the plan, worded as the neighbour's in English and Portuguese; its iron was
    paid before the position, so it is not given as a reason the plan beats the naive order (both finish it)."""
    for seed, state in neighbour_states():
        card = state.current_card
        plan = plan_production(state)
        assert plan.steps and plan.steps[0].card == card, seed
        assert plan.steps[0].upgraded == state.is_upgraded(card), seed
        english, portuguese = plan.explain("en"), plan.explain("pt")
        assert f"1. use your right-hand neighbour's {card_name(card)} (" in english, (seed, english)
        assert f"1. usar, do vizinho à direita, {card_name(card, 'pt')} (" in portuguese, (seed, portuguese)
        assert "pays 1 iron" not in english and "paga 1 ferro" not in portuguese, (seed, english)


def _refused(make: Any) -> DataError:
    with pytest.raises(DataError) as info:
        make()
    return info.value


def _says_why(error: DataError, card: str) -> None:
    """Refused on ``current``, naming the card and saying why, in both languages (Portuguese with no English)."""
    pt = error.message("pt")
    assert error.field == "current" and pt == error.pt and pt != str(error)
    assert "field 'current'" in str(error) and "campo 'current'" in pt
    for text in (str(error), pt):
        assert repr(card) in text and "interbellum.capitalist.neighbour" in text and "from_state" in text, text
    assert english_words(pt) == [], pt


def test_a_hand_built_position_is_still_refused_a_current_card_not_its_own() -> None:
    """Without the game resolving it a position cannot be part-way through another player's card: refused on
    ``current``, saying that only a position read from the game can be (the neighbour Capitalist's card)."""
    base = Position.build(["base-c1"], "base-startup-1", {"coal": 1}, capitalist="use-neighbour-card")
    for position in (base, replace(base, capitalist=None)):
        _says_why(_refused(lambda p=position: replace(p, used=frozenset({"base-c1", "base-startup-1"}),
                                                      current=Resume("base-c9", 0))), "base-c9")


def test_a_position_read_on_the_neighbours_card_needs_its_game() -> None:
    """Its game dropped (``source=None``, as what-ifs do: ``with_company``), its Capitalist changed, or another player
    read as its player, the position no longer says whose card is being resolved: refused on ``current``."""
    _, state = neighbour_states()[0]
    position = Position.from_state(state)
    card = state.current_card
    other = next(c for c in (f"base-c{k}" for k in range(1, 17)) if c not in position.ids and c != card)
    assert position.current is not None
    for make in (lambda: replace(position, source=None), lambda: position.with_company(other),
                 lambda: replace(position, capitalist=None),
                 lambda: replace(position, player=(position.player + 1) % 4)):
        _says_why(_refused(make), card)
