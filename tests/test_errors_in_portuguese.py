"""Every error a learner can meet from a widget or a notebook cell says it in Portuguese too.

For a list of bad inputs to the action notation, the game options (``new_game``), the Capitalist hooks, the
widgets' seats and URL parameters, and the records, each error must carry ``error.pt``: a message with no word
of a list of English words (text the learner typed, ids, option names and notation, all quoted, are left out of
the check), keeping the rule the English message cites.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from furnace_lab.cards import load_catalog
from furnace_lab.cards.notation import parse_bundle, parse_effect
from furnace_lab.engine import (
    Record,
    load_record,
    new_game,
    parse_action,
    play_random_game,
    production_position,
    replay,
    save_record,
)
from furnace_lab.engine.base.capitalists import hooks_for
from furnace_lab.engine.core.actions import read_action
from furnace_lab.engine.core.cards import CapitalistInfo
from furnace_lab.errors import FurnaceLabError, OptionsError
from furnace_lab.widgets.seats import Seats
from furnace_lab.widgets.share import query_for, read_query
from furnace_lab.widgets.timeline import Timeline

ENGLISH: frozenset[str] = frozenset((
    "the", "and", "or", "of", "to", "is", "are", "be", "not", "must", "should", "cannot", "can", "did", "you", "mean",
    "this", "that", "which", "it", "its", "there", "an", "by", "with", "without", "for", "from", "in", "on", "at",
    "than", "more", "most", "least", "fewer", "only", "each", "per", "one", "two", "given", "found", "expected",
    "unknown", "read", "action", "actions", "card", "cards", "player", "players", "game", "games", "number", "whole",
    "between", "seat", "seats", "record", "records", "file", "folder", "save", "saved", "needs", "need", "requires",
    "switch", "list", "names", "name", "value", "values", "disc", "discs", "count", "position", "deck", "round",
    "rounds", "string", "strings", "text", "letters", "digits", "malformed", "after", "nothing", "takes", "options",
    "option", "mapping", "combined", "replaced", "updated", "used", "yet", "engine", "valid", "setup", "claims",
    "result", "replaying", "gives", "says", "money", "companies", "company", "managers", "manager", "agents", "agent",
    "left", "right", "module", "modules", "variant", "parameter", "times", "once", "separated", "commas", "query",
    "share", "instead", "hand", "built", "itself", "plays", "play", "new", "cost", "bad", "ability", "capitalist",
    "capitalists", "startup", "start", "up", "family", "families", "artwork", "piles", "catalog", "index", "rule",
    "space", "permission", "directory", "missing", "such", "dealt", "state", "format", "hold", "twice", "variable",
    "growth", "dummy", "chain", "production", "line",
))
"""English words that must not be left in a Portuguese message."""

QUOTED = re.compile(r"'[^']*'|\"[^\"]*\"|\[[^\]]*\]")
WORD = re.compile(r"[^\W\d_]+")


def english_words(text: str, *, ignore: tuple[str, ...] = ()) -> list[str]:
    """The words of ``text`` from :data:`ENGLISH`, leaving out quoted text, the rule citation and ``ignore``."""
    for part in ignore:
        text = text.replace(part, " ")
    return [word for word in WORD.findall(QUOTED.sub(" ", text)) if word.casefold() in ENGLISH]


def test_the_check_finds_english_and_leaves_quoted_text_alone() -> None:
    assert english_words("cannot read action 'bidd 3@2': unknown action") == ["cannot", "read", "action",
                                                                              "unknown", "action"]
    assert english_words("ação desconhecida 'bidd'; esperava-se 'use CARTA' [furnace.auction.row-size]") == []


CATALOG = load_catalog()
IB = {"interbellum": True}


def _record(**changes: Any) -> str:
    data: dict[str, Any] = {"format": "furnace_lab.record/1", "players": ["Ana", "Bo"], "seed": 1, "options": {},
                            "actions": []}
    data.update(changes)
    return json.dumps(data)


def _played(actions: list[str], **changes: Any) -> Record:
    state = new_game(2, 1)
    record = state.record()
    fields = {"options": record.options, "seed": record.seed, "players": record.players, "actions": actions,
              "modules": record.modules, **changes}
    return Record(**fields)


def _finished(change: int) -> Record:
    """A finished game's record with the first player's money changed by ``change``."""
    record = play_random_game(2, 3).record()
    result = list(record.result or [])
    return Record(record.options, record.seed, record.players, record.actions, record.modules,
                  [result[0] + change, *result[1:]])


def _hook(ability: str, **params: Any) -> Callable[[], Any]:
    return lambda: hooks_for(CapitalistInfo("x-cap", "X", ability, tuple(params.items())))


ACTIONS: dict[str, Callable[[], Any]] = {
    f"read_action({text!r})": (lambda text=text: read_action(text))
    for text in ["bidd 3@2", "bid 3", "bid x@2", "bid 3@", "bid 100@2", "bid 3@0", "vbid 1000@1", "pair 3@2",
                 "pair 3@2+2", "pair 100@2+3", "comp x", "run 1000", "roll", "use", "use b@d", "upgrade ",
                 "insert c7", "insert c7@0", "insert b@d@2", "assign m", "assign m@c@d", "manager fly",
                 "done now", "choose", "", "   "]
}
ACTIONS["read_action(7)"] = lambda: read_action(7)  # type: ignore[arg-type]
ACTIONS["parse_action(unknown card)"] = lambda: parse_action(new_game(3, 1), "use base-c999")

NOTATION: dict[str, Callable[[], Any]] = {
    **{f"parse_effect({text!r})": (lambda text=text: parse_effect(text))
       for text in ["gain 2coal", "2 coal -> 1 oyl x2", "gain 0 coal", "gain 1 coal + 2 coal", "2 coal -> 1 oil x0",
                    "2 coal -> 1 oil x∞", "2 money -> 1 oil x1", "fly 2 coal", "text: take all gold stored here",
                    "text: gain 1 money per card buying iron",
                    "permanent: +0 limit when selling a single resource type",
                    "permanent: when compensated with disc x, store 1 coal here",
                    "permanent: when compensated with disc 5, store 1 coal here", "text: fly", "permanent: fly",
                    "manager: fly", "", "   ", "bonus: gain 1 coal", "upgrade for 1 coal", "delivery: gain 1 gold"]},
    "parse_effect(7)": lambda: parse_effect(7),  # type: ignore[arg-type]
    "parse_bundle('  ')": lambda: parse_bundle("  "),
    "parse_bundle('1 coal + x')": lambda: parse_bundle("1 coal + x"),
}

OPTIONS: dict[str, Callable[[], Any]] = {
    **{f"new_game({players!r})": (lambda players=players: new_game(players, 1))
       for players in [0, 6, -1, 1, 5, [], ["Ana"], ["Ana", "Ana"], ["Ana", ""], ["A" * 41, "Bo"], "Ana", True,
                       3.5, [f"P{k}" for k in range(6)]]},
    "new_game(0, interbellum)": lambda: new_game(0, 1, **IB),
    "new_game(6, interbellum)": lambda: new_game(6, 1, **IB),
    "seed 'x'": lambda: new_game(3, "x"),
    "seed True": lambda: new_game(3, True),
    "unknown option, close": lambda: new_game(3, 1, capitalist=True),
    "unknown option, far": lambda: new_game(3, 1, zzz=1),
    "capitalists 'yes'": lambda: new_game(3, 1, capitalists="yes"),
    "production_chain 1": lambda: new_game(3, 1, production_chain=1),
    "interbellum 'yes'": lambda: new_game(3, 1, interbellum="yes"),
    "managers 'x'": lambda: new_game(3, 1, managers="x"),
    "capital growth without variable discs": lambda: new_game(3, 1, capital_growth=True),
    "families without new companies": lambda: new_game(3, 1, families={"base-c1": "a"}),
    "families not a mapping": lambda: new_game(3, 1, new_companies=True, families=["x"]),
    "families too few": lambda: new_game(3, 1, new_companies=True, families={"base-c1": "a", "base-c2": "a"}),
    "startups a string": lambda: new_game(3, 1, startups="x"),
    "startups not strings": lambda: new_game(3, 1, startups=[1, 2, 3]),
    "startups twice": lambda: new_game(3, 1, startups=["a", "a", "b"]),
    "startups too few": lambda: new_game(3, 1, startups=["a"]),
    "startups unknown": lambda: new_game(3, 1, startups=["a", "b", "c"]),
    "capitalist_ids without capitalists": lambda: new_game(3, 1, capitalists=False, capitalist_ids=["a", "b", "c"]),
    "capitalist_ids too few": lambda: new_game(3, 1, capitalist_ids=["base-cap-henry"]),
    "capitalist_ids expansion card": lambda: new_game(2, 1, new_companies=True,
                                                      capitalist_ids=["ib-cap-arthur", "base-cap-henry"]),
    "capitalist_ids module missing": lambda: new_game(2, 1, new_capitalists=True, managers=False,
                                                      capitalist_ids=["ib-cap-personal-manager", "base-cap-henry"]),
    "capitalist_ids capital growth": lambda: new_game(2, 1, **IB, capital_growth=True,
                                                      capitalist_ids=["ib-cap-plus-two", "base-cap-henry"]),
    "capitalist_ids replaced": lambda: new_game(2, 1, **IB, capitalist_ids=["base-cap-arthur", "base-cap-henry"]),
    "readings not a mapping": lambda: new_game(3, 1, readings=5),
    "readings with a catalog": lambda: new_game(3, 1, catalog=CATALOG, readings={"x": "y"}),
    "catalog not a catalog": lambda: new_game(3, 1, catalog="cards.toml"),
    "position catalog not a catalog": lambda: production_position(["base-c1"], catalog=["base-c1"]),
    "deck too short": lambda: new_game(3, 1, deck=["base-c1"]),
    "deck unknown": lambda: new_game(3, 1, deck=["nope"]),
    "first_player 5": lambda: new_game(3, 1, first_player=5),
    "first_player True": lambda: new_game(3, 1, first_player=True),
    "agent with 3 players": lambda: new_game(3, 1, agent="ib-agent-steel-magnate"),
    "agent without interbellum": lambda: new_game(2, 1, agent="ib-agent-steel-magnate"),
    "agent not an id": lambda: new_game(2, 1, **IB, agent=5),
    "agents with 2 players": lambda: new_game(2, 1, **IB, agents=["a", "b"]),
    "one agent for solo": lambda: new_game(1, 1, **IB, agents=["ib-agent-steel-magnate"]),
    "hook: unknown ability": _hook("fly"),
    "hook: unreadable cost": _hook("repeat-card", cost="2 gold"),
    "hook: money cost": _hook("repeat-card", cost="$2"),
    "hook: paired disc 12": _hook("paired-extra-disc", value=12),
    "hook: neighbour cost": _hook("use-neighbour-card", cost="x y"),
    "hook: extra disc 0": _hook("extra-disc", value=0),
}

def _position(**changes: Any) -> Callable[[], Any]:
    fields: dict[str, Any] = {"companies": ["base-c9"], "startup": "base-startup-4", **changes}
    return lambda: production_position(**fields)


POSITIONS: dict[str, Callable[[], Any]] = {
    "companies a string": _position(companies="base-c9"),
    "a company not an id": _position(companies=[5]),
    "upgraded not True or False": _position(companies=[("base-c9", 1)]),
    "a company twice": _position(companies=["base-c9", "base-c9"]),
    "an unknown company": _position(companies=["base-c999"]),
    "an unknown start-up": _position(startup="base-startup-99"),
    "resources an unknown name": _position(resources={"gold": 1}),
    "resources negative": _position(resources={"coal": -1}),
    "resources not a number": _position(resources={"money": "2"}),
    "resources a name not text": _position(resources={1: 2}),
    "resources a string": _position(resources="2 coal"),
    **{f"round {value!r}": _position(round=value) for value in [0, 5, True, "x"]},
    "production_chain 1": _position(production_chain=1),
    "name empty": _position(name=" "),
    "capitalist unknown": _position(capitalist="fly"),
    "startup_position too far": _position(production_chain=True, startup_position=5),
    "managers a string": _position(managers="x"),
    "an unknown manager": _position(managers=["nope"]),
    "stored not a mapping": _position(stored=[1]),
    "stored on an unknown card": _position(stored={"nope": "1 coal"}),
    "stored unreadable": _position(stored={"base-c9": "2 gold"}),
    "stored not text": _position(stored={"base-c9": 5}),
}

WIDGETS: dict[str, Callable[[], Any]] = {
    "seat kind": lambda: Seats.of("robot", 3),
    "seat kind in a list": lambda: Seats.of(["human", "robô", "greedy"], 3),
    "no players": lambda: Seats.of(None, 0),
    "seats for another count": lambda: Seats.of(Seats(("human", "greedy")), 3),
    "seat outside the game": lambda: Seats.of({5: "human"}, 3),
    "too few seats": lambda: Seats.of(["human"], 3),
    "seats of a number": lambda: Seats.of(5, 3),
    "bots' seed": lambda: Seats.of(None, 3, seed="x"),
    "a human does not play by itself": lambda: Seats.of("human", 3).choose(new_game(3, 1)),
    "query not text": lambda: read_query(5),  # type: ignore[arg-type]
    **{f"query {query!r}": (lambda query=query: read_query(query))
       for query in ["seed=x", "step=-1", "players=7", "players=0", "players=,", "foo=1", "bots=smart", "lang=de",
                     "interbellum=2", "agents=a", "seed=1&seed=2", "actions=" + ",".join(["done"] * 2001)]},
    "share a position": lambda: query_for(Timeline(production_position(["base-c9"], startup="base-startup-4"))),
    "share other options": lambda: query_for(Timeline(new_game(3, 1, production_chain=True))),
}

RECORDS: dict[str, Callable[[], Any]] = {
    "json not text": lambda: Record.from_json(5),  # type: ignore[arg-type]
    "not json": lambda: Record.from_json("{not json"),
    "not a record": lambda: Record.from_json("[]"),
    "players": lambda: Record.from_json(_record(players="Ana")),
    "seed": lambda: Record.from_json(_record(seed="x")),
    "options": lambda: Record.from_json(_record(options=[])),
    "actions": lambda: Record.from_json(_record(actions="bid 1@1")),
    "an action not text": lambda: Record.from_json(_record(actions=[1])),
    "result": lambda: Record.from_json(_record(result="x")),
    "a position has no record": lambda: production_position(["base-c9"], startup="base-startup-4").record(),
    "replay not a record": lambda: replay("x"),  # type: ignore[arg-type]
    "setup not valid": lambda: replay(_played([], players=["Ana"])),
    "modules differ": lambda: replay(_played([], modules=["base"])),
    "a typo": lambda: replay(_played(["bidd 3@2"])),
    "an illegal action": lambda: replay(_played(["bid 9@1"])),
    "a result that does not replay": lambda: replay(_finished(+1)),
    "result of an unfinished game": lambda: replay(_played([], result=[1, 2])),
}


def _raised(make: Callable[[], Any]) -> FurnaceLabError:
    with pytest.raises(FurnaceLabError) as info:
        make()
    return info.value


def _check(error: FurnaceLabError, ignore: tuple[str, ...] = ()) -> None:
    assert error.pt, f"no Portuguese for: {error}"
    assert error.message("pt") == error.pt and error.message("en") == str(error)
    assert not english_words(error.pt, ignore=ignore), (error.pt, english_words(error.pt, ignore=ignore))
    rule = getattr(error, "rule_id", None)
    if rule:  # the rule the English message cites is cited in Portuguese too
        assert str(error).endswith(f"[{rule}]") == error.pt.endswith(f"[{rule}]"), (str(error), error.pt)


@pytest.mark.parametrize("case", list(ACTIONS))
def test_action_notation_errors_say_it_in_portuguese(case: str) -> None:
    _check(_raised(ACTIONS[case]))


@pytest.mark.parametrize("case", list(NOTATION))
def test_card_notation_errors_say_it_in_portuguese(case: str) -> None:
    _check(_raised(NOTATION[case]))


@pytest.mark.parametrize("case", list(OPTIONS))
def test_game_option_errors_say_it_in_portuguese(case: str) -> None:
    _check(_raised(OPTIONS[case]))


@pytest.mark.parametrize("case", list(POSITIONS))
def test_production_position_errors_say_it_in_portuguese(case: str) -> None:
    _check(_raised(POSITIONS[case]))


@pytest.mark.parametrize("case", list(WIDGETS))
def test_seat_and_url_parameter_errors_say_it_in_portuguese(case: str) -> None:
    _check(_raised(WIDGETS[case]))


@pytest.mark.parametrize("case", list(RECORDS))
def test_record_errors_say_it_in_portuguese(case: str) -> None:
    _check(_raised(RECORDS[case]))


def test_record_file_errors_say_it_in_portuguese(tmp_path: Path) -> None:
    record = new_game(2, 1).record()
    folder = tmp_path / "records"
    folder.mkdir()
    bad = tmp_path / "bad.json"
    bad.write_text(_record(players="Ana"), encoding="utf-8")
    binary = tmp_path / "picture.json"
    binary.write_bytes(b"\x89PNG\r\n\x1a\n\xff\xfe")
    missing, nowhere = tmp_path / "missing.json", tmp_path / "no-such-folder" / "game.json"
    cases = [(missing, lambda: load_record(missing)), (bad, lambda: load_record(bad)),
             (binary, lambda: load_record(binary)), (nowhere, lambda: save_record(record, nowhere)),
             (folder, lambda: save_record(record, folder))]
    for path, make in cases:
        error = _raised(make)
        assert str(path) in str(error) and str(path) in (error.pt or "")  # the file is named in both languages
        _check(error, ignore=(str(path),))


def test_the_bad_options_are_refused_with_options_errors() -> None:
    """The list above is a list of bad game requests: each is an OptionsError, or an UnknownCard for a card id
    nobody has (both say it in Portuguese)."""
    kinds = {type(_raised(make)).__name__ for make in OPTIONS.values()}
    assert kinds == {"OptionsError", "UnknownCard"}
    assert isinstance(_raised(OPTIONS["new_game([])"]), OptionsError)


def test_a_data_error_says_where_in_portuguese_too():
    from furnace_lab.errors import DataError

    error = DataError("expected a list", file="pos.json", item="dudley", field="industry", pt="esperava uma lista")
    assert str(error) == "file pos.json, id 'dudley', field 'industry': expected a list"
    assert error.message("pt") == "arquivo pos.json, id 'dudley', campo 'industry': esperava uma lista"
    assert DataError("expected a list", field="x").message("pt") == "field 'x': expected a list"  # no Portuguese given


def _languages() -> dict[str, Callable[[], Any]]:
    from furnace_lab.brass import parse_request, write_request
    from furnace_lab.cards.render import card_face
    from furnace_lab.chains.words import phrase as chain_phrase
    from furnace_lab.planner.phrases import phrase as planner_phrase
    from furnace_lab.rules import rule

    game = new_game(3, 1)
    return {
        "event text": lambda: game.log[0].explain("fr"),
        "explain an action": lambda: game.explain("bid 1@1", "fr"),
        "state description": lambda: game.describe("fr"),
        "card face": lambda: card_face(CATALOG.companies[0], lang="fr"),
        "rule summary": lambda: rule("furnace.auction.same-player").summary("fr"),
        "chain words": lambda: chain_phrase("startup", "fr"),
        "planner words": lambda: planner_phrase("use", "fr"),
        "brass request written": lambda: write_request(parse_request("end of canal era"), "fr"),
    }


@pytest.mark.parametrize("case", ["event text", "explain an action", "state description", "card face", "rule summary",
                                  "chain words", "planner words", "brass request written"])
def test_a_language_other_than_en_or_pt_is_one_error_everywhere(case: str) -> None:
    """Every text of the lab is in 'en' or 'pt'; any other language is the same DataError on the field 'lang',
    in both languages (errors.check_lang), wherever it is asked for."""
    from furnace_lab.errors import DataError

    error = _raised(_languages()[case])
    assert isinstance(error, DataError) and error.field == "lang"
    assert "language must be 'en' or 'pt', not 'fr'" in str(error)
    assert error.message("pt").endswith("o idioma é 'en' ou 'pt', não 'fr'")
    _check(error)
