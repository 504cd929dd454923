"""The game log's storage: one tuple per event, the event's fields then the node of the event before it.

``walk_log`` gives the events oldest first without the link, ``iter_log`` and the saved JSON read through it, and
a clone shares the nodes: what either state logs afterwards stays its own.
"""

from __future__ import annotations

import json

from furnace_lab.engine import CHANCE, new_game
from furnace_lab.engine.state import walk_log


def _play(state, actions: int) -> None:
    for _ in range(actions):
        if state.is_over:
            return
        if state.current_player == CHANCE:
            state.apply_in_place(state.sample_chance())
        else:
            state.apply_in_place(state.legal_actions()[0])


def test_each_node_is_an_event_followed_by_the_node_before_it():
    state = new_game(3, 7, interbellum=True)
    _play(state, 60)
    node, count = state._log, 0
    while node is not None:
        assert isinstance(node[0], str) and isinstance(node[1], int) and isinstance(node[2], bool), node[:3]
        assert node[-1] is None or isinstance(node[-1], tuple)
        node, count = node[-1], count + 1
    events = walk_log(state._log)
    assert len(events) == count
    assert events[0][0] == "setup" and node is None
    assert list(state.iter_log()) == events
    assert json.loads(state.to_json())["log"] == json.loads(json.dumps(events))


def test_a_clone_shares_the_log_and_each_state_keeps_what_it_logs_next():
    state = new_game(4, 3, interbellum=True)
    _play(state, 40)
    twin = state.clone()
    assert twin._log is state._log
    before = walk_log(state._log)
    _play(twin, 25)
    assert walk_log(state._log) == before
    after = walk_log(twin._log)
    assert after[:len(before)] == before and len(after) > len(before)
