"""The records folder: the explorer saves and loads by plain name, in one folder only (issue 23, item 2)."""

from __future__ import annotations

from pathlib import Path

import pytest

from furnace_lab.engine import new_game
from furnace_lab.errors import RecordError
from furnace_lab.widgets.records_folder import MAX_NAME, RecordsFolder, record_file_name

REFUSED = ["../x/precious.txt", "/etc/passwd", "a/b", "..", "", "x\x00y", "n" * (MAX_NAME + 1), ".", "a\\b",
           " ", ".hidden", "game.txt", "..json", "a.json.json", "con", "NUL.json", "tab\there", "ends with space ",
           "~", "-rf", "x" * 5000]


@pytest.mark.parametrize("name", REFUSED, ids=repr)
def test_a_name_that_is_not_a_plain_name_is_refused_in_both_languages(name: str) -> None:
    with pytest.raises(RecordError) as caught:
        record_file_name(name)
    error = caught.value
    assert error.pt and error.pt != str(error)
    assert len(str(error)) < 300  # a long name is quoted short, not whole


@pytest.mark.parametrize("name", [None, 3, Path("game"), b"game"], ids=repr)
def test_a_name_must_be_text(name: object) -> None:
    with pytest.raises(RecordError, match="a record name is text"):
        record_file_name(name)


@pytest.mark.parametrize(("name", "file"), [("game", "game.json"), ("game.json", "game.json"),
                                            ("round 2 - Bo_bids", "round 2 - Bo_bids.json"),
                                            ("partida_ação", "partida_ação.json"), ("7", "7.json"),
                                            ("n" * MAX_NAME, "n" * MAX_NAME + ".json")])
def test_plain_names_get_the_json_suffix(name: str, file: str) -> None:
    assert record_file_name(name) == file


@pytest.mark.parametrize("name", REFUSED, ids=repr)
def test_nothing_is_written_outside_the_folder_or_read_from_it(tmp_path: Path, name: str) -> None:
    """Saving or loading under a refused name raises before any file is touched: the folder's parent (where
    "../x/precious.txt" would point) keeps its precious file, and the folder is not even created."""
    precious = tmp_path / "x" / "precious.txt"
    precious.parent.mkdir()
    precious.write_text("keep me", encoding="utf-8")
    folder = RecordsFolder(tmp_path / "records")
    state = new_game(["Ana", "Bo"], 1)
    with pytest.raises(RecordError):
        folder.save(state, name)
    with pytest.raises(RecordError):
        folder.load(name)
    assert precious.read_text(encoding="utf-8") == "keep me"
    assert sorted(p.relative_to(tmp_path).as_posix() for p in tmp_path.rglob("*")) == ["x", "x/precious.txt"]


def test_a_record_saved_by_name_is_in_the_folder_and_loads_back(tmp_path: Path) -> None:
    folder = RecordsFolder(tmp_path / "records")
    state = new_game(["Ana", "Bo"], 3).apply("bid 3@2")
    target = folder.save(state, "my game")
    assert target == tmp_path / "records" / "my game.json" and target.is_file()
    assert folder.load("my game.json") == state.record()
    assert folder.names() == ["my game"] and folder.shown("my game") == "records/my game.json"


def test_a_link_inside_the_folder_leading_out_is_not_followed(tmp_path: Path) -> None:
    secret = tmp_path / "secret.json"
    secret.write_text(new_game(["Ana", "Bo"], 3).record().to_json(), encoding="utf-8")
    folder = RecordsFolder(tmp_path / "records")
    folder.folder.mkdir()
    (folder.folder / "link.json").symlink_to(secret)
    with pytest.raises(RecordError, match="does not name a file of the records folder"):
        folder.load("link")
    with pytest.raises(RecordError):
        folder.save(new_game(["Ana", "Bo"], 4), "link")
    assert secret.read_text(encoding="utf-8") == new_game(["Ana", "Bo"], 3).record().to_json()
    assert folder.names() == []


def test_the_default_folder_is_records_beside_the_notebook(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    assert RecordsFolder().folder == tmp_path / "records"
