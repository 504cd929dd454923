"""Reading lesson files (TOML, with :mod:`tomllib`) into :class:`~furnace_lab.lessons.lesson.Lesson` values.

A lesson file holds one lesson::

    id = "01-placing-discs"            # a plain name: letters, digits, '-'
    order = 1                          # its place in the course
    rules = ["furnace.auction.same-player"]   # the rule ids it teaches (each must exist in the rule index)
    player = 0                         # the learner's seat (optional, 0)
    title = { en = "...", pt = "..." }
    text = { en = "...", pt = "..." }
    hints = [{ en = "...", pt = "..." }]      # up to three

    [start]                            # a dealt game ...
    players = ["You", "Bo", "Cy"]
    seed = 1
    moves = ["bid 1@2"]                # scripted moves before the learner's first
    [start.options]                    # new_game's own option names
    capitalists = false
    # ... or [start.production] with companies, upgraded, startup, resources, round, capitalist

    [[goal]]                           # one to three; all must hold (furnace_lab.lessons.goals)
    kind = "win_card"
    card = 2

Every field is checked (type, size, count) and the start is built once, so a lesson that cannot be set up, a goal
on a card that is not in the row, or an unknown rule id is refused when the file is read, with a
:class:`~furnace_lab.errors.DataError` in English and Portuguese naming the file, the lesson and the field.
"""

from __future__ import annotations

import re
import tomllib
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Final

from furnace_lab.engine import GameState
from furnace_lab.errors import DataError, UnknownRule
from furnace_lab.lessons.fields import MAX_NAME, Table
from furnace_lab.lessons.goals import KINDS, Goal
from furnace_lab.lessons.lesson import Lesson
from furnace_lab.lessons.start import built, read_start
from furnace_lab.rules import rule

MAX_FILE: Final = 64_000
"""The largest lesson file read, in characters."""
MAX_HINTS: Final = 3
MAX_GOALS: Final = 3
ID: Final = re.compile(r"[a-z0-9][a-z0-9-]{0,47}")
KEYS: Final = frozenset({"id", "order", "rules", "player", "title", "text", "hints", "start", "goal"})


def lesson_from_text(text: str, file: str = "<lesson>") -> Lesson:
    """The lesson in ``text`` (the contents of a lesson file called ``file``)."""
    if len(text) > MAX_FILE:
        raise DataError(f"the file is {len(text)} characters long; at most {MAX_FILE}", file=file,
                        pt=f"o arquivo tem {len(text)} caracteres; o máximo é {MAX_FILE}")
    try:
        raw = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise DataError(f"not valid TOML: {error}", file=file, pt=f"não é TOML válido: {error}") from None
    lesson_id = raw.get("id")
    item = lesson_id if isinstance(lesson_id, str) and ID.fullmatch(lesson_id) else "?"
    return _lesson(Table(raw, file=file, item=item))


def _lesson(table: Table) -> Lesson:
    table.only(KEYS)
    lesson_id = table.text("id", limit=MAX_NAME)
    if ID.fullmatch(lesson_id) is None:
        raise table.error("id", "expected lower-case letters, digits and '-' (up to 48), starting with a letter "
                                "or a digit", "esperavam-se letras minúsculas, dígitos e '-' (até 48), começando "
                                              "por uma letra ou um dígito")
    start_table = table.table("start")
    start = read_start(start_table)
    state = built(start, start_table)
    player = table.integer("player", minimum=0, maximum=state.num_players - 1, default=0)
    row = state.row if state.phase in ("auction", "resolution") else ()
    goals = tuple(_goal(g, player, row, state) for g in table.tables("goal", minimum=1, maximum=MAX_GOALS))
    hints = tuple((h.text("en"), h.text("pt")) for h in _hint_tables(table))
    return Lesson(id=lesson_id, order=table.integer("order", minimum=1, maximum=99),
                  title=table.bilingual("title", limit=120), text=table.bilingual("text"), start_at=start,
                  goals=goals, hints=hints, rules=_rules(table), player=player)


def _hint_tables(table: Table) -> tuple[Table, ...]:
    if not table.has("hints"):
        return ()
    hints = table.tables("hints", minimum=0, maximum=MAX_HINTS)
    for hint in hints:
        hint.only(frozenset({"en", "pt"}))
    return hints


def _rules(table: Table) -> tuple[str, ...]:
    ids = table.texts("rules", minimum=1, count=12)
    for n, rule_id in enumerate(ids):
        try:
            rule(rule_id)
        except UnknownRule:
            raise table.error(f"rules[{n}]", f"no rule has the id {rule_id!r}",
                              f"nenhuma regra tem o id {rule_id!r}") from None
    return ids


def _goal(table: Table, player: int, row: tuple[str, ...], state: GameState) -> Goal:
    kind = table.choice("kind", KINDS)
    if kind in ("win_card", "compensation_on"):
        table.only(frozenset({"kind", "card"}))
        if not row:
            raise table.error("kind", f"{kind} needs a start in the auction (a row of cards)",
                              f"{kind} precisa de um início no leilão (a linha do leilão)")
        return Goal(kind, player, card=table.integer("card", minimum=1, maximum=len(row)))
    if kind in ("finish_first", "win_tie_break"):
        table.only(frozenset({"kind"}))
        return Goal(kind, player)
    if kind == "money_at_least":
        table.only(frozenset({"kind", "amount"}))
        return Goal(kind, player, amount=table.integer("amount", minimum=0, maximum=999))
    table.only(frozenset({"kind", "card_id"}))
    card_id = table.text("card_id", limit=MAX_NAME)
    if card_id not in state.companies(player):
        raise table.error("card_id", f"{card_id!r} is not one of the player's Companies",
                          f"{card_id!r} não é uma das Companhias do jogador")
    return Goal(kind, player, card_id=card_id)


def load_lesson(path: str | Path) -> Lesson:
    """The lesson in the file at ``path``."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise DataError(f"cannot read the lesson file: {error}", file=path.name,
                        pt=f"não foi possível ler o arquivo da lição: {error}") from None
    return lesson_from_text(text, file=path.name)


@cache
def course() -> tuple[Lesson, ...]:
    """The package's lessons (``furnace_lab/lessons/data/*.toml``), in course order (read once per process)."""
    folder = resources.files("furnace_lab.lessons") / "data"
    lessons = [lesson_from_text(f.read_text(encoding="utf-8"), file=f"lessons/data/{f.name}")
               for f in sorted(folder.iterdir(), key=lambda f: f.name) if f.name.endswith(".toml")]
    orders = [lesson.order for lesson in lessons]
    if len(set(orders)) != len(orders) or len({lesson.id for lesson in lessons}) != len(lessons):
        raise DataError("two lessons share an id or an order", file="lessons/data",
                        pt="duas lições têm o mesmo id ou a mesma ordem")
    return tuple(sorted(lessons, key=lambda lesson: lesson.order))
