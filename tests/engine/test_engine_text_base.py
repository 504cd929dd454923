"""The base rules' words live in the phrase tables (issue 27, engine/text): production.py, resolution.py,
capitalists.py, setup.py and rounds.py name phrase keys (``base.*``), and their refusals, errors and log lines read the
same as before in English and Portuguese."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from engine_helpers import CATALOG, play

from furnace_lab.engine import new_game, production_position
from furnace_lab.engine.base import production
from furnace_lab.engine.base.capitalists import NAMES_EN, NAMES_PT, _bad_cost, ability_words, hooks_for
from furnace_lab.engine.core import citations as R
from furnace_lab.engine.core.actions import Compensate, Done, RepeatCard, Run, UpgradeCard, UseCard
from furnace_lab.engine.core.cards import CapitalistInfo
from furnace_lab.engine.explain import why_not
from furnace_lab.engine.text import LANGUAGES
from furnace_lab.errors import NotationError, OptionsError

BASE = Path(__file__).resolve().parents[2] / "furnace_lab" / "engine" / "base"
MODULES = [BASE / f"{name}.py" for name in ("production", "resolution", "capitalists", "setup", "rounds")]
OURS = {key for key in LANGUAGES["en"] if key.startswith("base.")}
PORTUGUESE_LETTERS = re.compile("[ãõçáéíóúâêôà]")


def _keys_named(tree: ast.AST) -> set[str]:
    """The phrase keys a module names: passed to cited/phrase/say, or kept in a table of keys."""
    return {node.value for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in LANGUAGES["en"]}


def _docstrings(tree: ast.AST) -> set[int]:
    """The ids of the docstring constants of a module (the module's, its classes', functions' and names')."""
    found = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(body, list):
            for item in body:
                if isinstance(item, ast.Expr) and isinstance(item.value, ast.Constant):
                    found.add(id(item.value))
    return found


@pytest.mark.parametrize("path", MODULES, ids=lambda p: p.stem)
def test_no_sentence_is_left_in_a_base_rule_module(path: Path) -> None:
    """No text the module writes (its string constants, docstrings aside) holds a template of the base tables (any
    fixed part of 12 characters or more) or Portuguese: its words come from the tables."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docs = _docstrings(tree)
    texts = [node.value for node in ast.walk(tree)
             if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs]
    assert texts  # the module has texts to look at (phrase keys at least, or names)
    for text in texts:
        assert not PORTUGUESE_LETTERS.search(text), text
        for key in OURS:
            for table in LANGUAGES.values():
                for part in re.split(r"\{[^}]*\}", table[key]):
                    assert len(part) < 12 or part not in text, (key, part, text)


def test_every_key_the_base_rules_name_is_in_the_tables_and_every_base_key_is_named() -> None:
    named: set[str] = set()
    for path in MODULES:
        named |= _keys_named(ast.parse(path.read_text(encoding="utf-8")))
    assert named <= set(LANGUAGES["en"])
    assert not OURS - named, sorted(OURS - named)
    assert len(OURS) >= 50


def _production(**resources: int):
    return production_position(["refinery", "coalmine"], startup="st-coal", resources=resources, catalog=CATALOG)


def test_furnace_production_each_card_once_refusals_in_both_languages() -> None:
    """furnace.production.each-card-once, furnace_lab.production.all-cards, furnace.startup.upgrade,
    furnace.effects.processing, furnace.capitalist.repeat-card: the refusals between cards."""
    s = _production(coal=3)
    play(s, "use coalmine")
    assert why_not(s, UseCard("coalmine")) == (
        R.EACH_CARD_ONCE, "coalmine was already used this production phase",
        "coalmine já foi usada nesta fase de produção")
    assert why_not(s, UseCard("nonesuch")) == (
        R.EACH_CARD_ONCE, "nonesuch is not one of your cards", "nonesuch não é uma carta sua")
    assert why_not(s, Done()) == (
        R.ENGINE_ALL_CARDS, "every card must be resolved before you finish production",
        "todas as cartas devem ser resolvidas antes de terminar a produção")
    assert why_not(s, UpgradeCard("refinery")) == (
        R.STARTUP_UPGRADE, "upgrades are made on your Start-up's upgrade row: use your Start-up first",
        "melhorias são feitas na linha de melhoria da Carta Inicial: use-a primeiro")
    assert why_not(s, Run(1)) == (
        R.PROCESSING, "no processing row is being resolved: choose a card to use",
        "nenhuma linha de processamento está em curso: escolha uma carta")
    assert why_not(s, RepeatCard("coalmine")) == (
        R.CAP_REPEAT, "only the repeat-card Capitalist may use a card again",
        "só o Capitalista que repete cartas pode usar uma carta de novo")
    assert why_not(s, Compensate(1)) == production.NOT_PRODUCTION == (
        R.PHASES, "it is the production phase: use your cards ('use CARD', 'run N', 'upgrade CARD', 'done')",
        "é a fase de produção: use suas cartas ('use CARTA', 'run N', 'upgrade CARTA', 'done')")


def test_furnace_effects_processing_refusals_name_the_row_in_each_language() -> None:
    """furnace.effects.processing(-limit), furnace.production.no-going-back: the row quoted in the notation in
    English, in the card faces' words in Portuguese; "1 run" / "1 execução" in the right number."""
    s = _production(coal=3)
    play(s, "use refinery")
    assert why_not(s, Run(2)) == (
        R.PROCESSING, "you can pay for only 1 run of '2 coal -> 2 money x2'",
        "seus recursos pagam apenas 1 execução do efeito (2 carvões → $2, até 2×)")
    assert why_not(s, Run(3)) == (
        R.PROCESSING_LIMIT, "'2 coal -> 2 money x2' may run at most 2 times",
        "o efeito (2 carvões → $2, até 2×) pode ser executado no máximo 2 vezes")
    assert why_not(s, UseCard("coalmine")) == (
        R.NO_GOING_BACK, "finish refinery first: choose how often to run '2 coal -> 2 money x2' ('run N')",
        "termine refinery primeiro: escolha quantas vezes executar o efeito (2 carvões → $2, até 2×) ('run N')")


def test_furnace_startup_upgrade_refusals_in_both_languages() -> None:
    """furnace.startup.no-upgrade and furnace.startup.upgrade on the Start-up's upgrade row; a row's upgrade limit
    and an unpayable cost (which no printed card reaches in play) are asked of the row directly."""
    s = _production(coal=3, token=0)
    play(s, "use st-coal", "run 0")
    row = s._rows[s._row_index]
    assert why_not(s, UpgradeCard("st-coal")) == (
        R.STARTUP_NO_UPGRADE, "Start-ups cannot be upgraded", "Cartas Iniciais não podem ser melhoradas")
    assert why_not(s, UseCard("coalmine")) == (
        R.NO_GOING_BACK, "finish st-coal's upgrade row first ('upgrade CARD' or 'done')",
        "termine a linha de melhoria de st-coal primeiro ('upgrade CARTA' ou 'done')")
    s._upgrades_on_row = 1
    assert production._why_not_upgrade(s, 0, (*row[:3], 1, row[4]), UpgradeCard("refinery")) == (
        R.STARTUP_UPGRADE, "this row upgrades at most 1 Companies", "esta linha melhora no máximo 1 Companhias")
    dear = (row[0], ((0, 99),), row[2], None, row[4])
    assert production._why_not_upgrade(s, 0, dear, UpgradeCard("refinery")) == (
        R.STARTUP_UPGRADE, "an upgrade costs 99 coal; you cannot pay it",
        "uma melhoria custa 99 carvões; você não pode pagar")


def test_furnace_setup_capitalist_errors_in_both_languages() -> None:
    """furnace.setup.capitalist, furnace.capitalist.extra-disc, furnace.capitalist.repeat-card: a Capitalist the
    engine cannot play is refused, saying why in English and Portuguese."""
    with pytest.raises(OptionsError) as info:
        hooks_for(CapitalistInfo("x", "T", "flying"))
    assert str(info.value).startswith("Capitalist 'x' has ability 'flying', which is not a base-game ability; the "
                                      "base engine plays repeat-card, compensation-plus-one, ")
    assert info.value.message("pt").startswith("o Capitalista 'x' tem a habilidade 'flying', que não é do jogo base; "
                                               "o motor do jogo base joga 'repeat-card', 'compensation-plus-one', ")
    with pytest.raises(OptionsError) as info:
        hooks_for(CapitalistInfo("y", "T", "extra-disc", (("value", 0),)))
    assert str(info.value) == "Capitalist 'y': extra disc value must be 1..9, not 0 [furnace.capitalist.extra-disc]"
    assert info.value.message("pt") == ("Capitalista 'y': o disco extra deve valer de 1 a 9, não 0 "
                                        "[furnace.capitalist.extra-disc]")
    with pytest.raises(OptionsError) as info:
        hooks_for(CapitalistInfo("z", "T", "repeat-card", (("cost", "2 blah"),)))
    assert str(info.value) == ("Capitalist 'z': bad cost '2 blah': cannot read effect '2 blah': unknown resource "
                               "'blah'; expected one of coal, iron, oil, token, money [furnace.capitalist.repeat-card]")
    assert info.value.message("pt").startswith("Capitalista 'z': custo ilegível '2 blah': recurso desconhecido 'blah'")


def test_a_notation_error_without_portuguese_gets_the_tables_words() -> None:
    """furnace.capitalist.repeat-card: an unreadable cost whose notation error has no Portuguese."""
    error = NotationError("2 x", "no idea")
    refused = _bad_cost(R.CAP_REPEAT, "z", "2 x", error)
    assert refused.message("pt") == ("Capitalista 'z': custo ilegível '2 x': esperava-se uma quantia de recursos, "
                                     "como '2 coal' [furnace.capitalist.repeat-card]")
    assert str(refused) == f"Capitalist 'z': bad cost '2 x': {error} [furnace.capitalist.repeat-card]"


def test_furnace_lab_setup_seeded_errors_in_both_languages() -> None:
    """furnace_lab.setup.seeded: a catalog that is not a Catalog, readings that are not a mapping."""
    with pytest.raises(OptionsError) as info:
        new_game(3, 1, catalog=[1, 2])
    assert str(info.value) == ("catalog must be a card Catalog (as 'furnace_lab.cards.load_catalog()' gives), not "
                               "list [furnace_lab.setup.seeded]")
    assert info.value.message("pt") == ("'catalog' deve ser um catálogo de cartas (como o que "
                                        "'furnace_lab.cards.load_catalog()' dá), não 'list' [furnace_lab.setup.seeded]")
    with pytest.raises(OptionsError) as info:
        new_game(3, 1, readings=[1, 2])
    assert info.value.message("pt") == ("'readings' deve associar ids de cartas (ou 'card-id.field') a chaves de "
                                        "leitura [furnace_lab.setup.seeded]")


def test_the_capitalists_abilities_in_words() -> None:
    """furnace.setup.capitalist: each ability in a few words in each language, from the tables."""
    assert ability_words("repeat-card", "en") == NAMES_EN["repeat-card"] == \
        "use a card again (2 coal, once per production phase)"
    assert ability_words("repeat-card", "pt") == NAMES_PT["repeat-card"] == \
        "usar de novo uma carta (2 carvões, uma vez por fase de produção)"
    assert ability_words("flying", "pt") is None
    assert set(NAMES_EN) == set(NAMES_PT) and len(NAMES_PT) == 10


def test_interbellum_setup_lines_in_both_languages() -> None:
    """interbellum.setup.extra-coal, interbellum.setup.variable-disc: the setup's log lines in each language."""
    s = new_game(3, 1, interbellum=True)
    lines = {e.explain("en"): e.explain("pt") for e in s.log if e.kind == "ib"}
    assert lines["Each player takes 1 extra coal (Interbellum setup)."] == \
        "Cada jogador recebe 1 carvão extra (preparação de Interbellum)."
    assert lines["Each player takes a variable Capital disc set to 0."] == \
        "Cada jogador recebe um Disco de Capital variável marcando 0."
