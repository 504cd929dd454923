"""Round trips on random games: clone and JSON equal the original; legal actions equal the rule checks.

* For hundreds of games every state is cloned and compared; for dozens every state goes through JSON, and for
  hundreds more every twentieth state does.
* On every state of a few dozen games ``legal_actions()`` equals exactly the candidate actions
  :func:`~furnace_lab.engine.explain.why_not` accepts, so the fast enumerator and the rule checks cannot drift
  apart; the same on Interbellum games with every kind of action the expansion adds, where each refusal must also
  cite a rule of the index (what ``explain()`` shows a learner).
"""

from __future__ import annotations

from itertools import product

from test_engine_ib_playouts import options_for
from test_engine_playouts import random_game

import furnace_lab
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
from furnace_lab.engine.core.actions import MANAGER_USES, AssignManager, ChooseCard, ManagerUse, PairBid, VarBid
from furnace_lab.engine.explain import explain, why_not


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




def ib_candidates(state: GameState) -> list:
    """The base candidates and every kind of action Interbellum adds, legal or not: variable-disc and paired bids on
    every card of the row and its Business Schools, choosing and Manager placement on every card, every Manager
    use."""
    g = state.spec
    places = range(1, g.row_size + len(g.schools) + 2)
    out = candidates(state)
    out += [VarBid(v, p) for v, p in product(range(0, 14), places)]
    out += [PairBid(d, p, q) for d, p, q in product(range(0, 6), places, places) if p != q]
    designs = sorted({m.id for m in g.mgrs})
    for card in g.cards:
        out.append(ChooseCard(card.id))
        out += [AssignManager(m, card.id) for m in designs]
    out += [ManagerUse(w) for w in MANAGER_USES]
    return out


# Interbellum games (indices of test_engine_ib_playouts) that between them offer every kind of action the expansion
# adds: one to five players with variable discs, the new Capitalists and Managers (the updated Arthur's pairs, the
# fifth player's choice), every module at four players, Capital Growth, two players with an Agent, and solo with two
# Agents in the Production Chain
IB_GAMES = (28, 30, 32, 27, 71, 134, 74, 146)


def test_interbellum_legal_actions_are_exactly_what_the_rule_checks_accept():
    """interbellum.manager.assign-at-start, interbellum.manager.one-per-card, interbellum.variable-disc.bid,
    interbellum.capitalist.updated-arthur, interbellum.five-players.fifth-chooses: on every decision of these games
    ``why_not`` accepts exactly the legal actions, ``explain`` gives each legal action its own rule, and every rule
    cited, legal or refused, is in the index."""
    seen: set[str] = set()
    rules: set[str] = set()
    for index in IB_GAMES:
        players, options = options_for(index)
        state = new_game(players, index, **options)
        pick = 0
        while not state.is_over:
            legal = state.legal_actions()
            if state.current_player == CHANCE:
                state.apply_in_place(state.sample_chance())
                continue
            assert list(legal) == sorted(legal)
            verdicts = {a: why_not(state, a) for a in ib_candidates(state)}
            accepted = sorted(a for a, refusal in verdicts.items() if refusal is None)
            assert accepted == sorted(a for a in legal if a in verdicts), (index, state, legal, accepted)
            for a in legal:  # what explain() tells a learner: legal, and by which rule (never the bare fallback)
                shown = explain(state, a)
                assert shown.legal and shown.rule_id != "furnace_lab.actions.whose-turn", (index, a, shown)
                rules.add(shown.rule_id)
            rules.update(refusal[0] for refusal in verdicts.values() if refusal is not None)
            seen.update(type(a).__name__ for a in legal)
            pick = (pick * 31 + 7) % 1009
            state.apply_in_place(legal[pick % len(legal)])
    assert {"VarBid", "PairBid", "ChooseCard", "AssignManager", "ManagerUse"} <= seen
    for rule_id in rules:
        furnace_lab.rule(rule_id)  # UnknownRule if a refusal cites a rule the index lacks
