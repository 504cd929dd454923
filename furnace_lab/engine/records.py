"""Game records: the options, the seed, the players and the actions — enough to replay a game exactly.

A :class:`Record` is the short form of a game (18xx keeps games the same way): replaying its actions from
``new_game(players, seed, **options)`` rebuilds the identical state, because every random draw comes from
the seed and die rolls are recorded as ``roll N`` actions. Records are JSON only (no pickle, no eval).

* ``state.record()`` → the record of a game so far; ``record.to_json()`` / ``Record.from_json(text)``;
* :func:`replay` → the state; a corrupt or mismatched record raises :class:`~furnace_lab.errors.RecordError`
  naming the first bad action (its index and notation) and why;
* :func:`save_record` writes a temporary file beside the target and renames it over the target
  (``os.replace``), so a failed save never destroys the previous file; :func:`load_record` reads one back.

A record may carry ``result`` (each player's final money); replay then checks it, so a record edited by
hand cannot silently describe a different game.
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

from furnace_lab.engine.actions import Action
from furnace_lab.engine.constants import OVER
from furnace_lab.errors import FurnaceLabError, RecordError

FORMAT: Final = "furnace_lab.record/1"


@dataclass(frozen=True)
class Record:
    """A replayable game: ``new_game(players, seed, **options)`` followed by ``actions`` (notation)."""

    options: dict[str, Any]
    seed: int
    players: list[str]
    actions: list[str]
    modules: list[str] = field(default_factory=list)
    result: list[int] | None = None

    def to_json(self) -> str:
        """The record as JSON text."""
        return json.dumps({"format": FORMAT, "players": self.players, "seed": self.seed, "options": self.options,
                           "modules": self.modules, "actions": self.actions, "result": self.result},
                          ensure_ascii=False, indent=1)

    @classmethod
    def from_json(cls, text: str) -> Record:
        """Read a record; malformed text raises :class:`RecordError`."""
        if not isinstance(text, str):
            raise RecordError(f"expected JSON text, found {type(text).__name__}")
        try:
            data = json.loads(text)
        except json.JSONDecodeError as error:
            raise RecordError(f"not valid JSON: {error}") from None
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise RecordError(f"not a furnace_lab game record (expected format {FORMAT!r})")
        players, seed, options, actions = (data.get(k) for k in ("players", "seed", "options", "actions"))
        if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
            raise RecordError("'players' must be a list of names")
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise RecordError("'seed' must be a whole number")
        if not isinstance(options, dict):
            raise RecordError("'options' must be an object")
        if not isinstance(actions, list):
            raise RecordError("'actions' must be a list of action notations")
        for i, action in enumerate(actions):
            if not isinstance(action, str):
                raise RecordError("each action must be written in the notation, as text", index=i, action=action)
        result = data.get("result")
        if result is not None and (not isinstance(result, list) or not all(
                isinstance(x, int) and not isinstance(x, bool) for x in result)):
            raise RecordError("'result' must be a list of whole numbers (money per player)")
        modules = data.get("modules") or []
        return cls(options=options, seed=seed, players=players, actions=actions,
                   modules=[str(m) for m in modules], result=result)

    def save(self, path: str | os.PathLike[str]) -> None:
        save_record(self, path)


def record_of(state: Any) -> Record:
    """The record that replays to ``state``."""
    g = state._g
    if g.origin != "game":
        raise RecordError("this state was built as a position, not dealt by new_game; save it with to_json()")
    result = [state.money(p) for p in range(g.n)] if state._phase == OVER else None
    return Record(options=g.options.to_dict(), seed=g.seed, players=list(g.names),
                  actions=[str(a) for a in state.history], modules=list(g.options.modules), result=result)


def replay(record: Record, *, catalog: Any = None, upto: int | None = None) -> Any:
    """The state a record describes (after its first ``upto`` actions, if given)."""
    from furnace_lab.engine.actions import read_action
    from furnace_lab.engine.setup import new_game

    if not isinstance(record, Record):
        raise RecordError(f"expected a Record, found {type(record).__name__}")
    try:
        state = new_game(record.players, record.seed, catalog=catalog, **record.options)
    except FurnaceLabError as error:
        raise RecordError(f"the record's setup is not valid: {error}") from None
    if record.modules and list(state.options.modules) != list(record.modules):
        raise RecordError(f"the record was played with modules {record.modules}, this setup gives "
                          f"{list(state.options.modules)}")
    actions = record.actions if upto is None else record.actions[:upto]
    for i, text in enumerate(actions):
        try:
            action: Action = read_action(text)
            state.apply_in_place(action)
        except FurnaceLabError as error:
            raise RecordError(str(error), index=i, action=text) from None
    if upto is None and record.result is not None:
        money = [state.money(p) for p in range(state.num_players)]
        if not state.is_over:
            raise RecordError(f"the record claims a final result {record.result} but the game is not over after "
                              f"{len(actions)} actions")
        if money != record.result:
            raise RecordError(f"replaying gives final money {money}, the record says {record.result}")
    return state


def save_record(record: Record | Any, path: str | os.PathLike[str]) -> Path:
    """Write a record (or a state's record) to ``path`` atomically; returns the path."""
    if not isinstance(record, Record):
        record = record_of(record)
    target = Path(path)
    text = record.to_json()
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent or ".")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    return target


def load_record(path: str | os.PathLike[str]) -> Record:
    """Read a record file."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise RecordError(f"cannot read {path}: {error}") from None
    try:
        return Record.from_json(text)
    except RecordError as error:  # say which file
        raise RecordError(error.problem, index=error.index, action=error.action, file=str(path)) from None
