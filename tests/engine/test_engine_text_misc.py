"""The words of options, actions, sentences and records live in the phrase tables (issue 27, engine/text): every key
these modules name is in the tables, no sentence of their tables is left written in them, and their errors and
names still read the same in English and Portuguese."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from furnace_lab.engine import MODULES, new_game
from furnace_lab.engine.core import citations as R
from furnace_lab.engine.core.naming import module_name
from furnace_lab.engine.text import LANGUAGES
from furnace_lab.engine.text.en import actions as en_actions
from furnace_lab.engine.text.en import cards as en_cards
from furnace_lab.engine.text.en import constants as en_constants
from furnace_lab.engine.text.en import options as en_options
from furnace_lab.engine.text.en import position as en_position
from furnace_lab.engine.text.en import records as en_records
from furnace_lab.engine.text.en import sentences as en_sentences
from furnace_lab.engine.text.en import shapes as en_shapes
from furnace_lab.errors import OptionsError

ENGINE = Path(__file__).resolve().parents[2] / "furnace_lab" / "engine"

CONVERTED: dict[str, tuple[str, object]] = {
    "core/options.py": ("options.", en_options),
    "core/actions.py": ("actions.", en_actions),
    "sentences.py": ("sentences.", en_sentences),
    "records.py": ("records.", en_records),
    "record_files.py": ("records.", en_records),
    "saved_shapes.py": ("shapes.", en_shapes),
    "position.py": ("position.", en_position),
    "core/constants.py": ("constants.", en_constants),
    "core/cards.py": ("cards.", en_cards),
}
"""Each converted module, with its keys' prefix and its English table."""
NAMES = frozenset(f"options.module.{module}" for module in MODULES)
"""The modules' names: checked by test_module_names_come_from_the_tables instead (a name such as "Managers and
Business Schools" is also, by chance, an option's one-line meaning in OPTIONS, English only and not a message)."""


def _keys_named(source: str) -> set[str]:
    """The phrase keys a module names as literal text (passed to cited/phrase/say/refused, or kept in a table)."""
    return {node.value for node in ast.walk(ast.parse(source))
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in LANGUAGES["en"]}


def _texts(source: str) -> list[str]:
    """The module's string constants, docstrings left out (a docstring may quote what a message says)."""
    tree = ast.parse(source)
    docs = {id(node.body[0].value) for node in ast.walk(tree)
            if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef)) and node.body
            and isinstance(node.body[0], ast.Expr) and isinstance(node.body[0].value, ast.Constant)}
    return [node.value for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs]


@pytest.mark.parametrize("module", sorted(CONVERTED))
def test_every_key_the_module_names_is_in_the_tables_and_no_sentence_is_left_there(module: str) -> None:
    prefix, table = CONVERTED[module]
    source = (ENGINE / module).read_text(encoding="utf-8")
    own = {key for key in table.PHRASES}  # type: ignore[attr-defined]
    assert all(key.startswith(prefix) for key in own)
    named = {key for key in _keys_named(source) if key.startswith(prefix)}
    assert named and named <= set(LANGUAGES["en"])
    texts = _texts(source)
    for lang, words in LANGUAGES.items():
        for key in own - NAMES:
            start = words[key].split("{")[0]
            if len(start) >= 12:
                assert not any(start in text for text in texts), (module, lang, key)


def test_module_names_come_from_the_tables() -> None:
    """The module registry holds a phrase key per module, never its words."""
    for module in MODULES.values():
        assert not hasattr(module, "en") and not hasattr(module, "pt")
        assert module.name("en") == LANGUAGES["en"][module.name_key]
    assert module_name("two-player-agent") == "two-player Agent"
    assert module_name("two-player-agent", "pt") == "Agente para 2 jogadores"
    assert module_name("no-such-module", "pt") == "no-such-module"


def test_furnace_lab_setup_player_count_refused_in_both_languages() -> None:
    """furnace_lab.setup.player-count: one player without Interbellum is refused, in English and Portuguese."""
    with pytest.raises(OptionsError) as caught:
        new_game(1, seed=1)
    assert caught.value.rule_id == R.ENGINE_PLAYER_COUNT
    assert str(caught.value) == ("a game for 1 player needs Interbellum (interbellum=True or one of its modules); "
                                 "the base game is for 2-4 [furnace_lab.setup.player-count]")
    assert caught.value.message("pt") == ("uma partida para 1 jogador precisa de Interbellum ('interbellum=True' ou "
                                          "um de seus módulos); o jogo base é para 2 a 4 jogadores "
                                          "[furnace_lab.setup.player-count]")


def test_interbellum_five_players_row_module_count_in_both_languages() -> None:
    """interbellum.five-players.row: the module's count is named with "or"/"ou" and its name in each language."""
    from furnace_lab.engine.core.options import _check_modules

    with pytest.raises(OptionsError) as caught:
        _check_modules(["base", "agent-schools"], 3)
    assert str(caught.value).startswith("Agents' fallback bids may go to Business Schools is for 1 or 2 players, "
                                        "not 3 [")
    assert caught.value.message("pt").startswith("o lance alternativo dos Agentes pode ir a uma Escola de Negócios: "
                                                 "só para 1 ou 2 jogadores, não 3 [")


def test_an_unknown_option_is_quoted_in_each_language() -> None:
    """furnace_lab.setup.seeded: a long unknown name is cut short, counted in each language's word."""
    with pytest.raises(OptionsError) as caught:
        new_game(3, 1, **{"q" * 100: 1})
    assert "… (100 characters); options are capitalists, production_chain" in str(caught.value)
    assert "… (100 caracteres); as opções são 'capitalists', 'production_chain'" in caught.value.message("pt")


def test_furnace_lab_actions_whose_turn_unreadable_notation_in_both_languages() -> None:
    """furnace_lab.actions.whose-turn: notation that cannot be read says what was expected, in each language, its
    placeholders in the language's words (CARD, CARTA)."""
    from furnace_lab.engine.core.actions import read_action
    from furnace_lab.errors import NotationError

    with pytest.raises(NotationError) as caught:
        read_action("insert base-c1")
    assert caught.value.rule_id == R.ENGINE_TURN
    assert str(caught.value) == ("cannot read action 'insert base-c1': expected 'insert CARD@P' with P the position "
                                 "[furnace_lab.actions.whose-turn]")
    assert caught.value.message("pt") == ("não foi possível ler a ação 'insert base-c1': esperava-se "
                                          "'insert CARTA@P', com P a posição [furnace_lab.actions.whose-turn]")


def test_furnace_lab_actions_whose_turn_value_out_of_range_in_both_languages() -> None:
    """furnace_lab.actions.whose-turn: an action built with a value it cannot hold names the value in each
    language, and the notation's error carries the same words."""
    from furnace_lab.engine.core.actions import Bid, read_action
    from furnace_lab.errors import ActionError, NotationError

    with pytest.raises(ActionError) as built:
        Bid(3, 0)
    assert built.value.problem == "card position must be between 1 and 99, not 0"
    assert built.value.problem_pt == "a posição da carta deve estar entre 1 e 99, não 0"
    with pytest.raises(NotationError) as read:
        read_action("manager fly")
    assert read.value.problem.endswith("expected one of coal-iron, oil, token, upgrade, repeat-delivery, free, "
                                       "discard")
    assert read.value.problem_pt.endswith("esperava-se um destes: 'coal-iron', 'oil', 'token', 'upgrade', "
                                          "'repeat-delivery', 'free', 'discard'")


def test_furnace_auction_place_one_disc_sentence_in_both_languages() -> None:
    """furnace.auction.place-one-disc: a bid offered as a sentence names the disc, the place and the card, in each
    language; a row run twice says "2 times" / "2 vezes"."""
    from furnace_lab.cards.names import card_name
    from furnace_lab.engine.sentences import _times, action_sentence

    state = new_game(3, 7, capitalists=False)
    first = state.row[0]
    assert action_sentence(state, "bid 4@1") == f"Place Capital disc 4 on card 1: {card_name(first)}"
    pt = card_name(first, "pt")
    assert action_sentence(state, "bid 4@1", "pt") == f"Colocar o Disco de Capital 4 na carta 1: {pt}"
    assert (_times(1)("en"), _times(2)("en"), _times(1)("pt"), _times(2)("pt")) == ("once", "2 times", "1 vez",
                                                                                     "2 vezes")


def test_furnace_lab_records_refusals_in_both_languages(tmp_path: Path) -> None:
    """A record's JSON and file refusals (no rule: a record is the package's own format) read the same in each
    language: the JSON parser's and the system's own words in English, the tables' in Portuguese."""
    from furnace_lab.engine.records import Record, load_record
    from furnace_lab.errors import RecordError

    with pytest.raises(RecordError) as bad_json:
        Record.from_json("{")
    assert str(bad_json.value).startswith("not valid JSON: Expecting property name")
    assert bad_json.value.message("pt") == "JSON inválido: linha 1, coluna 2"
    with pytest.raises(RecordError) as missing:
        load_record(tmp_path / "none.json")
    assert str(missing.value).endswith("none.json: No such file or directory")
    assert missing.value.message("pt").endswith("none.json: o arquivo não existe")
    (tmp_path / "latin.json").write_bytes(b"\xff")
    with pytest.raises(RecordError) as latin:
        load_record(tmp_path / "latin.json")
    assert str(latin.value).endswith("latin.json: not UTF-8 text (byte 0)")
    assert latin.value.message("pt").endswith("latin.json: o arquivo não está em UTF-8 (byte 0)")


def test_a_saved_state_cut_short_is_refused_in_both_languages() -> None:
    """A saved state whose row bids miss a card is refused, naming the field, in each language (no rule: a saved
    state is the package's own format)."""
    import json

    from furnace_lab.engine import GameState
    from furnace_lab.errors import DataError

    saved = json.loads(new_game(3, 1).to_json())
    saved["state"]["row_bids"] = saved["state"]["row_bids"][:3]
    with pytest.raises(DataError) as caught:
        GameState.from_json(json.dumps(saved))
    assert caught.value.field == "row_bids"
    assert str(caught.value).endswith("expected 7 (one per card of the auction row), found 3")
    assert caught.value.message("pt").endswith("esperava-se 7 (um por carta da linha do leilão), mas veio 3")


def test_furnace_lab_position_production_only_bad_resources_in_both_languages() -> None:
    """furnace_lab.position.production-only: a position's resources that Bundle refuses are explained in the card
    module's own words in English and in the base rules' words in Portuguese."""
    from furnace_lab.engine import production_position

    with pytest.raises(OptionsError) as caught:
        production_position(resources={"coal": -1})
    assert caught.value.rule_id == R.ENGINE_POSITION
    assert str(caught.value) == ("bad resources: Bundle.coal must not be negative, got -1 "
                                 "[furnace_lab.position.production-only]")
    assert caught.value.message("pt") == ("recursos inválidos: a quantidade de carvão ('coal') não pode ser "
                                          "negativa, mas veio -1 [furnace_lab.position.production-only]")


def test_furnace_round_phases_named_in_both_languages() -> None:
    """furnace.round.four-rounds: each of a round's phases (and the game's end) has its name in each language."""
    from furnace_lab.engine.core.constants import PHASE_NAMES, phase_name

    assert [phase_name(code) for code in range(4)] == list(PHASE_NAMES)
    assert [phase_name(code, "pt") for code in range(4)] == [
        "leilão", "resolução", "produção", "fim de jogo"]


def test_a_saved_capitalist_with_an_unknown_ability_is_refused_in_both_languages() -> None:
    """furnace.setup.capitalist: a Capitalist read back from a saved state must have an ability the engine plays;
    the refusal names the field, in English as before and now in Portuguese too."""
    from furnace_lab.engine.core.cards import capitalist_from_definition
    from furnace_lab.errors import DataError

    with pytest.raises(DataError) as caught:
        capitalist_from_definition("c", {"ability": "fly"})
    assert str(caught.value) == "id 'c', field 'ability': unknown ability 'fly'"
    assert caught.value.message("pt") == "id 'c', campo 'ability': habilidade desconhecida 'fly'"
    with pytest.raises(DataError) as nested:
        capitalist_from_definition("c", {"ability": "repeat-card", "params": [["cost", "3 gold"]]})
    assert nested.value.message("pt").startswith("id 'c': definição de Capitalista malformada: não foi possível ler "
                                                 "o efeito '3 gold'")
