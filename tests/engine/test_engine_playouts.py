"""Random playouts: invariants at every step, clone and JSON round trips, legal actions = the rule checks.

* 2,000 random games across 2, 3 and 4 players, seeds and options (Capitalists on or off, Production Chain
  on or off) check the invariants of :mod:`furnace_lab.engine.invariants` after every action: nobody holds a
  negative amount, every card is in exactly one place, the disc rules hold, discs placed plus held are each
  seat's set; a legal action exists until the game ends; the game ends after round 4.
* For hundreds of games every state is cloned and compared, and for dozens every state goes through JSON.
* On random positions ``legal_actions()`` equals exactly the candidate actions :func:`why_not` accepts
  (the enumerator and the rule checks cannot drift apart).
"""

from __future__ import annotations

import random
from itertools import product

from furnace_lab.engine import (
    CHANCE,
    DONE,
    Bid,
    Compensate,
    GameState,
    InsertCard,
    RepeatCard,
    Roll,
    Run,
    UpgradeCard,
    UseCard,
    new_game,
)
from furnace_lab.engine.explain import why_not
from furnace_lab.engine.invariants import problems

CONFIGS = [(players, caps, chain) for players in (2, 3, 4) for caps in (True, False) for chain in (False, True)]
MAX_ACTIONS = 1500  # far above any real game: a guard against endless loops


def random_game(index: int, check_every_step: bool = True, each_state=None) -> GameState:
    players, caps, chain = CONFIGS[index % len(CONFIGS)]
    state = new_game(players, seed=index, capitalists=caps, production_chain=chain)
    rnd = random.Random(index * 7919)
    steps = 0
    while not state.is_over:
        if check_every_step:
            found = problems(state)
            assert not found, (index, steps, found)
        if each_state is not None:
            each_state(state)
        if state.current_player == CHANCE:
            action = state.sample_chance() if rnd.random() < 0.5 else rnd.choice(state.legal_actions())
        else:
            legal = state.legal_actions()
            assert legal, f"game {index}: no legal action at step {steps}"
            action = legal[int(rnd.random() * len(legal))]
        state.apply_in_place(action)
        steps += 1
        assert steps < MAX_ACTIONS
    assert not problems(state)
    assert state.round == 4 and state.phase == "over" and state.legal_actions() == ()
    assert [e.data[0] for e in state.log if e.kind == "row"] == [1, 2, 3, 4]
    return state


def test_two_thousand_random_games_keep_every_invariant_at_every_step():
    winners = set()
    for index in range(2000):
        state = random_game(index)
        winners.update(p for p, place in enumerate(state.placings()) if place == 1)
        assert abs(sum(state.returns()) - 1.0) < 1e-9
    assert winners == {0, 1, 2, 3}


def test_clone_equals_the_original_at_every_step():
    def same_clone(state: GameState) -> None:
        twin = state.clone()
        assert twin == state
        assert twin.legal_actions() == state.legal_actions()

    for index in range(400):
        random_game(index, check_every_step=False, each_state=same_clone)


def test_json_round_trip_equals_the_original_at_every_step():
    def same_json(state: GameState) -> None:
        assert GameState.from_json(state.to_json()) == state

    for index in range(2000, 2036):
        random_game(index, check_every_step=False, each_state=same_json)


def test_json_round_trip_every_twentieth_step_in_hundreds_of_games():
    seen = [0]

    def sometimes_json(state: GameState) -> None:
        seen[0] += 1
        if seen[0] % 20 == 0:
            assert GameState.from_json(state.to_json()) == state

    for index in range(4000, 4300):
        random_game(index, check_every_step=False, each_state=sometimes_json)


def candidates(state: GameState) -> list:
    """Every action worth asking about in this state (legal or not)."""
    g = state.spec
    out = [Bid(d, p) for d, p in product(range(0, 6), range(1, g.row_size + 2))]
    out += [Compensate(k) for k in range(9)] + [Run(k) for k in range(9)] + [Roll(k) for k in range(0, 8)]
    for card in g.cards:
        out += [UseCard(card.id), UpgradeCard(card.id), RepeatCard(card.id)]
        out += [InsertCard(card.id, k) for k in range(1, 14)]
    out.append(DONE)
    return out


def test_legal_actions_are_exactly_what_the_rule_checks_accept():
    def agree(state: GameState) -> None:
        legal = state.legal_actions()
        assert list(legal) == sorted(legal)
        accepted = sorted(a for a in candidates(state) if why_not(state, a) is None)
        assert accepted == list(legal), (state, legal, accepted)

    for index in range(3000, 3024):
        random_game(index, check_every_step=False, each_state=agree)


def test_same_seed_and_actions_same_game_every_config():
    for index in range(len(CONFIGS)):
        assert random_game(index, check_every_step=False) == random_game(index, check_every_step=False)
