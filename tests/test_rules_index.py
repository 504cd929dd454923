"""Tests of the rule index: the data in ``furnace_lab/rules/data/*.toml`` and its lookup ``furnace_lab.rule``.

The data checks run over every entry (Furnace, Interbellum, Brass and the engine's own choices), because every
explanation cites these IDs: IDs unique and well formed, each citing a seed file in ``seeds/`` and a heading that
occurs there as a whole line, both languages present. The Furnace and Interbellum files are also checked for
completeness: the IDs agreed with the engine engineer, one entry or more under every heading that carries rules,
and notes on the readings the sources leave open.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pytest

import furnace_lab
from furnace_lab.errors import DataError, FurnaceLabError, UnknownRule
from furnace_lab.rules import SEED_FILES, RuleEntry, all_rules, rule, rules_for_seed
from furnace_lab.rules.index import ID_PATTERN, parse_rules

ROOT = Path(__file__).resolve().parents[1]
SEEDS = ROOT / "seeds"
DATA = ROOT / "furnace_lab" / "rules" / "data"

FURNACE_SEED = "002_8e816ca9d27d67b3.txt"
INTERBELLUM_SEED = "000_e4126c4636c657d8.txt"
BRASS_SEED = "001_999e45b4c213376f.txt"

GAME_SEED = {"furnace": FURNACE_SEED, "interbellum": INTERBELLUM_SEED, "brass": BRASS_SEED}
"""The one seed each game's entries cite (``furnace_lab.*`` engine choices may cite any)."""

RESEARCH_SOURCE = re.compile(r"^research: [a-z0-9-]+\.md §\d+(\.\d+)*\b")
"""A research-derived entry names the note and its section: ``research: furnace-cards.md §2.3``."""

AGREED_FURNACE_IDS = (
    "furnace.goal.most-money",
    "furnace.setup.startup",
    "furnace.setup.capitalist",
    "furnace.setup.capitalists-optional",
    "furnace.setup.discs",
    "furnace.setup.neutral-disc",
    "furnace.setup.starting-resources",
    "furnace.setup.round-counter",
    "furnace.setup.deck-shuffle",
    "furnace.setup.first-player",
    "furnace.round.four-rounds",
    "furnace.round.phases",
    "furnace.auction.row-size",
    "furnace.auction.cut-deck",
    "furnace.auction.clockwise",
    "furnace.auction.place-one-disc",
    "furnace.auction.same-player",
    "furnace.auction.same-value",
    "furnace.auction.pass-when-blocked",
    "furnace.auction.resolve-left-to-right",
    "furnace.auction.highest-wins",
    "furnace.auction.no-discs-discard",
    "furnace.compensation.losers",
    "furnace.compensation.extraction",
    "furnace.compensation.processing",
    "furnace.compensation.earlier-gains",
    "furnace.production.simultaneous",
    "furnace.production.each-card-once",
    "furnace.production.no-going-back",
    "furnace.production.rows-top-to-bottom",
    "furnace.production.compensation-unused",
    "furnace.production.basic-side",
    "furnace.production.upgraded-side",
    "furnace.effects.extraction",
    "furnace.effects.processing",
    "furnace.effects.processing-limit",
    "furnace.startup.no-upgrade",
    "furnace.startup.upgrade-token",
    "furnace.startup.upgrade",
    "furnace.upgrade.before-use",
    "furnace.upgrade.after-use",
    "furnace.round.end",
    "furnace.round.discs-return",
    "furnace.scoring.end",
    "furnace.scoring.most-money",
    "furnace.scoring.tie-cards",
    "furnace.scoring.tie-resources",
    "furnace.resources.unlimited",
    "furnace.two-player.dummy",
    "furnace.two-player.dummy-cards",
    "furnace.variant.production-chain",
    "furnace.capitalist.repeat-card",
    "furnace.capitalist.compensation-plus-one",
    "furnace.capitalist.unrestricted-bids",
    "furnace.capitalist.extra-disc",
    "furnace.capitalist.iron-for-upgrade",
    "furnace.tips.left-to-right",
    "furnace.tips.plan-upgrades",
)
"""The base-game IDs agreed with the engine, which cites them."""

AGREED_RESEARCH_IDS = {
    "furnace.setup.capitalists-optional": "§2.2",
    "furnace.auction.pass-when-blocked": "§2.3",
    "furnace.auction.no-discs-discard": "§2.3",
    "furnace.compensation.earlier-gains": "§2.3",
    "furnace.production.rows-top-to-bottom": "§2.3",
    "furnace.production.compensation-unused": "§2.3",
    "furnace.round.discs-return": "§2.6",
    "furnace.resources.unlimited": "§2.1",
    "furnace.two-player.dummy": "§2.2",
    "furnace.two-player.dummy-cards": "§2.4",
    "furnace.variant.production-chain": "§2.7",
    "furnace.capitalist.repeat-card": "§2.10",
    "furnace.capitalist.compensation-plus-one": "§2.10",
    "furnace.capitalist.unrestricted-bids": "§2.10",
    "furnace.capitalist.extra-disc": "§2.10",
    "furnace.capitalist.iron-for-upgrade": "§2.10",
    "interbellum.capitalist.compensator": "§3.5",
    "interbellum.capitalist.variable-plus-two": "§3.5",
    "interbellum.capitalist.personal-manager": "§3.5",
    "interbellum.capitalist.neighbour": "§3.5",
}
"""Entries whose substance the seeds only imply, and the furnace-cards.md section they must cite."""

REQUIRED_INTERBELLUM_IDS = (
    "interbellum.variable-disc.zero-bid",
    "interbellum.delivery.basic-on-receipt",
    "interbellum.delivery.upgraded-on-upgrade",
    "interbellum.business-school.split-compensation",
    "interbellum.module.no-new-companies",
    "interbellum.clarification.for-each-card-active",
    "interbellum.agent.target-card",
    "interbellum.steel-magnate.target",
    "interbellum.solo.bid-order",
    "interbellum.five-players.row",
    "interbellum.setup.extra-coal",
    "interbellum.capitalist.updated-arthur",
    "interbellum.manager.free-coal-iron-or-oil",
    "interbellum.manager.repeat-delivery",
    "interbellum.manager.selling-fully-resolved-money",
    "interbellum.manager.example-1",
    "interbellum.manager.example-2",
    "interbellum.manager.example-3",
    "interbellum.manager.example-4",
)
"""Interbellum IDs named in the brief, which other parts of furnace_lab will cite."""

HEADINGS_WITH_RULES = {
    FURNACE_SEED: (
        "Objetivo do Jogo", "Preparação (Setup)", "Fluxo do Jogo", "Lances e Leilão", "Compensação",
        "Operando Companhias (Fase de Produção)", "Tipos de Efeitos", "Cartas Iniciais e Melhorias",
        "Fim de Jogo e Pontuação", "Dicas para Vencer",
    ),
    INTERBELLUM_SEED: (
        "Expansion Components", "New Components", "New Effects and Terms", "Setup", "Auction Phase",
        "Production Phase", "Production Chain", "Capital Growth", "Individual Modules", "2-Player Game",
        "Agent Card: Steel Magnate", "Solo Game", "5-Player Game", "Text Effects Clarifications",
        "Appendix A: Manager Reference", "Manager Tokens", "Manager Examples",
    ),
}
"""Every heading of the two Furnace seeds that has rule text under it; each must be cited at least once."""

INTERBELLUM_CLARIFICATIONS = 10
"""The seed's "Text Effects Clarifications" list has ten entries."""

MANAGER_TOKENS = 12
"""The Manager Reference sheet shows twelve token designs."""

NEEDS_NOTE = (
    "furnace.setup.deck-shuffle",
    "furnace.auction.pass-when-blocked",
    "furnace.scoring.tie-resources",
    "interbellum.capitalist.updated-arthur",
    "interbellum.agent.richer-than-all",
    "interbellum.manager.selling-fully-resolved-money",
    "interbellum.manager.free-coal-iron-or-oil",
    "interbellum.manager.example-1",
)
"""Clauses the sources leave unclear or contradict: each entry must say which reading furnace_lab takes."""

GOOD_ENTRY = """
[[rule]]
id = "furnace.test.example"
seed = "002_8e816ca9d27d67b3.txt"
section = "Compensação"
en = "An example."
pt = "Um exemplo."
"""


@cache
def seed_lines(seed: str) -> frozenset[str]:
    """The lines of a seed file, as they stand (a heading is a whole line)."""
    return frozenset((SEEDS / seed).read_text(encoding="utf-8").splitlines())


def entries_of(game: str) -> list[RuleEntry]:
    return [entry for entry in all_rules() if entry.game == game]


# --- the data, every entry ------------------------------------------------------------------------------


def test_ids_are_unique_across_all_data_files() -> None:
    ids: list[str] = []
    for path in sorted(DATA.glob("*.toml")):
        ids += [entry.id for entry in parse_rules(path.read_text(encoding="utf-8"), path.name)]
    duplicates = sorted({rule_id for rule_id in ids if ids.count(rule_id) > 1})
    assert duplicates == []
    assert len(ids) == len(all_rules())


def test_ids_are_well_formed() -> None:
    bad = [entry.id for entry in all_rules() if not ID_PATTERN.match(entry.id)]
    assert bad == []
    assert all(entry.id == entry.id.lower() and " " not in entry.id for entry in all_rules())


def test_every_entry_cites_a_seed_file_that_exists() -> None:
    missing = [(entry.id, entry.seed) for entry in all_rules() if not (SEEDS / entry.seed).is_file()]
    assert missing == []
    assert set(SEED_FILES) <= {path.name for path in SEEDS.glob("*.txt")}


def test_every_section_is_a_heading_line_of_its_seed() -> None:
    wrong = [(entry.id, entry.section) for entry in all_rules() if entry.section not in seed_lines(entry.seed)]
    assert wrong == []


def test_each_game_cites_its_own_seed() -> None:
    wrong = [(entry.id, entry.seed) for entry in all_rules()
             if entry.game in GAME_SEED and entry.seed != GAME_SEED[entry.game]]
    assert wrong == []


def test_both_languages_present_different_and_one_line() -> None:
    for entry in all_rules():
        assert entry.en.strip() and entry.pt.strip(), entry.id
        assert entry.en != entry.pt, entry.id
        assert "\n" not in entry.en and "\n" not in entry.pt, entry.id


def test_research_derived_entries_name_their_research_section() -> None:
    research = [entry for entry in all_rules() if entry.from_research and entry.game != "furnace_lab"]
    research += [entry for entry in entries_of("furnace_lab") if entry.source.startswith("research")]
    assert research, "the Furnace files have research-derived entries"
    unnamed = [(entry.id, entry.source) for entry in research if not RESEARCH_SOURCE.match(entry.source)]
    assert unnamed == []


def test_index_holds_well_over_a_hundred_clauses() -> None:
    furnace_and_interbellum = len(entries_of("furnace")) + len(entries_of("interbellum"))
    assert furnace_and_interbellum >= 150
    assert len(all_rules()) >= furnace_and_interbellum


# --- the Furnace and Interbellum files: completeness ----------------------------------------------------


def test_every_agreed_furnace_id_exists() -> None:
    known = {entry.id for entry in all_rules()}
    assert [rule_id for rule_id in AGREED_FURNACE_IDS if rule_id not in known] == []


def test_agreed_research_entries_cite_the_right_research_section() -> None:
    for rule_id, section in AGREED_RESEARCH_IDS.items():
        entry = rule(rule_id)
        assert entry.from_research, rule_id
        assert entry.source.startswith("research: furnace-cards.md "), rule_id
        assert section in re.findall(r"§[\d.]+", entry.source), (rule_id, entry.source)


def test_required_interbellum_ids_exist() -> None:
    known = {entry.id for entry in all_rules()}
    assert [rule_id for rule_id in REQUIRED_INTERBELLUM_IDS if rule_id not in known] == []


def test_every_heading_with_rules_is_cited() -> None:
    for seed, headings in HEADINGS_WITH_RULES.items():
        cited = {entry.section for entry in rules_for_seed(seed)}
        assert [heading for heading in headings if heading not in cited] == [], seed


def test_every_interbellum_clarification_and_manager_token_has_an_entry() -> None:
    clarifications = [entry for entry in entries_of("interbellum") if entry.id.startswith("interbellum.clarification.")]
    assert len(clarifications) == INTERBELLUM_CLARIFICATIONS
    assert all(entry.section == "Text Effects Clarifications" for entry in clarifications)
    tokens = [entry for entry in rules_for_seed(INTERBELLUM_SEED)
              if entry.section == "Manager Tokens" and entry.source == "seed"]
    assert len(tokens) == MANAGER_TOKENS


def test_unclear_clauses_say_which_reading_is_taken() -> None:
    assert [rule_id for rule_id in NEEDS_NOTE if not rule(rule_id).note.strip()] == []
    money = rule("interbellum.manager.selling-fully-resolved-money")
    assert "3" in money.note and "2" in money.note


def test_portuguese_uses_the_base_rules_terms() -> None:
    """The Portuguese summaries speak the base rules' language (Compensação, Discos de Capital, ...)."""
    text = " ".join(entry.pt for entry in entries_of("furnace") + entries_of("interbellum"))
    for term in ("Companhia", "Discos de Capital", "Compensação", "Carta Inicial", "Capitalista",
                 "Marcador de Melhoria", "Extração", "Processamento", "Leilão", "Produção"):
        assert term in text, term


# --- lookup ---------------------------------------------------------------------------------------------


def test_rule_returns_the_entry() -> None:
    entry = furnace_lab.rule("furnace.auction.same-value")
    assert isinstance(entry, RuleEntry)
    assert entry.seed == FURNACE_SEED
    assert entry.section == "Lances e Leilão"
    assert entry.game == "furnace"
    assert entry in all_rules()
    # the document is named in words, in the reader's language, never by its file name (issue 22, point 8)
    assert entry.citation() == "[furnace.auction.same-value] Furnace base rules (Portuguese), § Lances e Leilão"
    assert entry.citation("pt") == ("[furnace.auction.same-value] Regras do jogo base Fornalha (em português), "
                                    "§ Lances e Leilão")
    assert entry.summary("en") == entry.en and entry.summary("pt") == entry.pt


def test_summary_refuses_an_unknown_language() -> None:
    with pytest.raises(ValueError, match="'en' or 'pt'"):
        rule("furnace.auction.same-value").summary("fr")


def test_rules_for_seed_returns_exactly_that_seeds_entries() -> None:
    for seed in SEED_FILES:
        assert {entry.id for entry in rules_for_seed(seed)} == {e.id for e in all_rules() if e.seed == seed}
    assert len(rules_for_seed(FURNACE_SEED)) >= len(AGREED_FURNACE_IDS)


def test_unknown_rule_raises_with_close_suggestions() -> None:
    with pytest.raises(UnknownRule) as caught:
        furnace_lab.rule("furnace.auction.same-valu")
    error = caught.value
    assert error.rule_id == "furnace.auction.same-valu"
    assert "furnace.auction.same-value" in error.suggestions
    assert "furnace.auction.same-valu" in str(error) and "did you mean" in str(error)
    assert isinstance(error, FurnaceLabError) and isinstance(error, KeyError)


def test_unknown_rule_suggests_ids_ending_with_the_given_words() -> None:
    with pytest.raises(UnknownRule) as caught:
        rule("zero-bid")
    assert caught.value.suggestions == ("interbellum.variable-disc.zero-bid",)


def test_unknown_rule_with_nothing_close_has_no_suggestions() -> None:
    with pytest.raises(UnknownRule, match="no rule with ID 'qqq'") as caught:
        rule("qqq")
    assert caught.value.suggestions == ()


def test_rule_refuses_a_non_string_id() -> None:
    with pytest.raises(TypeError, match="a rule ID is a string"):
        rule(42)  # type: ignore[arg-type]


# --- malformed data files -------------------------------------------------------------------------------


def _with(**changes: object) -> str:
    """GOOD_ENTRY with some lines replaced (value None drops the key)."""
    lines = []
    for line in GOOD_ENTRY.strip().splitlines():
        key = line.split(" = ", 1)[0]
        if key in changes:
            value = changes.pop(key)
            if value is not None:
                lines.append(f"{key} = {value}")
        else:
            lines.append(line)
    lines += [f"{key} = {value}" for key, value in changes.items()]
    return "\n".join(lines) + "\n"


def test_a_good_entry_parses() -> None:
    (entry,) = parse_rules(GOOD_ENTRY, "good.toml")
    assert entry == RuleEntry("furnace.test.example", FURNACE_SEED, "Compensação", "An example.", "Um exemplo.")
    assert entry.source == "seed" and not entry.from_research


@pytest.mark.parametrize(
    ("text", "item", "field", "problem"),
    [
        pytest.param(_with(pt=None), "furnace.test.example", "pt", "missing", id="missing-field"),
        pytest.param(_with(en='"   "'), "furnace.test.example", "en", "empty", id="empty-field"),
        pytest.param(_with(id='"Furnace.Auction"'), "Furnace.Auction", "id", "malformed ID", id="bad-id-case"),
        pytest.param(_with(id='"chess.opening"'), "chess.opening", "id", "malformed ID", id="bad-id-game"),
        pytest.param(_with(id='"furnace"'), "furnace", "id", "malformed ID", id="bad-id-no-parts"),
        pytest.param(_with(id='"furnace.auction.same value"'), "furnace.auction.same value", "id",
                     "malformed ID", id="bad-id-space"),
        pytest.param(_with(seed='"003_missing.txt"'), "furnace.test.example", "seed", "unknown seed",
                     id="unknown-seed"),
        pytest.param(_with(colour='"red"'), "furnace.test.example", "colour", "unknown key", id="unknown-key"),
        pytest.param(_with(en="3"), "furnace.test.example", "en", "expected a string", id="wrong-type-en"),
        pytest.param(_with(note="[1, 2]"), "furnace.test.example", "note", "expected a string",
                     id="wrong-type-note"),
        pytest.param(_with(id="5"), "#1", "id", "expected a string", id="wrong-type-id"),
        pytest.param(GOOD_ENTRY + GOOD_ENTRY, "furnace.test.example", "id", "duplicate", id="duplicate-id"),
    ],
)
def test_malformed_entry_raises_data_error_naming_file_rule_and_field(
    text: str, item: str, field: str, problem: str,
) -> None:
    with pytest.raises(DataError) as caught:
        parse_rules(text, "furnace_lab/rules/data/broken.toml")
    error = caught.value
    assert (error.file, error.item, error.field) == ("furnace_lab/rules/data/broken.toml", item, field)
    assert problem in error.problem
    assert "broken.toml" in str(error) and repr(item) in str(error) and repr(field) in str(error)


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        pytest.param("[[rule]\nid = 1", "not valid TOML", id="bad-toml"),
        pytest.param('rule = "everything"\n', "expected [[rule]] tables", id="rule-not-tables"),
        pytest.param(GOOD_ENTRY.replace("[[rule]]", "[[rules]]"), "unknown top-level key 'rules'", id="stray-table"),
        pytest.param('rule = ["x"]\n', "must be a table", id="rule-not-a-table"),
    ],
)
def test_malformed_file_raises_data_error_naming_the_file(text: str, problem: str) -> None:
    with pytest.raises(DataError, match=re.escape(problem)) as caught:
        parse_rules(text, "furnace_lab/rules/data/broken.toml")
    assert caught.value.file == "furnace_lab/rules/data/broken.toml"
    assert "broken.toml" in str(caught.value)


def test_a_malformed_file_changes_nothing_in_the_index() -> None:
    before = all_rules()
    with pytest.raises(DataError):
        parse_rules(_with(seed='"nope.txt"'), "broken.toml")
    assert all_rules() == before
    assert rule("furnace.auction.same-value") is before[[e.id for e in before].index("furnace.auction.same-value")]


def test_every_seed_file_has_a_title_in_both_languages_and_no_citation_shows_a_file_name() -> None:
    from furnace_lab.rules.index import SEED_TITLES

    assert set(SEED_TITLES) == set(SEED_FILES)
    for entry in all_rules():
        for lang in ("en", "pt"):
            assert ".txt" not in entry.citation(lang) and entry.document(lang) in entry.citation(lang)
