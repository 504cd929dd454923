"""Saving and loading board positions as JSON or TOML, and the preset positions shipped with the package.

The file format (the same keys in JSON and TOML)::

    name = "..."            # optional
    description = "..."     # optional
    name_pt = "..."         # optional: the name in Portuguese
    description_pt = "..."  # optional: the description in Portuguese
    era = "canal"           # or "rail"
    players = ["red", "yellow"]
    [markets]
    coal = 13
    iron = 8
    [[industry]]            # one per tile: location, slot (1-based), industry, owner, level, flipped, resources
    [[link]]                # one per link tile: line ("birmingham/walsall" or two names), owner, kind
    [[merchant]]            # one per merchant location: tiles (goods per space), beer (true/false per space;
                            # left out: a barrel beside each non-blank tile, as at setup)

Locations may be written by id or name. Reading checks everything (see :mod:`~furnace_lab.brass.position`) and
names the file in any :class:`~furnace_lab.errors.DataError`. Saving is atomic: a temporary file in the same
folder, then ``os.replace``; a save that fails raises :class:`~furnace_lab.errors.DataError` and leaves the
previous file as it was. Only ``json`` and ``tomllib`` read files; nothing is evaluated. Only a regular file of at
most 256 KB is read (a FIFO would block, ``/dev/zero`` would never end).
"""

from __future__ import annotations

import errno
import json
import os
import stat
import tomllib
from importlib import resources
from pathlib import Path
from typing import Any, Final

from furnace_lab.atomic_files import write_atomic
from furnace_lab.brass.data import brass_map
from furnace_lab.brass.position import BuiltLink, IndustryTile, MerchantTile, Position
from furnace_lab.brass.problems import bad_data, in_file, quoted, syntax_pt
from furnace_lab.errors import DataError

_HEAD_KEYS: Final = ("name", "description", "name_pt", "description_pt", "era", "players")
_TOP_KEYS: Final = {*_HEAD_KEYS, "markets", "industry", "link", "merchant"}
_TILE_KEYS: Final = {"location", "slot", "industry", "owner", "level", "flipped", "resources"}
_LINK_KEYS: Final = {"line", "owner", "kind"}
_MERCHANT_KEYS: Final = {"location", "tiles", "beer"}
PRESET_FOLDER: Final = "data/positions"


def _unknown(raw: dict[str, Any], allowed: set[str], item: str | None, file: str | None) -> None:
    extra = sorted(set(raw) - allowed)
    if extra:
        raise bad_data(f"unknown key; expected only {', '.join(sorted(allowed))}",
                       f"chave desconhecida; esperavam-se só {quoted(sorted(allowed))}", file=file, item=item,
                       field=extra[0])


def _tables(raw: dict[str, Any], key: str) -> list[Any]:
    """The ``[[key]]`` entries: a list (empty when the key is left out)."""
    found = raw.get(key, [])
    if not isinstance(found, list):
        raise bad_data(f"expected a list of tables ([[{key}]] in TOML, a JSON array), not {type(found).__name__}",
                       f"esperava-se uma lista de tabelas ('[[{key}]]' em TOML, uma lista JSON), não "
                       f"{type(found).__name__!r}", field=key)
    return found


def _text(raw: dict[str, Any], key: str) -> str:
    value = raw.get(key, "")
    if not isinstance(value, str):
        raise bad_data(f"expected text, not {type(value).__name__}",
                       f"esperava-se um texto, não {type(value).__name__!r}", field=key)
    return value


_OS_PT: Final = {
    errno.ENOENT: "o arquivo ou a pasta não existe",
    errno.EACCES: "sem permissão",
    errno.EPERM: "sem permissão",
    errno.EISDIR: "é uma pasta",
    errno.ENOTDIR: "uma parte do caminho não é uma pasta",
    errno.ENOSPC: "não há espaço no disco",
    errno.EROFS: "o sistema de arquivos é só de leitura",
}


def _os_pt(error: OSError) -> str:
    """Why the system refused a read or write, in Portuguese."""
    return _OS_PT.get(error.errno or 0, f"erro do sistema (errno {error.errno})")


def position_from_dict(raw: object, file: str | None = None) -> Position:
    """Build (and check) a position from plain data, as read from JSON or TOML."""
    if not isinstance(raw, dict):
        raise bad_data("a position is a table of keys", "uma posição é uma tabela de chaves", file=file)
    _unknown(raw, _TOP_KEYS, None, file)
    board = brass_map()
    try:
        industries = []
        for n, tile in enumerate(_tables(raw, "industry"), start=1):
            if not isinstance(tile, dict):
                raise bad_data("expected a table", "esperava-se uma tabela", item=f"industry #{n}", field="industry")
            _unknown(tile, _TILE_KEYS, f"industry #{n}", file)
            for key in ("location", "slot", "industry", "owner"):
                if key not in tile:
                    raise bad_data("missing", "falta", item=f"industry #{n}", field=key)
            industries.append(IndustryTile(
                location=board.resolve(tile["location"]), slot=tile["slot"], industry=tile["industry"],
                owner=tile["owner"], level=tile.get("level", 1), flipped=tile.get("flipped", False),
                resources=tile.get("resources", 0)))
        links = []
        for n, link in enumerate(_tables(raw, "link"), start=1):
            if not isinstance(link, dict):
                raise bad_data("expected a table", "esperava-se uma tabela", item=f"link #{n}", field="link")
            _unknown(link, _LINK_KEYS, f"link #{n}", file)
            for key in ("line", "owner", "kind"):
                if key not in link:
                    raise bad_data("missing", "falta", item=f"link #{n}", field=key)
            line = link["line"]
            found = board.line(*line) if isinstance(line, list) and len(line) == 2 else board.line_by_id(str(line))
            links.append(BuiltLink(found.id, link["owner"], link["kind"]))
        merchants = []
        for n, entry in enumerate(_tables(raw, "merchant"), start=1):
            if not isinstance(entry, dict):
                raise bad_data("expected a table", "esperava-se uma tabela", item=f"merchant #{n}", field="merchant")
            _unknown(entry, _MERCHANT_KEYS, f"merchant #{n}", file)
            location = board.resolve(entry.get("location", ""))
            tiles, beer = entry.get("tiles", []), entry.get("beer", [])
            if not isinstance(tiles, list) or not isinstance(beer, list) or len(beer) not in (0, len(tiles)):
                raise bad_data("tiles and beer are lists of the same length",
                               "'tiles' e 'beer' são listas do mesmo tamanho", item=location, field="beer")
            if any(not isinstance(flag, bool) for flag in beer):
                raise bad_data("each beer entry is true or false", "cada item de 'beer' é 'true' ou 'false'",
                               item=location, field="beer")
            for space, goods in enumerate(tiles, start=1):
                has_beer = beer[space - 1] if beer else goods != "blank"  # no list: setup beer
                merchants.append(MerchantTile(location, space, goods, has_beer))
        markets = raw.get("markets", {})
        if not isinstance(markets, dict) or set(markets) - {"coal", "iron"}:
            raise bad_data("expected coal = n and iron = n", "esperava-se 'coal = n' e 'iron = n'", field="markets")
        players = raw.get("players")
        if not isinstance(players, list):
            raise bad_data("players: a list of 2 to 4 names", "jogadores: uma lista de 2 a 4 nomes", field="players")
        return Position(
            era=raw.get("era", "canal"), players=tuple(players),
            industries=tuple(industries), links=tuple(links), merchants=tuple(merchants),
            coal_market=markets.get("coal", 13), iron_market=markets.get("iron", 8),
            name=_text(raw, "name"), description=_text(raw, "description"), name_pt=_text(raw, "name_pt"),
            description_pt=_text(raw, "description_pt"),
        )
    except DataError as error:
        if file and not error.file:
            raise in_file(error, file) from None
        raise


def position_to_dict(position: Position) -> dict[str, Any]:
    """Plain data for a position; :func:`position_from_dict` reads it back to an equal position."""
    data: dict[str, Any] = {}
    if position.name:
        data["name"] = position.name
    if position.description:
        data["description"] = position.description
    if position.name_pt:
        data["name_pt"] = position.name_pt
    if position.description_pt:
        data["description_pt"] = position.description_pt
    data["era"] = position.era
    data["players"] = list(position.players)
    data["markets"] = {"coal": position.coal_market, "iron": position.iron_market}
    data["industry"] = [
        {"location": t.location, "slot": t.slot, "industry": t.industry, "owner": t.owner, "level": t.level,
         "flipped": t.flipped, "resources": t.resources}
        for t in position.industries
    ]
    data["link"] = [{"line": k.line, "owner": k.owner, "kind": k.kind} for k in position.links]
    by_location: dict[str, list[MerchantTile]] = {}
    for tile in position.merchants:
        by_location.setdefault(tile.location, []).append(tile)
    data["merchant"] = [
        {"location": location, "tiles": [t.goods for t in sorted(tiles, key=lambda t: t.space)],
         "beer": [t.beer for t in sorted(tiles, key=lambda t: t.space)]}
        for location, tiles in by_location.items()
    ]
    return data


# ---------------------------------------------------------------- TOML writing (our own schema only)


def _toml_value(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)  # a JSON string is a valid TOML basic string
    if isinstance(value, list):
        return "[" + ", ".join(_toml_value(v) for v in value) + "]"
    raise TypeError(f"cannot write {type(value).__name__} to TOML")


def position_to_toml(position: Position) -> str:
    data = position_to_dict(position)
    lines = [f"{key} = {_toml_value(data[key])}" for key in _HEAD_KEYS if key in data]
    lines += ["", "[markets]", *(f"{k} = {_toml_value(v)}" for k, v in data["markets"].items())]
    for table in ("industry", "link", "merchant"):
        for entry in data[table]:
            lines += ["", f"[[{table}]]", *(f"{k} = {_toml_value(v)}" for k, v in entry.items())]
    return "\n".join(lines) + "\n"


def position_to_json(position: Position) -> str:
    return json.dumps(position_to_dict(position), indent=2, ensure_ascii=False) + "\n"


def parse_position(text: str, fmt: str, file: str | None = None) -> Position:
    """Read a position from JSON or TOML text (``fmt`` is ``"json"`` or ``"toml"``)."""
    try:
        if fmt == "json":
            raw = json.loads(text)
        elif fmt == "toml":
            raw = tomllib.loads(text)
        else:
            raise bad_data("format must be 'json' or 'toml'", "o formato é 'json' ou 'toml'", file=file,
                           field="format")
    except (json.JSONDecodeError, tomllib.TOMLDecodeError) as error:
        raise bad_data(f"not valid {fmt.upper()}: {error}", f"{fmt.upper()} inválido: {syntax_pt(error)}",
                       file=file) from None
    except RecursionError:
        raise bad_data(f"not valid {fmt.upper()}: nested too deeply to be a position",
                       f"{fmt.upper()} inválido: aninhado fundo demais para ser uma posição", file=file) from None
    return position_from_dict(raw, file)


def _format(path: Path) -> str:
    suffix = path.suffix.lower()
    if suffix not in (".json", ".toml"):
        raise bad_data("a position file ends in .json or .toml", "um arquivo de posição termina em .json ou .toml",
                       file=str(path))
    return suffix[1:]


MAX_POSITION_BYTES: Final = 256 * 1024
"""The largest position file read: a board with every slot and line filled is under 20 KB, the presets 1-3 KB."""


def _read_small(where: Path) -> str:
    """The text of a regular file of at most :data:`MAX_POSITION_BYTES`; a device, a FIFO (which would block) or a
    larger file (``/dev/zero`` would grow without end) is refused before it is read."""
    handle = os.open(where, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    with os.fdopen(handle, "rb") as stream:
        info = os.fstat(stream.fileno())
        if not stat.S_ISREG(info.st_mode):
            raise bad_data("not a regular file: a position is a .json or .toml file",
                           "não é um arquivo comum: uma posição é um arquivo .json ou .toml", file=str(where))
        data = stream.read(MAX_POSITION_BYTES + 1)
    if len(data) > MAX_POSITION_BYTES:
        raise bad_data(f"larger than {MAX_POSITION_BYTES // 1024} KB: too large to be a position",
                       f"maior que {MAX_POSITION_BYTES // 1024} KB: grande demais para ser uma posição",
                       file=str(where))
    return data.decode("utf-8")


def load_position(path: str | os.PathLike[str]) -> Position:
    """Read a position file (.json or .toml): a regular file of at most :data:`MAX_POSITION_BYTES`."""
    where = Path(path)
    fmt = _format(where)
    try:
        text = _read_small(where)
    except UnicodeDecodeError as error:
        raise bad_data(f"not UTF-8 text (byte {error.start}): a position file is JSON or TOML text",
                       f"não é texto UTF-8 (byte {error.start}): um arquivo de posição é texto JSON ou TOML",
                       file=str(where)) from None
    except OSError as error:
        raise bad_data(f"cannot read: {error.strerror}", f"não foi possível ler: {_os_pt(error)}",
                       file=str(where)) from None
    return parse_position(text, fmt, str(where))


def save_position(position: Position, path: str | os.PathLike[str]) -> Path:
    """Write a position atomically (temp file in the same folder, then ``os.replace``); returns the path."""
    where = Path(path)
    text = position_to_json(position) if _format(where) == "json" else position_to_toml(position)
    try:
        write_atomic(where, text.encode("utf-8"))
    except OSError as error:
        raise bad_data(f"cannot write the file (the previous one is kept): {error.strerror or error}",
                       f"não foi possível gravar o arquivo (o anterior foi mantido): {_os_pt(error)}",
                       file=str(where)) from None
    return where


# ---------------------------------------------------------------- presets


def preset_names() -> tuple[str, ...]:
    """The preset positions shipped with the package, by name (file stem)."""
    folder = resources.files("furnace_lab.brass").joinpath(PRESET_FOLDER)
    return tuple(sorted(p.name[:-5] for p in folder.iterdir() if p.name.endswith(".toml")))


def preset(name: str) -> Position:
    """A shipped preset position by name; :class:`DataError` listing the presets if unknown."""
    if name not in preset_names():
        raise bad_data(f"no such preset; the presets are {', '.join(preset_names())}",
                       f"esta posição pronta não existe; as posições prontas são {quoted(preset_names())}", item=name,
                       field="preset")
    resource = resources.files("furnace_lab.brass").joinpath(PRESET_FOLDER, f"{name}.toml")
    file = f"furnace_lab/brass/{PRESET_FOLDER}/{name}.toml"
    return parse_position(resource.read_text(encoding="utf-8"), "toml", file)
