"""Sharing a position by link: URL parameters (seed, step, ...) for the Voilà classroom app.

A game is fully determined by its players, seed, options and actions (furnace_lab.setup.seeded), and the bots
here play deterministically (:mod:`~furnace_lab.widgets.seats`), so a short query string is enough to put the
whole class on the same position:

=============  ======================================================================================
parameter      meaning
=============  ======================================================================================
``seed``       the game's seed (default 1)
``players``    a count (1-5; 1 and 5 need ``interbellum=1``) or names separated by commas (default ``Ana,Bo,Cy``)
``bots``       who plays every seat of the shared line: ``greedy`` (default) or ``random``
``interbellum``  ``1`` for a game with every Interbellum module the engine plays (default ``0``)
``agent``      Interbellum, two players: the Agent card in the third seat (``ib-agent-steel-magnate``, ...)
``agents``     Interbellum, solo: the left and the right Agent, separated by a comma (default: drawn by the seed)
``actions``    an exact line of play, actions in the notation separated by commas (instead of the bots)
``step``       how many actions into the line to open (default: 0, the start of the game)
``lang``       ``en`` or ``pt``
=============  ======================================================================================

Voilà hands a notebook's URL parameters to the kernel as the ``QUERY_STRING`` environment variable;
:func:`read_query` reads it (or any query string) and reports a bad parameter by name, in words.
:func:`classroom_explorer` opens the game explorer there, and :func:`query_for` writes the parameters of the
position a timeline shows, so a teacher can copy them into a link. The classroom explorer has no file box unless the
teacher gives it a records folder (``classroom_explorer(records_folder="records")``): on a shared server every visitor
of the page would otherwise save and load files there.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any, Final
from urllib.parse import parse_qs, urlencode

from furnace_lab.engine import new_game
from furnace_lab.errors import FurnaceLabError, OptionsError
from furnace_lab.widgets.seats import Seats

DEFAULT_PLAYERS: Final = ("Ana", "Bo", "Cy")
QUERY_KEYS: Final = ("seed", "players", "bots", "actions", "step", "lang", "interbellum", "agent", "agents")
BOT_KINDS: Final = ("greedy", "random")
MAX_QUERY_ACTIONS: Final = 2000


@dataclass(frozen=True)
class SharedGame:
    """A position named by URL parameters (see the module docstring)."""

    seed: int = 1
    players: tuple[str, ...] = DEFAULT_PLAYERS
    bots: str = "greedy"
    actions: tuple[str, ...] | None = None
    step: int | None = None
    lang: str = "en"
    interbellum: bool = False
    agent: str | None = None
    agents: tuple[str, ...] = ()

    def line(self) -> tuple[str, ...]:
        """The actions of the shared line: the given ones, or the bots' whole game."""
        if self.actions is not None:
            return self.actions
        return bot_line(self.players, self.seed, self.bots, self.interbellum, self.agent, self.agents)

    def query(self) -> str:
        """These parameters as a query string (without the leading ``?``)."""
        fields: dict[str, Any] = {"seed": self.seed, "players": ",".join(self.players)}
        if self.actions is not None:
            fields["actions"] = ",".join(self.actions)
        else:
            fields["bots"] = self.bots
        if self.step is not None:
            fields["step"] = self.step
        if self.lang != "en":
            fields["lang"] = self.lang
        if self.interbellum:
            fields["interbellum"] = 1
        if self.agent is not None:
            fields["agent"] = self.agent
        if self.agents:
            fields["agents"] = ",".join(self.agents)
        return urlencode(fields)

    def options(self) -> dict[str, Any]:
        """The ``new_game`` options these parameters name."""
        return game_options(self.interbellum, self.agent, self.agents)


def game_options(interbellum: bool, agent: str | None, agents: tuple[str, ...] = ()) -> dict[str, Any]:
    """``new_game`` options for a shared game: Interbellum or not, its Agent (two players) or Agents (solo) if named."""
    options: dict[str, Any] = {"interbellum": interbellum}
    if agent is not None:
        options["agent"] = agent
    if agents:
        options["agents"] = list(agents)
    return options


@lru_cache(maxsize=32)
def bot_line(players: tuple[str, ...], seed: int, bots: str, interbellum: bool = False,
             agent: str | None = None, agents: tuple[str, ...] = ()) -> tuple[str, ...]:
    """The actions of a whole game in which ``bots`` play every seat (and the die rolls from the seed)."""
    state = new_game(list(players), seed, **game_options(interbellum, agent, agents))
    seats = Seats.of(bots, state.num_players, seed=seed)
    actions = []
    while not state.is_over:
        action = seats.choose(state)
        actions.append(str(action))
        state.apply_in_place(action)
    return tuple(actions)


def _one(values: dict[str, list[str]], key: str) -> str | None:
    found = values.get(key)
    if not found:
        return None
    if len(found) > 1:
        raise OptionsError(f"URL parameter {key!r} is given {len(found)} times; give it once",
                           pt=f"o parâmetro de URL {key!r} aparece {len(found)} vezes; dê-o uma vez só")
    return found[0].strip()


def _whole(text: str, key: str, low: int | None = None) -> int:
    try:
        number = int(text)
    except ValueError:
        raise OptionsError(f"URL parameter {key!r}: expected a whole number, found {text!r}",
                           pt=f"parâmetro de URL {key!r}: esperava-se um número inteiro, mas veio {text!r}") from None
    if low is not None and number < low:
        raise OptionsError(f"URL parameter {key!r}: expected {low} or more, found {number}",
                           pt=f"parâmetro de URL {key!r}: esperava-se {low} ou mais, mas veio {number}")
    return number


def _players(text: str) -> tuple[str, ...]:
    if text.isdigit():
        count = int(text)
        if not 1 <= count <= 5:
            raise OptionsError(f"URL parameter 'players': Furnace has 2 to 4 players (1 to 5 with Interbellum), "
                               f"not {count}", "furnace_lab.setup.player-count",
                               pt=f"parâmetro de URL 'players': Fornalha é para 2 a 4 jogadores (1 a 5 com "
                                  f"Interbellum), não {count}")
        return (*DEFAULT_PLAYERS, "Di", "Ed")[:count]
    names = tuple(name.strip() for name in text.split(",") if name.strip())
    if not names:
        raise OptionsError("URL parameter 'players': expected a count or names separated by commas",
                           pt="parâmetro de URL 'players': esperava-se um número ou nomes separados por vírgulas")
    return names


def read_query(query: str | None = None) -> SharedGame:
    """The position named by ``query`` (default: Voilà's ``QUERY_STRING``); a bad parameter raises OptionsError."""
    text = os.environ.get("QUERY_STRING", "") if query is None else query
    if not isinstance(text, str):
        raise OptionsError(f"expected a query string, found {type(text).__name__}",
                           pt=f"esperavam-se os parâmetros de uma URL, como texto, mas veio {type(text).__name__}")
    values = parse_qs(text.lstrip("?"), keep_blank_values=False)
    unknown = sorted(set(values) - set(QUERY_KEYS))
    if unknown:
        raise OptionsError(f"unknown URL parameter {unknown[0]!r}; expected some of {', '.join(QUERY_KEYS)}",
                           pt=f"parâmetro de URL desconhecido {unknown[0]!r}; esperava-se algum destes: "
                              f"{', '.join(map(repr, QUERY_KEYS))}")
    seed_text, players_text, bots, actions_text, step_text, lang, ib_text, agent, agents_text = (
        _one(values, key) for key in QUERY_KEYS)
    seed = _whole(seed_text, "seed") if seed_text is not None else 1
    players = _players(players_text) if players_text else DEFAULT_PLAYERS
    if bots is not None and bots not in BOT_KINDS:
        raise OptionsError(f"URL parameter 'bots': expected {' or '.join(BOT_KINDS)}, found {bots!r}",
                           pt=f"parâmetro de URL 'bots': esperava-se {' ou '.join(map(repr, BOT_KINDS))}, mas veio "
                              f"{bots!r}")
    if lang is not None and lang not in ("en", "pt"):
        raise OptionsError(f"URL parameter 'lang': expected en or pt, found {lang!r}",
                           pt=f"parâmetro de URL 'lang': esperava-se 'en' ou 'pt', mas veio {lang!r}")
    actions = None
    if actions_text:
        actions = tuple(a.strip() for a in actions_text.split(",") if a.strip())
        if len(actions) > MAX_QUERY_ACTIONS:
            raise OptionsError(f"URL parameter 'actions': at most {MAX_QUERY_ACTIONS} actions",
                               pt=f"parâmetro de URL 'actions': no máximo {MAX_QUERY_ACTIONS} ações")
    step = _whole(step_text, "step", 0) if step_text is not None else None
    if ib_text is not None and ib_text not in ("0", "1"):
        raise OptionsError(f"URL parameter 'interbellum': expected 0 or 1, found {ib_text!r}",
                           pt=f"parâmetro de URL 'interbellum': esperava-se 0 ou 1, mas veio {ib_text!r}")
    agents = tuple(a.strip() for a in (agents_text or "").split(",") if a.strip())
    if agents and len(agents) != 2:
        raise OptionsError(f"URL parameter 'agents': expected the left and the right Agent separated by a comma, "
                           f"found {len(agents)}", "interbellum.solo.two-agents",
                           pt=f"parâmetro de URL 'agents': esperavam-se o Agente da esquerda e o da direita, separados "
                              f"por vírgula, mas vieram {len(agents)}")
    return SharedGame(seed, players, bots or "greedy", actions, step, lang or "en", ib_text == "1", agent or None,
                      agents)


def query_for(timeline: Any, seats: Any = None, *, bots: str = "greedy", lang: str = "en") -> str:
    """The URL parameters of the step a game timeline shows (its actions only when bots did not play them)."""
    state = timeline.state_at(0)
    if state.spec.origin != "game":
        raise OptionsError("a hand-built position has no seed and players to share; save it as JSON instead",
                           pt="uma posição montada à mão não tem semente nem jogadores para compartilhar; salve-a "
                              "como JSON")
    players = tuple(state.players)
    interbellum, agent, agents = _shared_options(state)
    if seats is not None and len(set(seats.kinds)) == 1 and seats.kinds[0] in BOT_KINDS:
        bots = seats.kinds[0]
    played = tuple(str(a) for a in timeline.actions_to_cursor)
    try:
        by_bots = bot_line(players, state.seed, bots, interbellum, agent, agents)[: len(played)] == played
    except FurnaceLabError:
        by_bots = False
    shared = SharedGame(state.seed, players, bots, None if by_bots else played, timeline.index, lang, interbellum,
                        agent, agents)
    return shared.query()


def _shared_options(state: Any) -> tuple[bool, str | None, tuple[str, ...]]:
    """Whether a game was dealt with the default base options or with ``interbellum=True`` (and which Agent or solo
    Agents); any other options cannot be named by URL parameters, and the game is shared as a record file."""
    options = state.options.to_dict()
    agent = options.get("agent")
    agents = tuple(options.get("agents") or ())
    for interbellum in (False, True):
        try:
            same = new_game(list(state.players), state.seed,
                            **game_options(interbellum, agent, agents)).options.to_dict()
        except FurnaceLabError:
            continue
        if same == options:
            return interbellum, agent, agents
    raise OptionsError("this game's options cannot be written as URL parameters; share it as a record file",
                       pt="as opções desta partida não cabem em parâmetros de URL; compartilhe-a como arquivo de "
                          "registro")


def _language_asked(query: str | None) -> str:
    """The ``lang`` a query asks for when it names one we speak (``en`` otherwise), however wrong the rest is."""
    text = os.environ.get("QUERY_STRING", "") if query is None else query
    if not isinstance(text, str):
        return "en"
    asked = [value.strip() for value in parse_qs(text.lstrip("?")).get("lang", [])]
    return asked[0] if len(asked) == 1 and asked[0] in ("en", "pt") else "en"


def classroom_explorer(query: str | None = None, *, records_folder: Any = None, **kwargs: Any) -> Any:
    """The game explorer at the position the URL names (its start when the URL names no step); a bad URL opens the
    default game at its start and says what was wrong. ``records_folder``: where its file box saves and loads records
    (default ``None``: no file box; the record can still be shown as text and pasted back)."""
    from furnace_lab.widgets.explorer import GameExplorer

    kwargs["records_folder"] = records_folder
    kwargs.setdefault("intro", "classroom_intro")

    problem: FurnaceLabError | None = None
    lang = _language_asked(query)  # kept when the rest of the link is wrong: the class reads its own language
    try:
        shared = read_query(query)
        line = shared.line()
        if shared.step is not None and shared.step > len(line):
            # a step past the end (a typo, or a line cut short): the shared game at its last step, and why
            problem = OptionsError(f"URL parameter 'step': this game has {len(line)} actions, so step {shared.step} "
                                   f"does not exist; showing its last step",
                                   pt=f"parâmetro de URL 'step': esta partida tem {len(line)} ações, então o passo "
                                      f"{shared.step} não existe; mostrando o último passo")
            shared = replace(shared, step=len(line))
    except FurnaceLabError as error:
        problem = error
        shared = SharedGame(lang=lang)
        line = shared.line()
    seats = Seats.of(shared.bots, len(shared.players), seed=shared.seed)
    try:
        explorer = GameExplorer(players=list(shared.players), seed=shared.seed, seats=seats, actions=line,
                                step=shared.step, lang=shared.lang, **shared.options(), **kwargs)
    except FurnaceLabError as error:  # an 'actions' line the rules refuse
        problem = error
        shared = SharedGame(lang=lang)
        explorer = GameExplorer(players=list(shared.players), seed=shared.seed, seats=shared.bots,
                                actions=shared.line(), lang=shared.lang, **kwargs)
    if problem is not None:
        explorer.messages.show_error(problem, shared.lang)
    return explorer
