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
from typing import Any, Final

from furnace_lab.engine.core.actions import Action
from furnace_lab.engine.core.constants import OVER
from furnace_lab.errors import FurnaceLabError, IllegalAction, RecordError, quoted

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
            raise RecordError(f"expected JSON text, found {type(text).__name__}",
                              pt=f"esperava-se um texto JSON, mas veio {type(text).__name__}")
        data = _json_object(text)
        if data.get("format") != FORMAT:
            raise RecordError(f"not a furnace_lab game record (expected format {FORMAT!r})",
                              pt=f"não é um registro de partida do furnace_lab (esperava-se o formato {FORMAT!r})")
        unknown = [key for key in data if key not in RECORD_KEYS]
        if unknown:
            raise RecordError(f"unknown key {quoted(unknown[0])} in the record; a record has only "
                              f"{', '.join(RECORD_KEYS)}",
                              pt=f"chave desconhecida {quoted(unknown[0], 'pt')} no registro; um registro tem só "
                                 f"{', '.join(RECORD_KEYS)}")
        return _checked(data.get("options"), data.get("seed"), data.get("players"), data.get("actions"),
                        [] if data.get("modules") is None else data["modules"], data.get("result"))

    def save(self, path: str | os.PathLike[str]) -> None:
        save_record(self, path)


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
        raise RecordError(f"not valid JSON: {error}",
                          pt=f"JSON inválido: linha {error.lineno}, coluna {error.colno}") from None
    except _DuplicateKey as error:
        raise RecordError(f"the key {quoted(error.key)} is given twice in one object",
                          pt=f"a chave {quoted(error.key, 'pt')} aparece duas vezes no mesmo objeto") from None
    except RecursionError:
        raise RecordError("the JSON is nested too deeply to be a record",
                          pt="o JSON tem níveis demais para ser um registro") from None
    if not isinstance(data, dict):
        raise RecordError(f"not a furnace_lab game record (expected format {FORMAT!r})",
                          pt=f"não é um registro de partida do furnace_lab (esperava-se o formato {FORMAT!r})")
    return data


def _checked(options: Any, seed: Any, players: Any, actions: Any, modules: Any, result: Any) -> Record:
    """A record of these fields, each checked (from JSON, or a Record built by hand and handed to replay)."""
    if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
        raise RecordError("'players' must be a list of names", pt="'players' deve ser uma lista de nomes")
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise RecordError("'seed' must be a whole number", pt="'seed' deve ser um número inteiro")
    if not isinstance(options, dict):
        raise RecordError("'options' must be an object", pt="'options' deve ser um objeto")
    if not isinstance(actions, list):
        raise RecordError("'actions' must be a list of action notations",
                          pt="'actions' deve ser uma lista de ações escritas na notação")
    for i, action in enumerate(actions):
        if not isinstance(action, str):
            raise RecordError("each action must be written in the notation, as text", index=i, action=action,
                              pt="cada ação deve ser escrita na notação, como texto")
    if result is not None and (not isinstance(result, list) or not all(
            isinstance(x, int) and not isinstance(x, bool) for x in result)):
        raise RecordError("'result' must be a list of whole numbers (money per player)",
                          pt="'result' deve ser uma lista de números inteiros (o dinheiro de cada jogador)")
    if not isinstance(modules, list) or not all(isinstance(m, str) for m in modules):
        raise RecordError("'modules' must be a list of module names",
                          pt="'modules' deve ser uma lista de nomes de módulos")
    return Record(options=options, seed=seed, players=players, actions=actions, modules=list(modules),
                  result=result)


def record_of(state: Any) -> Record:
    """The record that replays to ``state``."""
    from furnace_lab.engine.core.state import GameState

    if not isinstance(state, GameState):
        raise RecordError(f"expected a game state, found {type(state).__name__}",
                          pt=f"esperava-se o estado de uma partida, mas veio {type(state).__name__}")
    g = state._g
    if g.origin != "game":
        raise RecordError("this state was built as a position, not dealt by new_game; save it with to_json()",
                          pt="este estado foi montado como posição, não distribuído por 'new_game'; salve-o com "
                             "'to_json()'")
    result = [state.money(p) for p in range(g.n)] if state._phase == OVER else None
    return Record(options=g.options.to_dict(), seed=g.seed, players=list(g.names),
                  actions=[str(a) for a in state.history], modules=list(g.options.modules), result=result)


def replay(record: Record, *, catalog: Any = None, upto: int | None = None) -> Any:
    """The state a record describes (after its first ``upto`` actions, if given)."""
    from furnace_lab.engine.base.setup import new_game
    from furnace_lab.engine.core.actions import read_action

    if not isinstance(record, Record):
        raise RecordError(f"expected a Record, found {type(record).__name__}",
                          pt=f"esperava-se um 'Record', mas veio {type(record).__name__}")
    _checked(record.options, record.seed, record.players, record.actions, record.modules, record.result)
    if upto is not None and (isinstance(upto, bool) or not isinstance(upto, int)
                             or not 0 <= upto <= len(record.actions)):
        raise RecordError(f"'upto' must be a whole number of actions from 0 to {len(record.actions)}, not "
                          f"{quoted(upto)}",
                          pt=f"'upto' deve ser um número inteiro de ações de 0 a {len(record.actions)}, não "
                             f"{quoted(upto, 'pt')}")
    try:
        state = new_game(record.players, record.seed, catalog=catalog, **record.options)
    except FurnaceLabError as error:
        raise RecordError(f"the record's setup is not valid: {error}",
                          pt=None if error.pt is None else f"a preparação do registro não é válida: {error.pt}"
                          ) from None
    if record.modules and list(state.options.modules) != list(record.modules):
        raise RecordError(f"the record was played with modules {record.modules}, this setup gives "
                          f"{list(state.options.modules)}",
                          pt=f"o registro foi jogado com os módulos {record.modules}, esta preparação dá "
                             f"{list(state.options.modules)}")
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
            raise RecordError(f"the record claims a final result {record.result} but the game is not over after "
                              f"{len(actions)} actions",
                              pt=f"o registro diz que o resultado final é {record.result}, mas a partida não "
                                 f"terminou depois de {len(actions)} ações")
        if money != record.result:
            raise RecordError(f"replaying gives final money {money}, the record says {record.result}",
                              pt=f"refeita, a partida termina com o dinheiro {money}; o registro diz "
                                 f"{record.result}")
    return state


# the files: imported last, as they use the names above (a record file holds a Record)
from furnace_lab.engine.record_files import (  # noqa: E402
    MAX_RECORD_BYTES,
    STALE_TEMP_SECONDS,
    load_record,
    save_record,
)

__all__ = ["FORMAT", "MAX_RECORD_BYTES", "RECORD_KEYS", "STALE_TEMP_SECONDS", "Record", "load_record", "record_of",
           "replay", "save_record"]
