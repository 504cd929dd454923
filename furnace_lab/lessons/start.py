"""Where a lesson begins: a new game with its options, seed and scripted moves, or a hand-built production.

A lesson file's ``[start]`` table is read here into a :class:`Start`, and :meth:`Start.build` makes the state.
Either the game is dealt with :func:`~furnace_lab.engine.new_game` (``players``, ``seed``, ``[start.options]``
with the engine's own option names) and the scripted ``moves`` (action notation such as ``"bid 3@2"``, at
most :data:`MAX_MOVES`, enough to begin in the last production of a real game) are played in order; or
``[start.production]`` names Companies, a Start-up, resources and a round for
:func:`~furnace_lab.engine.production_position`. Option values are plain (true/false, whole numbers, short texts
and lists of them); everything else the engine checks itself, and any refusal becomes a
:class:`~furnace_lab.errors.DataError` naming the lesson file and the field.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

from furnace_lab.engine import OPTIONS, GameState, new_game, production_position
from furnace_lab.errors import FurnaceLabError
from furnace_lab.lessons.fields import MAX_LIST, MAX_NAME, Table

RESOURCES: Final = ("coal", "iron", "oil", "token", "money")
"""The resources a production start may hand the player."""
MAX_AMOUNT: Final = 99
"""The most of one resource a lesson may start with."""
MAX_MOVES: Final = 240
"""The most scripted moves a dealt start may play: enough to reach the last production of a four-player game (the
greedy bots need about 155), so a lesson can begin near the end of a real game; a longer list is refused."""


LEARNER = "Ana"
"""The learner's name in a production lesson that does not name one: a name in no language."""


@dataclass(frozen=True, slots=True)
class Start:
    """A lesson's starting position, as read (``production`` is None for a dealt game)."""

    players: tuple[str, ...] = ()
    seed: int = 0
    options: tuple[tuple[str, Any], ...] = ()
    moves: tuple[str, ...] = ()
    production: tuple[tuple[str, Any], ...] | None = None

    def build(self) -> GameState:
        """The state before the learner's first move (the scripted moves played)."""
        if self.production is not None:  # the learner is Ana, as in every lesson (not the engine's "Player 1")
            return production_position(**{"name": LEARNER, **dict(self.production)})
        state = new_game(list(self.players), self.seed, **dict(self.options))
        for move in self.moves:
            state = state.apply(move)
        return state


def read_start(table: Table) -> Start:
    """The ``[start]`` table of a lesson file, checked field by field."""
    table.only(frozenset({"players", "seed", "options", "moves", "production"}))
    if table.has("production"):
        if any(table.has(k) for k in ("players", "seed", "options", "moves")):
            raise table.error("production", "a production start takes no players, seed, options or moves",
                              "um início de Produção não leva jogadores, semente, opções nem jogadas")
        return Start(production=_production(table.table("production")))
    players = table.texts("players", limit=24, count=4, minimum=1)
    seed = table.integer("seed", minimum=0, maximum=2**31 - 1)
    options = _options(table.table("options")) if table.has("options") else ()
    moves = _moves(table)
    return Start(players=players, seed=seed, options=options, moves=moves)


def _moves(table: Table) -> tuple[str, ...]:
    """The scripted moves: at most :data:`MAX_MOVES`, each a short text (checked by the engine when built)."""
    raw = table.raw.get("moves", [])
    if isinstance(raw, list) and len(raw) > MAX_MOVES:
        raise table.error("moves", f"{len(raw)} scripted moves; at most {MAX_MOVES} (enough to reach the last "
                                   "production of a four-player game)",
                          f"{len(raw)} jogadas prescritas; o máximo é {MAX_MOVES} (o bastante para chegar à "
                          "última Produção de um jogo de quatro jogadores)")
    return table.texts("moves", count=MAX_MOVES)


def _options(table: Table) -> tuple[tuple[str, Any], ...]:
    table.only(frozenset(OPTIONS) - {"readings"})
    found: list[tuple[str, Any]] = []
    for key in sorted(table.raw):
        value = table.raw[key]
        if isinstance(value, bool):
            found.append((key, value))
        elif isinstance(value, int):
            found.append((key, table.integer(key, minimum=0, maximum=MAX_LIST)))
        elif isinstance(value, str):
            found.append((key, table.check_text(key, value, MAX_NAME)))
        else:
            found.append((key, list(table.texts(key))))
    return tuple(found)


def _production(table: Table) -> tuple[tuple[str, Any], ...]:
    table.only(frozenset({"companies", "upgraded", "startup", "resources", "round", "capitalist"}))
    companies = table.texts("companies", count=12)
    upgraded = set(table.texts("upgraded", count=12))
    stray = sorted(upgraded - set(companies))
    if stray:
        raise table.error("upgraded", f"{stray[0]!r} is not one of the companies",
                          f"{stray[0]!r} não é uma das Companhias ('companies')")
    found: list[tuple[str, Any]] = [("companies", [(c, c in upgraded) for c in companies]),
                                    ("round", table.integer("round", minimum=1, maximum=4, default=4))]
    if table.has("startup"):
        found.append(("startup", table.check_text("startup", table.raw["startup"], MAX_NAME)))
    if table.has("capitalist"):
        found.append(("capitalist", table.check_text("capitalist", table.raw["capitalist"], MAX_NAME)))
    if table.has("resources"):
        res = table.table("resources")
        res.only(frozenset(RESOURCES))
        found.append(("resources", {k: res.integer(k, minimum=0, maximum=MAX_AMOUNT) for k in sorted(res.raw)}))
    return tuple(found)


def built(start: Start, table: Table) -> GameState:
    """``start.build()``, with any refusal by the engine reported as a DataError on the ``start`` field."""
    try:
        return start.build()
    except FurnaceLabError as error:
        raise table.error(None, f"this start cannot be set up: {error.message('en')}",
                          f"este início não pode ser montado: {error.message('pt')}") from None
