"""Interbellum's words come from the phrase tables (issue 27, engine/text): every key the Interbellum modules name is
in the tables (keys ``ib.*``), no sentence of the tables is left written in them, and their log texts and refusals
read the same in English and Portuguese as before the words moved."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from furnace_lab.engine import production_position
from furnace_lab.engine.core.logtext import LogText, Named
from furnace_lab.engine.interbellum import business_schools, effects, manager_uses, permanent
from furnace_lab.engine.interbellum.ib_words import both
from furnace_lab.engine.text import LANGUAGES, MissingPhrase, say
from tests.engine.test_engine_text import _keys_named

INTERBELLUM = Path(__file__).resolve().parents[2] / "furnace_lab" / "engine" / "interbellum"
CONVERTED = ("manager_uses", "manager_transactions", "manager_placing", "manager_timing", "manager_production",
             "business_schools", "agent", "permanent", "effects", "expansion", "compensation", "fifth", "ib_words")
"""The Interbellum modules whose words moved to the tables (manager_timing and compensation never wrote any)."""
WITH_WORDS = ("manager_uses", "manager_transactions", "manager_placing", "manager_production", "business_schools",
              "agent", "permanent", "effects", "expansion", "fifth")


@pytest.mark.parametrize("module", CONVERTED)
def test_every_key_a_module_names_is_in_the_tables_and_no_sentence_is_left_there(module: str) -> None:
    path = INTERBELLUM / f"{module}.py"
    keys = _keys_named(path)
    assert keys <= set(LANGUAGES["en"]), sorted(keys - set(LANGUAGES["en"]))
    assert bool(keys) == (module in WITH_WORDS), sorted(keys)
    written = _code_strings(path)
    for lang, table in LANGUAGES.items():
        for key, template in table.items():
            if not key.startswith("ib."):
                continue
            for piece in template.replace("}", "{").split("{")[::2]:  # the words between placeholders
                assert len(piece) < 12 or piece not in written, (module, lang, key, piece)


def _code_strings(path: Path) -> str:
    """Every text the module's code writes (f-strings' literal parts too), not its docstrings (a string standing
    alone as a statement): where a sentence left behind would be."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    alone = {id(node.value) for node in ast.walk(tree) if isinstance(node, ast.Expr)}
    return "\n".join(node.value for node in ast.walk(tree)
                     if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in alone)


def test_the_interbellum_keys_all_start_with_the_area_prefix() -> None:
    from furnace_lab.engine.text.en import interbellum as en_interbellum
    from furnace_lab.engine.text.pt import interbellum as pt_interbellum

    assert set(en_interbellum.PHRASES) == set(pt_interbellum.PHRASES)
    assert all(key.startswith("ib.") for key in en_interbellum.PHRASES)


def test_log_templates_are_the_tables_phrases_by_position() -> None:
    """interbellum.permanent.always-active, interbellum.delivery.once: a log template keeps its values in order and
    each language names them from its own phrase (the Portuguese what-is-stored is the fifth value)."""
    assert permanent.TEXT_OUTBID.en == "{0}'s winning bid on {1} is outbid: {2} stores {3}."
    assert permanent.TEXT_OUTBID.pt == "O lance vencedor de {0} em {1} foi superado: {2} guarda {4}."
    assert business_schools.TEXT_SCHOOL_WON.render(("Ana", Named("M", "G"), Named("School", "Escola"))) == (
        "Ana takes the Manager M from School; the card stays.", "Ana leva o Gerente G de Escola; a carta fica.")
    assert effects.TEXT_TAKE_STORED.render(("Ana", 2, "iron", Named("C", "C"))) == (
        "Ana takes 2 iron stored on C.", "Ana pega 2 ferros guardados em C.")
    assert effects.TEXT_TAKE_STORED.render(("Ana", 1, "coal", Named("C", "C")))[1] == "Ana pega 1 carvão guardado em C."


def test_a_phrase_with_a_value_the_log_does_not_carry_fails_at_once() -> None:
    with pytest.raises(MissingPhrase, match="'manager'"):
        LogText.of("ib.school.won", ("player", "school"))
    with pytest.raises(MissingPhrase, match=r"ib\.nothing-such"):
        LogText.of("ib.nothing-such", ())


def test_both_gives_each_language_its_own_words_of_a_named_value() -> None:
    """interbellum.business-school.no-discs: the school and the Manager each named in the language written."""
    en, pt = both("ib.school.empty", school=Named("Business School", "Escola de Negócios"), manager=Named("M", "G"))
    assert (en, pt) == ("No discs on Business School: M is discarded.", "Nenhum disco em Escola de Negócios: G é "
                                                                         "descartado.")


def test_what_a_manager_use_does_is_worded_from_the_tables() -> None:
    """interbellum.manager.any-time: USE_KEYS (read by explain and sentences) names the tables' ib.use.* phrases."""
    assert set(manager_uses.USE_KEYS.values()) <= set(LANGUAGES["en"])
    assert [say(manager_uses.USE_KEYS["discard"], lang) for lang in ("en", "pt")] == [
        "discard this card for money", "descartar esta carta por dinheiro"]
    s = production_position([("base-s9", True)], startup="base-startup-1", resources={"coal": 6},
                            managers=["ib-mgr-free-coal-iron-or-oil"])
    s = s.apply("assign ib-mgr-free-coal-iron-or-oil@base-s9").apply("use base-s9")
    said = s.explain("manager oil", lang="pt")
    assert said.legal and said.rule_id == "interbellum.manager.any-time"
    assert said.text.endswith("contar 1 petróleo como já gasto.")


def test_a_manager_refusal_and_its_log_text_in_both_languages() -> None:
    """interbellum.manager.one-per-card, interbellum.manager.free-coal-iron-or-oil: a refusal and a logged use,
    each in English and Portuguese from the tables."""
    s = production_position([("base-s9", True)], startup="base-startup-1", resources={"coal": 6},
                            managers=["ib-mgr-free-coal-iron-or-oil", "ib-mgr-sale-coal"])
    s = s.apply("assign ib-mgr-free-coal-iron-or-oil@base-s9")
    en, pt = s.explain("assign ib-mgr-sale-coal@base-s9"), s.explain("assign ib-mgr-sale-coal@base-s9", lang="pt")
    assert en.rule_id == pt.rule_id == "interbellum.manager.one-per-card"
    assert en.text.endswith("base-s9 already has a Manager: one per card.")
    assert pt.text.endswith("base-s9 já tem um Gerente: um por carta.")
    s = s.apply("done").apply("use base-s9").apply("manager coal-iron")
    used = [e for e in s.iter_log() if e[0] == "ib"][-1]
    assert "interbellum.manager.free-coal-iron-or-oil" in used[3]
    assert used[4].endswith("'s Manager counts as coal and iron already spent for " + used[4].split(" for ")[-1])
    assert " conta 1 carvão + 1 ferro como já gastos em " in used[5]


def test_a_saved_agent_the_vocabulary_refuses_is_named_in_both_languages() -> None:
    """interbellum.agent.wins: an Agent read back from a saved state is checked field by field; the error says
    what was wrong and where, in English (as before) and now in Portuguese too."""
    from furnace_lab.engine import new_game
    from furnace_lab.engine.interbellum.agent import agent_from_definition
    from furnace_lab.errors import DataError

    agent = new_game(2, 3, interbellum=True, agent="ib-agent-steel-magnate")._g.agents[0]
    good = agent.definition()
    assert agent_from_definition(good) == agent
    for field, bad, en, pt in (
            ("comp_money", -1, "expected a whole number at least 0, found -1",
             "esperava-se um número inteiro a partir de 0, mas veio -1"),
            ("variable_disc", "x", "expected a whole number 0..", "esperava-se um número inteiro de 0 a "),
            ("bid", "loudest", "unknown bid 'loudest'; expected one of ", "valor desconhecido em bid: 'loudest'"),
            ("income", [[0, "manager"]], "expected [money >= 1, basis] pairs with a basis among ",
             "esperavam-se pares [dinheiro >= 1, base]")):
        with pytest.raises(DataError) as caught:
            agent_from_definition({**good, field: bad})
        assert caught.value.field == field and en in str(caught.value) and pt in (caught.value.pt or ""), field


def test_both_fails_loudly_on_a_missing_phrase_or_value() -> None:
    with pytest.raises(MissingPhrase, match=r"ib\.nothing-such"):
        both("ib.nothing-such")
    with pytest.raises(MissingPhrase, match="'card'"):
        both("ib.used.discard", player="Ana", money=4)
