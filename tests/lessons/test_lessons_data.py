"""Lesson files are data a teacher may write: every mistake is a DataError naming the file, the lesson and the
field, in English and Portuguese, and nothing is built from a bad file."""

from __future__ import annotations

import pytest

from furnace_lab.errors import DataError
from furnace_lab.lessons import MET, lesson_from_text, load_lesson

GOOD = '''
id = "mine"
order = 7
rules = ["furnace.auction.same-value"]
title = { en = "Mine", pt = "Minha" }
text = { en = "Win card 2.", pt = "Ganhe a carta 2." }
hints = [{ en = "Use your 4.", pt = "Use o seu 4." }]

[start]
players = ["Ana", "Bo", "Cy"]
seed = 1
moves = ["bid 1@1", "bid 3@2", "bid 4@3", "bid 2@4", "bid 1@5", "bid 2@2", "bid 3@5", "bid 2@3", "bid 1@6"]

[start.options]
capitalists = false
first_player = 0

[[goal]]
kind = "win_card"
card = 2
'''


def test_a_teachers_lesson_file_loads_and_plays(tmp_path) -> None:
    path = tmp_path / "mine.toml"
    path.write_text(GOOD, encoding="utf-8")
    lesson = load_lesson(path)
    state, _ = lesson.play(lesson.start(), "bid 4@2")
    assert lesson.check(state).status == MET


BROKEN = [
    ('order = 7', 'order = 700', "order", "expected a whole number from 1 to 99, found 700",
     "esperava-se um número inteiro de 1 a 99, mas veio 700"),
    ('id = "mine"', 'id = "../etc"', "id", "expected lower-case letters", "esperavam-se letras minúsculas"),
    ('rules = ["furnace.auction.same-value"]', 'rules = ["furnace.auction.same-valeu"]', "rules[0]",
     "no rule has the id", "nenhuma regra tem o id"),
    ('title = { en = "Mine", pt = "Minha" }', 'title = { en = "Mine" }', "title.pt", "missing", "falta"),
    ('hints = [{ en = "Use your 4.", pt = "Use o seu 4." }]', 'hints = [' + '{ en = "a", pt = "b" },' * 4 + ']',
     "hints", "expected 0 to 3 tables, found 4 items", "esperavam-se de 0 a 3 tabelas"),
    ('text = { en = "Win card 2.", pt = "Ganhe a carta 2." }', 'text = { en = "' + "x" * 1300 + '", pt = "y" }',
     "text.en", "1300 characters long; at most 1200", "tem 1300 caracteres"),
    ('card = 2', 'card = 9', "goal[0].card", "expected a whole number from 1 to 7, found 9", "de 1 a 7"),
    ('kind = "win_card"', 'kind = "win_everything"', "goal[0].kind", "expected one of win_card",
     "esperava-se um destes"),
    ('seed = 1', 'seed = -1', "start.seed", "expected a whole number from 0", "esperava-se um número inteiro"),
    ('capitalists = false', 'capitalists = false\nmagic = true', "start.options.magic", "unknown key",
     "chave desconhecida"),
    ('seed = 1', 'seed = 1\nhitns = 2', "start.hitns", "unknown key", "chave desconhecida"),
    ('"bid 1@6"]', '"bid 1@6", "bid 1@6"]', "start", "this start cannot be set up", "este início não pode ser montado"),
    ('players = ["Ana", "Bo", "Cy"]', 'players = []', "start.players", "expected 1 to 4 items, found 0",
     "esperavam-se de 1 a 4 itens"),
]


@pytest.mark.parametrize(("old", "new", "field", "en", "pt"), BROKEN)
def test_broken_lesson_file_is_refused_with_field_in_both_languages(old: str, new: str, field: str, en: str,
                                                                     pt: str) -> None:
    assert old in GOOD
    with pytest.raises(DataError) as caught:
        lesson_from_text(GOOD.replace(old, new, 1), file="mine.toml")
    error = caught.value
    assert error.file == "mine.toml" and error.field == field
    assert en in str(error) and pt in error.message("pt")


def test_not_toml_and_too_large_are_refused() -> None:
    with pytest.raises(DataError) as caught:
        lesson_from_text("id = ", file="bad.toml")
    assert "não é TOML válido" in caught.value.message("pt")
    with pytest.raises(DataError) as caught:
        lesson_from_text("#" * 70_000, file="big.toml")
    assert "at most 64000" in str(caught.value)


def test_upgrade_goal_on_a_card_the_player_lacks_is_refused() -> None:
    text = GOOD.replace('[start]\nplayers = ["Ana", "Bo", "Cy"]\nseed = 1\n', '[start.production]\n'
                        'companies = ["base-c5"]\n[x]\n').replace('[start.options]\ncapitalists = false\n'
                                                                   'first_player = 0\n', '')
    text = text.split("[x]")[0] + '\n[[goal]]\nkind = "upgraded_before_use"\ncard_id = "base-c9"\n'
    with pytest.raises(DataError) as caught:
        lesson_from_text(text, file="p.toml")
    assert caught.value.field == "goal[0].card_id"
    assert "não é uma das Companhias" in caught.value.message("pt")


def test_upgraded_by_end_goal_on_a_card_the_player_lacks_is_refused() -> None:
    """The upgraded_by_end goal names a Company the learner owns, like upgraded_before_use."""
    text = GOOD.replace('[start]\nplayers = ["Ana", "Bo", "Cy"]\nseed = 1\n', '[start.production]\n'
                        'companies = ["base-c5"]\n[x]\n').replace('[start.options]\ncapitalists = false\n'
                                                                   'first_player = 0\n', '')
    good = text.split("[x]")[0] + '\n[[goal]]\nkind = "upgraded_by_end"\ncard_id = "base-c5"\n'
    assert lesson_from_text(good, file="p.toml").goals[0].card_id == "base-c5"
    with pytest.raises(DataError) as caught:
        lesson_from_text(good.replace('card_id = "base-c5"', 'card_id = "base-c9"'), file="p.toml")
    assert caught.value.field == "goal[0].card_id"
    assert "is not one of the player's Companies" in str(caught.value)


def test_unreadable_file_is_a_data_error(tmp_path) -> None:
    path = tmp_path / "bin.toml"
    path.write_bytes(b"\xff\xfe\x00")
    with pytest.raises(DataError) as caught:
        load_lesson(path)
    assert caught.value.file == "bin.toml"


def test_scripted_moves_past_the_bound_are_refused_in_both_languages() -> None:
    """A start may script up to start.MAX_MOVES moves (enough to reach round 4); one more is refused before
    anything is played, naming the field, in English and Portuguese."""
    from furnace_lab.lessons.start import MAX_MOVES

    moves = ", ".join(['"bid 1@1"'] * (MAX_MOVES + 1))
    text = GOOD.replace(GOOD.split("moves = ")[1].split("\n")[0], f"[{moves}]")
    with pytest.raises(DataError) as caught:
        lesson_from_text(text, file="long.toml")
    assert caught.value.field == "start.moves"
    assert f"{MAX_MOVES + 1} scripted moves; at most {MAX_MOVES}" in str(caught.value)
    assert f"{MAX_MOVES + 1} jogadas prescritas; o máximo é {MAX_MOVES}" in caught.value.message("pt")


def test_more_than_sixty_scripted_moves_reach_the_last_production() -> None:
    """furnace.scoring.end: the scoring lesson scripts 108 moves (three rounds and round 4's auction, over the old
    60-move cap) and starts in round 4's production; the same file with a wrong move is refused when read."""
    from pathlib import Path

    path = Path(__file__).resolve().parents[2] / "furnace_lab" / "lessons" / "data" / "08-scoring-tie-breaks.toml"
    lesson = load_lesson(path)
    assert len(lesson.start_at.moves) == 108
    state = lesson.start()
    assert (state.round, state.phase, state.current_player) == (4, "production", 0)
    broken = path.read_text(encoding="utf-8").replace('"bid 1@4"]', '"bid 5@4"]')
    with pytest.raises(DataError) as caught:
        lesson_from_text(broken, file="x.toml")
    assert caught.value.field == "start" and "este início não pode ser montado" in caught.value.message("pt")
