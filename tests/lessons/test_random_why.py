"""Why a random bot played a move: honestly, at random, among how many legal moves, and which; in both languages."""

from __future__ import annotations

import pytest

from furnace_lab.engine import CHANCE, GreedyBot, RandomBot, action_sentence, new_game
from furnace_lab.errors import OptionsError
from furnace_lab.lessons.greedy_why import greedy_why
from furnace_lab.lessons.random_why import LISTED, bot_why, random_why


def test_every_random_move_of_a_game_says_how_many_moves_it_chose_from() -> None:
    state, bot = new_game(3, 4), RandomBot(1)
    counted = 0
    while not state.is_over:
        action = bot.act(state)
        legal = state.legal_actions()
        en, pt = random_why(state, action, "en"), random_why(state, action, "pt")
        assert en.startswith(action_sentence(state, action, "en").rstrip("."))
        assert pt.startswith(action_sentence(state, action, "pt").rstrip("."))
        assert "<" not in en + pt and en != pt
        if len(legal) > 1:
            assert f"one of its {len(legal)} legal moves at random, each as likely (1 in {len(legal)})" in en
            assert f"uma das {len(legal)} jogadas permitidas, todas com a mesma chance (1 em {len(legal)})" in pt
            others = [action_sentence(state, a, "en").rstrip(".") for a in legal if a != action]
            assert all(other in en for other in others[:LISTED])
            if len(others) > LISTED:
                assert en.endswith(f" and {len(others) - LISTED} more.")
            counted += 1
        else:
            assert "only legal move" in en and "única jogada permitida" in pt
        state.apply_in_place(action)
    assert counted > 20


def test_the_die_decides_and_bot_why_picks_the_bots_own_reason() -> None:
    """furnace.two-player.dummy: the dummy bidder's die is chance, not a choice; bot_why answers each seat kind."""
    state = new_game(2, 1)
    while state.current_player != CHANCE:
        state.apply_in_place(GreedyBot().act(state))
    roll = state.sample_chance()
    assert random_why(state, roll, "pt") == "O dado decide." and bot_why("die", state, roll) == "The die decides."
    state = new_game(3, 2)
    action = GreedyBot().act(state)
    assert bot_why("greedy", state, action, "pt") == greedy_why(state, action, "pt")
    assert bot_why("random", state, action) == random_why(state, action)
    with pytest.raises(OptionsError) as caught:
        bot_why("human", state, action)
    assert "esperava-se guloso ou aleatório" in caught.value.message("pt")
