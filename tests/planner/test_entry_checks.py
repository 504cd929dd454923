"""The planner's entry points check their arguments once, at the entry: a wrong type or value for any of them is
refused with a typed error naming the field, in English and in Portuguese, and changes nothing.

Each case here used to fail with a bare ``TypeError`` / ``AttributeError`` from deep inside a search (or, for a
few, to answer quietly for something else). Every case is checked with :func:`tests.planner.test_errors_pt.
check_portuguese` (the error's type and field, the bad value shown in both languages, no English words in the
Portuguese), and the position or state it was asked of is checked unchanged.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pytest

from furnace_lab.cards.resources import Bundle
from furnace_lab.engine import new_game
from furnace_lab.planner import (
    MONEY_ONLY,
    Position,
    Resume,
    card_worth,
    default_valuation,
    exhaustive_search,
    exhaustive_value,
    naive_plan,
    plan_production,
    plan_value,
    tableau_value,
)
from tests.planner.test_errors_pt import Case, check_portuguese

BASE = Position.build(["base-c1"], "base-startup-1", {"coal": 1})
"""The position the cases start from (checked unchanged after each refusal)."""
BEFORE = Position.build(["base-c1"], "base-startup-1", {"coal": 1})
ROOT = BASE.to_state()
"""An engine state at :data:`BASE` (one player, in the production phase)."""
ROOT_BEFORE = ROOT.clone()
AUCTION = new_game(2, seed=1)
AUCTION_BEFORE = AUCTION.clone()


def _raised(case: Case) -> Any:
    with pytest.raises(case.kind) as info:
        case.make()
    return info.value


def _unchanged() -> None:
    assert BASE == BEFORE and ROOT == ROOT_BEFORE and AUCTION == AUCTION_BEFORE


EXHAUSTIVE: dict[str, Case] = {
    "valuation a text": Case(lambda: exhaustive_search(ROOT, valuation="money"), "valuation", "str"),
    "valuation a dict": Case(lambda: exhaustive_value(ROOT, valuation={"coal": 1}), "valuation", "dict"),
    **{f"limit {limit!r}": Case(lambda limit=limit: exhaustive_search(ROOT, limit=limit), "limit", repr(limit))
       for limit in ("x", "1000", 0, -5, 2.5, True)},
    "a Position for the state": Case(lambda: exhaustive_search(BASE), "state", "'position.to_state()'"),
    "a text for the state": Case(lambda: exhaustive_value("base-c1"), "state", "str"),
    "a player as text": Case(lambda: exhaustive_search(ROOT, "0"), "player", "'0'"),
    "a player past the table": Case(lambda: exhaustive_search(ROOT, 1), "player", "1"),
    "money0 a text": Case(lambda: exhaustive_search(ROOT, money0="3"), "money0", "'3'"),
    "flips0 negative": Case(lambda: exhaustive_value(ROOT, flips0=-1), "flips0", "-1"),
    "a state in the auction": Case(lambda: exhaustive_search(AUCTION), "phase", "'plan_production'"),
    "a player's production still to come": Case(lambda: exhaustive_value(AUCTION, 1, MONEY_ONLY), "phase"),
    **{f"memo {memo!r}": Case(lambda memo=memo: exhaustive_search(ROOT, memo=memo), "memo", shown)
       for memo, shown in (("no", "'no'"), (1, "1"), ({}, "{}"), (None, "None"))},
    "memo a text, exhaustive value": Case(lambda: exhaustive_value(ROOT, memo="yes"), "memo", "'yes'"),
}


@pytest.mark.parametrize("name", list(EXHAUSTIVE))
def test_the_exhaustive_search_checks_its_arguments_before_searching(name: str) -> None:
    """``exhaustive_search`` / ``exhaustive_value``: a valuation that is not a Valuation raised AttributeError
    (``.scaled``), ``limit="x"`` a TypeError mid-search, ``limit=0`` / ``-5`` / ``True`` a SearchLimit saying it
    visited "more than True states", a Position or a text for the state AttributeError (``.is_over``), a money0
    that is text a TypeError; a state in the auction was "searched" in one state, worth its leftovers; ``memo``
    took any value, read as true or false (``memo="no"`` memoised)."""
    check_portuguese(_raised(EXHAUSTIVE[name]), EXHAUSTIVE[name])
    _unchanged()


def test_the_exhaustive_search_takes_memo_true_or_false() -> None:
    """``memo`` is True or False, and the memo changes the time, never the answer."""
    plain, memoised = exhaustive_search(ROOT, memo=False), exhaustive_search(ROOT, memo=True)
    assert plain[0] == memoised[0] == exhaustive_value(ROOT) and memoised[1] <= plain[1]
    _unchanged()


def test_the_exhaustive_search_still_answers_what_it_answered() -> None:
    """The checks refuse only what failed: the answers within them are the same (a finished state is still valued
    as it stands, with the player given)."""
    value, visited = exhaustive_search(ROOT)
    assert (value, visited) == exhaustive_search(ROOT, 0, MONEY_ONLY, limit=visited, money0=0, flips0=0)
    assert exhaustive_value(ROOT, memo=True) == value == 2
    over = ROOT.clone()
    while not over.is_over:
        over = over.apply(over.legal_actions()[0])
    assert exhaustive_search(over, 0) == (over.money(0) - BASE.resources.money, 1)
    _unchanged()


FROM_STATE: dict[str, Case] = {
    "a Position": Case(lambda: Position.from_state(BASE), "state", "'position.to_state()'"),
    "a text": Case(lambda: Position.from_state("base-c1"), "state", "str"),  # type: ignore[arg-type]
    "None": Case(lambda: Position.from_state(None), "state", "NoneType"),  # type: ignore[arg-type]
    "a player as text": Case(lambda: Position.from_state(AUCTION, "1"), "player", "'1'"),  # type: ignore[arg-type]
    "a player past the table": Case(lambda: Position.from_state(AUCTION, 2), "player", "2"),
}


@pytest.mark.parametrize("name", list(FROM_STATE))
def test_a_position_is_read_from_a_game_state_only(name: str) -> None:
    """``Position.from_state(x)`` with something that is not a game state raised AttributeError (``.is_over``)."""
    check_portuguese(_raised(FROM_STATE[name]), FROM_STATE[name])
    _unchanged()


def test_a_hand_built_position_takes_any_collection_of_card_ids() -> None:
    """``upgraded=["base-c1"]`` was kept as a list: the position did not equal (or hash like) the same one built
    from a set, and failed later where sets are combined (``without``: list - set, a TypeError). Any collection
    of ids is now kept as a frozenset, and a list of cards as a tuple."""
    two = Position.build(["base-c1", "base-c2"], "base-startup-1", {"coal": 1})
    cards = list(two.cards)
    listed = Position(cards=cards, upgraded=["base-c1"], used=("base-c2",), resources=two.resources)  # type: ignore[arg-type]
    built = Position(cards=tuple(cards), upgraded=frozenset({"base-c1"}), used=frozenset({"base-c2"}),
                     resources=two.resources)
    assert listed == built and hash(listed) == hash(built)
    assert listed.upgraded == frozenset({"base-c1"}) and isinstance(listed.upgraded, frozenset)
    assert isinstance(listed.used, frozenset) and isinstance(listed.cards, tuple)
    assert listed.without("base-c1").upgraded == frozenset()  # was list - set: a TypeError
    assert replace(two, upgraded=["base-c1", "base-c2"]) == replace(two, upgraded={"base-c2", "base-c1"})
    pairs = replace(BASE, managers=[["ib-mgr-free-four-coal", None]], stored=[["base-c1", Bundle.of(coal=1)]])
    assert pairs.managers == (("ib-mgr-free-four-coal", None),) and pairs.stored == (("base-c1", Bundle.of(coal=1)),)
    hash(pairs)
    _unchanged()


def _with(**changes: Any) -> Callable[[], Any]:
    return lambda: replace(BASE, **changes)


HAND_BUILT: dict[str, Case] = {
    "upgraded one text": Case(_with(upgraded="base-c1"), "upgraded", "{'base-c1'}"),
    "used a number": Case(_with(used=5), "used", "5"),
    "used None": Case(_with(used=None), "used", "None"),
    "upgraded a dict": Case(_with(upgraded={"base-c1": True}), "upgraded"),
    "upgraded holding a number": Case(_with(upgraded=[7]), "upgraded", "7"),
    "upgraded holding a list": Case(_with(upgraded=[["base-c1"]]), "upgraded", "'list'"),
    "a Capitalist id for the Capitalist": Case(_with(capitalist="repeat-card"), "capitalist", "'repeat-card'"),
    "production_chain a text": Case(_with(production_chain="yes"), "production_chain", "'yes'"),
    "repeat_used a text": Case(_with(repeat_used="no"), "repeat_used", "'no'"),  # was taken as True
    "placing a number": Case(_with(placing=1), "placing", "1"),
    "the player a text": Case(_with(player="0"), "player", "'0'"),
    "the player negative": Case(_with(player=-1), "player", "-1"),
    "the card resolved a pair": Case(_with(used=frozenset({"base-c1"}), current=("base-c1", 0)), "current",
                                     "('base-c1', 0)"),
    "the next row a text": Case(_with(used=frozenset({"base-c1"}), current=Resume("base-c1", "0")), "current",
                                "'0'"),
    "upgrades made negative": Case(_with(used=frozenset({"base-c1"}), current=Resume("base-c1", 0, -1)), "current",
                                   "-1"),
    "the next row past the basic side's rows": Case(_with(used=frozenset({"base-c1"}), current=Resume("base-c1", 99)),
                                                    "current.row", "99"),
    "the next row past the upgraded side's rows": Case(
        _with(upgraded=frozenset({"base-c1"}), used=frozenset({"base-c1"}), current=Resume("base-c1", 3)),
        "current.row", "3"),
    "the next row past the Start-up's rows": Case(
        _with(used=frozenset({"base-startup-1"}), current=Resume("base-startup-1", 4)), "current.row", "4"),
}


@pytest.mark.parametrize("name", list(HAND_BUILT))
def test_a_hand_built_position_refuses_what_it_cannot_take(name: str) -> None:
    """Each of these failed later with a bare error (``upgraded=5``: 'int' object is not iterable; a Capitalist id:
    AttributeError ``.id``; ``current=("base-c1", 0)``: AttributeError ``.card``; ``Resume(row="0")``: a TypeError
    in the search) or was taken silently (``repeat_used="no"`` as True; ``upgraded="base-c1"`` as its letters;
    ``Resume("base-c1", 99)`` as a card with nothing left to resolve)."""
    check_portuguese(_raised(HAND_BUILT[name]), HAND_BUILT[name])
    _unchanged()


def test_the_next_row_may_be_any_printed_row_or_all_done() -> None:
    """``Resume.row`` runs from 0 to the number of rows printed on the card's side: that number itself is a card with
    every row done (where the engine waits for a Manager's end-of-card choice)."""
    started = replace(BASE, used=frozenset({"base-c1"}))
    c1 = BASE.card("base-c1")
    assert (len(c1.basic), len(c1.upgraded)) == (1, 2)
    for row in range(2):
        assert replace(started, current=Resume("base-c1", row)).current == Resume("base-c1", row)
    for row in range(3):
        assert replace(started, upgraded=frozenset({"base-c1"}), current=Resume("base-c1", row)).current.row == row
    _unchanged()


CALLS: dict[str, Case] = {
    "a player as text for a position": Case(lambda: plan_production(BASE, player="0"), "player", "'0'"),
    "a player as text, naive order": Case(lambda: naive_plan(BASE, player="1"), "player", "'1'"),
    "a player as text, plan value": Case(lambda: plan_value(AUCTION, player="1"), "player", "'1'"),
    "a player as text, card worth": Case(lambda: card_worth(AUCTION, "base-c7", player="0"), "player", "'0'"),
    "a card number to add": Case(lambda: BASE.with_company(7), "card", "int"),  # type: ignore[arg-type]
    "a card None to add": Case(lambda: BASE.with_company(None), "card", "NoneType"),  # type: ignore[arg-type]
    "added upgraded as text": Case(lambda: BASE.with_company("base-c7", upgraded="yes"), "upgraded", "'yes'"),
    "a card number to leave out": Case(lambda: BASE.without(7), "card", "int"),  # type: ignore[arg-type]
    "a card number to look up": Case(lambda: BASE.card(5), "card", "int"),  # type: ignore[arg-type]
    "a card not in the position to leave out": Case(lambda: BASE.without("base-c7"), "card", "'base-c7'"),
    "a card not in the position to look up": Case(lambda: BASE.card("base-c99"), "card", "'base-c99'"),
    **{f"default valuation of round {r!r}": Case(lambda r=r: default_valuation(r), "round", repr(r))
       for r in ("4", None, 0, 5, True)},
    "tableau value: final a dict": Case(lambda: tableau_value(BASE, final={"money": 1}), "final", "dict"),
    "card worth: final a text": Case(lambda: card_worth(replace(BASE, round=1), "base-c7", horizon="game",
                                                        final="money"), "final", "str"),
    "tableau value: valuation a text": Case(lambda: tableau_value(replace(BASE, round=2), "x", horizon="game"),
                                            "valuation", "str"),
    "tableau value of a text": Case(lambda: tableau_value("base-c1"), "source", "str"),  # type: ignore[arg-type]
    "tableau value part-way": Case(lambda: tableau_value(replace(BASE, used=frozenset({"base-c1"}))), "used"),
    "tableau value mid-card, over the game": Case(
        lambda: tableau_value(replace(BASE, round=3, used=frozenset({"base-c1"}), current=Resume("base-c1", 0)),
                              horizon="game"), "used"),
    "tableau value of a player who has started producing": Case(lambda: tableau_value(_started()), "used"),
}


def _started() -> Any:
    """An engine state at :data:`BASE` once the player has used a card (the first of the legal actions)."""
    state = ROOT.apply(ROOT.legal_actions()[0])
    assert Position.from_state(state).used  # part-way through production, the player still to act
    return state


@pytest.mark.parametrize("name", list(CALLS))
def test_the_other_entry_points_check_their_arguments(name: str) -> None:
    """A player given as text to a Position was compared as is ("the position is player 0's, not player 0's");
    ``with_company(7)`` raised the catalog's bare TypeError; ``default_valuation("4")`` a TypeError; a bad ``final``
    was named ``valuation``, and ``tableau_value`` of a game state over the game raised AttributeError, and of a
    position part-way through production answered (for the rest of it, what ``card_worth`` refuses).
    ``without`` and ``card`` of a number or of an id not in the position raised an UnknownCard naming no field
    ("no card with id 7 (did you mean base-c1, base-startup-1?)", the position's first ids offered as matches)."""
    check_portuguese(_raised(CALLS[name]), CALLS[name])
    _unchanged()


def test_tableau_value_reads_a_game_state_over_the_game_too() -> None:
    """``tableau_value(state, horizon="game")`` raised AttributeError (``.upgraded``): the state is read as its player
    to act's position, as with ``horizon="round"``."""
    position = Position.from_state(AUCTION)
    assert tableau_value(AUCTION, horizon="game") == tableau_value(position, horizon="game")
    assert tableau_value(AUCTION) == tableau_value(position)
    _unchanged()


def test_a_what_if_for_a_player_past_seat_0_is_planned_on_its_own_set_up() -> None:
    """A position read for seat 1 and changed with ``with_company`` (what ``card_worth`` does) is set up anew as a
    one-player game, whose player is seat 0; when the engine-level search planned it (an Interbellum Capitalist,
    here the neighbour), it looked for seat 1 there: ``card_worth(state, card, player=1)`` raised IndexError."""
    state = new_game(2, 7, interbellum=True)
    before = state.clone()
    seat1 = Position.from_state(state, 1)
    assert seat1.player == 1 and seat1.capitalist is not None and seat1.capitalist.id == "ib-cap-neighbour"
    more = seat1.with_company("base-c7")
    assert plan_production(more).value == plan_production(replace(more, player=0)).value > 0
    worth = card_worth(state, "base-c7", player=1)
    assert worth.with_card == plan_production(more).value and worth.worth > 0
    assert state == before
