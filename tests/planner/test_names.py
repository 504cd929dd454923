"""The planner names cards by their titles (issue 22, point 1): its explanation, in English and Portuguese, shows no
card or Manager id outside the engine actions a player types."""

from __future__ import annotations

import random
import re

from furnace_lab.engine import new_game
from furnace_lab.engine.core.constants import CHANCE
from furnace_lab.planner import plan_production

ANY_ID = re.compile(r"\b(?:base|ib|house)-[a-z0-9]+(?:-[a-z0-9]+)*\b")


def _production(seed: int, **options):
    state, pick = new_game(3, seed, **options), random.Random(seed)
    while state.phase != "production":
        legal = state.legal_actions()
        state.apply_in_place(state.sample_chance() if state.current_player == CHANCE else
                             legal[int(pick.random() * len(legal))])
    return state


def test_plan_explanations_name_cards_not_ids():
    for state in (_production(3), _production(7, interbellum=True)):
        plan = plan_production(state)
        for lang in ("en", "pt"):
            lines = [line for line in plan.explain(lang).splitlines()
                     if not line.startswith(("Engine actions", "Ações no motor"))]
            found = [line for line in lines if ANY_ID.search(line)]
            assert found == [], found
