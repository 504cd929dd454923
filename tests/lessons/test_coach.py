"""Issue 26, "bots that say why": the coach bot's moves are legal and repeatable, and every move's "why?" names the
numbers compared (card worth, Compensação, the best plan), in English and Portuguese; the same for GreedyBot."""

from __future__ import annotations

import re

from furnace_lab.engine import CHANCE, GameState, GreedyBot, new_game
from furnace_lab.engine.core.actions import Bid
from furnace_lab.lessons.coach import Coach
from furnace_lab.lessons.greedy_why import greedy_why
from furnace_lab.planner import card_worth, default_valuation

NO_DEADLINE = 30.0  # generous: every search finishes, so the moves do not depend on the machine's speed


def _game(seed: int, coach_seat: int = 0) -> tuple[GameState, list[str]]:
    coach, greedy = Coach(NO_DEADLINE), GreedyBot()
    state = new_game(4, seed)
    moves = []
    while not state.is_over:
        player = state.current_player
        action = (coach if player in (coach_seat, CHANCE) else greedy).act(state)
        assert player == CHANCE or action in state.legal_actions()
        moves.append(str(action))
        state.apply_in_place(action)
    return state, moves


def test_the_coachs_moves_are_legal_and_the_same_for_the_same_seed() -> None:
    first, moves = _game(3, coach_seat=1)
    again, moves_again = _game(3, coach_seat=1)
    assert first.is_over and moves == moves_again and first.returns() == again.returns()
    assert any(m.startswith("bid") for m in moves)


def _auction(seed: int = 1) -> GameState:
    return new_game(4, seed)


def test_the_coach_bids_on_its_best_score_and_why_names_worth_and_compensation() -> None:
    """furnace.compensation.disc-value: a losing disc d gets the card's Compensação d times; the coach compares it
    with the card's worth from the planner."""
    state = _auction()
    coach = Coach(NO_DEADLINE)
    action = coach.act(state)
    scores = coach.bid_scores(state)
    assert isinstance(action, Bid) and scores[0].bid == action
    assert all(scores[0].score >= s.score for s in scores)
    best = scores[0]
    worth = card_worth(state, best.card, default_valuation(state.round), player=0).worth
    assert best.round_worth == worth
    en, pt = coach.why(state, action, "en"), coach.why(state, action, "pt")
    number = str(best.round_worth)
    assert f"Card {action.position} " in en and f"is worth {number} to you this round" in en
    assert f"losing it with disc {action.disc} still gives its Compensation" in en
    assert f"A carta {action.position} " in pt and f"vale {number} para você nesta rodada" in pt
    assert f"perdê-la com o disco {action.disc} ainda dá a Compensação" in pt
    assert re.search(r"\d+ expected", en) and re.search(r"\d+ esperado", pt)


def test_why_for_a_bid_the_coach_would_not_make_names_the_one_it_prefers() -> None:
    state = _auction()
    coach = Coach(NO_DEADLINE)
    scores = coach.bid_scores(state)
    worse = scores[-1]
    assert worse.score <= scores[0].score
    en = coach.why(state, worse.bid, "en")
    assert f"The coach prefers disc {scores[0].bid.disc} on card {scores[0].bid.position}" in en
    assert "O treinador prefere" in coach.why(state, worse.bid, "pt")


def _to_production(seed: int = 2) -> tuple[GameState, Coach]:
    coach, greedy = Coach(NO_DEADLINE), GreedyBot()
    state = new_game(4, seed)
    while state.phase != "production" or state.current_player == CHANCE:
        state.apply_in_place(greedy.act(state))
    return state, coach


def test_in_production_the_coach_plays_the_planners_plan_and_says_what_it_is_worth() -> None:
    from furnace_lab.planner import plan_production

    state, coach = _to_production()
    plan = plan_production(state, default_valuation(state.round), player=state.current_player)
    action = coach.act(state)
    assert action == plan.actions[0]
    en, pt = coach.why(state, action, "en"), coach.why(state, action, "pt")
    assert f"next step of the best plan from here, worth {plan.value}" in en
    assert f"próximo passo do melhor plano daqui, que vale {plan.value}" in pt


def test_greedy_why_lists_the_card_values_it_compared_without_changing_its_bid() -> None:
    state = _auction()
    action = GreedyBot().act(state)
    assert isinstance(action, Bid)
    en, pt = greedy_why(state, action, "en"), greedy_why(state, action, "pt")
    from furnace_lab.engine.agents import card_value
    chosen = card_value(state.card(state.row[action.offset]))
    shown = str(int(chosen)) if chosen == int(chosen) else f"{chosen:.1f}"
    assert f"Card {action.position} is worth {shown}" in en and f"A carta {action.position} vale {shown}" in pt
    assert f"highest disc it can, {action.disc}" in en and f"disco mais alto que tem, {action.disc}" in pt
    assert GreedyBot().act(state) == action  # asking why plays nothing


def test_greedy_why_explains_every_move_of_a_game_in_both_languages() -> None:
    state, greedy = new_game(4, 5), GreedyBot()
    seen = set()
    while not state.is_over:
        action = greedy.act(state)
        if state.current_player != CHANCE:
            en, pt = greedy_why(state, action, "en"), greedy_why(state, action, "pt")
            assert en and pt and en != pt and "<" not in en + pt
            seen.add(type(action).__name__)
        state.apply_in_place(action)
    assert {"Bid", "UseCard"} <= seen


def test_every_coach_move_of_a_game_has_a_why_in_both_languages() -> None:
    coach, greedy = Coach(NO_DEADLINE), GreedyBot()
    state = new_game(4, 4)
    seen = set()
    while not state.is_over:
        player = state.current_player
        action = (coach if player in (0, CHANCE) else greedy).act(state)
        if player == 0:
            en, pt = coach.why(state, action, "en"), coach.why(state, action, "pt")
            assert re.search(r"\d", en) and re.search(r"\d", pt) and en != pt
            assert not any(card in en + pt for card in state.row)  # titles, never raw card ids
            seen.add(state.phase)
        state.apply_in_place(action)
    assert {"auction", "production"} <= seen


def test_greedy_why_says_how_a_tie_was_broken_and_the_claim_holds() -> None:
    """On a tie of card values the greedy bot takes the first: the leftmost card for a bid, the first card listed
    for a use. Its "why" says so when it happens (it used to say "worth most" of a card worth as much as another),
    and every such claim in four games matches what the bot did."""
    from furnace_lab.engine.agents import card_value
    from furnace_lab.engine.core.actions import UseCard

    greedy, claims = GreedyBot(), 0
    for seed in range(4):
        state = new_game(4, seed)
        while not state.is_over:
            action = greedy.act(state)
            if state.current_player != CHANCE:
                en, pt = greedy_why(state, action, "en"), greedy_why(state, action, "pt")
                if "on a tie it picks the leftmost" in en:
                    assert "no empate ele escolhe a mais à esquerda" in pt
                    worth = card_value(state.card(state.row[action.offset]))
                    assert min(b.position for b in state.legal_actions() if isinstance(b, Bid)
                               and b.disc == action.disc
                               and card_value(state.card(state.row[b.offset])) == worth) == action.position
                    claims += 1
                if "on a tie it uses the first one listed" in en:
                    assert "no empate ele usa a primeira da lista" in pt
                    uses = [a for a in state.legal_actions() if isinstance(a, UseCard)]
                    values = [card_value(state.card(a.card), state.is_upgraded(a.card)) for a in uses]
                    assert uses[values.index(max(values))] == action
                    claims += 1
            state.apply_in_place(action)
    assert claims > 20
