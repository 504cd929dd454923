"""Round trips on random games: clone and JSON equal the original; legal actions equal the rule checks.

* For hundreds of games every state is cloned and compared; for dozens every state goes through JSON, and for
  hundreds more every twentieth state does.
* On every state of a few dozen games ``legal_actions()`` equals exactly the candidate actions
  :func:`~furnace_lab.engine.explain.why_not` accepts, so the fast enumerator and the rule checks cannot drift
  apart.
"""

from __future__ import annotations

from itertools import product

from test_engine_playouts import random_game

from furnace_lab.engine import (
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
)
from furnace_lab.engine.explain import why_not


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

    for index in range(2000, 2016):
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


