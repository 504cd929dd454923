"""Every Brass error a learner can meet through ``ask(...)``, the position loader or the widget says it in Portuguese.

So do the checks of the Brass data files (``map.toml``, ``markets.toml``), the exercises, the readings and the
smaller lookups (a language, a market). For a list of bad requests, bad positions, broken data files and bad
arguments, each error must carry ``error.pt``: a message with no word of a list of English words (text the learner
typed, ids, field names and the rule citation are quoted or bracketed and left out of the check), and
``str(error)`` stays the English message.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from furnace_lab.brass import (
    Build,
    Card,
    DoubleRail,
    PlaceLink,
    Sell,
    ask,
    brass_map,
    exercises,
    load_position,
    make_position,
    preset,
    resolve,
    save_position,
)
from furnace_lab.brass.data import MAP_FILE, MARKETS_FILE, _read, parse_map, parse_supply, parse_toml, supply_data
from furnace_lab.brass.exercises import Exercise, check, solve
from furnace_lab.brass.explain import step
from furnace_lab.brass.readings import Readings
from furnace_lab.brass.storage import parse_position, position_to_dict
from furnace_lab.errors import DataError, FurnaceLabError, IllegalAction, OptionsError

ENGLISH: frozenset[str] = frozenset((
    "the", "and", "or", "of", "to", "is", "are", "not", "must", "cannot", "can", "did", "you", "mean", "this", "it",
    "its", "an", "by", "with", "for", "from", "in", "on", "at", "only", "each", "one", "two", "expected", "unknown",
    "read", "request", "player", "players", "here", "has", "have", "no", "slot", "slots", "space", "spaces", "file",
    "field", "id", "missing", "table", "tables", "list", "key", "keys", "text", "valid", "whole", "number", "cubes",
    "barrels", "tile", "tiles", "link", "links", "line", "location", "locations", "merchant", "market", "industry",
    "card", "cards", "level", "owner", "era", "canal", "rail", "coal", "iron", "beer", "brewery", "works", "mine",
    "cotton", "goods", "pottery", "manufacturer", "town", "towns", "write", "start", "build", "sell", "means",
    "nothing", "part", "empty", "joined", "locations", "named", "string", "position", "preset", "presets", "such",
    "red", "yellow", "purple", "holds", "needs", "give", "nested", "deeply", "kind", "blank", "flipped",
    "lacks", "plan", "fit", "choice", "comes", "after", "belongs", "sale", "names", "on",
    "provenance", "confidence", "sources", "duplicate", "price", "prices", "cheapest", "dearest", "positive",
    "above", "every", "least", "different", "pair", "same", "join", "lines", "exercise", "exercises", "they",
    "answer", "language", "negative", "buy", "industries", "other", "some", "merchants", "counts", "listing", "run",
    "be", "true", "false",
))
"""English words that must not be left in a Portuguese message (``canal`` and ``era`` are checked only outside
quotes: the Portuguese uses "era dos canais" and "Conexão de canal" — see :func:`english_words`)."""

PORTUGUESE_TOO = frozenset(("canal", "era", "id", "no"))
"""Words that are Portuguese as well ("no mapa", "era dos canais", "canal", "id"): not counted."""

QUOTED = re.compile(r"'[^']*'|\"[^\"]*\"|\[[^\]]*\]")
WORD = re.compile(r"[^\W\d_]+")


def english_words(text: str, *, ignore: tuple[str, ...] = ()) -> list[str]:
    """The words of ``text`` from :data:`ENGLISH`, leaving out quoted text, bracketed citations and ``ignore``."""
    for part in ignore:
        text = text.replace(part, " ")
    return [word for word in WORD.findall(QUOTED.sub(" ", text))
            if word.casefold() in ENGLISH and word.casefold() not in PORTUGUESE_TOO]


def test_the_check_finds_english_and_leaves_quoted_text_alone() -> None:
    assert english_words("id 'make tea', field 'request': cannot read this request") == [
        "field", "cannot", "read", "this", "request"]
    assert english_words("id 'make tea', campo 'request': não foi possível ler este pedido [brass.map.links]") == []


MIDGAME = preset("canal-midgame")
RAIL = preset("rail-3p")

REQUESTS = [
    "", "make tea", "build a castle at Dudley", "build iron works in Dudley", "build an iron works at Atlantis",
    "build an iron works at Dudley, 1 coal, lots of cheese", "build an iron works at Dudley to Oxford",
    "double rail Birmingham–Walsall", "link Birmingham", "link Birmingham–Nowhere", "blue: link Walsall–Cannock",
    "build an iron works at Dudley slot 9", "build an iron works at Dudley, 1 coal, coal from dudley:x",
    "build an iron works at Dudley, 1 coal, coal from dudley:9",
    "build an iron works at Dudley, 1 coal, coal from Atlantis",
    "build an iron works at Dudley, level 9", "build an iron works at Dudley, output 0",
    "sell cotton at Kidderminster to Dudley, 1 beer", "sell cotton at Kidderminster to Oxford:7, 1 beer",
    "build a cotton mill at Oxford", "build a brewery at farm-south, with a location card",
    # the same mistakes in the Portuguese interface's words
    "voar para a lua", "construir um castelo em Dudley", "construir Siderúrgica em Atlântida",
    "construir Siderúrgica em Dudley para Oxford", "construir Siderúrgica em Dudley, 1 carvão, muito queijo",
    "ferrovia dupla Birmingham–Walsall", "Conexão Birmingham", "construir Siderúrgica em Dudley espaço 9",
    "construir Siderúrgica em Dudley, 1 carvão, carvão de dudley:x", "vender Tecelagem em Kidderminster para Dudley",
]


def _ask(text: str, position: Any = MIDGAME) -> Callable[[], Any]:
    return lambda: ask(position, text)


CASES: dict[str, Callable[[], Any]] = {f"ask {text!r}": _ask(text) for text in REQUESTS}
CASES.update({
    "ask rail: link to a farm": _ask("rail link Birmingham–Stoke", RAIL),
    "request objects: a link by one end": lambda: resolve(MIDGAME, PlaceLink("red", ("dudley",))),  # type: ignore
    "request objects: not a request": lambda: resolve(MIDGAME, "build"),  # type: ignore[arg-type]
    "request objects: a Location card naming a farm": lambda: resolve(
        MIDGAME, Build("red", "dudley", "iron", card=Card("location", "farm-south"))),
    "request objects: a negative beer cost": lambda: resolve(RAIL, Sell("red", "stoke", "cotton", beer=-1)),
    "request objects: a coal cost in words": lambda: resolve(MIDGAME, Build("red", "dudley", "iron",
                                                                           coal="one")),  # type: ignore[arg-type]
    "request objects: a double rail on one line": lambda: resolve(RAIL, DoubleRail(
        "red", ("birmingham", "walsall"), ("birmingham", "walsall"))),
})


def _position(**changes: Any) -> str:
    data = position_to_dict(make_position(("red", "yellow")))
    data.update(changes)
    return json.dumps(data)


TILE = {"location": "dudley", "slot": 1, "industry": "coal", "owner": "red", "resources": 2}
POSITIONS: dict[str, str] = {
    "not JSON": "{not json",
    "not a table": "[1, 2]",
    "an unknown key": _position(colour="blue"),
    "players not a list": _position(players="red"),
    "one player": _position(players=["red"]),
    "a name that is not text": _position(name=5),
    "industry not a list": _position(industry={"location": "dudley"}),
    "an industry entry not a table": _position(industry=[5]),
    "an industry without owner": _position(industry=[{"location": "dudley", "slot": 1, "industry": "coal"}]),
    "an unknown location": _position(industry=[{**TILE, "location": "atlantis"}]),
    "slot 9 at Dudley": _position(industry=[{**TILE, "slot": 9}]),
    "a slot in words": _position(industry=[{**TILE, "slot": "one"}]),
    "a pottery on a coal slot": _position(industry=[{**TILE, "industry": "pottery", "resources": 0}]),
    "an unknown industry": _position(industry=[{**TILE, "industry": "castle"}]),
    "a stranger's tile": _position(industry=[{**TILE, "owner": "blue"}]),
    "level 9": _position(industry=[{**TILE, "level": 9}]),
    "negative cubes": _position(industry=[{**TILE, "resources": -1}]),
    "a flipped mine with cubes": _position(industry=[{**TILE, "flipped": True}]),
    "flipped in words": _position(industry=[{**TILE, "flipped": "yes"}]),
    "an empty unflipped mine": _position(industry=[{**TILE, "resources": 0}]),
    "a brewery with 3 barrels": _position(industry=[{**TILE, "slot": 2, "industry": "brewery", "resources": 3,
                                                    "location": "burton-on-trent"}]),
    "cubes on a mill": _position(industry=[{**TILE, "location": "birmingham", "industry": "cotton"}]),
    "a merchant's slot": _position(industry=[{**TILE, "location": "oxford"}]),
    "two tiles on one slot": _position(industry=[TILE, TILE]),
    "a link off the map": _position(link=[{"line": "dudley/oxford", "owner": "red", "kind": "canal"}]),
    "a link written wrong": _position(link=[{"line": "dudley", "owner": "red", "kind": "canal"}]),
    "a rail in the canal era": _position(link=[{"line": "birmingham/walsall", "owner": "red", "kind": "rail"}]),
    "a link of a stranger": _position(link=[{"line": "birmingham/walsall", "owner": "blue", "kind": "canal"}]),
    "a link without kind": _position(link=[{"line": "birmingham/walsall", "owner": "red"}]),
    "two links on one line": _position(link=[{"line": "birmingham/walsall", "owner": "red", "kind": "canal"}] * 2),
    "an unknown era": _position(era="steam"),
    "markets in words": _position(markets={"coal": "full"}),
    "a coal market over its ladder": _position(markets={"coal": 99, "iron": 8}),
    "a merchant at a town": _position(merchant=[{"location": "dudley", "tiles": ["any"]}]),
    "beer in words": _position(merchant=[{"location": "oxford", "tiles": ["any", "any"], "beer": ["yes", "no"]}]),
}


def _raised(make: Callable[[], Any]) -> FurnaceLabError:
    with pytest.raises(FurnaceLabError) as caught:
        make()
    return caught.value


KEPT_NAMES = tuple(place.name for place in brass_map().locations if not place.name_pt)
"""Town and merchant names are proper names, the same in both languages ("Stoke-on-Trent")."""


def _check(error: FurnaceLabError, ignore: tuple[str, ...] = ()) -> None:
    ignore = (*ignore, *KEPT_NAMES)
    assert error.pt, f"no Portuguese for {error!s}"
    assert error.message("pt") == error.pt and error.message("en") == str(error)
    assert not english_words(error.pt, ignore=ignore), (error.pt, english_words(error.pt, ignore=ignore))
    if isinstance(error, IllegalAction):
        assert error.pt.endswith(f"[{error.rule_id}]")


@pytest.mark.parametrize("case", sorted(CASES))
def test_request_errors_say_it_in_portuguese(case: str) -> None:
    _check(_raised(CASES[case]))


def test_bad_requests_are_data_errors_named_in_english_as_before() -> None:
    """``str(error)`` is unchanged: the English message a notebook prints."""
    error = _raised(_ask("make tea"))
    assert isinstance(error, DataError)
    assert str(error).startswith("id 'make tea', field 'request': cannot read this request: start with 'build'")
    assert error.pt is not None and error.pt.startswith("id 'make tea', campo 'request': não foi possível ler")
    error = _raised(_ask("build an iron works at Dudley slot 9"))
    assert str(error) == "id 'dudley', field 'slot': no slot 9; Dudley has slots 1–2"
    assert error.pt == "id 'dudley', campo 'slot': não há espaço 9; Dudley tem os espaços 1–2"


@pytest.mark.parametrize("case", sorted(POSITIONS))
def test_position_errors_say_it_in_portuguese(case: str) -> None:
    error = _raised(lambda: parse_position(POSITIONS[case], "json"))
    assert isinstance(error, DataError)
    _check(error)


def test_position_file_errors_say_it_in_portuguese(tmp_path: Path) -> None:
    """A file's errors name the file in both languages, keeping the Portuguese of the problem found inside."""
    bad = tmp_path / "bad.json"
    bad.write_text(POSITIONS["slot 9 at Dudley"], encoding="utf-8")
    cases = [bad, tmp_path / "missing.json", tmp_path / "notes.txt"]
    binary = tmp_path / "binary.toml"
    binary.write_bytes(b"\xff\xfe")
    cases.append(binary)
    for path in cases:
        error = _raised(lambda path=path: load_position(path))
        assert str(path) in str(error) and str(path) in (error.pt or "")
        _check(error, ignore=(str(path),))
    assert "não há espaço 9" in (_raised(lambda: load_position(bad)).pt or "")
    folder = tmp_path / "folder.json"
    folder.mkdir()
    _check(_raised(lambda: save_position(MIDGAME, folder / "nowhere" / "x.json")),
           ignore=(str(folder / "nowhere" / "x.json"),))


WIDGET_ENGLISH = re.compile(r"\b(preset|player|players|example|request|routes|pass|through|merchants?|rail coal|"
                            r"position|data|either|first|end|red|yellow|purple|canal era|midgame|cannot|read|"
                            r"not|slot|space|step|market|coal|iron|beer|the|and|of|at|from)\b", re.IGNORECASE)
"""English words the Brass widget must not show in Portuguese (``canal`` alone is Portuguese too)."""


def _shown(ui: Any) -> list[str]:
    """Every text the widget shows outside the board drawing: control labels, dropdown labels, titles, status,
    explanation and message."""
    texts = [ui.preset.description, ui.player.description, ui.example.description, ui.request.description,
             ui.pass_through.description, ui.rail_coal_from.description, ui.json.placeholder, ui.data.get_title(0),
             ui.status.value, ui.explanation.value, ui.messages.text]
    for dropdown in (ui.preset, ui.player, ui.example, ui.rail_coal_from):
        texts.extend(label for label, _value in dropdown._options_full)  # the labels a learner sees
    return texts


def _check_widget(ui: Any) -> None:
    names = tuple(place.name for place in brass_map().locations if not place.name_pt)
    for text in _shown(ui):
        for name in names:
            text = text.replace(name, " ")
        text = re.sub(r"<[^>]+>|\[[^\]]*\]|'[^']*'|&#x27;[^&]*&#x27;|Regra: \S+", " ", text)  # markup, rules, ids
        assert not WIDGET_ENGLISH.findall(text), (WIDGET_ENGLISH.findall(text), text)


def test_widget_in_portuguese_shows_no_english() -> None:
    """Controls, dropdowns, status, the choice list and the messages after bad input are all in Portuguese; the
    same widget switched back to English shows its English labels as before."""
    from furnace_lab.widgets.brass import BrassExplorer

    ui = BrassExplorer("coal-tie", backends=(), lang="pt")
    _check_widget(ui)
    assert ui.status.value.count("Duas minas à mesma distância") == 1 and "Vermelho" in ui.status.value
    ui.request.value = "build an iron works at Birmingham, 1 coal"
    ui.explain_button.click()
    assert "Escolha do jogador" in ui.explanation.value and "dudley:1" not in ui.explanation.value
    assert "Mina de Carvão de Vermelho em Dudley" in ui.explanation.value
    _check_widget(ui)
    for bad in ("make tea", "build an iron works at Dudley slot 9", "blue: link Walsall–Cannock",
                "build an iron works at Birmingham, 1 coal, coal from dudley:9",
                "build an iron works at Birmingham, 7 coal"):
        ui.request.value = bad
        ui.explain_button.click()
        assert ui.messages.kind == "error"
        _check_widget(ui)
    ui.json.value = json.dumps({"players": ["red"]})
    ui.load_button.click()
    assert "JSON colado" in ui.messages.text
    _check_widget(ui)
    ui.preset.value = "rail-3p"
    _check_widget(ui)
    assert ui.player.value == "red" and [label for label, _ in ui.player._options_full] == [
        "Vermelho", "Amarelo", "Roxo"]
    ui.lang.value = "English"
    assert ui.preset.description == "Preset" and ui.status.value.count("Rail era, 3 players") == 1
    assert list(ui.player.options) == ["red", "yellow", "purple"] and ui.preset.value == "rail-3p"
    assert "Loaded: Rail era, 3 players" in ui.messages.text


MAP = _read("map.toml", MAP_FILE)
SUPPLY = _read("markets.toml", MARKETS_FILE)


def _broken(data: dict[str, Any], parse: Callable[[dict[str, Any]], Any], change: Callable[[dict[str, Any]], Any]
            ) -> Callable[[], Any]:
    """Parse a copy of a data file's tables with one thing broken by ``change``."""
    def make() -> Any:
        copy = json.loads(json.dumps(data))
        change(copy)
        return parse(copy)
    return make


def _map(change: Callable[[dict[str, Any]], Any]) -> Callable[[], Any]:
    return _broken(MAP, parse_map, change)


def _supply(change: Callable[[dict[str, Any]], Any]) -> Callable[[], Any]:
    return _broken(SUPPLY, parse_supply, change)


def _location(**changes: Any) -> Callable[[dict[str, Any]], Any]:
    return lambda data: data["location"][0].update(changes)


def _merchant(**changes: Any) -> Callable[[dict[str, Any]], Any]:
    return lambda data: next(raw for raw in data["location"] if raw["kind"] == "merchant").update(changes)


def _line(**changes: Any) -> Callable[[dict[str, Any]], Any]:
    return lambda data: data["line"][0].update(changes)


DATA_FILES: dict[str, Callable[[], Any]] = {
    "not TOML": lambda: parse_toml("[market\ncoal = 1", MARKETS_FILE),
    "provenance not tables": _map(lambda data: data.update(provenance=[1])),
    "a provenance without sources": _map(lambda data: data["provenance"].update(slots={"notes": "x"})),
    "an unknown confidence": _map(lambda data: data["provenance"]["slots"].update(confidence="sure")),
    "an unknown provenance": _map(_location(provenance="rumour")),
    "a location without a name": _map(_location(name="")),
    "an unknown location kind": _map(_location(kind="village")),
    "a slot of steel": _map(_location(slots=[["cotton", "steel"]])),
    "a town without slots": _map(_location(slots=[])),
    "a position of one number": _map(_location(pos=[1])),
    "a merchant bonus of gold": _map(_merchant(bonus={"kind": "gold", "amount": 1})),
    "a merchant with 3 spaces": _map(_merchant(spaces=3)),
    "a location twice": _map(lambda data: data["location"].append(data["location"][0])),
    "a line with one end": _map(_line(ends=["belper"])),
    "a line with ends in numbers": _map(_line(ends=[1, 2])),
    "a line to Atlantis": _map(_line(ends=["belper", "atlantis"])),
    "a line of neither kind": _map(_line(canal=False, rail=False)),
    "two lines on one pair": _map(lambda data: data["line"].append({"ends": ["derby", "belper"], "canal": True,
                                                                     "rail": True})),
    "a market not a table": _supply(lambda data: data["market"].update(coal=5)),
    "a market with a free space": _supply(lambda data: data["market"]["coal"].update(prices=[0, 1])),
    "a market dearest first": _supply(lambda data: data["market"]["coal"].update(prices=[2, 1])),
    "a market starting over full": _supply(lambda data: data["market"]["coal"].update(start=15)),
    "a cheap empty market": _supply(lambda data: data["market"]["iron"].update(empty_price=1)),
    "merchant tiles for 5 players": _supply(lambda data: data["merchant_tiles"]["added"].update({"5": ["any"]})),
    "a coal tile of no cubes": _supply(lambda data: data["tile_output"].update(coal={"1": 0})),
    "brewery beer in words": _supply(lambda data: data["brewery_beer"].update(rail="two")),
    # tables of the wrong shape: refused like the rest, never a bare TypeError or AttributeError
    "markets not a table": _supply(lambda data: data.update(market=[1, 2])),
    "merchant tiles not a table": _supply(lambda data: data.update(merchant_tiles="many")),
    "added tiles not a table": _supply(lambda data: data["merchant_tiles"].update(added=[["cotton"]])),
    "a player count's tiles not a list": _supply(lambda data: data["merchant_tiles"]["added"].update({"3": 7})),
    "tile output not a table": _supply(lambda data: data.update(tile_output=3)),
    "a coal tile table not a table": _supply(lambda data: data["tile_output"].update(coal=[2, 3])),
    "a tile level in words": _supply(lambda data: data["tile_output"].update(iron={"one": 4})),
    "a tile of cubes in words": _supply(lambda data: data["tile_output"].update(iron={"1": "four"})),
    "no coal tiles": _supply(lambda data: data["tile_output"].update(coal={})),
    "brewery beer not a table": _supply(lambda data: data.update(brewery_beer=2)),
}


@pytest.mark.parametrize("case", sorted(DATA_FILES))
def test_data_file_errors_say_it_in_portuguese(case: str) -> None:
    """A broken map.toml or markets.toml names the file, the item and the field in both languages."""
    error = _raised(DATA_FILES[case])
    assert isinstance(error, DataError) and error.file in (MAP_FILE, MARKETS_FILE)
    assert (error.pt or "").startswith(f"arquivo {error.file}")
    _check(error, ignore=(error.file or "",))


def test_a_data_file_error_names_an_unwritten_line_by_its_number_in_portuguese() -> None:
    error = _raised(DATA_FILES["a line with ends in numbers"])
    assert "id 'line #1'" in str(error) and "id 'linha nº 1'" in (error.pt or "")
    not_toml = _raised(DATA_FILES["not TOML"])
    assert not_toml.pt == f"arquivo {MARKETS_FILE}: TOML inválido: erro de sintaxe na linha 1, coluna 8"


def _odd_kind(monkeypatch: pytest.MonkeyPatch) -> Callable[[], Any]:
    """An exercise whose kind no solver knows (only a broken exercise list could hold one)."""
    odd = Exercise("odd", "canal-midgame", "red", "build an iron works at Dudley, 1 coal", "odd", "?", "?")
    monkeypatch.setitem(exercises._BY_ID, "odd", odd)
    return lambda: solve("odd")


OTHERS: dict[str, Callable[[], Any]] = {
    "an unknown exercise": lambda: check("no-such-thing", "dudley"),
    "a number answer in words": lambda: check("rail-after", "two"),
    "a location answer off the map": lambda: check("coal-any-owner", "Atlantis"),
    "readings: rail coal from the middle": lambda: Readings(rail_coal_from="middle"),  # type: ignore[arg-type]
    "readings: pass through 'yes'": lambda: Readings(merchants_pass_through="yes"),  # type: ignore[arg-type]
    "a step in German": lambda: step("brass.coal.closest-mine", "x", "y").text("de"),
    "an answer explained in French": lambda: solve("tie").explain("fr"),
    "buying -1 cube": lambda: supply_data().markets["coal"].buy(13, -1),
    "selling -1 cube": lambda: supply_data().markets["iron"].sell(0, -1),
    "the beer market": lambda: MIDGAME.market("beer"),
}


@pytest.mark.parametrize("case", sorted(OTHERS))
def test_exercise_reading_and_lookup_errors_say_it_in_portuguese(case: str) -> None:
    _check(_raised(OTHERS[case]))


def test_an_exercise_of_an_unknown_kind_says_it_in_portuguese(monkeypatch: pytest.MonkeyPatch) -> None:
    error = _raised(_odd_kind(monkeypatch))
    assert isinstance(error, DataError) and error.field == "kind"
    _check(error)


def test_the_newly_translated_errors_keep_their_english_and_their_types() -> None:
    """``str(error)`` is the English message it always was; the readings stay OptionsErrors citing their rule, and
    the lookups that raised a bare ValueError raise a DataError, which is still a ValueError."""
    error = _raised(OTHERS["readings: rail coal from the middle"])
    assert isinstance(error, OptionsError)
    assert str(error) == "rail_coal_from must be one of either-end, first-end, not 'middle' " \
                         "[brass.coal.rail-link-distance]"
    assert error.message("pt") == "'rail_coal_from' deve ser um de 'either-end', 'first-end', não 'middle' " \
                                  "[brass.coal.rail-link-distance]"
    for case in ("a step in German", "buying -1 cube", "the beer market"):
        assert isinstance(_raised(OTHERS[case]), ValueError)
    assert str(_raised(OTHERS["the beer market"])) == "field 'resource': no beer market"
    error = _raised(OTHERS["an unknown exercise"])
    assert str(error).startswith("id 'no-such-thing', field 'exercise': no such exercise; they are coal-any-owner")
    assert (error.pt or "").startswith("id 'no-such-thing', campo 'exercise': esse exercício não existe; os "
                                       "exercícios são 'coal-any-owner'")
