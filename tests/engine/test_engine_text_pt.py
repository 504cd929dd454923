"""The Portuguese board (``state.describe("pt")``) and playthrough (``playthrough(state, "pt")``) say no English.

Random games of every setup are played; at every step the Portuguese board, and for the game the Portuguese
playthrough (every step's actions, events and the board at each phase), must hold none of a list of English
words. What may stay: card notation and actions in single quotes, JSON data in double quotes, and ids (cards,
Managers, Capitalists, Agents). The English texts are checked byte for byte by the golden files.
"""

from __future__ import annotations

import re

import pytest

from furnace_lab.engine import RandomBot, new_game
from furnace_lab.engine.describe import board_text
from furnace_lab.engine.transcript import playthrough, replay_playthrough

ENGLISH = frozenset({"the", "and", "of", "to", "on", "with", "takes", "round", "auction", "resolution", "production",
    "over", "player", "players", "card", "cards", "coal", "iron", "oil", "money", "token", "tokens", "disc", "discs",
    "company", "companies", "start-up", "startup", "capitalist", "capitalists", "manager", "managers", "agent",
    "agents", "business", "school", "schools", "compensation", "upgrade", "upgraded", "used", "chance", "dummy",
    "seed", "options", "row", "rows", "resolving", "nothing", "gain", "gets", "pays", "runs", "receives", "places",
    "wins", "end", "first", "hand", "worth", "none", "nobody", "game", "setup", "deck", "each", "for", "from", "in",
    "is", "it", "its", "not", "act", "done", "left", "right", "offer", "placed", "variable", "die", "bidder",
    "stored", "delivery", "permanent", "text", "reveals", "side", "basic", "added", "when"})
"""English words none of which a Portuguese text may hold (none of them is also a Portuguese word)."""

SETUPS = [
    (2, {}), (3, {}), (4, {}), (3, {"capitalists": False}), (3, {"production_chain": True}),
    (1, {"interbellum": True}), (2, {"interbellum": True}),
    (2, {"interbellum": True, "agent": "ib-agent-steel-magnate"}), (3, {"interbellum": True}),
    (4, {"interbellum": True, "capital_growth": True}), (5, {"interbellum": True}),
    (3, {"interbellum": True, "production_chain": True}), (5, {"interbellum": True, "production_chain": True}),
]


def _names(state) -> frozenset[str]:
    """Ids a text may name as they are."""
    g = state.spec
    return frozenset({c.id for c in g.cards} | {m.id for m in g.mgrs} | {a.id for a in g.agents}
                     | {c.id for c in g.capitalists if c is not None})


def english_words(text: str, state) -> list[str]:
    """The English words of ``text`` outside quotes and ids."""
    names = _names(state)
    for agent in state.spec.agents:  # an Agent is named by its Portuguese title (a proper name stays as it is)
        text = text.replace(agent.title_pt, " ")
    bare = re.sub(r'"[^"\n]*"', " ", re.sub(r"'[^'\n]*'", " ", text))
    return [w for w in re.findall(r"[\w-]+", bare) if w not in names and w.lower() in ENGLISH]


def _play(players: int, seed: int, options: dict, check) -> object:
    state = new_game([f"P{i}" for i in range(players)], seed, **options)
    bots = [RandomBot(seed * 10 + i) for i in range(players)]
    die = RandomBot(seed)
    while True:
        check(state)
        if state.is_terminal:
            return state
        state.apply_in_place((die if state.current_player < 0 else bots[state.current_player]).act(state))


@pytest.mark.parametrize(("players", "options"), SETUPS, ids=lambda v: str(v))
@pytest.mark.parametrize("seed", [1, 2])
def test_portuguese_board_and_playthrough_hold_no_english(players, options, seed):
    def check(state):
        pt = state.describe("pt")
        assert pt == board_text(state, "pt")
        assert str(state) == state.describe() == board_text(state, "en")
        leaked = english_words(pt, state)
        assert not leaked, f"English in the Portuguese board: {leaked}\n{pt}"

    state = _play(players, seed, options, check)
    text = playthrough(state, "pt")
    leaked = english_words(text, state)
    assert not leaked, f"English in the Portuguese playthrough: {sorted(set(leaked))}"
    assert text.count("\n-- ") == len(state.history)


@pytest.mark.parametrize(("players", "options"), [(3, {}), (2, {"interbellum": True})], ids=str)
def test_unfinished_game_has_a_portuguese_playthrough(players, options):
    state = new_game([f"P{i}" for i in range(players)], 7, **options)
    bots = [RandomBot(i) for i in range(players)]
    for _ in range(25):
        state.apply_in_place((RandomBot(0) if state.current_player < 0 else bots[state.current_player]).act(state))
    text = playthrough(state, "pt")
    assert not english_words(text, state)
    assert text.splitlines()[-1 - len(state.describe("pt").splitlines())].startswith("== fim: ")


def test_interbellum_playthrough_replays_with_the_package_catalog():
    state = _play(2, 3, {"interbellum": True, "agent": "ib-agent-steel-magnate"}, lambda s: None)
    text = playthrough(state)
    assert not any(line.startswith(("company ", "startup ")) for line in text.splitlines())
    assert replay_playthrough(text) == text


def test_unknown_language_is_refused():
    state = new_game(["Ana", "Bo"], 1)
    with pytest.raises(ValueError, match="'en' or 'pt'"):
        state.describe("de")
    with pytest.raises(ValueError, match="'en' or 'pt'"):
        playthrough(state, "fr")


def test_the_check_finds_english_in_the_english_texts():
    """The word list is not empty-handed: the English board and playthrough are caught by it."""
    state = _play(2, 1, {}, lambda s: None)
    assert english_words(str(state), state)
    assert english_words(playthrough(state), state)
