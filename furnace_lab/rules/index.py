"""Loading and looking up the rule index (data in ``furnace_lab/rules/data/*.toml``).

A data file holds ``[[rule]]`` tables with the keys ``id``, ``seed``, ``section``, ``en``, ``pt`` and,
optionally, ``source`` (default ``"seed"``; otherwise e.g. ``"research: furnace-cards.md §2.3"``) and
``note`` (why a reading was chosen where the sources are unclear). Loading checks every entry and fails with a
:class:`~furnace_lab.errors.DataError` naming the file, the rule ID and the field: a missing, empty or wrongly
typed field, an unknown key, a malformed ID, an unknown seed file, a duplicate ID, or a stray top-level table.

``section`` is a heading exactly as it stands, alone on a line, in the seed file (``tests/test_rules_index.py``
checks this against ``seeds/``, which is not shipped inside the package).
"""

from __future__ import annotations

import difflib
import re
import tomllib
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from typing import Final

from furnace_lab.errors import DataError, UnknownRule, check_lang

SEED_FILES: Final = {
    "000_e4126c4636c657d8.txt": "Furnace: Interbellum rulebook and Manager Reference (English)",
    "001_999e45b4c213376f.txt": "Brass: Birmingham, Resources and the Network (English)",
    "002_8e816ca9d27d67b3.txt": "Furnace base rules (Portuguese)",
}
"""The source documents in ``seeds/``, verbatim copies of ``shared/seeds``."""

SEED_TITLES: Final = {
    "000_e4126c4636c657d8.txt": ("Furnace: Interbellum rulebook (English)",
                                 "Livro de regras de Furnace: Interbellum (em inglês)"),
    "001_999e45b4c213376f.txt": ("Brass: Birmingham rules, Resources and the Network (English)",
                                 "Regras de Brass: Birmingham, Recursos e a Rede (em inglês)"),
    "002_8e816ca9d27d67b3.txt": ("Furnace base rules (Portuguese)", "Regras do jogo base Fornalha (em português)"),
}
"""Each source document's title as a reader sees it in a citation, in English and Portuguese (the file names are
for the tests that check the citations against the text)."""

GAMES: Final = ("furnace", "interbellum", "brass", "furnace_lab")
ID_PATTERN: Final = re.compile(r"^(furnace|interbellum|brass|furnace_lab)(\.[a-z0-9]+(-[a-z0-9]+)*)+$")
_KEY_ORDER: Final = ("id", "seed", "section", "en", "pt", "source", "note")
_REQUIRED: Final = _KEY_ORDER[:5]
_KEYS: Final = frozenset(_KEY_ORDER)


@dataclass(frozen=True, slots=True)
class RuleEntry:
    """One rule clause: stable ID, where it is written, and what it says in English and Portuguese."""

    id: str
    seed: str
    section: str
    en: str
    pt: str
    source: str = "seed"
    note: str = ""

    @property
    def game(self) -> str:
        return self.id.split(".", 1)[0]

    @property
    def from_research(self) -> bool:
        """True when the research notes, not the seed text, are the source of the rule's substance."""
        return self.source != "seed"

    def summary(self, lang: str = "en") -> str:
        """The one-line summary in ``"en"`` or ``"pt"``."""
        return self.en if check_lang(lang) == "en" else self.pt

    def document(self, lang: str = "en") -> str:
        """The title of the document the rule is written in, in ``"en"`` or ``"pt"``."""
        en, pt = SEED_TITLES.get(self.seed, (self.seed, self.seed))
        return en if check_lang(lang) == "en" else pt

    def citation(self, lang: str = "en") -> str:
        """``[ID] document, § section`` as shown under an explanation: the document named in words
        ("Furnace base rules (Portuguese), § Lances e Leilão"), never by its file name."""
        return f"[{self.id}] {self.document(lang)}, § {self.section}"

    def _repr_markdown_(self) -> str:
        return f"**{self.id}**: {self.en}  \n*{self.pt}*  \n{self.document()}, § {self.section}"


def _check_entry(raw: object, file: str, position: int) -> RuleEntry:
    if not isinstance(raw, dict):
        raise DataError(f"rule #{position} must be a table", file=file)
    rule_id = raw.get("id")
    item = rule_id if isinstance(rule_id, str) else f"#{position}"
    unknown = set(raw) - _KEYS
    if unknown:
        raise DataError(f"unknown key; expected only {', '.join(sorted(_KEYS))}", file=file, item=item,
                        field=sorted(unknown)[0])
    for key in _REQUIRED:
        if key not in raw:
            raise DataError("missing; every rule needs " + ", ".join(_REQUIRED), file=file, item=item, field=key)
    for key in sorted(set(raw) & _KEYS, key=_KEY_ORDER.index):
        value = raw[key]
        if not isinstance(value, str):
            raise DataError(f"expected a string, got {type(value).__name__} {value!r}", file=file, item=item,
                            field=key)
        if key in _REQUIRED and not value.strip():
            raise DataError("empty; expected a non-empty string", file=file, item=item, field=key)
    if not ID_PATTERN.match(raw["id"]):
        raise DataError(
            "malformed ID; expected 'game.part.part' in lower case with hyphens, game one of " + ", ".join(GAMES),
            file=file, item=item, field="id",
        )
    if raw["seed"] not in SEED_FILES:
        raise DataError(f"unknown seed file; expected one of {', '.join(SEED_FILES)}", file=file, item=item,
                        field="seed")
    return RuleEntry(
        id=raw["id"], seed=raw["seed"], section=raw["section"], en=raw["en"].strip(), pt=raw["pt"].strip(),
        source=raw.get("source", "seed"), note=raw.get("note", ""),
    )


def parse_rules(text: str, file: str) -> list[RuleEntry]:
    """Parse one rule data file's TOML text."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise DataError(f"not valid TOML: {error}", file=file) from None
    stray = sorted(set(data) - {"rule"})
    if stray:
        raise DataError(f"unknown top-level key {stray[0]!r}; a rule file holds only [[rule]] tables", file=file)
    rules = data.get("rule", [])
    if not isinstance(rules, list):
        raise DataError("expected [[rule]] tables", file=file)
    entries: list[RuleEntry] = []
    seen: set[str] = set()
    for position, raw in enumerate(rules, start=1):
        entry = _check_entry(raw, file, position)
        if entry.id in seen:
            raise DataError(f"duplicate rule ID (rule #{position})", file=file, item=entry.id, field="id")
        seen.add(entry.id)
        entries.append(entry)
    return entries


@lru_cache(maxsize=1)
def _index() -> dict[str, RuleEntry]:
    index: dict[str, RuleEntry] = {}
    folder = resources.files("furnace_lab.rules").joinpath("data")
    for path in sorted(folder.iterdir(), key=lambda p: p.name):
        if not path.name.endswith(".toml"):
            continue
        file = f"furnace_lab/rules/data/{path.name}"
        for entry in parse_rules(path.read_text(encoding="utf-8"), file):
            if entry.id in index:
                raise DataError("duplicate rule ID", file=file, item=entry.id, field="id")
            index[entry.id] = entry
    return index


def all_rules() -> tuple[RuleEntry, ...]:
    """Every rule entry, in file order."""
    return tuple(_index().values())


def rules_for_seed(seed: str) -> tuple[RuleEntry, ...]:
    """The entries citing one seed file."""
    return tuple(entry for entry in _index().values() if entry.seed == seed)


def rule(rule_id: str) -> RuleEntry:
    """The rule with this ID; raises :class:`UnknownRule` (with close matches) if there is none."""
    if not isinstance(rule_id, str):
        raise TypeError(f"a rule ID is a string such as 'furnace.auction.same-value', not {type(rule_id).__name__}")
    index = _index()
    try:
        return index[rule_id]
    except KeyError:
        raise UnknownRule(rule_id, _suggestions(rule_id, index)) from None


def _suggestions(rule_id: str, index: dict[str, RuleEntry]) -> tuple[str, ...]:
    """Up to three IDs close to ``rule_id``: near spellings first, else IDs ending with the given words."""
    close = difflib.get_close_matches(rule_id, list(index), n=3, cutoff=0.6)
    if close:
        return tuple(close)
    tail = rule_id.strip().lower().strip(".")
    if not tail:
        return ()
    return tuple(known for known in index if known == tail or known.endswith("." + tail))[:3]
