"""Names wherever a person reads (issue 22, point 1): the log, the board and the explanations name every card,
Capitalist, Manager, Agent and module by its title in the reader's language, never by its id."""

from __future__ import annotations

import random
import re

import pytest

from furnace_lab.cards.loader import load_catalog
from furnace_lab.cards.names import card_name, title_pair
from furnace_lab.engine import RandomBot, new_game
from furnace_lab.engine.core.constants import CHANCE
from furnace_lab.engine.core.naming import module_name
from furnace_lab.engine.core.options import MODULES
from furnace_lab.engine.explain import explain

CATALOG = load_catalog()
ANY_ID = re.compile(r"\b(?:base|ib|house)-[a-z0-9]+(?:-[a-z0-9]+)*\b")
MODULE_IDS = re.compile(r"\b(?:" + "|".join(re.escape(m) for m in MODULES if "-" in m or "_" in m) + r")\b")

GAMES = [
    (["Ana", "Bo", "Cy"], {}),
    (["Ana", "Bo"], {}),
    (["Ana", "Bo", "Cy"], {"capitalists": False, "production_chain": True}),
    (["Ana", "Bo", "Cy", "Di"], {"interbellum": True}),
    (["Ana", "Bo"], {"interbellum": True, "agent": "ib-agent-steel-magnate"}),
    (["Ana", "Bo", "Cy", "Di", "Ed"], {"interbellum": True, "production_chain": True}),
    (["Ana"], {"interbellum": True, "agents": ["ib-agent-steel-magnate", "house-agent-coal-baron"]}),
]


ENGLISH_WORDS = re.compile(r"\b(?:coal|iron|oil|money|tokens?|card|disc|takes|places|upgrades?|gain|the|and|with|"
                           r"from|row|runs?|Player|you|text|permanent)\b")
"""English words a Portuguese line once carried (a row in the notation, "text: gain 1 coal per card ...")."""


def _no_ids(text: str, where: str) -> None:
    found = ANY_ID.search(text) or MODULE_IDS.search(text)
    assert found is None, f"{where} shows the id {found.group()!r}: {text}"


@pytest.mark.parametrize(("players", "options"), GAMES, ids=lambda v: str(v))
@pytest.mark.parametrize("seed", [1, 2])
def test_every_log_line_and_board_names_cards_not_ids(players, options, seed):
    """Every event of random games, in English and Portuguese, and the board at each phase, carry no card or module
    id (they did: "Setup (base, capitalists, two-player-dummy) ... Capitalists: base-cap-henry")."""
    state = new_game(players, seed, **options)
    pick = random.Random(seed)
    boards = []
    bots = [RandomBot(seed * 10 + p) for p in range(len(players))]
    while not state.is_over:
        if pick.random() < 0.05:
            boards.append(state.describe("en"))
            boards.append(state.describe("pt"))
            legal = state.legal_actions()
            for action in legal[:4]:
                for lang in ("en", "pt"):
                    _no_ids(explain(state, action, lang).text, f"the explanation of {action}")
                said = explain(state, action, "pt").text.split(" [")[0]
                assert not ENGLISH_WORDS.search(said), f"English in Portuguese: {said}"
        player = state.current_player
        state.apply_in_place((bots[0] if player == CHANCE else bots[player]).act(state))
    for event in state.log:
        for lang in ("en", "pt"):
            _no_ids(event.explain(lang), f"a {event.kind} event in {lang}")
        english = ENGLISH_WORDS.search(event.explain("pt"))
        assert english is None, f"English in Portuguese: {event.explain('pt')}"
    for board in (*boards, state.describe("en"), state.describe("pt")):
        _no_ids(board, "the board")


def test_card_name_in_each_language_and_ids_it_does_not_know():
    assert card_name("base-cap-henry") == "Henry" == card_name("base-cap-henry", "pt")
    assert card_name("ib-school-coal", "pt") == "Escola de Negócios: carvão"
    assert card_name("base-o1") == CATALOG.card("base-o1").title
    assert card_name("base-o1", "pt") == CATALOG.card("base-o1").title_pt
    assert card_name("x-made-up") == "x-made-up"  # nothing invented


def test_a_card_written_in_the_notation_takes_the_catalog_names_and_a_custom_title_stays():
    assert title_pair("base-o1", "base-o1") == (CATALOG.card("base-o1").title, CATALOG.card("base-o1").title_pt)
    assert title_pair("base-o1", "My own mine") == ("My own mine", "My own mine")
    assert title_pair("x-1", "x-1") == ("x-1", "x-1")


def test_module_names_in_both_languages():
    assert module_name("two-player-agent") == "two-player Agent"
    assert module_name("new_companies", "pt") == "Companhias de Interbellum"
    setup = new_game(["Ana", "Bo"], 3, interbellum=True, agent="ib-agent-steel-magnate").log[0]
    assert "two-player Agent" in setup.explain("en") and "Agente para 2 jogadores" in setup.explain("pt")


def test_log_words_around_names_read_right() -> None:
    """furnace_lab.production.player-order: one player "produces" (not "produce in turn"); a Start-up is named
    once, not "the Start-up Start-up selling oil" (interbellum.five-players.fifth-chooses) nor "Start-up Start-up
    selling coal"."""
    from furnace_lab import production_position

    solo = new_game(["Ana"], 4, interbellum=True, agents=["ib-agent-steel-magnate", "house-agent-coal-baron"])
    while solo.phase != "production" and not solo.is_over:
        solo = solo.apply(solo.legal_actions()[0])
    production = next(e for e in solo.log if e.kind == "production")
    assert production.explain("en").endswith("Ana produces.") and production.explain("pt").endswith("Ana produz.")
    position = production_position(["base-c1"], startup="base-startup-1").log[-1]
    for lang in ("en", "pt"):
        assert "Start-up Start-up" not in position.explain(lang) and "Carta Inicial Carta" not in position.explain(lang)
    five = new_game(5, 1, interbellum=True)
    while not any("fifth in the first round" in e.explain("en") for e in five.log):
        five = five.apply(five.legal_actions()[0])
    kept = next(e for e in five.log if "fifth in the first round" in e.explain("en")).explain("en")
    assert "the Start-up Start-up" not in kept and "keeps the Capitalist Start-up" not in kept


def test_furnace_production_each_card_once_refusal_names_the_card() -> None:
    """furnace.production.each-card-once: the refusal of a card used twice names it in the reader's language, not
    by its id (a lesson's learner met "base-c7 was already used this production phase")."""
    from furnace_lab import production_position

    state = production_position(["base-c7", "base-c2"], startup="base-startup-1").apply("use base-c7")
    while state.current_card is not None:
        state = state.apply(state.legal_actions()[0])
    for lang in ("en", "pt"):
        said = str(state.explain("use base-c7", lang))
        assert card_name("base-c7", lang) in said and "base-c7" not in said
        assert "furnace.production.each-card-once" in said
