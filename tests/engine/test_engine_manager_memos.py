"""The Managers' remembered answers (interbellum.manager.assign-at-start, interbellum.manager.one-per-card,
interbellum.manager.extra-effect) agree with working them out afresh.

``placing_choices`` after an ``assign`` is derived from the last answer (``GameSpec.place_memo``), as is the token
an ``assign`` places; which cards carry a Manager, and what those Managers do, is worked out once per placements
(``GameSpec.kinds_memo``). Random all-modules games check all three against a fresh build at every decision.
"""

from __future__ import annotations

import random

import pytest

from furnace_lab.engine import CHANCE, new_game
from furnace_lab.engine import managers as M
from furnace_lab.engine.actions import AssignManager
from furnace_lab.engine.production import managed

_NO_PLACING = (None, None, None, -1, ())


def _fresh_placing(s):
    g = s._g
    kept = g.place_memo
    g.place_memo = _NO_PLACING
    try:
        return M.placing_choices(s)
    finally:
        g.place_memo = kept


def _fresh_kinds(s, card):
    return tuple(s._g.mgrs[t] for t, c in s._mg[M.MG_PLACED] if c == card)


def _fresh_table(s):
    """Per card carrying a Manager that still acts: its Managers, in placing order."""
    on: dict[int, tuple] = {}
    for t, c in s._mg[M.MG_PLACED]:
        if c >= 0:
            on[c] = (*on.get(c, ()), s._g.mgrs[t])
    return on


def _assign(s, action):
    """Apply an ``assign``: the first of the seat's free tokens of that design (in owned order) goes on the card,
    whether the placing answer was remembered or not."""
    g = s._g
    placed = s._mg[M.MG_PLACED]
    taken = {t for t, _ in placed}
    want = next(t for t in s._mg[M.MG_OWNED][s.current_player]
                if t not in taken and g.mgrs[t].id == action.manager)
    s.apply_in_place(action)
    after = s._mg[M.MG_PLACED]  # empty if the last assign let the round run to its end
    assert not after or after[:len(placed) + 1] == (*placed, (want, g.index[action.card]))
    return 1 if after else 0


def _check(s) -> tuple[int, int]:
    placing = cards = 0
    if s._mg[M.MG_STAGE] == M.STAGE_PLACING:
        legal = s.legal_actions()
        assert legal == _fresh_placing(s)
        assert legal == tuple(sorted(legal))
        placing = 1
    if s._card >= 0:
        kinds = _fresh_kinds(s, s._card)
        kept = s._g.kinds_memo
        s._g.kinds_memo = (None, 0, {}, {})
        try:
            assert M.kinds_on(s, s._card) == kinds
        finally:
            s._g.kinds_memo = kept
        assert M.kinds_on(s, s._card) == kinds
        assert managed(s) == (1 if kinds else 0)
        cards = 1
    if s._mg[M.MG_PLACED]:
        memo = M.placed_table(s._g, s._mg[M.MG_PLACED])
        fresh = _fresh_table(s)
        assert {c: e[M.CM_INFOS] for c, e in memo[2].items()} == fresh
        assert memo[1] == sum(1 << c for c in fresh)
    return placing, cards


@pytest.mark.parametrize("players", [4, 3, 2])
def test_manager_memos_agree_with_a_fresh_build(players):
    """interbellum.manager.assign-at-start, interbellum.manager.one-per-card: remembered placing choices and
    Manager tables equal a fresh build in random all-modules games."""
    pick = random.Random(players).random
    placing = cards = assigned = 0
    for seed in range(12):
        s = new_game(players, 100 + seed, interbellum=True)
        while not s.is_over:
            if s.current_player == CHANCE:
                s.apply_in_place(s.sample_chance())
                continue
            p, c = _check(s)
            placing += p
            cards += c
            legal = s.legal_actions()
            action = legal[int(pick() * len(legal))]
            if isinstance(action, AssignManager):
                assigned += _assign(s, action)
            else:
                s.apply_in_place(action)
    assert placing > 50 and cards > 50 and assigned > 50


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
            if isinstance(action, AssignManager):
                _assign(s, action)
            else:
                s.apply_in_place(action)
        if seen >= 40:
            break
    assert seen >= 40


def test_manager_state_fields_keep_the_order_the_hot_paths_rebuild_by_position():
    """``state._mg`` is rebuilt by position on the hot paths (``_set_card`` writes the last three fields,
    ``school_won`` the first three): the pile position, the schools and the owned Managers come first, the
    credits, stage and free conversion last, and a game's tuple has exactly the fields named."""
    s = new_game(4, 2, interbellum=True)
    assert (M.MG_POS, M.MG_SCHOOL, M.MG_OWNED) == (0, 1, 2)
    assert (len(s._mg) - 3, len(s._mg) - 2, len(s._mg) - 1) == (M.MG_CREDIT, M.MG_STAGE, M.MG_FREE)
    assert len(M.initial(4, 3)) == len(M._FIELDS) == len(s._mg)
    M._set_card(s, (1, 0, 0, 0, 0), M.STAGE_START, M.FREE_UNUSED)
    assert s._mg[M.MG_CREDIT] == (1, 0, 0, 0, 0) and s._mg[M.MG_STAGE] == M.STAGE_START
    assert s._mg[M.MG_FREE] == M.FREE_UNUSED and len(s._mg) == len(M._FIELDS)
