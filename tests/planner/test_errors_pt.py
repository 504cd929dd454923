"""Every refusal of the planner's entry points says it in Portuguese too, naming the bad value and where.

A :class:`~furnace_lab.planner.Position` built by hand (``Position(...)``, ``dataclasses.replace`` of one, or
:meth:`~furnace_lab.planner.Position.build`), and the calls a learner makes with it or with a game state
(``Plan.play``, ``naive_plan``, ``plan_production`` of a position naming an unknown Manager, ``compile_problem``,
``exhaustive_search``, ``EngineSearch``), refuse bad input with a typed error whose ``error.message("pt")`` has
none of the English words the other Portuguese errors are checked for
(:func:`tests.test_errors_in_portuguese.english_words`; ids, field names and notation stay quoted), names the same
field, and shows the same bad value; the position or state it was asked of is unchanged.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

import pytest

from furnace_lab.cards import load_catalog
from furnace_lab.cards.resources import Bundle
from furnace_lab.engine import new_game
from furnace_lab.errors import DataError, FurnaceLabError
from furnace_lab.planner import MONEY_ONLY, Position, Resume, exhaustive_search, naive_plan, plan_production
from furnace_lab.planner.engine_search import EngineSearch
from furnace_lab.planner.exhaustive import SearchLimit
from furnace_lab.planner.problem import compile_problem
from furnace_lab.planner.rows import Unsupported
from tests.test_errors_in_portuguese import english_words

BASE = Position.build(["base-c1"], "base-startup-1", {"coal": 1})
"""The position every case starts from (checked unchanged after each refusal)."""
BEFORE = replace(BASE)
C1, S1 = BASE.card("base-c1"), BASE.card("base-startup-1")
S2 = Position.build(["base-c2"], "base-startup-2").card("base-startup-2")


@dataclass(frozen=True)
class Case:
    """A bad request, the error type and field expected, and the bad value the message must show in both
    languages."""

    make: Callable[[], Any]
    field: str | None
    shows: str = ""
    kind: type[FurnaceLabError] = DataError


def _with(**changes: Any) -> Callable[[], Any]:
    return lambda: replace(BASE, **changes)


POSITIONS: dict[str, Case] = {
    "a card twice": Case(lambda: Position(cards=(C1, C1, S1)), "cards", "'base-c1', 'base-c1'"),
    "two Start-ups": Case(lambda: Position(cards=(C1, S1, S2)), "cards", "'base-startup-2'"),
    "card ids for the cards": Case(lambda: Position(cards=("base-c1", "base-startup-1")), "cards", "'base-c1'"),
    "catalog cards for the cards": Case(lambda: Position(cards=(load_catalog().card("base-c1"),)), "cards",
                                        "'Company'"),
    "cards a number": Case(lambda: Position(cards=5), "cards", "'int'"),  # type: ignore[arg-type]
    "upgraded not in the line": Case(_with(upgraded=frozenset({"base-c9"})), "upgraded", "'base-c9'"),
    "used not in the line": Case(_with(used=frozenset({"base-c9"})), "used", "'base-c9'"),
    "the Start-up upgraded": Case(_with(upgraded=frozenset({"base-startup-1"})), "upgraded", "base-startup-1"),
    **{f"round {value!r}": Case(_with(round=value), "round", repr(value)) for value in (0, 5, True, "2")},
    "resources a dict": Case(_with(resources={"coal": 1}), "resources"),
    "a Manager on a card not in the line": Case(_with(managers=(("ib-mgr-free-four-coal", "base-c9"),)),
                                                "managers", "'base-c9'"),
    "a Manager not an id": Case(_with(managers=((5, None),)), "managers", "5"),
    "managers not pairs": Case(_with(managers=("ib-mgr-free-four-coal",)), "managers", "'ib-mgr-free-four-coal'"),
    "a Manager entry None": Case(_with(managers=(None,)), "managers", "None"),
    "managers a string": Case(_with(managers="ib-mgr-free-four-coal"), "managers", "'ib-mgr-free-four-coal'"),
    "stored on a card not in the line": Case(_with(stored=(("base-c9", Bundle.of(coal=1)),)), "stored",
                                             "base-c9"),
    "stored not a Bundle": Case(_with(stored=(("base-c1", "1 coal"),)), "stored", "base-c1"),
    "stored a dict": Case(_with(stored={"base-c1": Bundle.of(coal=1)}), "stored", "'tuple(stored.items())'"),
    "stored a number": Case(_with(stored=5), "stored", "5"),
    "the card resolved not in the line": Case(_with(current=Resume("base-c9", 0)), "current", "'base-c9'"),
    "the card resolved not used": Case(_with(current=Resume("base-c1", 0)), "current", "base-c1"),
    "build: managers a string": Case(lambda: Position.build(["base-c1"], "base-startup-1", managers="x"),
                                     "managers"),
    "build: managers a number": Case(lambda: Position.build(["base-c1"], "base-startup-1", managers=5),
                                     "managers"),  # type: ignore[arg-type]
    "set up anew after a card is used": Case(lambda: replace(BASE, used=frozenset({"base-c1"})).to_state(),
                                             "used"),
}


def _raised(case: Case) -> FurnaceLabError:
    with pytest.raises(FurnaceLabError) as info:
        case.make()
    return info.value


def check_portuguese(error: FurnaceLabError, case: Case) -> None:
    """The error is of the case's type and field, and its Portuguese is Portuguese, showing the same value."""
    assert type(error) is case.kind, (type(error), error)
    assert getattr(error, "field", None) == case.field, error
    pt = error.message("pt")
    assert pt == error.pt and pt != str(error), f"no Portuguese: {error}"
    assert english_words(pt) == [], (pt, english_words(pt))
    if case.field is not None:  # the field is named in both languages (DataError's prefix)
        assert f"field {case.field!r}" in str(error) and f"campo {case.field!r}" in pt
    if case.shows:
        assert case.shows in str(error) and case.shows in pt, (case.shows, str(error), pt)


@pytest.mark.parametrize("name", list(POSITIONS))
def test_a_hand_built_position_refuses_in_portuguese_too(name: str) -> None:
    check_portuguese(_raised(POSITIONS[name]), POSITIONS[name])
    assert BASE == BEFORE and BASE.ids == ("base-c1", "base-startup-1")  # the position asked of is unchanged


def test_build_hands_a_bad_stored_to_the_engine_which_says_it_in_portuguese() -> None:
    """``stored=[1]`` was turned into a dict before the engine saw it (a bare TypeError); the engine now refuses it
    with its own OptionsError, in Portuguese too."""
    from furnace_lab.errors import OptionsError

    with pytest.raises(OptionsError) as info:
        Position.build(["base-c1"], "base-startup-1", stored=[1])  # type: ignore[arg-type]
    assert info.value.pt and english_words(info.value.pt) == [], info.value.pt


def _in_production() -> tuple[Any, int]:
    """A two-player game in its production phase, and the player who waits for their turn to produce."""
    state = new_game(2, seed=3)
    while state.phase != "production":
        state = state.apply(state.legal_actions()[-1])
    return state, 1 - state.current_player


STATE, WAITING = _in_production()
STATE_BEFORE = STATE.clone()
AUCTION = new_game(2, seed=1)
AUCTION_BEFORE = AUCTION.clone()
HALF_RESOLVED = replace(BASE, managers=(("ib-mgr-free-four-coal", "base-c1"),), used=frozenset({"base-c1"}),
                        current=Resume("base-c1", 0))
DELIVERY = Position.build(["ib-00"], "base-startup-1", {"coal": 2})


def _built(**changes: Any) -> Position:
    return Position.build(["base-c1"], "base-startup-1", {"coal": 2}, **changes)


CALLS: dict[str, Case] = {
    "play on a text": Case(lambda: plan_production(BASE).play("x"), "state", "str"),  # type: ignore[arg-type]
    "a Manager not in the catalog": Case(lambda: plan_production(replace(BASE, managers=(("ib-mgr-nope", None),))),
                                         "managers", "'ib-mgr-nope'"),
    "naive order of a delivery row": Case(lambda: naive_plan(DELIVERY), "rows", "'delivery: gain 3 coal'",
                                          Unsupported),
    "compile a delivery row": Case(lambda: compile_problem(DELIVERY, MONEY_ONLY), "rows", "'ib-00'", Unsupported),
    "naive order with stored resources": Case(lambda: naive_plan(_built(stored={"base-c1": "1 coal"})), "stored",
                                              kind=Unsupported),
    "naive order with an Interbellum Capitalist": Case(
        lambda: naive_plan(_built(capitalist="compensation-before-production")), "capitalist", kind=Unsupported),
    "naive order with a Manager on the card half resolved": Case(lambda: naive_plan(HALF_RESOLVED), "managers",
                                                                 kind=Unsupported),
    "exhaustive search for the player who waits": Case(lambda: exhaustive_search(STATE, WAITING), "player"),
    "exhaustive search past its limit": Case(lambda: exhaustive_search(BASE.to_state(), limit=1), None, "1",
                                             SearchLimit),
    "engine-level search in the auction": Case(lambda: EngineSearch(AUCTION, 0, MONEY_ONLY), "phase"),
}


@pytest.mark.parametrize("name", list(CALLS))
def test_the_planner_calls_refuse_in_portuguese_too(name: str) -> None:
    check_portuguese(_raised(CALLS[name]), CALLS[name])
    assert BASE == BEFORE and STATE == STATE_BEFORE and AUCTION == AUCTION_BEFORE  # nothing asked of is changed


def test_a_search_limit_is_a_furnace_lab_error_a_notebook_can_catch() -> None:
    """``exhaustive_search(limit=...)`` stops with :class:`SearchLimit`, now one of the errors a single
    ``except FurnaceLabError`` catches, and a search within its limit is not affected."""
    assert issubclass(SearchLimit, FurnaceLabError)
    value, visited = exhaustive_search(BASE.to_state())
    assert exhaustive_search(BASE.to_state(), limit=visited) == (value, visited)
