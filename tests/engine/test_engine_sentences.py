"""Actions offered as sentences (issue 22, point 1): every legal action of random games reads as words in English
and Portuguese, naming cards and Managers by their titles, never by the notation or an id."""

from __future__ import annotations

import re

import pytest

from furnace_lab.cards.names import card_name
from furnace_lab.engine import RandomBot, new_game
from furnace_lab.engine.core.constants import CHANCE
from furnace_lab.engine.sentences import action_sentence

ANY_ID = re.compile(r"\b(?:base|ib|house)-[a-z0-9]+(?:-[a-z0-9]+)*\b")
NOTATION = re.compile(r"\d@\d")
SHOWN_WHOLE = 120
"""The most characters a sentence may have: a drop-down as wide as a 1024-px page shows about 130 of them whole."""
ENGLISH_IN_PT = re.compile(r"\b(?:Place|Use|Run|Upgrade|card|disc|coal|iron|oil|money|token|times|once|Done)\b")

GAMES = [
    (["Ana", "Bo"], {}),
    (["Ana", "Bo", "Cy"], {"production_chain": True}),
    (["Ana", "Bo", "Cy", "Di"], {"interbellum": True}),
    (["Ana", "Bo", "Cy", "Di", "Ed"], {"interbellum": True}),
    (["Ana", "Bo"], {"interbellum": True, "agent": "ib-agent-steel-magnate"}),
    (["Ana"], {"interbellum": True}),
]


@pytest.mark.parametrize(("players", "options"), GAMES, ids=lambda v: str(v))
def test_every_legal_action_reads_as_a_sentence_in_both_languages(players, options):
    state = new_game(players, 5, **options)
    bots = [RandomBot(50 + p) for p in range(len(players))]
    kinds = set()
    while not state.is_over:
        for action in state.legal_actions():
            kinds.add(type(action).__name__)
            en, pt = action_sentence(state, action, "en"), action_sentence(state, action, "pt")
            for text in (en, pt):
                assert not ANY_ID.search(text) and not NOTATION.search(text), (str(action), text)
                assert not text.startswith(str(action)), (str(action), text)
                assert len(text) <= SHOWN_WHOLE, (str(action), len(text), text)
            assert en != pt and not ENGLISH_IN_PT.search(pt), (str(action), pt)
        player = state.current_player
        state.apply_in_place((bots[0] if player == CHANCE else bots[player]).act(state))
    assert "Bid" in kinds and len(kinds) >= 3


def test_sentences_name_the_card_and_the_disc():
    state = new_game(["Ana", "Bo", "Cy"], 1)
    third = state.row[2]
    assert action_sentence(state, "bid 2@3") == f"Place Capital disc 2 on card 3: {card_name(third)}"
    pt = f"Colocar o Disco de Capital 2 na carta 3: {card_name(third, 'pt')}"
    assert action_sentence(state, "bid 2@3", "pt") == pt


def test_long_sentences_take_their_short_form_and_stay_whole_in_a_drop_down():
    """Issue 22, point 3: a pair bid naming two long titles (159 characters in English, 199 in Portuguese) was cut in
    the game explorer's Play menu at 1024 px; past the limit it names the extra disc's card by its place in the row."""
    from furnace_lab.engine.sentences import LIMIT, _say

    first, second = card_name("base-s14", "pt"), card_name("base-s3", "pt")
    fields = {"disc": 1, "position": 6, "card": first, "extra": 7, "other": second}
    pt = _say("sentences.pair", "pt", **fields)
    assert pt == f"Pôr o disco 1 na carta 6: {first}, e o extra na carta 7" and len(pt) <= SHOWN_WHOLE
    en = _say("sentences.pair", "en", **{**fields, "card": card_name("base-s14"), "other": card_name("base-s3")})
    assert en.endswith("and the extra disc on card 7") and len(en) <= LIMIT
    short = _say("sentences.pair", "en", **{**fields, "card": "Coal mine", "other": "Oil well"})
    assert short == "Place Capital disc 1 on card 6: Coal mine, and your extra disc on card 7: Oil well"
