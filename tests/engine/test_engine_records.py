"""Game records: JSON, replay, errors naming the first bad action, atomic saving."""

from __future__ import annotations

import errno
import json
import os

import pytest
from engine_helpers import CATALOG, game

from furnace_lab.engine import Record, load_record, play_random_game, production_position, replay, save_record
from furnace_lab.engine import records as records_module
from furnace_lab.errors import RecordError


def test_record_replays_to_the_identical_state():
    for players, seed in [(2, 1), (3, 2), (4, 3)]:
        s = play_random_game(players, seed, production_chain=seed == 2)
        record = s.record()
        assert record.result == [s.money(p) for p in range(players)]
        again = replay(Record.from_json(record.to_json()))
        assert again == s


def test_record_of_a_game_in_progress_and_replay_upto():
    s = play_random_game(3, 4)
    record = s.record()
    half = replay(record, upto=50)
    assert half.history == s.history[:50]
    partial = half.record()
    assert partial.result is None and replay(partial) == half


def test_record_with_a_custom_catalog():
    s = game(3)
    record = s.record()
    assert replay(record, catalog=CATALOG) == s


def test_corrupt_action_is_named_by_index_and_notation():
    record = play_random_game(3, 5).record()
    actions = list(record.actions)
    actions[10] = "bid 9@9"
    bad = Record(options=record.options, seed=record.seed, players=record.players, actions=actions)
    with pytest.raises(RecordError) as info:
        replay(bad)
    assert info.value.index == 10 and info.value.action == "bid 9@9"
    assert "action 10 (bid 9@9)" in str(info.value)
    assert str(info.value).count("bid 9@9") == 1  # named once, then the reason and its rule
    assert info.value.pt is not None and info.value.pt.count("bid 9@9") == 1


def test_unreadable_action_is_named():
    record = play_random_game(3, 5).record()
    actions = list(record.actions)
    actions[3] = "jump!"
    with pytest.raises(RecordError) as info:
        replay(Record(options=record.options, seed=record.seed, players=record.players, actions=actions))
    assert info.value.index == 3


def test_mismatched_seed_is_detected():
    record = play_random_game(3, 6).record()
    other = Record(options=record.options, seed=record.seed + 1, players=record.players, actions=record.actions,
                   result=record.result)
    with pytest.raises(RecordError):
        replay(other)


def test_wrong_result_is_detected():
    record = play_random_game(2, 7).record()
    wrong = Record(options=record.options, seed=record.seed, players=record.players, actions=record.actions,
                   result=[m + 1 for m in record.result or []])
    with pytest.raises(RecordError) as info:
        replay(wrong)
    assert "final money" in str(info.value)


@pytest.mark.parametrize("text", [
    "nope", "[]", json.dumps({"format": "x"}),
    json.dumps({"format": "furnace_lab.record/1", "players": "Ana", "seed": 1, "options": {}, "actions": []}),
    json.dumps({"format": "furnace_lab.record/1", "players": ["A", "B"], "seed": "1", "options": {}, "actions": []}),
    json.dumps({"format": "furnace_lab.record/1", "players": ["A", "B"], "seed": 1, "options": [], "actions": []}),
    json.dumps({"format": "furnace_lab.record/1", "players": ["A", "B"], "seed": 1, "options": {}, "actions": [3]}),
])
def test_malformed_record_json(text):
    with pytest.raises(RecordError):
        Record.from_json(text)


def test_bad_setup_in_a_record():
    with pytest.raises(RecordError) as info:
        replay(Record(options={"capitalists": "maybe"}, seed=1, players=["A", "B"], actions=[]))
    assert "setup" in str(info.value)


def test_save_and_load_record(tmp_path):
    s = play_random_game(3, 8)
    path = save_record(s, tmp_path / "game.json")
    assert load_record(path) == s.record()
    assert replay(load_record(path)) == s
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]


def test_state_save_record_method(tmp_path):
    s = play_random_game(2, 9)
    s.save_record(tmp_path / "g.json")
    assert replay(load_record(tmp_path / "g.json")) == s


def test_failed_save_keeps_the_previous_file(tmp_path, monkeypatch):
    path = tmp_path / "game.json"
    first = play_random_game(2, 1).record()
    first.save(path)
    before = path.read_text()

    def broken(src, dst):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(records_module.os, "replace", broken)
    with pytest.raises(RecordError) as info:
        save_record(play_random_game(2, 2).record(), path)
    assert str(info.value) == f"cannot save the record to {path}: No space left on device"
    assert info.value.pt == f"não foi possível salvar o registro em {path}: não há espaço no disco"
    assert path.read_text() == before
    assert os.listdir(tmp_path) == ["game.json"]  # the temporary file is gone too


def test_a_save_that_fails_half_way_keeps_the_previous_file_and_no_temporary_file(tmp_path, monkeypatch):
    """The disk fills while the record is written: a RecordError naming the file, the old record intact."""
    path = tmp_path / "game.json"
    play_random_game(2, 1).record().save(path)
    before = path.read_text()

    def full(fd):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(records_module.os, "fsync", full)
    with pytest.raises(RecordError, match=f"cannot save the record to {path}"):
        save_record(play_random_game(2, 2).record(), path)
    assert path.read_text() == before and os.listdir(tmp_path) == ["game.json"]


def test_saving_into_a_missing_folder_or_onto_a_folder_is_a_record_error_naming_the_file(tmp_path):
    """Not a bare FileNotFoundError / IsADirectoryError naming a temporary file: a RecordError naming the target,
    in English and Portuguese, and nothing is left behind."""
    record = play_random_game(2, 1).record()
    missing = tmp_path / "no-such-folder" / "game.json"
    with pytest.raises(RecordError) as info:
        save_record(record, missing)
    assert str(info.value).startswith(f"cannot save the record to {missing}: ")
    assert info.value.pt == f"não foi possível salvar o registro em {missing}: a pasta não existe"
    folder = tmp_path / "records"
    folder.mkdir()
    with pytest.raises(RecordError) as info:
        save_record(record, folder)
    assert str(info.value).startswith(f"cannot save the record to {folder}: ") and ".tmp" not in str(info.value)
    assert info.value.pt == f"não foi possível salvar o registro em {folder}: é uma pasta"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["records"] and not list(folder.iterdir())


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() == 0, reason="root writes into read-only folders")
def test_saving_into_a_read_only_folder_keeps_the_previous_file(tmp_path):
    folder = tmp_path / "locked"
    folder.mkdir()
    path = folder / "game.json"
    play_random_game(2, 1).record().save(path)
    before = path.read_text()
    folder.chmod(0o500)
    try:
        with pytest.raises(RecordError) as info:
            save_record(play_random_game(2, 2).record(), path)
    finally:
        folder.chmod(0o700)
    assert info.value.pt == f"não foi possível salvar o registro em {path}: sem permissão"
    assert path.read_text() == before and os.listdir(folder) == ["game.json"]


def test_load_record_missing_file(tmp_path):
    with pytest.raises(RecordError):
        load_record(tmp_path / "missing.json")


def test_load_record_names_the_file_of_a_malformed_or_binary_record(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"format": "furnace_lab.record/1", "players": "A", "seed": 1, "options": {},
                               "actions": []}), encoding="utf-8")
    with pytest.raises(RecordError) as info:
        load_record(bad)
    assert str(info.value) == f"{bad}: 'players' must be a list of names" and info.value.file == str(bad)
    binary = tmp_path / "picture.json"
    binary.write_bytes(b"\x89PNG\r\n\x1a\n\xff\xfe")
    with pytest.raises(RecordError, match="cannot read"):
        load_record(binary)


def test_positions_have_no_record():
    s = production_position(["coalmine"], startup="st-coal", catalog=CATALOG)
    with pytest.raises(RecordError):
        s.record()
