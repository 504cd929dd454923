"""Issue 23 (defects found in testing), the saved-state and record parts: each test names the defect it checks and
failed before its fix.

* a saved state after a Manager was used reads back (item 1);
"""

from __future__ import annotations

import copy
import json

import pytest

from furnace_lab.engine import GameState, new_game
from furnace_lab.engine.actions import read_action
from furnace_lab.errors import DataError

MANAGER_USED = ("bid 3@2", "roll 5", "bid 3@8", "vbid 1@1", "roll 3", "bid 4@2", "bid 4@8", "roll 4", "vbid 2@5",
                "bid 1@7", "roll 4", "bid 2@7", "bid 2@4", "bid 1@3", "assign ib-mgr-personal@ib-11",
                "assign ib-mgr-free-four-coal@base-startup-5", "use ib-11", "manager token")
"""Issue 23's game: the Personal Manager on ib-11 gives its token, and is then kept as spent."""


def _manager_used() -> GameState:
    state = new_game(2, seed=1, interbellum=True)
    for text in MANAGER_USED:
        state.apply_in_place(read_action(text))
    return state


def test_a_state_after_a_manager_was_used_reads_back_equal() -> None:
    """Item 1: a used Manager is kept placed as [token, -1 - card]; the loader refused the negative index
    ("found [14, -36]"). The state now round-trips, equal, and plays on the same."""
    state = _manager_used()
    assert any(card < 0 for _, card in state._mg[3])  # the spent Manager is there, as the issue found it
    back = GameState.from_json(state.to_json())
    assert back == state
    assert back.legal_actions() == state.legal_actions()
    assert back.to_json() == state.to_json()


@pytest.mark.parametrize("card", [-10**6, 10**6])
def test_a_placed_manager_on_no_card_is_still_refused(card: int) -> None:
    """Item 1, the other side: a placed Manager's card index outside both ranges (a card, or -1 - a card) is refused
    with a DataError on the field 'managers'."""
    doc = json.loads(_manager_used().to_json())
    bad = copy.deepcopy(doc)
    bad["state"]["managers"][3][0][1] = card
    with pytest.raises(DataError) as info:
        GameState.from_json(json.dumps(bad))
    assert info.value.field == "managers"
