"""A learner's progress: saved atomically in the folder the caller names, by plain names only, and a damaged
file refused with a DataError in English and Portuguese, changing nothing."""

from __future__ import annotations

import json

import pytest

from furnace_lab.errors import DataError
from furnace_lab.lessons import Progress, ProgressFile, progress_file_name


def test_progress_round_trip_in_its_folder(tmp_path) -> None:
    store = ProgressFile(tmp_path / "progress-folder", "Ana")
    assert store.load() == Progress()
    store.complete("placing-discs")
    store.complete("compensation")
    assert store.complete("placing-discs").done == ("placing-discs", "compensation")
    assert ProgressFile(tmp_path / "progress-folder", "Ana.json").load().done == ("placing-discs", "compensation")
    assert [p.name for p in (tmp_path / "progress-folder").iterdir()] == ["Ana.json"]  # no temporary file left


@pytest.mark.parametrize("name", ["../up", "/etc/passwd", "a/b", ".hidden", "", " ", "con", "x" * 65, "a\x00b", 7])
def test_names_that_could_leave_the_folder_are_refused(tmp_path, name: object) -> None:
    with pytest.raises(DataError) as caught:
        ProgressFile(tmp_path, name)  # type: ignore[arg-type]
    assert caught.value.field == "name" and caught.value.message("pt") != str(caught.value)
    assert list(tmp_path.iterdir()) == []


def test_plain_names_accepted() -> None:
    assert progress_file_name("turma 7-B") == "turma 7-B.json"
    assert progress_file_name("Ana.json") == "Ana.json"


@pytest.mark.parametrize("content", ["not json", json.dumps({"version": 2, "done": []}),
                                     json.dumps({"version": 1, "done": ["../x"]}),
                                     json.dumps({"version": 1, "done": "placing-discs"}), "[" * 30_000])
def test_damaged_progress_file_is_refused_and_left_alone(tmp_path, content: str) -> None:
    path = tmp_path / "progress.json"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(DataError) as caught:
        ProgressFile(tmp_path).complete("compensation")
    assert caught.value.file == "progress.json"
    assert "o arquivo de progresso" in caught.value.message("pt")
    assert path.read_text(encoding="utf-8") == content


def test_progress_refuses_a_lesson_id_that_is_not_one() -> None:
    with pytest.raises(DataError) as caught:
        Progress().with_done("../../x")
    assert "não é o id de uma lição" in caught.value.message("pt")
