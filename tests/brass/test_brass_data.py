"""The map and supply data, board positions (validation, saving, loading, presets)."""

from __future__ import annotations

import copy
import json
import os
import tomllib
from pathlib import Path

import pytest
from brass_builders import board

from furnace_lab.brass import (
    BuiltLink,
    IndustryTile,
    MerchantTile,
    Position,
    brass_map,
    load_position,
    make_position,
    preset,
    preset_names,
    save_position,
)
from furnace_lab.brass.data import _read, parse_map, parse_supply
from furnace_lab.brass.storage import parse_position, position_from_dict, position_to_dict, position_to_toml
from furnace_lab.errors import DataError


def test_brass_map_locations_counts_and_slots() -> None:
    """brass.map.locations: 20 towns, 2 farm breweries, 5 merchants, 49 industry slots."""
    board_map = brass_map()
    kinds = [location.kind for location in board_map.locations]
    assert (kinds.count("town"), kinds.count("farm"), kinds.count("merchant")) == (20, 2, 5)
    assert sum(len(location.slots) for location in board_map.locations) == 49
    assert board_map.location("Birmingham").slots == (("cotton", "goods"), ("goods",), ("iron",), ("goods",))
    assert board_map.location("stoke").id == "stoke-on-trent"
    assert all(location.provenance.sources for location in board_map.locations)
    assert board_map.location("Oxford").provenance.confidence == "confirmed"


def test_brass_map_links_counts_and_era_flags() -> None:
    """brass.map.links: 39 lines; 31 take canals, 38 rails; 8 rail only, 1 canal only."""
    lines = brass_map().lines
    assert len(lines) == 39
    assert sum(line.canal for line in lines) == 31 and sum(line.rail for line in lines) == 38
    rail_only = {line.id for line in lines if not line.canal}
    assert rail_only == {"belper/leek", "birmingham/nuneaton", "birmingham/redditch", "burton-on-trent/cannock",
                         "coventry/nuneaton", "derby/uttoxeter", "stone/uttoxeter", "tamworth/walsall"}
    assert [line.id for line in lines if not line.rail] == ["burton-on-trent/walsall"]
    assert all(line.provenance.confidence == "confirmed" for line in lines)


def test_brass_map_data_errors_name_file_item_field() -> None:
    """A broken map file raises DataError naming the file, the item and the field."""
    data = _read("map.toml", "furnace_lab/brass/data/map.toml")
    broken = copy.deepcopy(data)
    broken["line"][0]["ends"] = ["belper", "atlantis"]
    with pytest.raises(DataError) as error:
        parse_map(broken)
    assert error.value.file and error.value.field == "ends" and "atlantis" in str(error.value)
    broken = copy.deepcopy(data)
    broken["location"][0]["slots"] = [["cotton", "steel"]]
    with pytest.raises(DataError, match="slot 1"):
        parse_map(broken)
    broken = copy.deepcopy(data)
    broken["line"].append({"ends": ["derby", "belper"], "canal": True, "rail": True})
    with pytest.raises(DataError, match="same pair"):
        parse_map(broken)
    supply = _read("markets.toml", "furnace_lab/brass/data/markets.toml")
    broken = copy.deepcopy(supply)
    broken["market"]["coal"]["start"] = 15
    with pytest.raises(DataError) as error:
        parse_supply(broken)
    assert error.value.item == "coal" and error.value.field == "start"


def test_position_roundtrip_json_and_toml(tmp_path: Path) -> None:
    """Saving and loading gives back an equal position, in both formats; saves are atomic."""
    for name in preset_names():
        position = preset(name)
        for suffix in (".json", ".toml"):
            path = save_position(position, tmp_path / f"{name}{suffix}")
            assert load_position(path) == position
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        f"{n}{s}" for n in preset_names() for s in (".json", ".toml"))  # no temp files left
    text = position_to_toml(preset("rail-3p"))
    assert tomllib.loads(text)["players"] == ["red", "yellow", "purple"]


def test_position_save_failure_keeps_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """If writing fails, the old file is untouched and no temp file remains."""
    path = save_position(preset("coal-tie"), tmp_path / "game.json")
    before = path.read_text()

    def fail(*_args: object) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", fail)
    with pytest.raises(DataError, match=r"previous one is kept\): disk full") as caught:
        save_position(preset("rail-3p"), path)
    assert caught.value.file == str(path)
    assert path.read_text() == before and [p.name for p in tmp_path.iterdir()] == ["game.json"]


def test_presets_load_and_are_described() -> None:
    names = preset_names()
    assert {"setup-2p", "canal-midgame", "coal-tie", "rail-3p", "redditch-canal", "empty-markets"} <= set(names)
    for name in names:
        position = preset(name)
        assert position.name and position.description
    with pytest.raises(DataError, match="presets are"):
        preset("nope")


def _bad(change: dict[str, object], message: str, field: str | None = None) -> None:
    raw = position_to_dict(preset("canal-midgame"))
    raw.update(change)
    with pytest.raises(DataError, match=message) as error:
        position_from_dict(raw, "test.json")
    assert error.value.file == "test.json"
    if field:
        assert error.value.field == field


def test_position_validation_errors_are_clear() -> None:
    """Unknown location, no such slot, link off the map or era, negative cubes, ... each a DataError."""
    tile = {"location": "dudley", "slot": 2, "industry": "iron", "owner": "red", "resources": 3}
    _bad({"industry": [dict(tile, location="Dudly")]}, "did you mean dudley", "location")
    _bad({"industry": [dict(tile, slot=3)]}, "no slot 3", "slot")
    _bad({"industry": [dict(tile, industry="coal", slot=2)]}, "shows iron", "industry")
    _bad({"industry": [dict(tile, resources=-1)]}, "negative cubes", "resources")
    _bad({"industry": [dict(tile, flipped=True)]}, "flipped", "resources")
    _bad({"industry": [dict(tile, resources=0)]}, "empty", "flipped")
    _bad({"industry": [dict(tile, owner="blue")]}, "not a player", "owner")
    _bad({"industry": [dict(tile, location="oxford", slot=1)]}, "merchant location", "location")
    _bad({"industry": [tile, dict(tile)]}, "two tiles on one slot", "slot")
    _bad({"industry": [dict(tile, surprise=1)]}, "unknown key", "surprise")
    _bad({"link": [{"line": "birmingham/stafford", "owner": "red", "kind": "canal"}]}, "no link line", "line")
    _bad({"link": [{"line": "birmingham/redditch", "owner": "red", "kind": "canal"}]}, "takes no canal", "kind")
    _bad({"link": [{"line": "birmingham/walsall", "owner": "red", "kind": "rail"}]}, "canal era", "kind")
    _bad({"markets": {"coal": 15, "iron": 8}}, "0–14", "markets")
    _bad({"markets": {"coal": -1, "iron": 8}}, "0–14", "markets")
    _bad({"players": ["red"]}, "2 to 4", "players")
    _bad({"era": "steam"}, "era must be", "era")


def test_brass_merchant_blank_with_beer_is_invalid() -> None:
    """brass.merchant.blank: a blank merchant tile has no beer space."""
    _bad({"merchant": [{"location": "shrewsbury", "tiles": ["cotton"]},
                       {"location": "gloucester", "tiles": ["goods", "blank"], "beer": [True, True]},
                       {"location": "oxford", "tiles": ["any", "blank"]}]}, "blank merchant tile", "beer")


def test_position_merchant_tiles_must_match_player_count() -> None:
    """brass.merchant.tiles-by-players: the tiles must be the player count's set, on the spaces in play."""
    _bad({"merchant": [{"location": "shrewsbury", "tiles": ["cotton"]},
                       {"location": "gloucester", "tiles": ["goods", "goods"]},
                       {"location": "oxford", "tiles": ["any", "blank"]}]}, "merchant tiles are", "merchants")
    _bad({"merchant": [{"location": "warrington", "tiles": ["cotton", "blank"]}]}, "no merchant tiles with 2", None)
    _bad({"merchant": [{"location": "shrewsbury", "tiles": ["cotton"]}]}, "missing", "merchants")


def test_position_objects_are_immutable_and_checked() -> None:
    position = board(tiles=[("dudley", 1, "coal", "red", 2)])
    with pytest.raises(AttributeError):
        position.era = "rail"  # type: ignore[misc]
    with pytest.raises(DataError):
        Position(era="canal", players=("a", "b"), industries=(IndustryTile("dudley", 1, "coal", "a", 1, False, -2),))
    with pytest.raises(DataError):
        Position(era="rail", players=("a", "b"), links=(BuiltLink("birmingham/walsall", "a", "canal"),))
    with pytest.raises(DataError):
        Position(era="canal", players=("a", "b"), merchants=(MerchantTile("dudley", 1, "any", True),))
    assert make_position(("a", "b"), seed=1) == make_position(("a", "b"), seed=1)


def test_parse_position_rejects_bad_text() -> None:
    with pytest.raises(DataError, match="not valid JSON"):
        parse_position("{", "json", "x.json")
    with pytest.raises(DataError, match="not valid TOML"):
        parse_position("era = ", "toml", "x.toml")
    with pytest.raises(DataError, match=r"\.json or \.toml"):
        load_position("position.yaml")
    assert json.loads(json.dumps(position_to_dict(preset("setup-2p"))))["era"] == "canal"


def test_load_position_refuses_a_file_that_is_not_text(tmp_path: Path) -> None:
    picture = tmp_path / "position.json"
    picture.write_bytes(b"\x89PNG\r\n\x1a\n\xff\xfe")
    with pytest.raises(DataError) as caught:
        load_position(picture)
    assert caught.value.file == str(picture) and "not UTF-8 text" in str(caught.value)


def test_position_wrong_field_types_are_data_errors() -> None:
    """A list written as something else, a beer flag that is not true/false, a name that is not text: each a
    DataError naming the field, never a TypeError or a silently wrong board."""
    for key in ("industry", "link", "merchant"):
        for value in (None, 3, "dudley", {"location": "dudley"}):
            _bad({key: value}, "list", key)
    tiles = [{"location": "shrewsbury", "tiles": ["cotton"], "beer": ["false"]},
             {"location": "gloucester", "tiles": ["goods", "blank"]},
             {"location": "oxford", "tiles": ["any", "blank"]}]
    _bad({"merchant": tiles}, "true or false", "beer")
    _bad({"name": None}, "text", "name")
    _bad({"description": 5}, "text", "description")


def test_parse_position_too_deeply_nested_is_a_data_error() -> None:
    """A pasted text nested thousands of levels deep is refused as bad JSON/TOML, not a RecursionError."""
    with pytest.raises(DataError, match="not valid JSON"):
        parse_position("[" * 100_000, "json", "deep.json")
    with pytest.raises(DataError, match="not valid TOML"):
        parse_position("a = " + "[" * 100_000, "toml", "deep.toml")


def test_position_save_to_a_missing_folder_is_a_data_error(tmp_path: Path) -> None:
    """Saving where no folder exists names the file in a DataError; nothing is written."""
    target = tmp_path / "no-such-folder" / "game.json"
    with pytest.raises(DataError) as caught:
        save_position(preset("coal-tie"), target)
    assert caught.value.file == str(target) and "cannot write" in str(caught.value)
    assert not (tmp_path / "no-such-folder").exists()
