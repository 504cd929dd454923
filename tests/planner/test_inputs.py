"""Positions and valuations: how they are read, and every bad input refused with a typed error saying where."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest

from furnace_lab.engine.base.setup import new_game
from furnace_lab.errors import DataError, OptionsError, UnknownCard
from furnace_lab.planner import (
    EARLY_ROUND_DEFAULT,
    MONEY_ONLY,
    Position,
    Valuation,
    default_valuation,
    plan_production,
)
from furnace_lab.planner.problem import compile_problem
from furnace_lab.planner.rows import Unsupported


def test_furnace_scoring_most_money_default_valuation() -> None:
    """furnace.scoring.most-money: round 4 counts money only; earlier rounds value leftovers."""
    assert default_valuation(4) == MONEY_ONLY
    assert default_valuation(2) == EARLY_ROUND_DEFAULT
    assert not MONEY_ONLY.values_leftovers and EARLY_ROUND_DEFAULT.values_leftovers


def test_valuation_weights_fractions_and_floats() -> None:
    v = Valuation(coal=0.5, iron=Fraction(2, 3), oil=3)
    assert v.coal == Fraction(1, 2) and v.oil == 3
    assert v.scale == 6 and v.scaled() == (6, 3, 4, 18, 0, 0)
    assert v.unscale(9) == Fraction(3, 2) and v.unscale(12) == 2
    assert "coal 1/2" in v.describe() and "carvão" in v.describe("pt")


@pytest.mark.parametrize(("field", "value"), [("coal", -1), ("money", True), ("oil", "3"), ("upgrade", None)])
def test_bad_valuation_is_refused_naming_the_field(field: str, value: object) -> None:
    with pytest.raises(DataError) as error:
        Valuation(**{field: value})  # type: ignore[arg-type]
    assert error.value.field == field and error.value.item == "valuation"


def test_position_build_reads_the_line_like_the_engine() -> None:
    """Outside the Production Chain the line is kept in card-id order (as the engine keeps it)."""
    position = Position.build([("base-c10", False), "base-c2", ("base-s1", True)], "base-startup-2", {"coal": 2})
    assert position.ids == ("base-c2", "base-c10", "base-s1", "base-startup-2")
    assert position.upgraded == frozenset({"base-s1"}) and position.startup == "base-startup-2"
    assert position.companies == (("base-c2", False), ("base-c10", False), ("base-s1", True))
    chain = Position.build(["base-c10", "base-c2"], "base-startup-2", production_chain=True, startup_position=1)
    assert chain.ids == ("base-c10", "base-startup-2", "base-c2")


def test_position_build_refuses_what_the_engine_refuses() -> None:
    with pytest.raises(UnknownCard):
        Position.build(["base-c99"], "base-startup-1")
    with pytest.raises(OptionsError):
        Position.build(["base-c1"], "base-startup-1", round=5)
    with pytest.raises(DataError) as error:
        Position.build(["base-c1"], "base-startup-1", managers="ib-mgr-free-four-coal")
    assert error.value.field == "managers"
    with pytest.raises(UnknownCard):
        Position.build(["base-c1"], "base-startup-1", managers=["ib-mgr-nobody"])


def test_interbellum_rows_go_to_the_engine_level_search() -> None:
    """A delivery row (Interbellum) is not in the fast model: the engine-level search plans it; a position too
    big for it is refused with what sent it there."""
    position = Position.build(["ib-00"], "base-startup-1", {"coal": 2})
    with pytest.raises(Unsupported) as error:
        compile_problem(position, MONEY_ONLY)
    assert error.value.item == "ib-00" and error.value.field == "rows"
    plan = plan_production(position)
    assert plan.nodes > 0 and plan.play().money(0) == plan.end.money
    with pytest.raises(DataError) as refused:
        plan_production(position, limit=1)
    assert refused.value.field == "rows"
    assert refused.value.__context__ is None  # one error to read, not the fast model's chained before it


def test_bad_sources_and_languages() -> None:
    position = Position.build(["base-c1"], "base-startup-1")
    with pytest.raises(DataError):
        plan_production(object())
    with pytest.raises(DataError):
        plan_production(position, valuation={"coal": 1})  # type: ignore[arg-type]
    plan = plan_production(position)
    with pytest.raises(DataError) as error:
        plan.explain("fr")
    assert error.value.field == "lang"
    with pytest.raises(DataError):
        plan.play("not a state")  # type: ignore[arg-type]


def test_what_ifs_keep_the_position_consistent() -> None:
    position = Position.build(["base-c1"], "base-startup-1", {"coal": 1})
    more = position.with_company("base-c7")
    assert more.ids == ("base-c1", "base-c7", "base-startup-1") and more.source is None
    assert more.without("base-c7") == position
    with pytest.raises(DataError):
        position.with_company("base-c1")
    with pytest.raises(DataError):
        position.with_company("base-startup-2")
    with pytest.raises(DataError):
        position.without("base-startup-1")
    chain = Position.build(["base-c1"], "base-startup-1", production_chain=True)
    assert chain.with_company("base-c7", at=0).ids[0] == "base-c7"
    with pytest.raises(DataError):
        chain.with_company("base-c7", at=5)


def test_positions_read_from_game_states() -> None:
    """furnace.production.each-card-once: progress is read from the state; a finished player is refused."""
    state = new_game(2, seed=3)
    auction = Position.from_state(state, 1)
    assert auction.is_fresh and auction.source is None and auction.round == 1
    with pytest.raises(DataError):
        Position.from_state(state, 5)
    while state.phase != "production":
        state = state.apply(state.legal_actions()[-1])
    player = state.current_player
    state = state.apply(state.legal_actions()[0])
    if state.phase == "production" and state.current_player == player:
        midway = Position.from_state(state, player)
        assert midway.used and midway.source is state
        assert plan_production(state).play(state) is not None
    while state.phase == "production" and state.current_player == player:
        state = state.apply(state.legal_actions()[0])
    if state.phase == "production":
        with pytest.raises(DataError):
            Position.from_state(state, player)


def test_a_finished_game_is_refused_as_over_not_as_a_bad_player() -> None:
    """furnace.round.four-rounds: after round 4 there is nothing left to plan. Asked without a player, a finished
    game said "player must be 0..2, not -2" (the terminal marker taken for a seat); it says the game is over."""
    from furnace_lab.engine import play_random_game
    from furnace_lab.planner import card_worth, exhaustive_value, plan_value

    over = play_random_game(3, seed=4)
    assert over.is_over
    for ask in (lambda: plan_production(over), lambda: plan_value(over), lambda: card_worth(over, "base-c1"),
                lambda: plan_production(over, player=1), lambda: exhaustive_value(over)):
        with pytest.raises(DataError) as error:
            ask()
        assert "game is over" in str(error.value) and error.value.field == "phase"


@pytest.mark.parametrize("limit", ["1000", 0, -5, 2.5, True])
def test_a_bad_search_limit_is_refused_before_searching(limit: object) -> None:
    """``limit`` caps the states of the engine-level search: a text raised a bare TypeError mid-search, and 0 or
    a negative number a "needs more than -5 states" refusal; each is now refused up front, naming the field."""
    from furnace_lab.planner import plan_value

    position = Position.build(["ib-00"], "base-startup-1", {"coal": 2})
    for ask in (plan_production, plan_value):
        with pytest.raises(DataError) as error:
            ask(position, limit=limit)  # type: ignore[operator]
        assert error.value.field == "limit" and error.value.pt
    assert plan_production(position, limit=None).value == plan_production(position).value


def _refusals() -> list[tuple[str, object]]:
    """(what was asked, the error) for bad input a learner can give the planner from a notebook or a widget."""
    from furnace_lab.planner import card_worth

    position = Position.build(["base-c1"], "base-startup-1", {"coal": 1})
    big = Position.build(["ib-00"], "base-startup-1", {"coal": 2})
    state = new_game(["Ana", "Bia"], seed=3)  # the players' names are the game's own, in any language
    while state.phase != "production":
        state = state.apply(state.legal_actions()[-1])
    first = state.current_player
    done = state
    while done.phase == "production" and done.current_player == first:
        done = done.apply(done.legal_actions()[0])
    asks = {
        "too big": lambda: plan_production(big, limit=1),
        "bad source": lambda: plan_production(object()),
        "bad valuation": lambda: plan_production(position, valuation={"coal": 1}),
        "bad language": lambda: plan_production(position).explain("fr"),
        "bad weight": lambda: Valuation(coal=-1),
        "bad weight type": lambda: Valuation(oil="3"),
        "other player's position": lambda: plan_production(position, player=1),
        "finished producing": lambda: plan_production(done, player=first),
        "bad player": lambda: plan_production(state, player=7),
        "bad horizon": lambda: card_worth(position, "base-c7", horizon="week"),
        "card id not text": lambda: card_worth(position, 7),
        "a Start-up's worth": lambda: card_worth(position, "base-startup-2"),
        "started producing": lambda: card_worth(_started(state, first), "base-c7"),
        "leave out the Start-up": lambda: position.without("base-startup-1"),
        "add twice": lambda: position.with_company("base-c1"),
        "bad place": lambda: Position.build(["base-c1"], "base-startup-1", production_chain=True)
        .with_company("base-c7", at=5),
    }
    out = []
    for name, ask in asks.items():
        with pytest.raises(DataError) as error:
            ask()  # type: ignore[no-untyped-call]
        out.append((name, error.value))
    return out


def _started(state: object, player: int) -> object:
    s: Any = state
    while s.phase == "production" and s.current_player == player:
        following = s.apply(s.legal_actions()[0])
        if not (following.phase == "production" and following.current_player == player):
            break
        s = following
        if Position.from_state(s, player).used:
            return s
    pytest.skip("no half-way state to try")


def test_every_refusal_says_it_in_portuguese_too() -> None:
    """A learner working in Portuguese reads the planner's refusals in Portuguese (the production stepper's "ask the
    planner" shows ``error.message('pt')``): each refusal has one, with none of the English words the other errors
    are checked for (ids, field names and notation stay quoted)."""
    from tests.test_errors_in_portuguese import english_words

    for name, error in _refusals():
        pt = error.message("pt")  # type: ignore[attr-defined]
        assert pt != str(error), f"{name}: no Portuguese: {error}"
        assert english_words(pt) == [], f"{name}: {pt}"


def test_the_stepper_shows_a_planner_refusal_in_its_language(monkeypatch: pytest.MonkeyPatch) -> None:
    """The production stepper's "ask the planner" on a position too big for the engine-level search: the learner
    reads the refusal in the widget's language (Português), never a traceback."""
    import furnace_lab.widgets.planner_bridge as bridge
    from furnace_lab.widgets.production import ProductionStepper

    monkeypatch.setattr(bridge, "LIMIT", 1)
    stepper = ProductionStepper(companies=["ib-00"], startup="base-startup-1", resources={"coal": 2}, lang="pt")
    stepper.planner_button.click()
    shown = stepper.messages.text
    assert stepper.messages.kind == "error" and "precisa de mais de 1 estados" in shown, shown
    assert "Traceback" not in shown and "states" not in shown
