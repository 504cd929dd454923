"""Issue 23 (defects found in testing), the saved-state and record parts: each test names the defect it checks and
failed before its fix.

* a saved state after a Manager was used reads back (item 1);
* ``load_record`` refuses a FIFO, a device, a folder and a file over the size limit before reading it (item 3);
* raw exceptions from bad input are typed errors, in English and Portuguese (item 5): nested JSON and TOML, bad
  paths and objects handed to the record functions, ``replay``'s ``upto``, a saved state cut short, hand-built and
  badly built actions, ``explain(None)``;
* error messages quote a short prefix of a long input, a killed save's temporary file is cleaned up, and a record's
  unknown or repeated keys are refused (item 6).
"""

from __future__ import annotations

import copy
import json
import os
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from furnace_lab.cards.loader import load_catalog_from, parse_catalog_files, parse_catalog_text
from furnace_lab.cards.notation import parse_effect
from furnace_lab.engine import GameState, Record, load_record, new_game, play_random_game, replay, save_record
from furnace_lab.engine.core.actions import (
    Bid,
    Done,
    ManagerUse,
    PairBid,
    Run,
    UseCard,
    parse_action,
    read_action,
)
from furnace_lab.errors import DataError, FurnaceLabError, IllegalAction, NotationError, RecordError, UnknownCard

TURN_RULE = "furnace_lab.actions.whose-turn"
"""The rule an action that is not one of the listed ones breaks."""

MANAGER_USED = ("bid 3@2", "roll 5", "bid 3@8", "vbid 1@1", "roll 3", "bid 4@2", "bid 4@8", "roll 4", "vbid 2@5",
                "bid 1@7", "roll 4", "bid 2@7", "bid 2@4", "bid 1@3", "assign ib-mgr-personal@ib-11",
                "assign ib-mgr-free-four-coal@base-startup-5", "use ib-11", "manager token")
"""Issue 23's game: the Personal Manager on ib-11 gives its token, and is then kept as spent."""


def _manager_used() -> GameState:
    state = new_game(2, seed=1, interbellum=True)
    for text in MANAGER_USED:
        state.apply_in_place(read_action(text))
    return state


def test_a_state_after_a_manager_was_used_reads_back_equal() -> None:
    """Item 1: a used Manager is kept placed as [token, -1 - card]; the loader refused the negative index
    ("found [14, -36]"). The state now round-trips, equal, and plays on the same."""
    state = _manager_used()
    assert any(card < 0 for _, card in state._managers[3])  # the spent Manager is there, as the issue found it
    back = GameState.from_json(state.to_json())
    assert back == state
    assert back.legal_actions() == state.legal_actions()
    assert back.to_json() == state.to_json()


@pytest.mark.parametrize("card", [-10**6, 10**6])
def test_a_placed_manager_on_no_card_is_still_refused(card: int) -> None:
    """Item 1, the other side: a placed Manager's card index outside both ranges (a card, or -1 - a card) is refused
    with a DataError on the field 'managers'."""
    doc = json.loads(_manager_used().to_json())
    bad = copy.deepcopy(doc)
    bad["state"]["managers"][3][0][1] = card
    with pytest.raises(DataError) as info:
        GameState.from_json(json.dumps(bad))
    assert info.value.field == "managers"


def _both(error: FurnaceLabError) -> tuple[str, str]:
    """The error's English and Portuguese messages (it must have both, and they must differ)."""
    assert error.pt and error.pt != str(error), str(error)
    return str(error), error.pt


# --- item 3: load_record reads only a regular file of a record's size ---------------------------------------------

def test_load_record_refuses_a_fifo_at_once_instead_of_waiting_for_a_writer(tmp_path: Path) -> None:
    """Item 3: a FIFO blocked load_record forever; it is refused (RecordError naming it) without waiting."""
    if not hasattr(os, "mkfifo"):
        pytest.skip("no FIFOs on this system")
    fifo = tmp_path / "game.json"
    os.mkfifo(fifo)
    outcome: list[BaseException | object] = []
    worker = threading.Thread(target=lambda: outcome.append(_outcome(lambda: load_record(fifo))), daemon=True)
    worker.start()
    worker.join(10)
    if worker.is_alive():  # the old behaviour: waiting for a writer; give it one so the thread ends
        os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))
        worker.join(10)
        pytest.fail("load_record waited on a FIFO")
    error = outcome[0]
    assert isinstance(error, RecordError) and "not a regular file" in str(error), error
    assert str(fifo) in _both(error)[1]


def _outcome(make: Any) -> BaseException | object:
    try:
        return make()
    except BaseException as error:  # the test looks at whatever happened
        return error


@pytest.mark.parametrize("device", ["/dev/null", "/dev/zero"])
def test_load_record_refuses_a_device_without_reading_it(device: str) -> None:
    """Item 3: /dev/zero grew to 22 GB before the kernel killed it; a device is refused before any read."""
    if not os.path.exists(device):
        pytest.skip(f"no {device}")
    with pytest.raises(RecordError) as info:
        load_record(device)
    english, portuguese = _both(info.value)
    assert english == f"cannot read {device}: not a regular file (a device, a pipe or a socket), so not a record"
    assert portuguese.startswith(f"não foi possível ler {device}: não é um arquivo comum")


def test_load_record_refuses_a_folder(tmp_path: Path) -> None:
    """Item 3: a folder is refused as a folder (before: the system's 'Is a directory' with its errno)."""
    with pytest.raises(RecordError) as info:
        load_record(tmp_path)
    assert _both(info.value) == (f"cannot read {tmp_path}: it is a folder, not a record file",
                                 f"não foi possível ler {tmp_path}: é uma pasta, não um arquivo de registro")


def test_load_record_refuses_a_file_over_the_size_limit_by_its_size(tmp_path: Path) -> None:
    """Item 3: a file larger than MAX_RECORD_BYTES (1 MB; a record is ~4 KB) is refused by its size, without reading
    it (a sparse file of 1 GB is refused as fast as one just over the limit)."""
    from furnace_lab.engine.records import MAX_RECORD_BYTES

    assert MAX_RECORD_BYTES == 1_000_000
    for size in (MAX_RECORD_BYTES + 1, 10**9):
        path = tmp_path / f"big{size}.json"
        with open(path, "wb") as handle:
            handle.truncate(size)  # sparse: takes no room, but reading it would
        with pytest.raises(RecordError) as info:
            load_record(path)
        english, portuguese = _both(info.value)
        assert f"the file is too large to be a record ({size} bytes" in english
        assert f"o arquivo é grande demais para ser um registro ({size} bytes" in portuguese


def test_a_record_at_the_size_limit_still_loads(tmp_path: Path) -> None:
    """Item 3, the other side: the limit refuses nothing a record can be (padding whitespace to just under it)."""
    from furnace_lab.engine.records import MAX_RECORD_BYTES

    record = play_random_game(2, 1).record()
    text = record.to_json()
    path = tmp_path / "game.json"
    path.write_text(text + " " * (MAX_RECORD_BYTES - len(text.encode())), encoding="utf-8")
    assert path.stat().st_size == MAX_RECORD_BYTES
    assert load_record(path) == record


# --- item 5: bad input raises the project's typed errors -----------------------------------------------------------

DEEP = 100_000


def test_deeply_nested_json_in_a_record_is_a_record_error(tmp_path: Path) -> None:
    """Item 5: a record nested 100,000 deep raised RecursionError; it is a RecordError (text and file)."""
    text = "[" * DEEP + "]" * DEEP
    with pytest.raises(RecordError) as info:
        Record.from_json(text)
    assert _both(info.value) == ("the JSON is nested too deeply to be a record",
                                 "o JSON tem níveis demais para ser um registro")
    path = tmp_path / "deep.json"
    path.write_text('{"format": "furnace_lab.record/1", "options": ' + "[" * DEEP + "]" * DEEP + "}")
    with pytest.raises(RecordError, match="nested too deeply"):
        load_record(path)


def test_deeply_nested_json_in_a_saved_state_is_a_data_error() -> None:
    """Item 5: the same for GameState.from_json."""
    with pytest.raises(DataError) as info:
        GameState.from_json("[" * DEEP + "]" * DEEP)
    assert "nested too deeply" in _both(info.value)[0]


@pytest.mark.parametrize("toml", ["x = " + "[" * DEEP + "]" * DEEP, "x = " + "{a=" * 5000 + "1" + "}" * 5000],
                         ids=["arrays", "inline tables"])
def test_deeply_nested_toml_in_a_catalog_is_a_data_error(toml: str, tmp_path: Path) -> None:
    """Item 5: a catalog's TOML nested thousands deep raised RecursionError; it is a DataError naming the file."""
    with pytest.raises(DataError) as info:
        parse_catalog_text(toml, "deep.toml")
    assert info.value.file == "deep.toml"
    assert _both(info.value)[0] == "file deep.toml: the TOML is nested too deeply to be a card file"
    (tmp_path / "cards.toml").write_text(toml, encoding="utf-8")
    with pytest.raises(DataError, match="nested too deeply"):
        load_catalog_from(tmp_path)


@pytest.mark.parametrize("make", [lambda: parse_catalog_text(None), lambda: load_catalog_from(None),  # type: ignore
                                  lambda: parse_catalog_files(None), lambda: parse_catalog_files([("a.toml",)]),
                                  lambda: load_catalog_from("a\0b")],
                         ids=["text None", "folder None", "files None", "a pair short", "NUL in the folder"])
def test_the_catalog_entry_points_refuse_what_is_not_text_or_a_path(make: Any) -> None:
    """Item 5: parse_catalog_text(None) raised AttributeError, load_catalog_from(None) TypeError; each is a
    DataError now, in both languages."""
    with pytest.raises(DataError) as info:
        make()
    _both(info.value)


def _record() -> Record:
    return play_random_game(2, 1).record()


def test_the_record_functions_refuse_what_is_not_a_path(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Item 5: load_record(None), save_record(rec, None) (TypeError) and a path with NUL (ValueError) are
    RecordErrors saying what the path was; nothing is written."""
    monkeypatch.chdir(tmp_path)
    record = _record()
    cases = {
        "load None": (lambda: load_record(None), "cannot read the record: expected a file path (text), found NoneType"),
        "save None": (lambda: save_record(record, None),
                      "cannot save the record: expected a file path (text), found NoneType"),
        "load NUL": (lambda: load_record("a\0b.json"),
                     "cannot read the record: a file path cannot hold a NUL character (found in 'a\\x00b.json')"),
        "save NUL": (lambda: save_record(record, "a\0b.json"),
                     "cannot save the record: a file path cannot hold a NUL character (found in 'a\\x00b.json')"),
        "load number": (lambda: load_record(7), "cannot read the record: expected a file path (text), found int"),
    }
    for name, (make, message) in cases.items():
        with pytest.raises(RecordError) as info:
            make()
        assert _both(info.value)[0] == message, name
    assert not os.listdir(tmp_path)


def test_save_record_of_an_empty_path_or_a_folder_name_says_so(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """Item 5: save_record(rec, "") said "Device or resource busy" (it renamed a temporary file onto '.'); an empty
    path, '.', '..' or a path ending in a separator is refused as naming no file, and nothing is written."""
    monkeypatch.chdir(tmp_path)
    record = _record()
    with pytest.raises(RecordError) as info:
        save_record(record, "")
    assert _both(info.value) == ("cannot save the record: expected a file name, found an empty path",
                                 "não foi possível salvar o registro: esperava-se o nome de um arquivo, mas o caminho "
                                 "está vazio")
    for path in (".", "..", "records/", str(tmp_path) + os.sep):
        with pytest.raises(RecordError) as info:
            save_record(record, path)
        assert str(info.value) == f"cannot save the record to {path}: that names a folder; name the file", path
    assert not os.listdir(tmp_path)


def test_save_record_of_something_that_is_not_a_record_or_a_state(tmp_path: Path) -> None:
    """Item 5: save_record(object(), p) raised AttributeError ('_g'); it is a RecordError naming what came."""
    path = tmp_path / "game.json"
    for thing in (object(), None, "bid 3@2", {"players": []}):
        with pytest.raises(RecordError) as info:
            save_record(thing, path)
        english, _ = _both(info.value)
        assert english == (f"cannot save the record to {path}: expected a Record or a game state, found "
                           f"{type(thing).__name__}")
    assert not path.exists() and not os.listdir(tmp_path)


@pytest.mark.parametrize("upto", ["3", 2.0, True, -1, 10**6, None])
def test_replay_upto_must_be_a_count_of_the_records_actions(upto: Any) -> None:
    """Item 5: replay(rec, upto="3") raised TypeError (slicing); upto is None or 0 to the number of actions."""
    record = _record()
    if upto is None:
        assert replay(record, upto=upto).history == replay(record).history
        return
    with pytest.raises(RecordError) as info:
        replay(record, upto=upto)
    english, portuguese = _both(info.value)
    assert english.startswith(f"'upto' must be a whole number of actions from 0 to {len(record.actions)}, not ")
    assert portuguese.startswith(f"'upto' deve ser um número inteiro de ações de 0 a {len(record.actions)}, não ")


def test_replay_of_a_record_built_by_hand_with_bad_fields_is_a_record_error() -> None:
    """Item 5: a Record built in Python with a field of the wrong type is checked as the JSON reader checks it."""
    good = _record()
    for bad in (Record(options=[], seed=1, players=["a", "b"], actions=[]),  # type: ignore[arg-type]
                Record(options={}, seed="1", players=["a", "b"], actions=[]),  # type: ignore[arg-type]
                Record(options={}, seed=1, players=["a", "b"], actions=[3]),  # type: ignore[list-item]
                Record(options={}, seed=1, players=["a", "b"], actions=[], modules=5)):  # type: ignore[arg-type]
        with pytest.raises(RecordError):
            replay(bad)
    assert replay(good).history


def _auction_doc() -> dict[str, Any]:
    """A 3-player game in its first auction, with discs on the row."""
    state = new_game(3, seed=2)
    for _ in range(4):
        state.apply_in_place(state.legal_actions()[0])
    assert state.phase == "auction" and any(state._row_bids)
    return json.loads(state.to_json())


@pytest.mark.parametrize("field, cut", [("row_bids", 1), ("value_masks", 1), ("seat_masks", 2), ("disc_counts", 1),
                                        ("held_masks", 1), ("turn_order", 1)])
def test_a_saved_state_with_a_list_cut_short_is_refused_on_load(field: str, cut: int) -> None:
    """Item 5: a state JSON with a truncated row_bids list loaded, then crashed on the next action (IndexError);
    every list's length is checked against the game's dimensions, and the field is named."""
    doc = _auction_doc()
    doc["state"][field] = doc["state"][field][:-cut]
    with pytest.raises(DataError) as info:
        GameState.from_json(json.dumps(doc))
    assert info.value.field == field
    _both(info.value)


def test_a_saved_state_with_a_bid_by_no_seat_or_a_short_winner_is_refused() -> None:
    """Item 5: a bid by seat 7 in a 3-seat game, and a winner entry cut short (IndexError), are DataErrors."""
    doc = _auction_doc()
    card = next(i for i, bids in enumerate(doc["state"]["row_bids"]) if bids)
    bad = copy.deepcopy(doc)
    bad["state"]["row_bids"][card][0][0] = 7
    with pytest.raises(DataError) as info:
        GameState.from_json(json.dumps(bad))
    assert info.value.field == "row_bids" and "not a seat of the game" in str(info.value)
    bad = copy.deepcopy(doc)
    bad["state"]["winner"] = [0]
    with pytest.raises(DataError) as info:
        GameState.from_json(json.dumps(bad))
    assert info.value.field == "winner"


HAND_BUILT = [tuple.__new__(Bid, (0, 1)), tuple.__new__(Bid, ()), tuple.__new__(Bid, (0, 1, 3, 0, "bid 9@9")),
              tuple.__new__(Done, ()), tuple.__new__(Run, (3, 1, 2)), tuple.__new__(UseCard, (2, None, None, None))]


@pytest.mark.parametrize("action", HAND_BUILT, ids=range(len(HAND_BUILT)))
def test_a_hand_built_action_is_refused_with_the_rule_it_breaks(action: Any) -> None:
    """Item 5 (rule furnace_lab.actions.whose-turn): tuple.__new__(Bid, (0, 1)) crashed apply and explain with
    IndexError; a malformed action object is refused with IllegalAction citing the rule, in both languages, and the
    state is unchanged."""
    state = new_game(3, seed=2)
    before = state.to_json()
    for attempt in (state.apply, state.apply_in_place, state.explain):
        with pytest.raises(IllegalAction) as info:
            attempt(action)
        assert info.value.rule_id == TURN_RULE
        english, portuguese = _both(info.value)
        assert english.endswith(f"[{TURN_RULE}]") and portuguese.endswith(f"[{TURN_RULE}]")
    assert state.to_json() == before


def test_a_hand_built_copy_of_a_legal_action_is_that_action() -> None:
    """Item 5, the other side: an object equal to a legal action, built by hand, is still that action."""
    state = new_game(3, seed=2)
    legal = state.legal_actions()[0]
    copy_of = tuple.__new__(type(legal), tuple(legal))
    assert copy_of is not legal
    assert state.explain(copy_of).legal
    assert state.apply(copy_of) == state.apply(legal)


def test_explain_none_is_refused_as_apply_refuses_it() -> None:
    """Item 5 (rule furnace_lab.actions.whose-turn): explain(None) raised a bare TypeError; like apply(None) it
    raises IllegalAction citing the rule."""
    state = new_game(3, seed=2)
    for value in (None, 3, ["bid 3@2"]):
        with pytest.raises(IllegalAction) as applied:
            state.apply(value)
        with pytest.raises(IllegalAction) as explained:
            state.explain(value)
        assert str(explained.value) == str(applied.value) and explained.value.rule_id == TURN_RULE
        _both(explained.value)


@pytest.mark.parametrize("make, kind", [
    (lambda: Bid(100, 2), ValueError), (lambda: Bid("3", 2), TypeError), (lambda: Bid(3, 0), ValueError),
    (lambda: PairBid(3, 2, 2), ValueError), (lambda: UseCard("no spaces"), ValueError), (lambda: UseCard(7), TypeError),
    (lambda: ManagerUse("fly"), ValueError), (lambda: Run(-1), ValueError)],
    ids=["disc 100", "disc text", "position 0", "pair on one card", "bad card id", "card id number",
         "manager use", "run -1"])
def test_the_action_constructors_raise_the_projects_errors(make: Any, kind: type) -> None:
    """Item 5 (rule furnace_lab.actions.whose-turn): the action classes raised bare ValueError / TypeError
    subclasses outside FurnaceLabError; their errors are FurnaceLabErrors now (ActionError), still ValueError /
    TypeError, citing the rule, in both languages."""
    from furnace_lab.errors import ActionError

    with pytest.raises(FurnaceLabError) as info:
        make()
    assert isinstance(info.value, ActionError) and isinstance(info.value, kind)
    assert info.value.rule_id == TURN_RULE and str(info.value).endswith(f"[{TURN_RULE}]")
    _both(info.value)


def test_unreadable_action_notation_cites_the_rule_once() -> None:
    """Item 5: unreadable notation carried no rule id; its NotationError cites the rule, once, in both languages
    (a value out of range, read through the notation, too)."""
    for text in ("bidd 3@2", "bid 3", "use no spaces", "run 1000"):
        with pytest.raises(NotationError) as info:
            read_action(text)
        english, portuguese = _both(info.value)
        assert info.value.rule_id == TURN_RULE
        assert english.count(TURN_RULE) == 1 and portuguese.count(TURN_RULE) == 1, english


# --- item 6: short quotes, stale temporary files, unknown and repeated keys ----------------------------------------

LONG = "x" * 1_000_000


@pytest.mark.parametrize("make", [
    lambda: read_action(LONG), lambda: read_action("use " + LONG + "!"), lambda: read_action("bid " + LONG + "@1"),
    lambda: new_game(3, 1).apply("bidd" + LONG), lambda: Record.from_json('{"format": "' + LONG + '"}'),
    lambda: Record.from_json('{"format": "furnace_lab.record/1", "' + LONG + '": 1}'),
    lambda: parse_action(new_game(3, 1), "use x" + LONG),
    lambda: replay(Record(options={}, seed=1, players=["a", "b"], actions=["bidd " + LONG])),
    lambda: new_game(3, 1).explain("comp " + LONG), lambda: Bid(3, 1).__class__(10**5000, 1),
    lambda: GameState.from_json(json.dumps({"format": "furnace_lab.state/1", "spec": LONG})),
    lambda: parse_effect("gain 1 " + LONG), lambda: parse_effect(LONG + " -> 1 coal"),
    lambda: new_game(3, 1, **{LONG: 1}), lambda: new_game([LONG, "b"], 1), lambda: new_game(3, 1, agent=LONG),
], ids=["verb", "card id", "number", "apply", "format", "key", "unknown card", "replay", "explain", "huge number",
        "state", "effect resource", "effect", "option", "player name", "agent"])
def test_an_error_message_quotes_a_short_prefix_of_a_long_input(make: Any) -> None:
    """Item 6: a 1 MB input gave a 2 MB message (quoted whole, sometimes twice); a message quotes at most a short
    prefix and says how long the whole was, in both languages."""
    with pytest.raises(FurnaceLabError) as info:
        make()
    english, portuguese = str(info.value), info.value.message("pt")
    assert len(english) < 2000 and len(portuguese) < 2000, len(english)


def test_quoted_gives_a_prefix_and_the_length_in_each_language() -> None:
    """Item 6: the one helper every message uses to quote what a user typed."""
    from furnace_lab.errors import QUOTE_LIMIT, quoted

    assert quoted("bid 3@2") == "'bid 3@2'"
    assert quoted(LONG) == repr("x" * QUOTE_LIMIT) + "… (1000000 characters)"
    assert quoted(LONG, "pt") == repr("x" * QUOTE_LIMIT) + "… (1000000 caracteres)"
    assert len(quoted(list(range(10**5)))) <= QUOTE_LIMIT + 1
    nested: list[Any] = []
    for _ in range(5000):
        nested = [nested]
    assert len(quoted(nested)) <= QUOTE_LIMIT + 1  # no RecursionError from repr


def test_a_killed_saves_temporary_file_is_removed_by_the_next_save(tmp_path: Path) -> None:
    """Item 6: a save killed between writing its temporary file and renaming it left '.game.json.XXXXXXXX.tmp'
    behind for good; the next save to game.json removes such files once they are stale (older than
    STALE_TEMP_SECONDS), and nothing else: not a fresh one (a save running now), not another file's, not a name of
    another pattern."""
    from furnace_lab.engine.records import STALE_TEMP_SECONDS

    old = time.time() - STALE_TEMP_SECONDS - 60
    names = {"stale": ".game.json.ab_cd12x.tmp", "fresh": ".game.json.zz9yy8xx.tmp",
             "other file's": ".other.json.ab_cd12x.tmp", "other pattern": ".game.json.abc.tmp",
             "user's": "game.json.ab_cd12x.tmp"}
    for name in names.values():
        (tmp_path / name).write_text("half a record")
        if name != names["fresh"]:
            os.utime(tmp_path / name, (old, old))
    (tmp_path / ".game.json.folder123.tmp").mkdir()  # the pattern, but a folder: left alone
    os.utime(tmp_path / ".game.json.folder123.tmp", (old, old))
    save_record(_record(), tmp_path / "game.json")
    left = set(os.listdir(tmp_path))
    assert names["stale"] not in left
    assert left == {"game.json", ".game.json.folder123.tmp", *(n for k, n in names.items() if k != "stale")}


@pytest.mark.parametrize("change, message", [
    (lambda d: d.update(extra=1), "unknown key 'extra' in the record"),
    (lambda d: d.update(Players=["a"]), "unknown key 'Players' in the record")], ids=["extra", "Players"])
def test_a_record_with_an_unknown_key_is_refused(change: Any, message: str, tmp_path: Path) -> None:
    """Item 6: a key a record does not have was accepted silently (a typo like 'Players' lost its data)."""
    data = json.loads(_record().to_json())
    change(data)
    with pytest.raises(RecordError) as info:
        Record.from_json(json.dumps(data))
    assert str(info.value).startswith(message)
    _both(info.value)


@pytest.mark.parametrize("text, key", [
    ('{"format": "furnace_lab.record/1", "seed": 1, "seed": 2, "players": ["a", "b"], "options": {}, "actions": []}',
     "seed"),
    ('{"format": "furnace_lab.record/1", "seed": 1, "players": ["a", "b"], "options": {"capitalists": true, '
     '"capitalists": false}, "actions": []}', "capitalists")], ids=["top level", "in the options"])
def test_a_record_naming_a_key_twice_is_refused(text: str, key: str, tmp_path: Path) -> None:
    """Item 6: JSON keeps the last of two equal keys; a record naming one twice (at any depth) is refused, the key
    named, instead of quietly losing the first value."""
    with pytest.raises(RecordError) as info:
        Record.from_json(text)
    assert _both(info.value) == (f"the key '{key}' is given twice in one object",
                                 f"a chave '{key}' aparece duas vezes no mesmo objeto")
    path = tmp_path / "twice.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(RecordError, match="given twice"):
        load_record(path)
    good = text.replace(', "seed": 2', "").replace(', "capitalists": false', "")
    assert Record.from_json(good).seed == 1


def test_unknown_card_in_the_notation_is_still_an_unknown_card() -> None:
    """Item 6, the other side: quoting stays exact for short input (the id as typed, and the suggestions)."""
    with pytest.raises(UnknownCard) as info:
        parse_action(new_game(3, 1), "use base-c999")
    assert str(info.value).startswith("no card with id 'base-c999'")
