"""The Managers' remembered answers agree with the rules spelled out plainly, in random games of every player count
and module mix that has Managers.

Covered: the placing choices (interbellum.manager.assign-at-start, interbellum.manager.one-per-card, lifted for
the Personal Manager's Capitalist: interbellum.capitalist.personal-manager), derived after each ``assign`` from the
last answer (``GameSpec.place_memo``); the token an ``assign`` places (the first free one of that design, in owned
order); and what the Managers on each card do (interbellum.manager.extra-effect), remembered per placements
(``GameSpec.kinds_memo``, extended from the last table when the next player adds theirs). Each is compared with a
plain definition written out here, at every decision of the games played.
"""

from __future__ import annotations

import inspect
import random
from typing import Any

import pytest

from furnace_lab.engine import CHANCE, new_game
from furnace_lab.engine.core import module_state as MS
from furnace_lab.engine.core.actions import DONE, AssignManager
from furnace_lab.engine.interbellum import manager_placing as P
from furnace_lab.engine.interbellum import managers as M

MIXES = [
    (1, {"interbellum": True}),
    (2, {"interbellum": True}),
    (2, {"managers": True}),
    (3, {"managers": True, "new_companies": True}),
    (3, {"interbellum": True, "production_chain": True}),
    (4, {"interbellum": True}),
    (4, {"managers": True, "variable_discs": True, "production_chain": True}),
    (5, {"interbellum": True}),
]


def plain_placing(s: Any) -> tuple[Any, ...]:
    """interbellum.manager.assign-at-start / one-per-card: ``assign M@CARD`` for each design among the seat's
    Managers not yet placed and each of the seat's cards without a Manager (any card if several may share one),
    sorted, then ``done``."""
    g = s._g
    seat = s.current_player
    placed = s._managers.placed
    placed_tokens = {t for t, _ in placed}
    taken_cards = {c for _, c in placed}
    designs = {g.mgrs[t].id for t in s._managers.owned[seat] if t not in placed_tokens}
    several = g.hooks[seat].several_managers
    cards = [c for c in s._lines[seat] if several or c not in taken_cards]
    return (*sorted(AssignManager(d, g.cards[c].id) for c in cards for d in designs), DONE)


def plain_table(s: Any) -> dict[int, tuple[Any, ...]]:
    """interbellum.manager.extra-effect: per card carrying a Manager whose effect still acts (a spent one-off use
    is placed on ``-1 - card``), its Managers in placing order."""
    on: dict[int, tuple[Any, ...]] = {}
    for t, c in s._managers.placed:
        if c >= 0:
            on[c] = (*on.get(c, ()), s._g.mgrs[t])
    return on


def plain_entry(infos: tuple[Any, ...]) -> tuple[Any, ...]:
    """What Managers on one card do (the ``CM_*`` fields), from their effect kinds."""
    credit = [0, 0, 0, 0, 0]
    for m in infos:
        if m.kind == "free-resources":
            for slot, amount in m.gain:
                credit[slot] += amount
    kinds = frozenset(m.kind for m in infos)
    return (infos, kinds, tuple(credit), M.FREE_UNUSED if "free-conversion" in kinds else M.FREE_NONE,
            tuple(m for m in infos if m.kind in P.START_KINDS), tuple(m for m in infos if m.kind in P.USE_KINDS),
            tuple(m for m in infos if m.kind in P.BONUS_KINDS),
            tuple(m for m in infos if m.kind == "selling-fully-resolved"), "conversions-once-more" in kinds)


def _check(s: Any) -> tuple[int, int]:
    placing = cards = 0
    if s._managers.stage == MS.STAGE_PLACING:
        assert s.legal_actions() == plain_placing(s)
        placing = 1
    placed = s._managers.placed
    if placed:
        table = plain_table(s)
        memo = s._g.kinds_memo  # the game's own table if it is for these placements (often built from the last)
        if memo[0] is not placed:
            memo = P.placed_table(s._g, placed)
        assert memo[0] is placed
        assert {c: e.infos for c, e in memo[2].items()} == table
        assert memo[1] == sum(1 << c for c in table)
        for c, infos in table.items():
            assert memo[2][c] == plain_entry(infos)
        if s._card >= 0:
            assert P.on_card(s, s._card) == (plain_entry(table[s._card]) if s._card in table else None)
            cards = 1
    return placing, cards


def _assign(s: Any, action: AssignManager) -> None:
    """An ``assign`` places the first of the seat's free tokens of that design, in owned order."""
    g = s._g
    placed = s._managers.placed
    taken = {t for t, _ in placed}
    want = next(t for t in s._managers.owned[s.current_player]
                if t not in taken and g.mgrs[t].id == action.manager)
    s.apply_in_place(action)
    # empty if the last assign let the round run to its end; a Manager spent since (a one-off use, the free
    # resources once their card has run) is still placed, on -1 - card
    after = tuple((t, c if c >= 0 else -1 - c) for t, c in s._managers.placed)
    placed = tuple((t, c if c >= 0 else -1 - c) for t, c in placed)
    assert not after or after[:len(placed) + 1] == (*placed, (want, g.index[action.card]))


def _play(s: Any, action: Any) -> None:
    """Apply an action; an ``assign`` is checked on the way (:func:`_assign`)."""
    if isinstance(action, AssignManager):
        _assign(s, action)
    else:
        s.apply_in_place(action)


@pytest.mark.parametrize(("players", "options"), MIXES)
def test_manager_fast_paths_match_the_plain_rules(players: int, options: dict[str, Any]) -> None:
    """interbellum.manager.assign-at-start, interbellum.manager.one-per-card, interbellum.manager.extra-effect:
    placing choices, placed tokens and per-card Manager tables equal their plain definitions at every decision
    of random games (clones included: a clone's memo may belong to its twin)."""
    pick = random.Random(players).random
    placing = cards = 0
    for seed in range(10):
        s = new_game(players, 500 + seed, **options)
        twin = None
        while not s.is_over:
            if s.current_player == CHANCE:
                s.apply_in_place(s.sample_chance())
                continue
            p, c = _check(s)
            placing += p
            cards += c
            legal = s.legal_actions()
            action = legal[int(pick() * len(legal))]
            if p and pick() < 0.3:  # branch: play another choice on a clone, then come back to this one
                twin = s.clone()
                _play(twin, legal[int(pick() * len(legal))])
                if not twin.is_over and twin.current_player != CHANCE:
                    _check(twin)
            _play(s, action)
    assert placing > 20 and cards > 20


def test_personal_manager_shares_a_card():
    """interbellum.manager.one-per-card lifted by the Personal Manager's Capitalist (several Managers per card):
    the derived placing choices keep the card while a design is left."""
    pick = random.Random(9).random
    seen = 0
    for seed in range(200):
        s = new_game(4, seed, interbellum=True)
        owner = [p for p in range(4) if s._g.hooks[p].several_managers]
        if not owner:
            continue
        while not s.is_over and seen < 40:
            if s.current_player == CHANCE:
                s.apply_in_place(s.sample_chance())
                continue
            if s.current_player in owner:
                seen += _check(s)[0]
            legal = s.legal_actions()
            action = legal[int(pick() * len(legal))]
            _play(s, action)
        if seen >= 40:
            break
    assert seen >= 40


def test_manager_state_is_a_named_record_set_changes_by_name():
    """``state._managers`` is a :class:`ManagerState`, and ``managers._set`` (the one helper that changes it, issue
    27: no positional copies for the hot path) changes only the fields it names, keeps the record a
    ``ManagerState`` (a plain tuple would lose the names, which the invariants refuse), leaves the old record as it
    was (clones share it), and refuses a name that is not a field. Its keywords are the record's fields, in order."""
    s = new_game(4, 2, interbellum=True)
    assert MS.ManagerState._fields == ("pos", "school", "owned", "placed", "out", "credit", "stage", "free")
    assert tuple(inspect.signature(M._set).parameters)[1:] == MS.ManagerState._fields
    assert type(M.initial(4, 3)) is type(s._managers) is MS.ManagerState
    before = s._managers
    kept = tuple(before)
    M._set(s, credit=(1, 0, 0, 0, 0), stage=MS.STAGE_START, free=M.FREE_UNUSED)
    after = s._managers
    assert tuple(before) == kept
    assert type(after) is MS.ManagerState and after[:5] == before[:5]
    assert (after.credit, after.stage, after.free) == ((1, 0, 0, 0, 0), MS.STAGE_START, M.FREE_UNUSED)
    M._set(s, stage=MS.STAGE_END)
    M._set(s, out=(7,))
    assert s._managers == after._replace(stage=MS.STAGE_END, out=(7,))
    assert type(s._managers) is MS.ManagerState
    with pytest.raises(TypeError):
        M._set(s, stages=MS.STAGE_NONE)  # type: ignore[call-arg]


def test_manager_state_as_a_plain_tuple_is_refused_by_the_invariants():
    """A Manager state rebuilt as a plain tuple (fields by position again) is caught by the playout invariants."""
    s = new_game(4, 2, interbellum=True)
    assert not [p for p in M.conserved(s) if "ManagerState" in p]
    s._managers = tuple(s._managers)  # type: ignore[assignment]
    assert M.conserved(s) == ["the Manager state is a tuple, not a ManagerState"]


def test_manager_state_with_a_field_missing_is_refused_by_the_invariants():
    """A record built without ``ManagerState``'s own count of its fields (``tuple.__new__``) and short of one is
    caught by the playout invariants."""
    s = new_game(4, 2, interbellum=True)
    s._managers = tuple.__new__(MS.ManagerState, tuple(s._managers)[:-1])
    assert M.conserved(s) == ["the Manager state has 7 fields, not 8"]
