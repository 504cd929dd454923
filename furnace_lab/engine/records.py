"""Game records: the options, the seed, the players and the actions — enough to replay a game exactly.

A :class:`Record` is the short form of a game (18xx keeps games the same way): replaying its actions from
``new_game(players, seed, **options)`` rebuilds the identical state, because every random draw comes from
the seed and die rolls are recorded as ``roll N`` actions. Records are JSON only (no pickle, no eval).

* ``state.record()`` → the record of a game so far; ``record.to_json()`` / ``Record.from_json(text)``;
* :func:`replay` → the state; a corrupt or mismatched record raises :class:`~furnace_lab.errors.RecordError`
  naming the first bad action (its index and notation) and why;
* :func:`save_record` writes a temporary file beside the target and renames it over the target
  (``os.replace``), so a failed save never destroys the previous file and leaves no temporary file; a place
  that cannot be written raises :class:`~furnace_lab.errors.RecordError` naming the file and why.
  :func:`load_record` reads one back.

Every :class:`~furnace_lab.errors.RecordError` here also says it in Portuguese (``error.pt``).

A record may carry ``result`` (each player's final money); replay then checks it, so a record edited by
hand cannot silently describe a different game.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

from furnace_lab.engine.actions import Action
from furnace_lab.engine.constants import OVER
from furnace_lab.errors import FurnaceLabError, IllegalAction, RecordError

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
            raise RecordError(f"expected JSON text, found {type(text).__name__}",
                              pt=f"esperava-se um texto JSON, mas veio {type(text).__name__}")
        try:
            data = json.loads(text)
        except json.JSONDecodeError as error:
            raise RecordError(f"not valid JSON: {error}",
                              pt=f"JSON inválido: linha {error.lineno}, coluna {error.colno}") from None
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise RecordError(f"not a furnace_lab game record (expected format {FORMAT!r})",
                              pt=f"não é um registro de partida do furnace_lab (esperava-se o formato {FORMAT!r})")
        players, seed, options, actions = (data.get(k) for k in ("players", "seed", "options", "actions"))
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
        result = data.get("result")
        if result is not None and (not isinstance(result, list) or not all(
                isinstance(x, int) and not isinstance(x, bool) for x in result)):
            raise RecordError("'result' must be a list of whole numbers (money per player)",
                              pt="'result' deve ser uma lista de números inteiros (o dinheiro de cada jogador)")
        modules = data.get("modules") or []
        return cls(options=options, seed=seed, players=players, actions=actions,
                   modules=[str(m) for m in modules], result=result)

    def save(self, path: str | os.PathLike[str]) -> None:
        save_record(self, path)


def record_of(state: Any) -> Record:
    """The record that replays to ``state``."""
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
    from furnace_lab.engine.actions import read_action
    from furnace_lab.engine.setup import new_game

    if not isinstance(record, Record):
        raise RecordError(f"expected a Record, found {type(record).__name__}",
                          pt=f"esperava-se um 'Record', mas veio {type(record).__name__}")
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


def save_record(record: Record | Any, path: str | os.PathLike[str]) -> Path:
    """Write a record (or a state's record) to ``path`` atomically; returns the path."""
    if not isinstance(record, Record):
        record = record_of(record)
    target = Path(path)
    text = record.to_json()
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent or ".")
    except OSError as error:  # no such folder, no permission, a read-only disk: nothing was written
        raise _unwritable(target, error) from None
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, target)
    except BaseException as error:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        if isinstance(error, OSError):  # the previous file, if any, is untouched: os.replace did not happen
            raise _unwritable(target, error) from None
        raise
    return target


_OS_PT: Final = {
    errno.EACCES: "sem permissão", errno.EPERM: "sem permissão", errno.EISDIR: "é uma pasta",
    errno.ENOTDIR: "uma parte do caminho não é uma pasta", errno.EROFS: "o disco é somente leitura",
    errno.ENOSPC: "não há espaço no disco", errno.EDQUOT: "a cota de disco acabou",
    errno.ENAMETOOLONG: "o nome é longo demais", errno.ELOOP: "o caminho dá voltas em links simbólicos",
}
"""Why the system refused a file, in Portuguese (the system's own words are English)."""


def _os_reason_pt(error: OSError, missing: str) -> str:
    if error.errno == errno.ENOENT:
        return missing
    if error.errno in _OS_PT:
        return _OS_PT[error.errno]
    return f"erro do sistema ({errno.errorcode.get(error.errno or 0, type(error).__name__)})"


def _unwritable(target: Path, error: OSError) -> RecordError:
    """The refusal of a save: the file named, and why (no temporary file name: it is gone)."""
    reason = error.strerror or type(error).__name__
    reason_pt = _os_reason_pt(error, "a pasta não existe")
    return RecordError(f"cannot save the record to {target}: {reason}",
                       pt=f"não foi possível salvar o registro em {target}: {reason_pt}")


def load_record(path: str | os.PathLike[str]) -> Record:
    """Read a record file."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as error:
        raise RecordError(f"cannot read {path}: {error}",
                          pt=f"não foi possível ler {path}: {_os_reason_pt(error, 'o arquivo não existe')}") from None
    except UnicodeDecodeError as error:
        raise RecordError(f"cannot read {path}: {error}",
                          pt=f"não foi possível ler {path}: o arquivo não está em UTF-8") from None
    try:
        return Record.from_json(text)
    except RecordError as error:  # say which file
        raise RecordError(error.problem, index=error.index, action=error.action, file=str(path),
                          pt=error.problem_pt) from None
