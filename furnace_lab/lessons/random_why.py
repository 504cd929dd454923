"""Why the engine's :class:`~furnace_lab.engine.RandomBot` plays a move: it does not weigh anything, and says so.

A random bot picks one of its legal moves, each as likely as the others, from its own seeded generator. Its honest
"why" is therefore not a reason but a count: how many legal moves it had, which one it picked, and (when there are
few) which others it could have picked, each in words (the engine's own action sentences), in English or
Portuguese. :func:`bot_why` answers for any seat kind the widgets know: ``"greedy"``, ``"random"``, the die.
"""

from __future__ import annotations

from typing import Final

from furnace_lab.engine import GameState, action_sentence
from furnace_lab.engine.core.actions import Action
from furnace_lab.engine.core.constants import CHANCE
from furnace_lab.errors import OptionsError, check_lang
from furnace_lab.lessons.greedy_why import greedy_why

LISTED: Final = 5
"""At most this many of the other legal moves are named; the rest are counted."""


def _sentence(state: GameState, action: Action, lang: str) -> str:
    return action_sentence(state, action, lang).rstrip(".")


def random_why(state: GameState, action: Action, lang: str = "en") -> str:
    """Why the random bot plays ``action`` in ``state``: at random, among how many legal moves, and which."""
    check_lang(lang)
    pt = lang == "pt"
    if state.current_player == CHANCE:
        return "O dado decide." if pt else "The die decides."
    legal = state.legal_actions()
    step = _sentence(state, action, lang)
    if len(legal) == 1:
        return (f"{step}: era a única jogada permitida, então o robô aleatório a fez." if pt else
                f"{step}: it was the only legal move, so the random bot played it.")
    others = [_sentence(state, a, lang) for a in legal if a != action]
    named = "; ".join(others[:LISTED])
    more = len(others) - LISTED
    if pt:
        rest = f" e mais {more}" if more > 0 else ""
        lead = "A outra era" if len(others) == 1 else "As outras eram"
        return (f"{step}: o robô aleatório não pesa as jogadas; escolheu ao acaso uma das {len(legal)} jogadas "
                f"permitidas, todas com a mesma chance (1 em {len(legal)}). {lead}: {named}{rest}.")
    rest = f" and {more} more" if more > 0 else ""
    lead = "The other was" if len(others) == 1 else "The others were"
    return (f"{step}: the random bot weighs nothing; it picked one of its {len(legal)} legal moves at random, each "
            f"as likely (1 in {len(legal)}). {lead}: {named}{rest}.")


def bot_why(kind: str, state: GameState, action: Action, lang: str = "en") -> str:
    """Why a seat of ``kind`` (``"greedy"`` or ``"random"``; the die for the chance seat) played ``action``."""
    check_lang(lang)
    if state.current_player == CHANCE:
        return random_why(state, action, lang)
    if kind == "greedy":
        return greedy_why(state, action, lang)
    if kind == "random":
        return random_why(state, action, lang)
    raise OptionsError(f"no bot of kind {kind!r}: expected greedy or random",
                       pt=f"não há robô do tipo {kind!r}: esperava-se guloso ou aleatório")
