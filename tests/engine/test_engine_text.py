"""The engine's phrase tables (issue 27, engine/text): every language has the same keys and placeholders, a lookup
fails loudly, and explain.py's sentences come from the tables (furnace_lab.engine.text)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from furnace_lab.engine import new_game
from furnace_lab.engine.core import citations as R
from furnace_lab.engine.explain import explain
from furnace_lab.engine.text import LANGUAGES, MissingPhrase, cited, phrase, placeholders, say
from furnace_lab.engine.text.en import explain as en
from furnace_lab.engine.text.pt import explain as pt

EXPLAIN = Path(__file__).resolve().parents[2] / "furnace_lab" / "engine" / "explain.py"

LEFT_OUT: dict[tuple[str, str], frozenset[str]] = {
    ("pt", "ib.effect.take-stored"): frozenset({"resource"}),
}
"""Placeholders a language's phrase leaves out on purpose: the Portuguese take-stored text writes the resource inside
its amount ("2 ferros guardados", ib.effect.amount-stored-*)."""


def test_every_language_has_the_same_keys() -> None:
    keys = {lang: set(table) for lang, table in LANGUAGES.items()}
    english = keys["en"]
    for lang, own in keys.items():
        assert own == english, (lang, sorted(own ^ english))


@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_every_phrase_has_the_english_placeholders(lang: str) -> None:
    for key, template in LANGUAGES[lang].items():
        wanted = placeholders(LANGUAGES["en"][key]) - LEFT_OUT.get((lang, key), frozenset())
        assert placeholders(template) == wanted, (lang, key)


def test_the_gaps_listed_are_real() -> None:
    """An entry of LEFT_OUT that no longer leaves anything out must go."""
    for (lang, key), names in LEFT_OUT.items():
        assert names <= placeholders(LANGUAGES["en"][key]) and not names & placeholders(LANGUAGES[lang][key])


def test_a_key_written_in_two_area_tables_is_refused_at_import() -> None:
    from furnace_lab.engine.text.tables import joined as _joined

    assert _joined({"a.one": "x"}, {"a.two": "y"}) == {"a.one": "x", "a.two": "y"}
    with pytest.raises(ValueError, match=r"a\.one"):
        _joined({"a.one": "x"}, {"a.one": "y"})


def test_a_language_is_every_area_joined_and_a_missing_area_is_named(monkeypatch: pytest.MonkeyPatch) -> None:
    from furnace_lab.engine.text import tables

    assert tables.language("furnace_lab.engine.text.pt") == LANGUAGES["pt"]
    assert set(LANGUAGES["en"]) >= set(en.PHRASES)  # explain's area is one of them
    monkeypatch.setattr(tables, "AREAS", (*tables.AREAS, "weather"))
    with pytest.raises(ModuleNotFoundError, match=r"furnace_lab\.engine\.text\.pt\.weather"):
        tables.language("furnace_lab.engine.text.pt")


def test_a_lookup_fails_loudly() -> None:
    with pytest.raises(MissingPhrase, match=r"'legal\.nothing-such'"):
        say("legal.nothing-such", "en")
    with pytest.raises(MissingPhrase, match="'fr'"):
        say("legal.other", "fr")
    with pytest.raises(MissingPhrase, match="'face'"):
        say("legal.roll", "pt")


def test_values_are_written_in_the_language_asked_for() -> None:
    """furnace.production.processing: a nested phrase and a function of the language are each written in it."""
    runs = cited(R.PROCESSING, "legal.run", row="2 coal -> 1 oil",
                 times=lambda lang: "twice" if lang == "en" else "2 vezes")
    assert runs.text("en") == "Legal: run '2 coal -> 1 oil' twice."
    assert runs.refusal() == (R.PROCESSING, "Legal: run '2 coal -> 1 oil' twice.",
                              "Permitido: executar o efeito (2 coal -> 1 oil) 2 vezes.")
    paying = phrase("part.paying-iron", cost="1 iron")
    assert say("legal.upgrade", "en", card="X", paying=paying, later="") == \
        "Legal: upgrade X, paying 1 iron (iron instead of an upgrade token)."
    assert say("legal.upgrade", "pt", card="X", paying=paying, later="").endswith(
        "(ferro no lugar do Marcador de Melhoria).")


def _keys_named(path: Path) -> set[str]:
    """The phrase keys a module passes to cited/phrase/say as literal text."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                and node.func.id in ("cited", "phrase", "say")):
            at = 1 if node.func.id == "cited" else 0
            key = node.args[at] if len(node.args) > at else None
            if isinstance(key, ast.Constant) and isinstance(key.value, str):
                found.add(key.value)
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in LANGUAGES["en"]:
            found.add(node.value)  # a key kept in a table of keys (a dict or tuple of them), not passed directly
    return found


def test_every_key_explain_names_is_in_the_tables_and_no_sentence_is_left_there() -> None:
    keys = _keys_named(EXPLAIN)
    assert len(keys) >= 30 and keys <= set(LANGUAGES["en"]), sorted(keys - set(LANGUAGES["en"]))
    source = EXPLAIN.read_text(encoding="utf-8")
    for table in (en.PHRASES, pt.PHRASES):  # explain's own tables (another area's words may be in its docstrings)
        for template in table.values():
            assert template.split("{")[0] not in source or len(template.split("{")[0]) < 12, template


def test_explain_words_a_refusal_and_a_legal_bid_in_both_languages() -> None:
    """furnace.auction.place-one-disc: explain() says it in each language from the tables."""
    state = new_game(3, 7, capitalists=False)
    bid = state.legal_actions()[0]
    en, pt = explain(state, bid, "en"), explain(state, bid, "pt")
    assert en.legal and en.rule_id == R.PLACE_ONE_DISC and en.text.startswith("Legal: place Capital disc ")
    assert pt.text.startswith("Permitido: colocar o Disco de Capital ")
    refused = explain(state, "roll 3", "pt")
    assert not refused.legal and refused.text == "Não permitido: é a fase de leilão: coloque um Disco de Capital " \
        "('bid D@P')."


def test_no_phrase_is_left_unused() -> None:
    """A key no engine module names is a phrase nobody reads: remove it (or the module lost its sentence)."""
    used: set[str] = set()
    for path in EXPLAIN.parent.rglob("*.py"):
        if "text" not in path.relative_to(EXPLAIN.parent).parts:
            used |= _keys_named(path)
    assert set(LANGUAGES["en"]) <= used, sorted(set(LANGUAGES["en"]) - used)
