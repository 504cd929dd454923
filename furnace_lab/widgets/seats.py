"""Who sits in each seat of a game shown in a widget: a human at the screen, or a bot; and who rolls the die.

A human's turn waits for the learner's click. A bot's turn, and the two-player dummy bidder's die roll
(furnace.two-player.dummy: the die is an explicit chance event, furnace_lab.chance.die), are played one at a
time by the widgets' "Bot / die plays" button, so a learner sees each of them happen.

Bots are the engine's own (:class:`~furnace_lab.engine.RandomBot`, :class:`~furnace_lab.engine.GreedyBot`).
A random bot here draws from a generator seeded by the seat, the game's seed and how many actions were played,
so stepping back and replaying a bot's turn gives the same choice: time travel never changes what the bots do.
The die is drawn from the state's own seeded generator (``state.sample_chance()``) for the same reason.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final

from furnace_lab.engine import CHANCE, GreedyBot, RandomBot
from furnace_lab.errors import OptionsError
from furnace_lab.widgets.labels import t

SEAT_KINDS: Final = ("human", "greedy", "random")
"""What can sit in a seat."""

_GREEDY: Final = GreedyBot()


def _kind_pt(kind: str) -> str:
    """A seat's kind in Portuguese ("humano", "guloso", "aleatório"; the die is "dado", an empty seat "nenhum")."""
    if kind in SEAT_KINDS:
        return t(f"seat_{kind}", "pt")
    return {"die": "o dado", "none": "nenhum"}.get(kind, kind)


def _kind(value: object, seat: int) -> str:
    if not isinstance(value, str) or value not in SEAT_KINDS:
        words = [_kind_pt(kind) for kind in SEAT_KINDS]
        raise OptionsError(f"seat {seat}: expected one of {', '.join(SEAT_KINDS)}, found {value!r}",
                           pt=f"assento {seat}: esperava-se {', '.join(words[:-1])} ou {words[-1]}, mas veio {value!r}")
    return value


@dataclass(frozen=True)
class Seats:
    """The kind of player in each seat (``"human"``, ``"greedy"`` or ``"random"``) and the bots' seed."""

    kinds: tuple[str, ...]
    seed: int = 0

    @classmethod
    def of(cls, spec: Any, players: int, *, seed: int = 0) -> Seats:
        """Seats from ``None`` (seat 0 human, the others greedy bots), one kind for all, a list, or a mapping."""
        if isinstance(players, bool) or not isinstance(players, int) or players < 1:
            raise OptionsError(f"expected a number of players, found {players!r}",
                               pt=f"esperava-se um número de jogadores, mas veio {players!r}")
        if isinstance(spec, Seats):
            if len(spec.kinds) != players:
                raise OptionsError(f"{len(spec.kinds)} seats given for {players} players",
                                   pt=f"{len(spec.kinds)} assentos dados para {players} jogadores")
            return spec
        if spec is None:
            kinds = ["human"] + ["greedy"] * (players - 1)
        elif isinstance(spec, str):
            kinds = [_kind(spec, 0)] * players
        elif isinstance(spec, Mapping):
            kinds = ["human"] + ["greedy"] * (players - 1)
            for seat, kind in spec.items():
                if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < players:
                    raise OptionsError(f"seat {seat!r} is not a seat of a {players}-player game",
                                       pt=f"o assento {seat!r} não existe numa partida de {players} jogadores")
                kinds[seat] = _kind(kind, seat)
        elif isinstance(spec, Sequence):
            if len(spec) != players:
                raise OptionsError(f"{len(spec)} seats given for {players} players",
                                   pt=f"{len(spec)} assentos dados para {players} jogadores")
            kinds = [_kind(kind, seat) for seat, kind in enumerate(spec)]
        else:
            raise OptionsError(f"seats must be a kind, a list or a mapping, not {type(spec).__name__}",
                               pt=f"os assentos são um tipo, uma lista ou um dicionário, não {type(spec).__name__}")
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise OptionsError(f"the bots' seed must be a whole number, not {seed!r}",
                               pt=f"a semente dos bots deve ser um número inteiro, não {seed!r}")
        return cls(tuple(kinds), seed)

    def kind(self, player: int) -> str:
        """The kind in a seat; the die (``CHANCE``) is ``"die"``."""
        if player == CHANCE:
            return "die"
        return self.kinds[player] if 0 <= player < len(self.kinds) else "none"

    def human_to_act(self, state: Any) -> bool:
        """Is a human in the seat to act?"""
        return not state.is_over and self.kind(state.current_player) == "human"

    def machine_to_act(self, state: Any) -> bool:
        """Is a bot or the die to act?"""
        return not state.is_over and self.kind(state.current_player) in ("die", "greedy", "random")

    def choose(self, state: Any) -> Any:
        """The bot's (or the die's) action in ``state``; the same state always gives the same action."""
        player = state.current_player
        kind = self.kind(player)
        if kind == "die":
            return state.sample_chance()
        if kind == "greedy":
            return _GREEDY.act(state)
        if kind == "random":
            played = len(state.history)
            return RandomBot(self.seed * 1_000_003 + played * 101 + player).act(state)
        raise OptionsError(f"seat {player} is {kind}: it does not play by itself",
                           pt=f"o assento {player} é {_kind_pt(kind)}: ele não joga sozinho")
