"""Game options, modules and variants: one registry, one validator.

:data:`OPTIONS` lists every keyword ``new_game`` accepts, its type, default, meaning and the rule it
concerns; :data:`MODULES` lists the modules and variants a game can use, the player counts each allows,
and what each requires or excludes. :func:`resolve_options` is the only place that checks a request: it
refuses unknown names, wrong types, bad player counts and bad combinations with an
:class:`~furnace_lab.errors.OptionsError` citing the rule, and returns a frozen :class:`Options` whose
``modules`` names everything in use — written into the first log event and into every record.

=====================  ===============  ==========================================================
option                 default          meaning
=====================  ===============  ==========================================================
``capitalists``        ``True``         deal each player a Capitalist (the module can be left out)
``production_chain``   ``False``        the Production Chain variant
``startups``           ``None``         Start-up ids, one per player in seat order (dealt at random if None)
``capitalist_ids``     ``None``         Capitalist ids, one per player (dealt at random if None)
``readings``           ``None``         catalog readings for disputed cards (``load_catalog(readings=...)``)
``deck``               ``None``         the Company deck, top card first (shuffled from the seed if None)
``first_player``       ``None``         the first player's index (drawn from the seed if None)
=====================  ===============  ==========================================================
"""

from __future__ import annotations

import difflib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from furnace_lab.engine import citations as R
from furnace_lab.engine.constants import ROUNDS, ROW_EXTRA
from furnace_lab.errors import OptionsError, UnknownCard


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """One ``new_game`` keyword."""

    name: str
    kind: str
    default: Any
    en: str
    rule_id: str


OPTIONS: Final = {
    spec.name: spec
    for spec in (
        OptionSpec("capitalists", "bool", True, "deal each player a Capitalist", R.CAPITALISTS_OPTIONAL),
        OptionSpec("production_chain", "bool", False, "Production Chain variant", R.PRODUCTION_CHAIN),
        OptionSpec("startups", "ids", None, "Start-up ids in seat order", R.SETUP_STARTUP),
        OptionSpec("capitalist_ids", "ids", None, "Capitalist ids in seat order", R.SETUP_CAPITALIST),
        OptionSpec("readings", "readings", None, "catalog readings for disputed fields", R.ENGINE_SEEDED_SETUP),
        OptionSpec("deck", "ids", None, "Company deck order, top card first", R.DECK_SHUFFLE),
        OptionSpec("first_player", "index", None, "index of the first player", R.FIRST_PLAYER),
    )
}
"""Every option ``new_game`` accepts."""


@dataclass(frozen=True, slots=True)
class Module:
    """A module or variant: which player counts it allows, what it needs and what it excludes."""

    id: str
    kind: str
    en: str
    pt: str
    rule_id: str
    players: tuple[int, ...]
    requires: tuple[str, ...] = ()
    excludes: tuple[str, ...] = ()


MODULES: Final = {
    module.id: module
    for module in (
        Module("base", "game", "Furnace base game", "Fornalha, jogo base", R.ENGINE_PLAYER_COUNT, (2, 3, 4)),
        Module("capitalists", "module", "Capitalists", "Capitalistas", R.CAPITALISTS_OPTIONAL, (2, 3, 4),
               requires=("base",)),
        Module("two-player-dummy", "module", "two-player dummy bidder", "licitante neutro para 2 jogadores",
               R.DUMMY, (2,), requires=("base",)),
        Module("production-chain", "variant", "Production Chain", "Cadeia de Produção", R.PRODUCTION_CHAIN,
               (2, 3, 4), requires=("base",)),
    )
}
"""Modules and variants of the base game (Interbellum adds its own rows here)."""


@dataclass(frozen=True, slots=True)
class Options:
    """A validated game request."""

    names: tuple[str, ...]
    seed: int
    capitalists: bool = True
    production_chain: bool = False
    startups: tuple[str, ...] | None = None
    capitalist_ids: tuple[str, ...] | None = None
    readings: tuple[tuple[str, str], ...] | None = None
    deck: tuple[str, ...] | None = None
    first_player: int | None = None
    modules: tuple[str, ...] = field(default=())

    @property
    def players(self) -> int:
        return len(self.names)

    @property
    def row_size(self) -> int:
        """players + 4 cards in the auction row (furnace.auction.row-size)."""
        return len(self.names) + ROW_EXTRA

    def uses(self, module: str) -> bool:
        """Is this module or variant in use?"""
        return module in self.modules

    def to_dict(self) -> dict[str, Any]:
        """The options as JSON-ready values (what a record stores; ``new_game(**d)`` accepts them)."""
        return {
            "capitalists": self.capitalists,
            "production_chain": self.production_chain,
            "startups": list(self.startups) if self.startups is not None else None,
            "capitalist_ids": list(self.capitalist_ids) if self.capitalist_ids is not None else None,
            "readings": dict(self.readings) if self.readings is not None else None,
            "deck": list(self.deck) if self.deck is not None else None,
            "first_player": self.first_player,
        }


def _names(players: object) -> tuple[str, ...]:
    if isinstance(players, bool):
        raise OptionsError(f"players must be a count (2-4) or a list of names, not {players!r}", R.ENGINE_PLAYER_COUNT)
    if isinstance(players, int):
        names = tuple(f"Player {i + 1}" for i in range(players)) if players > 0 else ()
        count = players
    elif isinstance(players, Sequence) and not isinstance(players, str):
        names = tuple(players)
        for name in names:
            if not isinstance(name, str) or not name.strip() or len(name) > 40:
                raise OptionsError(f"each player name must be a non-empty string of at most 40 characters, "
                                   f"not {name!r}", R.ENGINE_PLAYER_COUNT)
        if len(set(names)) != len(names):
            raise OptionsError(f"player names must differ: {list(names)}", R.ENGINE_PLAYER_COUNT)
        count = len(names)
    else:
        raise OptionsError(f"players must be a count (2-4) or a list of names, not {type(players).__name__}",
                           R.ENGINE_PLAYER_COUNT)
    allowed = MODULES["base"].players
    if count not in allowed:
        raise OptionsError(
            f"the base game is for {allowed[0]}-{allowed[-1]} players (auction row of 6, 7 or 8 cards), not "
            f"{count}; 1 and 5 players need Interbellum", R.ROW_SIZE)
    return names


def _ids(value: object, name: str, rule_id: str) -> tuple[str, ...]:
    if isinstance(value, str) or not isinstance(value, Sequence):
        raise OptionsError(f"{name} must be a list of card ids, not {type(value).__name__}", rule_id)
    ids = tuple(value)
    for item in ids:
        if not isinstance(item, str):
            raise OptionsError(f"{name} must hold card ids as strings, found {item!r}", rule_id)
    if len(set(ids)) != len(ids):
        raise OptionsError(f"{name} names a card twice: {list(ids)}", rule_id)
    return ids


def _known(ids: tuple[str, ...], known: Sequence[str]) -> None:
    for card_id in ids:
        if card_id not in known:
            close = tuple(difflib.get_close_matches(card_id, list(known), n=3, cutoff=0.5))
            raise UnknownCard(card_id, close or tuple(known[:3]))


def resolve_options(players: object, seed: object, raw: Mapping[str, Any], *, companies: Sequence[str],
                    startups: Sequence[str], capitalists: Sequence[str]) -> Options:
    """Check a ``new_game`` request against the registry and the base catalog; return :class:`Options`.

    ``companies``, ``startups`` and ``capitalists`` are the ids the base game can use.
    """
    names = _names(players)
    n = len(names)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise OptionsError(f"seed must be a whole number, not {seed!r}", R.ENGINE_SEEDED_SETUP)
    unknown = sorted(set(raw) - set(OPTIONS))
    if unknown:
        close = difflib.get_close_matches(unknown[0], list(OPTIONS), n=1)
        hint = f" (did you mean {close[0]!r}?)" if close else f"; options are {', '.join(OPTIONS)}"
        raise OptionsError(f"unknown option {unknown[0]!r}{hint}", R.ENGINE_SEEDED_SETUP)
    values = {name: raw.get(name, spec.default) for name, spec in OPTIONS.items()}
    for name in ("capitalists", "production_chain"):
        if not isinstance(values[name], bool):
            raise OptionsError(f"{name} must be True or False, not {values[name]!r}", OPTIONS[name].rule_id)

    chosen_startups = None
    if values["startups"] is not None:
        chosen_startups = _ids(values["startups"], "startups", R.SETUP_STARTUP)
        if len(chosen_startups) != n:
            raise OptionsError(f"startups must name one Start-up per player ({n}), not {len(chosen_startups)}",
                               R.SETUP_STARTUP)
        _known(chosen_startups, startups)
    elif len(startups) < n:
        raise OptionsError(f"the catalog has {len(startups)} Start-ups, fewer than the {n} players",
                           R.SETUP_STARTUP)

    chosen_caps = None
    if values["capitalist_ids"] is not None:
        if not values["capitalists"]:
            raise OptionsError("capitalist_ids were given but the Capitalists module is switched off "
                               "(capitalists=False)", R.CAPITALISTS_OPTIONAL)
        chosen_caps = _ids(values["capitalist_ids"], "capitalist_ids", R.SETUP_CAPITALIST)
        if len(chosen_caps) != n:
            raise OptionsError(f"capitalist_ids must name one Capitalist per player ({n}), not {len(chosen_caps)}",
                               R.SETUP_CAPITALIST)
        _known(chosen_caps, capitalists)
    elif values["capitalists"] and len(capitalists) < n:
        raise OptionsError(f"the catalog has {len(capitalists)} base Capitalists, fewer than the {n} players",
                           R.SETUP_CAPITALIST)

    readings = values["readings"]
    if readings is not None:
        if not isinstance(readings, Mapping) or not all(
                isinstance(k, str) and isinstance(v, str) for k, v in readings.items()):
            raise OptionsError("readings must map card ids (or 'card-id.field') to reading keys, as strings",
                               R.ENGINE_SEEDED_SETUP)
        readings = tuple(sorted(readings.items())) or None

    needed = ROUNDS * (n + ROW_EXTRA)
    deck = None
    if values["deck"] is not None:
        deck = _ids(values["deck"], "deck", R.DECK_SHUFFLE)
        _known(deck, companies)
        if len(deck) < needed:
            raise OptionsError(f"a deck for {n} players needs at least {needed} Companies ({ROUNDS} rounds of "
                               f"{n + ROW_EXTRA}), not {len(deck)}", R.ROW_SIZE)
    elif len(companies) < needed:
        raise OptionsError(f"the catalog has {len(companies)} base Companies; {n} players need {needed}", R.ROW_SIZE)

    first = values["first_player"]
    if first is not None and (isinstance(first, bool) or not isinstance(first, int) or not 0 <= first < n):
        raise OptionsError(f"first_player must be a player index 0..{n - 1}, not {first!r}", R.FIRST_PLAYER)

    modules = ["base"]
    if values["capitalists"]:
        modules.append("capitalists")
    if n == 2:
        modules.append("two-player-dummy")
    if values["production_chain"]:
        modules.append("production-chain")
    _check_modules(modules, n)
    return Options(names=names, seed=seed, capitalists=values["capitalists"],
                   production_chain=values["production_chain"], startups=chosen_startups,
                   capitalist_ids=chosen_caps, readings=readings, deck=deck, first_player=first,
                   modules=tuple(modules))


def _check_modules(modules: Sequence[str], players: int) -> None:
    """Every module allows this player count, has what it requires, and excludes nothing in use."""
    for module_id in modules:
        module = MODULES[module_id]
        if players not in module.players:
            raise OptionsError(f"{module.en} is for {module.players} players, not {players}", module.rule_id)
        for need in module.requires:
            if need not in modules:
                raise OptionsError(f"{module.en} requires {MODULES[need].en}", module.rule_id)
        for bad in module.excludes:
            if bad in modules:
                raise OptionsError(f"{module.en} cannot be combined with {MODULES[bad].en}", module.rule_id)
