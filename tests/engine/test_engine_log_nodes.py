"""The game log's storage: one tuple per event, the event's fields then the node of the event before it.

``walk_log`` gives the events oldest first without the link, ``iter_log`` and the saved JSON read through it, and
a clone shares the nodes: what either state logs afterwards stays its own.
"""

from __future__ import annotations

import json
import random

from furnace_lab.engine import CHANCE, new_game
from furnace_lab.engine.core.state import walk_log


def _play(state, actions: int, pick=None) -> None:
    pick = pick or random.Random(5).random
    for _ in range(actions):
        if state.is_over:
            return
        if state.current_player == CHANCE:
            state.apply_in_place(state.sample_chance())
        else:
            legal = state.legal_actions()
            state.apply_in_place(legal[int(pick() * len(legal))])


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


def test_explanations_kept_as_templates_read_as_finished_texts():
    from furnace_lab.engine.core.logtext import LogText
    from furnace_lab.engine.interbellum.manager_placing import TEXT_PLACED

    def placed_node(state):
        node = state._log
        while node is not None and not (node[0] == "ib" and node[4] is TEXT_PLACED):
            node = node[-1]
        return node

    state = new_game(4, 11, interbellum=True)
    pick = random.Random(11).random
    while not state.is_over and placed_node(state) is None:
        _play(state, 1, pick)
    node = placed_node(state)
    assert node is not None, "no Manager was placed in this game"
    seat, manager, card = node[1], node[6], node[7]
    name = state._g.names[seat]
    assert isinstance(node[4], LogText)
    # the Manager and the card are kept named in both languages (engine.naming), never by id
    placed = [e for e in walk_log(state._log) if e[0] == "ib" and e[4] == f"{name} puts {manager.en} on {card.en}."]
    assert len(placed) == 1 and placed[0][5] == f"{name} coloca {manager.pt} em {card.pt}."
    assert "ib-" not in placed[0][4] + placed[0][5]
    assert placed[0] in list(state.iter_log())
    assert json.loads(json.dumps(placed[0])) in json.loads(state.to_json())["log"]
    assert not any(isinstance(field, LogText) for event in walk_log(state._log) for field in event)


def test_a_short_loaded_event_reads_back_as_it_was_saved():
    state = new_game(2, 4, interbellum=True)
    data = json.loads(state.to_json())
    data["log"].append(["ib", -1, True])  # a saved log may hold an event with only its first three fields
    node = None
    for event in data["log"]:
        node = (*event, node)
    assert walk_log(node)[-1] == ("ib", -1, True)
