"""explain()'s sentences, byte for byte (issue 27: the texts moved into engine/text's phrase tables unchanged).

A few seeded games of different setups are played at random; at every decision every legal action, and a sample
of actions seen earlier in the game (mostly refused now), is explained in English and Portuguese. Up to ten
distinct explanations per rule ID and language, sorted, must equal ``explain_texts.txt``. An intended change of a
text regenerates the file (``python tests/engine/test_explain_texts.py``); its diff shows which sentences changed.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from furnace_lab.engine import CHANCE, new_game
from furnace_lab.engine.explain import explain

EXPECTED = Path(__file__).with_name("explain_texts.txt")
GAMES: list[tuple[int, int, dict[str, Any]]] = [
    (3, 1, {}),
    (2, 2, {"production_chain": True}),
    (4, 3, {"interbellum": True}),
    (5, 4, {"interbellum": True}),
    (3, 5, {"variable_discs": True, "capital_growth": True, "new_capitalists": True}),
    (2, 6, {"managers": True, "new_companies": True}),
]
"""(players, seed, options) of the games explained."""


PER_RULE = 10
"""At most this many explanations kept per rule ID and language (evenly spread over the sorted distinct ones):
a paired-disc game alone words thousands of placements that differ only in their numbers."""


def explanations() -> list[str]:
    """The explanations kept (see :data:`PER_RULE`), as ``text [rule ID]``, sorted."""
    seen: set[str] = set()
    for players, seed, options in GAMES:
        state, rnd = new_game(players, seed, **options), random.Random(seed)
        earlier: list[Any] = []
        while not state.is_over:
            if state.current_player == CHANCE:
                state.apply_in_place(state.sample_chance())
                continue
            legal = state.legal_actions()
            for action in [*legal, *rnd.sample(earlier, min(len(earlier), 3))]:
                for lang in ("en", "pt"):
                    seen.add(str(explain(state, action, lang)))
            earlier.extend(a for a in legal if len(earlier) < 200 and a not in earlier)
            state.apply_in_place(legal[rnd.randrange(len(legal))])
    groups: dict[tuple[str, bool], list[str]] = {}
    for text in sorted(seen):
        groups.setdefault((text.rsplit("[", 1)[1], text.startswith(("Permitido", "Não permitido"))), []).append(text)
    kept = [texts[i * len(texts) // PER_RULE] for texts in groups.values() for i in range(min(PER_RULE, len(texts)))]
    return sorted(set(kept))


def test_explain_says_the_same_words() -> None:
    """furnace.auction.place-one-disc, furnace.production.each-card-once and every other rule explain() cites:
    the explanations of the games are exactly the recorded ones."""
    expected = EXPECTED.read_text(encoding="utf-8").splitlines()
    found = explanations()
    assert found == expected, sorted(set(found) ^ set(expected))[:20]


if __name__ == "__main__":
    EXPECTED.write_text("\n".join(explanations()) + "\n", encoding="utf-8")
