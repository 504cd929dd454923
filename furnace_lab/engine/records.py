"""Game records: the options, the seed, the players and the actions — enough to replay a game exactly.

A :class:`Record` is the short form of a game (18xx keeps games the same way): replaying its actions from
``new_game(players, seed, **options)`` rebuilds the identical state, because every random draw comes from
the seed and die rolls are recorded as ``roll N`` actions. Records are JSON only (no pickle, no eval).

* ``state.record()`` → the record of a game so far; ``record.to_json()`` / ``Record.from_json(text)``;
* :func:`replay` → the state; a corrupt or mismatched record raises :class:`~furnace_lab.errors.RecordError`
  naming the first bad action (its index and notation) and why;
* :func:`save_record` writes a record file atomically and :func:`load_record` reads one back, with limits
  (:mod:`~furnace_lab.engine.record_files`, importable from here too).

A record's JSON holds exactly the keys :data:`RECORD_KEYS`, each once: an unknown or repeated key is refused, as is
JSON nested too deeply to read. A path is text or a path object, without NUL characters.

Every :class:`~furnace_lab.errors.RecordError` here also says it in Portuguese (``error.pt``).

A record may carry ``result`` (each player's final money); replay then checks it, so a record edited by
hand cannot silently describe a different game.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from functools import partial
from typing import TYPE_CHECKING, Any, Final

from furnace_lab.engine.core.actions import Action, read_action
from furnace_lab.engine.core.constants import OVER
from furnace_lab.engine.record_files import (
    MAX_RECORD_BYTES,
    STALE_TEMP_SECONDS,
    load_record,
    save_record,
)
from furnace_lab.engine.text import Value, phrase, say
from furnace_lab.errors import FurnaceLabError, IllegalAction, RecordError, quoted

if TYPE_CHECKING:
    from furnace_lab.engine.core.state import GameState

FORMAT: Final = "furnace_lab.record/1"
RECORD_KEYS: Final = ("format", "players", "seed", "options", "modules", "actions", "result")
"""The keys of a record's JSON object (``modules`` and ``result`` may be left out)."""


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
            raise refused("records.json-kind", kind=type(text).__name__)
        data = _json_object(text)
        if data.get("format") != FORMAT:
            raise refused("records.not-a-record", format=repr(FORMAT))
        unknown = [key for key in data if key not in RECORD_KEYS]
        if unknown:
            raise refused("records.unknown-key", key=partial(quoted, unknown[0]), keys=", ".join(RECORD_KEYS))
        return _checked(data.get("options"), data.get("seed"), data.get("players"), data.get("actions"),
                        [] if data.get("modules") is None else data["modules"], data.get("result"))

    def save(self, path: str | os.PathLike[str]) -> None:
        save_record(self, path)


def refused(key: str, /, *, index: int | None = None, action: object = None, **values: Value) -> RecordError:
    """The :class:`~furnace_lab.errors.RecordError` the phrase ``key`` says (furnace_lab.engine.text), in English
    and Portuguese; ``index`` and ``action`` name the record's action at fault."""
    words = phrase(key, **values)
    return RecordError(words("en"), index=index, action=action, pt=words("pt"))


def _json_problem(error: json.JSONDecodeError, lang: str) -> str:
    """What is wrong with a record's JSON: the parser's own words in English (it speaks no other language), where
    the JSON breaks in any other."""
    if lang == "en":
        return str(error)
    return say("records.json-at", lang, line=error.lineno, column=error.colno)


class _DuplicateKey(Exception):
    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.key = key


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """``json.loads``' ``object_pairs_hook``: an object naming a key twice is refused (plain JSON keeps the last)."""
    data = dict(pairs)
    if len(data) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise _DuplicateKey(key)
            seen.add(key)
    return data


def _json_object(text: str) -> dict[str, Any]:
    """The JSON object ``text`` holds; anything else (bad JSON, a repeated key, nesting too deep) is a RecordError."""
    try:
        data = json.loads(text, object_pairs_hook=_no_duplicates)
    except json.JSONDecodeError as error:
        raise refused("records.bad-json", error=partial(_json_problem, error)) from None
    except _DuplicateKey as error:
        raise refused("records.key-twice", key=partial(quoted, error.key)) from None
    except RecursionError:
        raise refused("records.too-deep") from None
    if not isinstance(data, dict):
        raise refused("records.not-a-record", format=repr(FORMAT))
    return data


def _checked(options: Any, seed: Any, players: Any, actions: Any, modules: Any, result: Any) -> Record:
    """A record of these fields, each checked (from JSON, or a Record built by hand and handed to replay)."""
    if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
        raise refused("records.players")
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise refused("records.seed")
    if not isinstance(options, dict):
        raise refused("records.options")
    if not isinstance(actions, list):
        raise refused("records.actions")
    for i, action in enumerate(actions):
        if not isinstance(action, str):
            raise refused("records.action-text", index=i, action=action)
    if result is not None and (not isinstance(result, list) or not all(
            isinstance(x, int) and not isinstance(x, bool) for x in result)):
        raise refused("records.result")
    if not isinstance(modules, list) or not all(isinstance(m, str) for m in modules):
        raise refused("records.modules")
    return Record(options=options, seed=seed, players=players, actions=actions, modules=list(modules),
                  result=result)


def record_of(state: object) -> Record:
    """The record that replays to ``state``."""
    from furnace_lab.engine.core.state import GameState

    if not isinstance(state, GameState):
        raise refused("records.state-kind", kind=type(state).__name__)
    g = state._g
    if g.origin != "game":
        raise refused("records.position")
    result = [state.money(p) for p in range(g.n)] if state._phase == OVER else None
    return Record(options=g.options.to_dict(), seed=g.seed, players=list(g.names),
                  actions=[str(a) for a in state.history], modules=list(g.options.modules), result=result)


def replay(record: Record, *, catalog: object = None, upto: int | None = None) -> GameState:
    """The state a record describes (after its first ``upto`` actions, if given)."""
    from furnace_lab.engine.base.setup import new_game
    if not isinstance(record, Record):
        raise refused("records.record-kind", kind=type(record).__name__)
    _checked(record.options, record.seed, record.players, record.actions, record.modules, record.result)
    if upto is not None and (isinstance(upto, bool) or not isinstance(upto, int)
                             or not 0 <= upto <= len(record.actions)):
        raise refused("records.upto", last=len(record.actions), value=partial(quoted, upto))
    try:
        state = new_game(record.players, record.seed, catalog=catalog, **record.options)
    except FurnaceLabError as error:
        setup = phrase("records.setup", error=error.message)
        raise RecordError(setup("en"), pt=None if error.pt is None else setup("pt")) from None
    if record.modules and list(state.options.modules) != list(record.modules):
        raise refused("records.modules-differ", played=str(record.modules), gives=str(list(state.options.modules)))
    actions = record.actions if upto is None else record.actions[:upto]
    for i, text in enumerate(actions):
        try:
            action: Action = read_action(text)
            state.apply_in_place(action)
        except IllegalAction as error:  # the record's error names the action already: the reason and rule only
            raise RecordError(f"{error.reason} [{error.rule_id}]", index=i, action=text,
                              pt=None if error.reason_pt is None else f"{error.reason_pt} [{error.rule_id}]"
                              ) from None
        except FurnaceLabError as error:
            raise RecordError(str(error), index=i, action=text, pt=error.pt) from None
    if upto is None and record.result is not None:
        money = [state.money(p) for p in range(state.num_players)]
        if not state.is_over:
            raise refused("records.not-over", result=str(record.result), count=len(actions))
        if money != record.result:
            raise refused("records.result-differs", money=str(money), result=str(record.result))
    return state


__all__ = ["FORMAT", "MAX_RECORD_BYTES", "RECORD_KEYS", "STALE_TEMP_SECONDS", "Record", "load_record", "record_of",
           "replay", "save_record"]
