"""Malformed card data fails with ONE clear DataError naming the file, the card id, the field and what was expected.

Each case starts from a valid table and breaks one thing. No KeyError or TypeError ever escapes the loader.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from furnace_lab.cards.loader import load_catalog_from, parse_catalog_files, parse_catalog_text
from furnace_lab.errors import DataError

FILE = "test_cards.toml"

COMPANY = '''
[[company]]
id = "x-1"
title = "Test company"
title_is_descriptive = true
expansion = "base"
compensation = "gain 2 coal"
basic = ["1 oil -> 4 money x1"]
added = ["gain 3 coal"]
sources = ["dnorris"]
confidence = "single"
notes = "a test card"
'''

DISPUTED = '''
[[company]]
id = "x-2"
title = "Disputed company"
title_is_descriptive = true
expansion = "base"
basic = ["1 oil -> 4 money x1"]
added = ["gain 3 coal"]
sources = ["dnorris", "souleeater"]
confidence = "disputed"

[[company.dispute]]
field = "compensation"
default = "dnorris"
note = "why"
readings = [
  { key = "dnorris", value = "1 coal -> 1 token", source = "dnorris" },
  { key = "souleeater", value = "1 iron -> 1 token", source = "souleeater" },
]
'''

SCHOOL = '''
[[business_school]]
id = "x-school"
title = "School"
title_is_descriptive = true
expansion = "interbellum"
sides = [
  { name = "a", options = ["gain 1 iron", "1 oil -> 4 money"] },
  { name = "b", options = ["gain 1 iron", "2 coal -> 2 money"] },
]
sources = ["souleeater"]
confidence = "single"
'''

MANAGER = '''
[[manager]]
id = "x-mgr"
title = "Manager"
title_is_descriptive = true
expansion = "interbellum"
effect = "manager: repeat delivery"
copies = 2
sources = ["souleeater"]
confidence = "single"
'''

AGENT = '''
[[agent]]
id = "house-agent-x"
title = "House agent: X"
title_is_descriptive = true
expansion = "interbellum"
official = false
variable_disc = 2
text_en = "x"
text_pt = "x"
sources = ["furnace-lab"]
confidence = "house"

[agent.strategy]
target = "any"
bid = "lowest"
fallback = "next"
compensation_money = 1
income = [{ money = 3, per = "company" }]
'''

CAPITALIST = '''
[[capitalist]]
id = "x-cap"
title = "Cap"
title_is_descriptive = true
expansion = "base"
ability = "repeat-card"
params = { cost = "2 coal" }
text_en = "x"
text_pt = "x"
sources = ["souleeater"]
confidence = "single"
'''

STARTUP = '''
[[startup]]
id = "x-start"
title = "Start"
title_is_descriptive = true
expansion = "base"
starting = "1 coal + 1 iron"
rows = ["gain 1 token", "2 coal -> 2 money x2", "upgrade for 1 coal + 1 token x∞"]
sources = ["dnorris"]
confidence = "single"
'''

VALID = COMPANY + DISPUTED + SCHOOL + MANAGER + AGENT + CAPITALIST + STARTUP


def test_the_valid_tables_load() -> None:
    catalog = parse_catalog_text(VALID, FILE)
    assert [c.id for c in catalog] == ["x-1", "x-2", "x-start", "x-cap", "x-mgr", "x-school", "house-agent-x"]


def broken(base: str, old: str, new: str) -> str:
    assert old in base, old
    return base.replace(old, new, 1)


# (name, text, expected item, expected field, words in the message)
CASES = [
    ("unknown resource", broken(COMPANY, '"gain 3 coal"', '"gain 3 gold"'), "x-1", "added[0]",
     "unknown resource 'gold'"),
    ("negative amount", broken(COMPANY, '"gain 2 coal"', '"gain -2 coal"'), "x-1", "compensation",
     "expected 'N resource'"),
    ("zero amount", broken(COMPANY, '"gain 2 coal"', '"gain 0 coal"'), "x-1", "compensation", "at least 1"),
    ("zero limit", broken(COMPANY, "x1", "x0"), "x-1", "basic[0]", "limit must be at least 1"),
    ("missing limit on a production row", broken(COMPANY, "4 money x1", "4 money"), "x-1", "basic[0]",
     "needs its transaction limit"),
    ("limit on a compensation row", broken(COMPANY, '"gain 2 coal"', '"1 iron -> 1 oil x2"'), "x-1",
     "compensation", "prints no limit"),
    ("limit on a Business School option", broken(SCHOOL, '"1 oil -> 4 money"', '"1 oil -> 4 money x1"'),
     "x-school", "sides[0].options[1]", "prints no limit"),
    ("duplicate id within a file", COMPANY + COMPANY, "x-1", "id", "duplicate id: already used earlier in this file"),
    ("bad reading key", broken(DISPUTED, 'key = "souleeater"', 'key = "Soule Eater"'), "x-2",
     "dispute.compensation", "malformed reading key"),
    ("default reading not among readings", broken(DISPUTED, 'default = "dnorris"', 'default = "nobody"'), "x-2",
     "dispute.compensation.default", "not among the readings"),
    ("dispute with one reading", broken(DISPUTED, '  { key = "souleeater", value = "1 iron -> 1 token", '
                                                  'source = "souleeater" },\n', ""),
     "x-2", "dispute.compensation", "at least two readings"),
    ("disputed field also given directly", broken(DISPUTED, 'basic = [', 'compensation = "gain 1 coal"\nbasic = ['),
     "x-2", "compensation", "give it only by its readings"),
    ("dispute on a field that cannot be disputed", broken(DISPUTED, 'field = "compensation"', 'field = "title"'),
     "x-2", "dispute.field", "one of compensation, basic, added"),
    ("disputed card not marked disputed", broken(DISPUTED, 'confidence = "disputed"', 'confidence = "single"'),
     "x-2", "confidence", "has confidence 'disputed'"),
    ("unknown effect kind", broken(COMPANY, '"gain 3 coal"', '"bonus: gain 3 coal"'), "x-1", "added[0]",
     "unknown effect kind 'bonus'"),
    ("unknown text effect", broken(COMPANY, '"gain 3 coal"', '"text: dance a jig"'), "x-1", "added[0]",
     "not a known text effect"),
    ("missing required field", broken(COMPANY, 'compensation = "gain 2 coal"\n', ""), "x-1", "compensation",
     "missing; expected an extraction"),
    ("missing title", broken(COMPANY, 'title = "Test company"\n', ""), "x-1", "title", "missing"),
    ("number where a list is expected", broken(COMPANY, 'basic = ["1 oil -> 4 money x1"]', "basic = 3"), "x-1",
     "basic", "expected a list of effect strings"),
    ("number where an effect is expected", broken(COMPANY, 'added = ["gain 3 coal"]', "added = [3]"), "x-1",
     "added[0]", "expected an effect string"),
    ("string where a bool is expected", broken(COMPANY, "title_is_descriptive = true", 'title_is_descriptive = "yes"'),
     "x-1", "title_is_descriptive", "expected true or false"),
    ("unknown key in a card table", broken(COMPANY, 'notes = "a test card"', 'notes = "a test card"\ncolour = "red"'),
     "x-1", "colour", "unknown key"),
    ("bad expansion", broken(COMPANY, 'expansion = "base"', 'expansion = "promo"'), "x-1", "expansion",
     "one of base, interbellum"),
    ("unknown source key", broken(COMPANY, 'sources = ["dnorris"]', 'sources = ["wikipedia"]'), "x-1", "sources",
     "unknown source key 'wikipedia'"),
    ("reading citing an unknown source", broken(DISPUTED, 'source = "souleeater" }', 'source = "rumour" }'), "x-2",
     "dispute.compensation", "unknown source 'rumour'"),
    ("empty sources", broken(COMPANY, 'sources = ["dnorris"]', "sources = []"), "x-1", "sources", "at least one"),
    ("bad confidence", broken(COMPANY, 'confidence = "single"', 'confidence = "sure"'), "x-1", "confidence",
     "one of confirmed"),
    ("School side with three options", broken(SCHOOL, '"2 coal -> 2 money"', '"2 coal -> 2 money", "gain 1 coal"'),
     "x-school", "sides[1].options", "exactly two options"),
    ("School with one side", broken(SCHOOL, '  { name = "b", options = ["gain 1 iron", "2 coal -> 2 money"] },\n', ""),
     "x-school", "sides", "exactly two sides"),
    ("Manager copies below 1", broken(MANAGER, "copies = 2", "copies = 0"), "x-mgr", "copies", "at least 1"),
    ("Manager with a company effect", broken(MANAGER, '"manager: repeat delivery"', '"gain 1 coal"'), "x-mgr",
     "effect", "expected a Manager effect"),
    ("Manager requiring an unknown module", broken(MANAGER, "copies = 2", 'copies = 2\nrequires = ["dragons"]'),
     "x-mgr", "requires", "unknown module 'dragons'"),
    ("agent without strategy", AGENT.split("[agent.strategy]")[0], "house-agent-x", "strategy", "missing"),
    ("agent with a bad strategy", broken(AGENT, 'bid = "lowest"', 'bid = "random"'), "house-agent-x", "bid",
     "one of highest, lowest"),
    ("house agent presented as official", broken(AGENT, "official = false", "official = true"), "house-agent-x",
     "confidence", "cannot have confidence 'house'"),
    ("unofficial agent without the house label", broken(AGENT, 'title = "House agent: X"', 'title = "Tycoon"'),
     "house-agent-x", "official", "house agent"),
    ("an upgrade row on a Company", broken(COMPANY, '"gain 3 coal"', '"upgrade for 1 coal + 1 token x∞"'), "x-1",
     "added[0]", "upgrade row belongs on a Start-up only"),
    ("a Manager effect on a Company", broken(COMPANY, '"gain 3 coal"', '"manager: repeat delivery"'), "x-1",
     "added[0]", "Manager token only"),
    ("upgrade row without a limit", broken(STARTUP, "x∞", ""), "x-start", "rows[2]", "needs a limit"),
    ("bad starting bundle", broken(STARTUP, '"1 coal + 1 iron"', '"1 coal and 1 iron"'), "x-start", "starting",
     "expected 'N resource'"),
    ("unknown Capitalist ability", broken(CAPITALIST, 'ability = "repeat-card"', 'ability = "fly"'), "x-cap",
     "ability", "expected one of repeat-card"),
    ("missing ability parameter", broken(CAPITALIST, 'params = { cost = "2 coal" }\n', ""), "x-cap", "params.cost",
     "needs this parameter"),
    ("unknown ability parameter", broken(CAPITALIST, '{ cost = "2 coal" }', '{ cost = "2 coal", speed = 3 }'),
     "x-cap", "speed", "unknown key"),
    ("Capitalist replacing nothing", broken(CAPITALIST, 'ability = "repeat-card"',
                                            'ability = "repeat-card"\nreplaces = "base-cap-ghost"'),
     "x-cap", "replaces", "not a Capitalist in the catalog"),
    ("ability of the other expansion", broken(CAPITALIST, 'expansion = "base"', 'expansion = "interbellum"'),
     "x-cap", "ability", "belongs to the base game"),
    ("malformed id", broken(COMPANY, 'id = "x-1"', 'id = "X 1"'), "company #1", "id", "malformed id"),
    ("card table that is not a table", "company = [1, 2]", "company #1", None, "expected a table"),
    ("a single table instead of an array", '[company]\nid = "x"', None, "company", "array of tables"),
    ("unknown top-level table", '[[dragon]]\nid = "x"', None, None, "unknown top-level key 'dragon'"),
    # a value that should be a table but is not: the error names the field, not only the card
    ("Capitalist params that are not a table", broken(CAPITALIST, '{ cost = "2 coal" }', '"2 coal"'), "x-cap",
     "params", "expected a table 'params'"),
    ("Agent strategy that is not a table", AGENT.split("[agent.strategy]")[0] + "strategy = 3\n",
     "house-agent-x", "strategy", "expected a table 'strategy'"),
    ("Agent income part that is not a table", broken(AGENT, '[{ money = 3, per = "company" }]', "[3]"),
     "house-agent-x", "income[0]", "expected a table in 'income'"),
    ("dispute reading that is not a table", broken(DISPUTED, '{ key = "souleeater", value = "1 iron -> 1 token", '
                                                            'source = "souleeater" }', '"souleeater"'),
     "x-2", "readings[1]", "expected a table in 'readings'"),
    ("Business School side that is not a table", broken(SCHOOL, '{ name = "a", options = ["gain 1 iron", '
                                                                '"1 oil -> 4 money"] }', '"a"'),
     "x-school", "sides[0]", "expected a table in 'sides'"),
]


@pytest.mark.parametrize(("name", "text", "item", "field", "words"), CASES, ids=[c[0] for c in CASES])
def test_malformed_entry(name: str, text: str, item: str | None, field: str | None, words: str) -> None:
    with pytest.raises(DataError) as caught:
        parse_catalog_text(text, FILE)
    error = caught.value
    assert error.file == FILE
    assert error.item == item
    assert error.field == field
    assert words in error.problem, str(error)
    assert FILE in str(error)
    if item:
        assert repr(item) in str(error)


def test_at_least_fifteen_kinds() -> None:
    assert len(CASES) >= 15


def test_bad_toml_syntax_names_the_file() -> None:
    with pytest.raises(DataError) as caught:
        parse_catalog_text('[[company]]\nid = "x-1\n', FILE)
    assert caught.value.file == FILE
    assert "not valid TOML" in str(caught.value)


def test_duplicate_id_across_files() -> None:
    sources = '[[source]]\nkey = "dnorris"\ntitle = "t"\nkind = "transcription"\n'
    with pytest.raises(DataError) as caught:
        parse_catalog_files([("s.toml", sources), ("a.toml", COMPANY), ("b.toml", COMPANY)])
    assert caught.value.file == "b.toml"
    assert caught.value.item == "x-1"
    assert "already used in a.toml" in str(caught.value)


def test_duplicate_source_key() -> None:
    sources = '[[source]]\nkey = "dnorris"\ntitle = "t"\nkind = "transcription"\n'
    with pytest.raises(DataError, match="duplicate source key"):
        parse_catalog_files([("s.toml", sources), ("t.toml", sources)])


def test_source_with_unknown_key() -> None:
    with pytest.raises(DataError) as caught:
        parse_catalog_text('[[source]]\nkey = "k"\ntitle = "t"\nkind = "x"\nurl = "u"\n', FILE, package_sources=False)
    assert (caught.value.item, caught.value.field) == ("k", "url")


def test_load_from_folder(tmp_path: Path) -> None:
    (tmp_path / "sources.toml").write_text('[[source]]\nkey = "dnorris"\ntitle = "t"\nkind = "transcription"\n'
                                           '[[source]]\nkey = "souleeater"\ntitle = "t"\nkind = "transcription"\n',
                                           encoding="utf-8")
    (tmp_path / "cards.toml").write_text(COMPANY + DISPUTED, encoding="utf-8")
    catalog = load_catalog_from(tmp_path)
    assert [c.id for c in catalog.companies] == ["x-1", "x-2"]
    other = load_catalog_from(tmp_path, readings={"x-2": "souleeater"})
    assert other.card("x-2").provenance.dispute("compensation").chosen == "souleeater"  # type: ignore[union-attr]
    (tmp_path / "more.toml").write_text(COMPANY, encoding="utf-8")
    with pytest.raises(DataError, match="duplicate id"):
        load_catalog_from(tmp_path)
    with pytest.raises(DataError, match="folder"):
        load_catalog_from(tmp_path / "missing")
    (tmp_path / "more.toml").write_bytes(b"\xff\xfe\x00 not text")
    with pytest.raises(DataError) as caught:
        load_catalog_from(tmp_path)
    assert caught.value.file == str(tmp_path / "more.toml") and "not UTF-8 text" in str(caught.value)


def test_load_from_a_folder_without_card_files_says_so(tmp_path: Path) -> None:
    """A folder with no .toml file is a mistake (wrong folder, wrong extension), not an empty catalog."""
    (tmp_path / "cards.txt").write_text(COMPANY, encoding="utf-8")
    with pytest.raises(DataError) as caught:
        load_catalog_from(tmp_path)
    assert caught.value.file == str(tmp_path) and "no .toml card files" in str(caught.value)


def test_a_file_saved_with_a_byte_order_mark_loads(tmp_path: Path) -> None:
    """Some Windows editors put a byte-order mark before UTF-8 text; the cards load as without it."""
    (tmp_path / "sources.toml").write_text('[[source]]\nkey = "dnorris"\ntitle = "t"\nkind = "transcription"\n',
                                           encoding="utf-8-sig")
    (tmp_path / "cards.toml").write_text(COMPANY, encoding="utf-8-sig")
    assert [c.id for c in load_catalog_from(tmp_path)] == [c.id for c in parse_catalog_text(COMPANY, FILE)]
