"""The planner's searches are bounded in memory and in time, setup included (issue 25).

* Memory: the fast search visits at most ``planning.STATES`` states (each may leave a memo entry). Past it an exact
  answer is refused with a DataError in English and Portuguese; with a deadline or a ``stop`` the best plan found
  comes back with its proved bound. Here the budget is patched small so that a ten-Company position passes it.
* Tableaus no game reaches (36 or 60 Companies) are refused by a count, before any search, deadline or not.
* ``plan_value`` takes ``deadline=`` and ``stop=`` as ``plan_production`` does.
* The deadline counts from the call: time spent reading the position is inside it (a fake clock shows it, no test
  measures wall time).
* A :class:`Planning` answers within a deadline and then goes on from where it stopped (a warm start): resumed to
  the end its plan is optimal (against the exhaustive search on random small positions).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from furnace_lab.cards import load_catalog
from furnace_lab.engine.position import production_position
from furnace_lab.errors import DataError
from furnace_lab.planner import (
    MONEY_ONLY,
    Position,
    card_worth,
    exhaustive_value,
    plan_production,
    plan_value,
    planning,
    search,
    start_planning,
    tableau_value,
    worth,
)
from furnace_lab.planner import clock as clock_module
from furnace_lab.planner.search import FREE_LISTING

from .positions import random_case
from .test_deadline import HARD, _after
from .test_exact import _reached


def _refused_for_states(error: DataError) -> None:
    assert error.field == "cards" and error.item == "position"
    assert "states of the planner's search" in error.message("en") and "deadline=seconds" in error.message("en")
    assert "estados da busca do planejador" in error.message("pt") and "prazo" in error.message("pt")


@pytest.fixture
def few_states(monkeypatch: pytest.MonkeyPatch) -> int:
    """The fast search's budget patched to 128 states (spent at its first look at the clock, after 256); the exact
    value of HARD first."""
    exact = plan_production(HARD, MONEY_ONLY)
    assert exact.nodes >= search.CHECK_EVERY  # HARD looks at the clock at least once
    monkeypatch.setattr(planning, "STATES", 128)
    return int(exact.value)


def test_past_its_states_an_exact_answer_is_refused_in_both_languages(few_states: int) -> None:
    """Without a deadline, a position whose fast search passes its budget of states is refused (plan_production,
    plan_value, tableau_value, card_worth), saying how many states and what to do."""
    for ask in (lambda: plan_production(HARD, MONEY_ONLY), lambda: plan_value(HARD, MONEY_ONLY),
                lambda: tableau_value(HARD, MONEY_ONLY), lambda: card_worth(HARD, "base-c1", MONEY_ONLY)):
        with pytest.raises(DataError) as caught:
            ask()
        _refused_for_states(caught.value)
        assert "128 states" in caught.value.message("en")


@pytest.mark.parametrize("how", [{"deadline": 600.0}, {"stop": lambda: False}])
def test_past_its_states_a_deadline_answers_with_the_best_plan_and_its_bound(few_states: int,
                                                                             how: dict[str, Any]) -> None:
    """With a deadline (far off) or a stop (never saying stop), the budget of states ends the search: the answer is
    a plan the engine plays, not marked exact, with a bound at least the exact value."""
    plan = plan_production(HARD, MONEY_ONLY, **how)
    assert not plan.exact and plan.bound is not None
    assert plan.value <= few_states <= plan.bound
    assert plan.play().holdings(0).money - HARD.resources.money == plan.value
    assert plan_value(HARD, MONEY_ONLY, **how) == plan.value


def _companies(count: int) -> list[str]:
    return [card.id for card in load_catalog().companies][:count]


@pytest.mark.parametrize("count", [36, 60])
@pytest.mark.parametrize("deadline", [None, 0.5])
def test_furnace_round_four_rounds_36_or_60_companies_refused_before_any_search(
        monkeypatch: pytest.MonkeyPatch, count: int, deadline: float | None) -> None:
    """furnace.round.four-rounds: a game state where the player holds 36 or 60 Companies is refused by a count
    (field 'cards', both languages) at every entry, deadline or not — no search is even built."""

    def no_search(*_: Any, **__: Any) -> None:
        raise AssertionError("a search was started")

    monkeypatch.setattr(planning, "Search", no_search)
    monkeypatch.setattr(planning, "EngineSearch", no_search)
    state = production_position(_companies(count), "base-startup-1")
    asks: list[Callable[[], Any]] = [lambda: plan_production(state, deadline=deadline),
                                     lambda: plan_value(state, deadline=deadline),
                                     lambda: tableau_value(state, deadline=deadline),
                                     lambda: card_worth(state, _companies(count)[0], deadline=deadline)]
    for ask in asks:
        with pytest.raises(DataError) as caught:
            ask()
        assert caught.value.field == "cards" and f"not {count}" in str(caught.value)
        assert "Companhias" in caught.value.message("pt")


def test_plan_value_under_a_deadline_is_the_best_plan_found_in_time() -> None:
    """plan_value(deadline=) is the value of plan_production's plan with the same deadline (past at once: the same
    best plan found), at most the exact value; stopped by ``stop`` the same; without either, exact."""
    exact = plan_value(HARD, MONEY_ONLY)
    assert exact == plan_production(HARD, MONEY_ONLY).value
    quick = plan_production(HARD, MONEY_ONLY, deadline=0)
    assert not quick.exact
    assert plan_value(HARD, MONEY_ONLY, deadline=0) == quick.value <= exact
    assert plan_value(HARD, MONEY_ONLY, stop=_after(3)) == plan_production(HARD, MONEY_ONLY, stop=_after(3)).value
    assert plan_value(HARD, MONEY_ONLY, deadline=float("inf")) == exact


@pytest.mark.parametrize("bad", [-1, "0.5", True])
def test_plan_value_refuses_a_bad_deadline_in_both_languages(bad: object) -> None:
    with pytest.raises(DataError) as caught:
        plan_value(HARD, deadline=bad)
    assert caught.value.field == "deadline" and "o prazo é um número de segundos" in caught.value.message("pt")


class FakeTime:
    """A monotonic clock that moves only when told to."""

    def __init__(self) -> None:
        self.now = 1000.0

    def monotonic(self) -> float:
        return self.now


@pytest.fixture
def slow_reading(monkeypatch: pytest.MonkeyPatch) -> None:
    """Reading a position takes 10 (fake) seconds; nothing else takes any time."""
    fake = FakeTime()
    monkeypatch.setattr(clock_module, "time", fake)
    real = planning.as_position

    def as_position(source: Any, player: int | None = None) -> Any:
        fake.now += 10
        return real(source, player)

    monkeypatch.setattr(planning, "as_position", as_position)
    monkeypatch.setattr(worth, "as_position", as_position)


@pytest.mark.usefixtures("slow_reading")
def test_reading_the_position_counts_against_the_deadline() -> None:
    """A deadline of 1 s, and reading the position takes 10 s: the search finds its time already up (not exact,
    the best plan found with a bound) — for plan_production, plan_value, tableau_value and card_worth alike."""
    plan = plan_production(HARD, MONEY_ONLY, deadline=1)
    assert not plan.exact and plan.bound is not None and plan.value < plan.bound
    assert not tableau_value(HARD, MONEY_ONLY, deadline=1).exact
    assert not card_worth(HARD, "base-c1", MONEY_ONLY, deadline=1).exact
    assert plan_value(HARD, MONEY_ONLY, deadline=1) == plan.value
    assert plan_production(HARD, MONEY_ONLY).exact  # without a deadline the slow reading changes nothing


def test_a_planning_resumed_goes_on_from_where_it_stopped() -> None:
    """A Planning stopped at its deadline, then resumed: the same search goes on (its states count on from the
    first answer's) to the exact plan, equal to a fresh search's; a proved plan is the answer from then on."""
    first_planning = start_planning(HARD, MONEY_ONLY, deadline=0)
    first = first_planning.answer()
    searched = first_planning.search
    assert not first.exact and searched is not None
    done = first_planning.resume()
    fresh = plan_production(HARD, MONEY_ONLY)
    assert done.exact and done.value == fresh.value and first_planning.search is searched
    assert done.nodes >= first.nodes
    assert first_planning.resume(deadline=0) is done


def test_planning_resumed_after_stops_is_optimal_against_the_exhaustive_search(monkeypatch: pytest.MonkeyPatch) -> None:
    """furnace.production.each-card-once / furnace.effects.processing: on 90 random small positions (from the
    start, part-way, with Managers), a Planning stopped at a random look at the clock, stopped again, then resumed
    to the end, gives a plan the engine plays worth exactly the exhaustive search's value."""
    monkeypatch.setattr(search, "CHECK_EVERY", 1)
    rng = random.Random(2525)
    resumed = 0
    for k in range(90):
        case = (random_case(rng) if k % 3 == 0 else random_case(rng, midway=True) if k % 3 == 1
                else random_case(rng, most=3, managers=2))
        steps = start_planning(case.position, case.valuation, stop=_after(rng.randint(0, 30)))
        first = steps.answer()
        steps.resume(stop=_after(rng.randint(0, 30)))
        plan = steps.resume()
        reference = exhaustive_value(case.state, 0, case.valuation, memo=True, money0=case.money0,
                                     flips0=case.flips0)
        assert plan.exact and plan.value == reference, case.label
        assert first.value <= reference <= (first.bound if first.bound is not None else reference), case.label
        assert _reached(case, plan.play(case.state)) == plan.value, case.label
        resumed += not first.exact
    assert resumed >= 10, resumed


def test_listing_the_commitments_of_a_big_tableau_looks_at_the_clock() -> None:
    """24 Companies (the most a player holds, furnace.round.four-rounds) have tens of thousands of choices of flips
    to list before the search starts: stopped at the first look, the search ends while listing them (no commitment
    bounded, no bound proved) and answers with the naive order; resumed, it proves the best plan."""
    ids = [card.id for card in load_catalog().companies if card.id.startswith("base-")]
    position = Position.build(random.Random(0).sample(ids, 24), "base-startup-1")
    steps = start_planning(position, MONEY_ONLY, stop=_after(0))
    plan = steps.answer()
    assert steps.search is not None and steps.search.commits is None and steps.search.listed >= FREE_LISTING
    assert not plan.exact and plan.bound is None and plan.value == plan.naive_value
    done = steps.resume()
    assert done.exact and done.value == plan_production(position, MONEY_ONLY).value >= plan.value


def test_an_engine_level_planning_resumed_goes_on_and_is_optimal(monkeypatch: pytest.MonkeyPatch) -> None:
    """Interbellum positions the fast model does not play are searched on the engine: a Planning stopped at a
    random look at the clock and resumed keeps the same engine-level search (its states count on) and ends with the
    exhaustive search's value."""
    from furnace_lab.planner import engine_search

    from .positions import random_interbellum_case

    monkeypatch.setattr(engine_search, "CHECK_EVERY", 1)
    rng = random.Random(77)
    resumed = 0
    for _ in range(30):
        case = random_interbellum_case(rng)
        steps = start_planning(case.position, case.valuation, stop=_after(rng.randint(0, 20)))
        first = steps.answer()
        kept = steps.kept.get("engine")
        plan = steps.resume()
        reference = exhaustive_value(case.state, 0, case.valuation, memo=True, money0=case.money0,
                                     flips0=case.flips0)
        assert plan.exact and plan.value == reference, case.label
        assert _reached(case, plan.play(case.state)) == plan.value, case.label
        if kept is not None and not first.exact:
            resumed += 1
            assert steps.kept["engine"] is kept and plan.nodes >= first.nodes, case.label
    assert resumed >= 3, resumed


def test_24_companies_with_the_repeat_card_capitalist_are_refused_within_the_budget() -> None:
    """furnace.capitalist.repeat-card with 24 Companies (the most a player holds): millions of choices of flips and
    of the card to use again. Without a deadline the listing spends the search's budget of states and the position
    is refused (its memory bounded), not searched for minutes; with one, the best plan found comes back."""
    ids = [card.id for card in load_catalog().companies if card.id.startswith("base-")]
    position = Position.build(random.Random(0).sample(ids, 24), "base-startup-1", capitalist="repeat-card")
    with pytest.raises(DataError) as caught:
        plan_production(position, MONEY_ONLY)
    _refused_for_states(caught.value)
    quick = plan_production(position, MONEY_ONLY, deadline=0.5)
    assert not quick.exact and quick.value >= (quick.naive_value or 0)


def test_a_repeat_free_position_with_a_delivery_row_stopped_answers(monkeypatch: pytest.MonkeyPatch) -> None:
    """furnace.capitalist.repeat-card with interbellum.manager.free-four-coal and an Interbellum delivery row: the
    engine-level search plays it; stopped, the answer used to fail with the fast model's Unsupported (the delivery
    row) while looking for a plan without the repeat and a relaxed bound. It is the naive order, with no bound."""
    from furnace_lab.planner import engine_search

    monkeypatch.setattr(engine_search, "CHECK_EVERY", 1)
    position = Position.build([("ib-08", False), ("base-c7", False)], "base-startup-1", {"coal": 1}, 4,
                              "repeat-card", managers=["ib-mgr-free-four-coal"])
    plan = plan_production(position, MONEY_ONLY, stop=_after(1))
    assert not plan.exact and plan.bound is None and plan.value == plan.naive_value
    assert plan_production(position, MONEY_ONLY).value >= plan.value
