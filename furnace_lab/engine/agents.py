"""Simple players: a uniformly random bot, a greedy bot, and a helper that plays a whole random game.

* :class:`RandomBot` picks uniformly among the legal actions with its own seeded generator.
* :class:`GreedyBot` follows short-sighted rules of thumb: bid its highest disc on the card its rough
  value table likes best, take every compensation and every processing run it can pay for, use its
  Start-up first and upgrade the Companies worth most before using them.
* :func:`play_random_game` plays random bots to the end (the die from the state's own generator) and
  returns the final state.

Bots call ``state.sample_chance()`` at a chance node, so a game with the same seeds is always the same.
"""

from __future__ import annotations

import random
from typing import Any, Final

from furnace_lab.engine.base.setup import new_game
from furnace_lab.engine.core.actions import Action, Bid, Compensate, Done, RepeatCard, Run, UpgradeCard, UseCard
from furnace_lab.engine.core.cards import GAIN, PROCESS, CardInfo
from furnace_lab.engine.core.constants import CHANCE
from furnace_lab.engine.core.state import GameState

VALUE: Final = (1.0, 2.0, 3.0, 3.0, 1.0)
"""The greedy bot's rough worth of one coal, iron, oil, upgrade token and money."""


def card_value(card: CardInfo, upgraded: bool = False) -> float:
    """A rough money-equivalent of one use of a card (the greedy bot's yardstick)."""
    total = 0.0
    for kind, cost, gain, limit, _ in card.rows(upgraded):
        worth = sum(VALUE[slot] * amount for slot, amount in gain) - sum(VALUE[slot] * amount for slot, amount in cost)
        if kind == GAIN:
            total += worth
        elif kind == PROCESS:
            total += max(worth, 0.0) * (limit or 1)
    return total


class RandomBot:
    """Picks a legal action uniformly at random (its own seeded generator)."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def act(self, state: GameState) -> Action:
        if state.current_player == CHANCE:
            return state.sample_chance()
        legal = state.legal_actions()
        return legal[int(self.rng.random() * len(legal))]

    __call__ = act


class GreedyBot:
    """Short-sighted rules of thumb (see the module docstring)."""

    def act(self, state: GameState) -> Action:
        if state.current_player == CHANCE:
            return state.sample_chance()
        legal = state.legal_actions()
        g = state.spec
        first = legal[0]
        if isinstance(first, Bid):
            bids = [a for a in legal if isinstance(a, Bid)]
            return max(bids, key=lambda a: (card_value(g.cards[g.index[state.row[a.offset]]]), a.disc))
        if isinstance(first, (Compensate, Run)):
            return legal[-1]
        uses = [a for a in legal if isinstance(a, UseCard)]
        if uses:
            startup = [a for a in uses if g.cards[g.index[a.card]].is_startup]
            if startup:
                return startup[0]
            return max(uses, key=lambda a: card_value(g.cards[g.index[a.card]], state.is_upgraded(a.card)))
        upgrades = [a for a in legal if isinstance(a, UpgradeCard)]
        if upgrades:
            def gain(a: UpgradeCard) -> float:
                info = g.cards[g.index[a.card]]
                later = 0.0 if state.was_used(a.card) else 1.0
                return (card_value(info, True) - card_value(info, False)) * (1.0 + later)
            best = max(upgrades, key=gain)
            if gain(best) > 1.0:
                return best
        repeats = [a for a in legal if isinstance(a, RepeatCard)]
        if repeats:
            best_repeat = max(repeats, key=lambda a: card_value(g.cards[g.index[a.card]], state.is_upgraded(a.card)))
            if card_value(g.cards[g.index[best_repeat.card]], state.is_upgraded(best_repeat.card)) > 2.0:
                return best_repeat
        for action in legal:
            if isinstance(action, Done):
                return action
        return legal[0]

    __call__ = act


def play_game(state: GameState, bots: Any) -> GameState:
    """Play ``state`` to the end in place, ``bots[p]`` choosing for player p; returns the state."""
    while not state.is_over:
        player = state.current_player
        bot = bots[0] if player == CHANCE else bots[player]
        state.apply_in_place(bot.act(state))
    return state


def play_random_game(players: Any = 3, seed: int = 0, **options: Any) -> GameState:
    """A whole game between random bots (bot p seeded with ``seed * 1000 + p``); returns the final state."""
    state = new_game(players, seed, **options)
    bots = [RandomBot(seed * 1000 + p) for p in range(state.num_players)]
    return play_game(state, bots)
