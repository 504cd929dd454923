"""Loading the card catalog from its data files, checking it whole, and choosing readings.

The catalog lives in ``furnace_lab/cards/data/*.toml`` (the format is described in that folder's
``README.md``). :func:`load_catalog` reads every file once, checks every table, then checks the catalog as
a whole: ids unique across all files, every ``sources`` key named in ``sources.toml``, every reading's
source known, every ``replaces`` pointing at a Capitalist. The first mistake found raises one
:class:`~furnace_lab.errors.DataError` naming the file, the card id, the field and what was expected.

The parsed default catalog is cached, so calling :func:`load_catalog` again is cheap; a call with
``readings=`` builds a variant from it (see :mod:`furnace_lab.cards.readings`) and caches that too.
:func:`load_catalog_from` and :func:`parse_catalog_text` read another folder or a piece of TOML text, for
tests and for people trying out card ideas.
"""

from __future__ import annotations

import os
import re
import tomllib
from collections.abc import Iterable, Mapping
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Final

from furnace_lab.cards.builders import BUILDERS, card_id
from furnace_lab.cards.catalog import Catalog
from furnace_lab.cards.fields import Fields
from furnace_lab.cards.model import Capitalist, Card, Source
from furnace_lab.cards.readings import READINGS_ARGUMENT, apply_readings
from furnace_lab.errors import DataError, quoted

DATA_FOLDER: Final = "furnace_lab/cards/data"
"""How errors name the package's own data files."""

GROUP_OF: Final = {
    "company": "companies",
    "startup": "startups",
    "capitalist": "capitalists",
    "manager": "managers",
    "business_school": "business_schools",
    "agent": "agents",
}
"""Card table name in a data file → the Catalog group it joins."""

TOP_LEVEL: Final = frozenset({"source", *GROUP_OF})
SOURCE_KEYS: Final = frozenset({"key", "title", "kind", "where", "notes"})


def _source(raw: object, file: str, position: int) -> Source:
    f = Fields(raw, file=file, item=f"source #{position}")
    key = f.string("key")
    f = Fields(raw, file=file, item=key)
    f.only(SOURCE_KEYS)
    return Source(key=key, title=f.string("title"), kind=f.string("kind"), where=f.string("where", default=""),
                  notes=f.string("notes", default=""))


_AT: Final = re.compile(r"at line (\d+), column (\d+)")
"""Where ``tomllib`` says a TOML error is (its message is English)."""


def _parse_file(text: object, file: str) -> tuple[list[Source], list[tuple[str, Card]]]:
    """One TOML file: its sources and its cards (with the file each came from)."""
    if not isinstance(text, str):
        raise DataError(f"expected TOML text, found {type(text).__name__}", file=file,
                        pt=f"esperava-se um texto TOML, mas veio {type(text).__name__}")
    try:
        # a byte-order mark (some Windows editors write one before UTF-8 text) is not TOML: read past it
        data = tomllib.loads(text.removeprefix("\ufeff"))
    except tomllib.TOMLDecodeError as error:
        where = _AT.search(str(error))
        raise DataError(f"not valid TOML: {error}", file=file,
                        pt="TOML inválido" + (f" (linha {where[1]}, coluna {where[2]})" if where else "")) from None
    except RecursionError:  # arrays or tables nested thousands deep: no card file looks like that
        raise DataError("the TOML is nested too deeply to be a card file", file=file,
                        pt="o TOML tem níveis demais para ser um arquivo de cartas") from None
    unknown = sorted(set(data) - TOP_LEVEL)
    if unknown:
        raise DataError(f"unknown top-level key {unknown[0]!r}; expected [[...]] tables named "
                        f"{', '.join(sorted(TOP_LEVEL))}", file=file)
    sources: list[Source] = []
    cards: list[tuple[str, Card]] = []
    for table, rows in data.items():
        if not isinstance(rows, list):
            raise DataError(f"expected [[{table}]] tables (an array of tables), found a {type(rows).__name__}",
                            file=file, field=table)
        for position, raw in enumerate(rows, start=1):
            if table == "source":
                sources.append(_source(raw, file, position))
                continue
            item = card_id(raw, file, position, table)
            cards.append((file, BUILDERS[table](Fields(raw, file=file, item=item))))
    return sources, cards


def _check_whole(sources: dict[str, Source], cards: list[tuple[str, Card]]) -> None:
    """Checks that need the whole catalog: unique ids, known sources, Capitalists that replace one."""
    seen: dict[str, str] = {}
    for file, card in cards:
        if card.id in seen:
            where = "earlier in this file" if seen[card.id] == file else f"in {seen[card.id]}"
            raise DataError(f"duplicate id: already used {where}", file=file, item=card.id, field="id")
        seen[card.id] = file
    capitalists = {card.id for _, card in cards if isinstance(card, Capitalist)}
    for file, card in cards:
        for key in card.provenance.sources:
            if key not in sources:
                raise DataError(f"unknown source key {key!r}; sources.toml names {', '.join(sorted(sources))}",
                                file=file, item=card.id, field="sources")
        for dispute in card.provenance.disputes:
            for reading in dispute.readings:
                if reading.source not in sources:
                    raise DataError(f"reading {reading.key!r} cites unknown source {reading.source!r}",
                                    file=file, item=card.id, field=f"dispute.{dispute.field}")
        if isinstance(card, Capitalist) and card.replaces is not None and card.replaces not in capitalists:
            raise DataError(f"replaces {card.replaces!r}, which is not a Capitalist in the catalog",
                            file=file, item=card.id, field="replaces")


def parse_catalog_files(files: Iterable[tuple[str, str]]) -> Catalog:
    """Build a catalog from ``(file name, TOML text)`` pairs, in that order."""
    sources: dict[str, Source] = {}
    cards: list[tuple[str, Card]] = []
    for file, text in _pairs(files):
        file_sources, file_cards = _parse_file(text, file)
        for source in file_sources:
            if source.key in sources:
                raise DataError("duplicate source key", file=file, item=source.key, field="key")
            sources[source.key] = source
        cards.extend(file_cards)
    _check_whole(sources, cards)
    groups: dict[str, list[Card]] = {group: [] for group in GROUP_OF.values()}
    for _, card in cards:
        groups[GROUP_OF[_table_of(card)]].append(card)
    return Catalog(**{group: tuple(items) for group, items in groups.items()}, sources=sources)  # type: ignore[arg-type]


def _pairs(files: object) -> list[tuple[str, object]]:
    """``files`` as (file name, text) pairs; anything else is a DataError (the texts are checked as they are read)."""
    try:
        pairs = list(files)  # type: ignore[call-overload]
    except TypeError:
        raise DataError(f"expected (file name, TOML text) pairs, found {type(files).__name__}", file=FILES_ARGUMENT,
                        pt=f"esperavam-se pares (nome do arquivo, texto TOML), mas veio {type(files).__name__}"
                        ) from None
    for pair in pairs:
        if not isinstance(pair, tuple) or len(pair) != 2 or not isinstance(pair[0], str):
            raise DataError(f"expected a (file name, TOML text) pair, found {quoted(pair)}", file=FILES_ARGUMENT,
                            pt=f"esperava-se um par (nome do arquivo, texto TOML), mas veio {quoted(pair, 'pt')}")
    return pairs


FILES_ARGUMENT: Final = "<files argument>"
FOLDER_ARGUMENT: Final = "<folder argument>"


def _table_of(card: Card) -> str:
    return str(card.kind)


def _package_files() -> list[tuple[str, str]]:
    folder = resources.files("furnace_lab.cards").joinpath("data")
    paths = sorted((p for p in folder.iterdir() if p.name.endswith(".toml")), key=lambda p: p.name)
    return [(f"{DATA_FOLDER}/{p.name}", p.read_text(encoding="utf-8")) for p in paths]


@lru_cache(maxsize=1)
def _default_catalog() -> Catalog:
    return parse_catalog_files(_package_files())


@lru_cache(maxsize=32)
def _variant(choices: tuple[tuple[str, str], ...]) -> Catalog:
    return apply_readings(_default_catalog(), dict(choices))


def _frozen(readings: Mapping[str, str]) -> tuple[tuple[str, str], ...]:
    if not isinstance(readings, Mapping):
        raise DataError(f"expected a mapping of card id to reading key, found {type(readings).__name__}",
                        file=READINGS_ARGUMENT)
    for name, key in readings.items():
        if not isinstance(name, str) or not isinstance(key, str):
            raise DataError(f"expected a card id and a reading key as strings, found {name!r}: {key!r}",
                            file=READINGS_ARGUMENT)
    return tuple(sorted(readings.items()))


def load_catalog(readings: Mapping[str, str] | None = None) -> Catalog:
    """Every card of Furnace and Interbellum, with the default readings or the ones asked for.

    ``readings`` maps a card id to a reading key (for every disputed field of that card having that key)
    or ``"card-id.field"`` to a key: ``load_catalog(readings={"base-o3": "souleeater"})``.
    """
    if not readings:
        return _default_catalog()
    return _variant(_frozen(readings))


def load_catalog_from(folder: str | Path, readings: Mapping[str, str] | None = None) -> Catalog:
    """The catalog in another folder of ``*.toml`` files (which must name its own sources)."""
    text = os.fspath(folder) if isinstance(folder, os.PathLike) else folder
    if not isinstance(text, str) or "\0" in text or not text:
        found = type(folder).__name__ if not isinstance(text, str) else quoted(text)
        raise DataError(f"expected the path of a folder of .toml card files, found {found}", file=FOLDER_ARGUMENT,
                        pt=f"esperava-se o caminho de uma pasta de arquivos .toml de cartas, mas veio {found}")
    root = Path(text)
    if not root.is_dir():
        raise DataError("expected a folder of .toml card files", file=str(root),
                        pt="esperava-se uma pasta de arquivos .toml de cartas")
    paths = sorted(root.glob("*.toml"))
    if not paths:
        raise DataError("no .toml card files in this folder (a catalog needs at least sources.toml and one card "
                        "file)", file=str(root))
    files = [(str(p), _read_text(p)) for p in paths]
    catalog = parse_catalog_files(files)
    return apply_readings(catalog, readings) if readings else catalog


def _read_text(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8")
    except UnicodeDecodeError as error:
        raise DataError(f"not UTF-8 text (byte {error.start}): a card file is TOML text", file=str(path)) from None
    except OSError as error:
        raise DataError(f"cannot read: {error.strerror}", file=str(path)) from None


def parse_catalog_text(
    text: str, file: str = "<text>", *, readings: Mapping[str, str] | None = None, package_sources: bool = True
) -> Catalog:
    """A catalog from one piece of TOML text; the package's ``sources.toml`` is included unless told not to."""
    files = [(f"{DATA_FOLDER}/sources.toml", _sources_text())] if package_sources else []
    catalog = parse_catalog_files([*files, (file, text)])
    return apply_readings(catalog, readings) if readings else catalog


def _sources_text() -> str:
    return resources.files("furnace_lab.cards").joinpath("data", "sources.toml").read_text(encoding="utf-8")


__all__ = ["Catalog", "load_catalog", "load_catalog_from", "parse_catalog_files", "parse_catalog_text"]
