"""The state's own words (issue 27, engine/text): the text board, the state's refusals and a saved state's refusals
come from the phrase tables ``text/en/state.py`` / ``text/pt/state.py``, and none is left written in the modules that
say them."""

from __future__ import annotations

from pathlib import Path

import pytest

from furnace_lab.engine import GameState, new_game
from furnace_lab.engine.core import citations as R
from furnace_lab.engine.text import LANGUAGES
from furnace_lab.engine.text.en import state as en_state
from furnace_lab.errors import DataError, IllegalAction
from tests.engine.test_engine_text import EXPLAIN, _keys_named

ENGINE = EXPLAIN.parent
SPEAKERS = [ENGINE / "describe.py", ENGINE / "serialize.py", ENGINE / "core" / "state.py",
            *sorted((ENGINE / "interbellum").glob("*_state.py"))]
"""The modules whose words are in the state's tables."""


def test_every_key_they_name_is_in_the_tables_and_every_state_key_is_named() -> None:
    named = set().union(*(_keys_named(path) for path in SPEAKERS))
    assert named <= set(LANGUAGES["en"]), sorted(named - set(LANGUAGES["en"]))
    assert set(en_state.PHRASES) <= named, sorted(set(en_state.PHRASES) - named)


@pytest.mark.parametrize("path", SPEAKERS, ids=lambda p: Path(p).name)
def test_no_sentence_of_the_state_tables_is_left_in_the_modules(path: Path) -> None:
    source = path.read_text(encoding="utf-8")
    for lang in LANGUAGES:
        for key in en_state.PHRASES:
            start = LANGUAGES[lang][key].split("{")[0].strip()
            assert len(start) < 12 or start not in source, (key, lang, path.name)


def test_furnace_chance_die_refused_in_both_languages() -> None:
    """furnace_lab.chance.die: no die roll outside the dummy's turn, said in English and Portuguese."""
    state = new_game(3, 7)
    with pytest.raises(IllegalAction) as refused:
        state.sample_chance()
    assert refused.value.rule_id == R.ENGINE_DIE
    assert "no die roll is due now" in str(refused.value)
    assert refused.value.pt is not None and "nenhum dado deve ser rolado agora" in refused.value.pt


def test_a_saved_state_refused_and_the_board_in_both_languages() -> None:
    with pytest.raises(DataError) as refused:
        GameState.from_json('{"format": "furnace_lab.state/0"}')
    assert str(refused.value).endswith("not a saved furnace_lab state (expected format 'furnace_lab.state/1')")
    assert refused.value.pt is not None and refused.value.pt.endswith(
        "não é um estado salvo do furnace_lab (esperava-se o formato 'furnace_lab.state/1')")
    state = new_game(2, 3, interbellum=True, agent="ib-agent-steel-magnate")
    assert "Auction row:" in state.describe() and "Linha do leilão:" in state.describe("pt")
    assert state.describe().splitlines()[-1].startswith("Agent ")
    assert state.describe("pt").splitlines()[-1].startswith("Agente ")
