"""Game options, modules and variants: one registry, one validator.

:data:`OPTIONS` lists every keyword ``new_game`` accepts, its type, default, meaning and the rule it
concerns; :data:`MODULES` lists the modules and variants a game can use, the player counts each allows,
and what each requires or excludes. :func:`resolve_options` is the only place that checks a request: it
refuses unknown names, wrong types, bad player counts and bad combinations with an
:class:`~furnace_lab.errors.OptionsError` citing the rule (its message in English, and ``error.pt`` in the
base rules' Portuguese terms), and returns a frozen :class:`Options` whose
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
``interbellum``        ``False``        every Interbellum module at once (each can still be switched off)
``new_companies``      ``None``         Interbellum's 24 Company cards (``None``: follow ``interbellum``)
``managers``           ``None``         Managers with Business Schools (``None``: follow ``interbellum``)
``variable_discs``     ``None``         variable Capital discs (``None``: follow ``interbellum``)
``new_capitalists``    ``None``         Interbellum's Start-ups and Capitalists, updated Arthur replacing the
                                        base one (``None``: follow ``interbellum``)
``capital_growth``     ``False``        Capital Growth variant: the variable disc is worth the round number
``extra_coal``         ``None``         the Interbellum extra coal cube (``None``: with any Interbellum module)
``families``           ``None``         base Company id → artwork family: the balanced deck (2 per family)
``agent_schools``      ``None``         an Agent's "rightmost suitable card" fallback may be a Business School
                                        (``None``: yes whenever Agents and Managers are in play; the
                                        ``agent-schools`` reading in ``modules``)
=====================  ===============  ==========================================================

Interbellum's "Individual Modules" restrictions (seed 000) are applied here, once:

* without the new Companies the two delivery-repeating Managers go back to the box
  (interbellum.module.no-new-companies);
* without Managers the Personal-Manager Capitalist is not used (interbellum.module.no-managers-personal);
* with variable discs but without Managers one more Company is auctioned each round
  (interbellum.module.no-managers-extra-company);
* without variable discs, or in Capital Growth, the +2 Capitalist is not used
  (interbellum.module.no-variable-discs, interbellum.variant.capital-growth-no-plus-two).

A card left out is never dealt; naming it explicitly (``capitalist_ids``) is refused with the rule's ID.
One and five players need Interbellum (the fifth colour, the Agents).
"""

from __future__ import annotations

import difflib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import TYPE_CHECKING, Any, Final

from furnace_lab.engine.core import citations as R
from furnace_lab.engine.core.constants import ROUNDS, ROW_EXTRA
from furnace_lab.engine.core.naming import listed
from furnace_lab.engine.text import Value, cited, phrase, say
from furnace_lab.errors import OptionsError, UnknownCard, quoted

if TYPE_CHECKING:
    from furnace_lab.cards.catalog import Catalog
    from furnace_lab.cards.model import Capitalist


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """One ``new_game`` keyword."""

    name: str
    kind: str
    default: object
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
        OptionSpec("interbellum", "bool", False, "every Interbellum module", R.IB_MIX),
        OptionSpec("new_companies", "flag", None, "Interbellum's 24 Company cards", R.IB_DECK_ASSEMBLY),
        OptionSpec("managers", "flag", None, "Managers and Business Schools", R.IB_MIX),
        OptionSpec("variable_discs", "flag", None, "variable Capital discs", R.IB_SETUP_VARIABLE_DISC),
        OptionSpec("new_capitalists", "flag", None, "Interbellum's Start-ups and Capitalists", R.IB_MIX_STARTUPS),
        OptionSpec("capital_growth", "bool", False, "Capital Growth variant", R.IB_CAPITAL_GROWTH),
        OptionSpec("extra_coal", "flag", None, "the Interbellum extra coal cube", R.IB_EXTRA_COAL),
        OptionSpec("agent", "id", None, "the Agent card of a two-player Interbellum game",
                   "interbellum.agent.choose-card"),
        OptionSpec("agents", "ids", None, "the solo game's two Agents, left then right (random if None)",
                   "interbellum.solo.two-agents"),
        OptionSpec("families", "families", None, "base Company id → artwork family (balanced deck)",
                   R.IB_DECK_ASSEMBLY),
        OptionSpec("agent_schools", "flag", None, "an Agent's rightmost-card fallback may be a Business School",
                   R.ENGINE_IB_AGENT_SCHOOLS),
    )
}
"""Every option ``new_game`` accepts."""


@dataclass(frozen=True, slots=True)
class Module:
    """A module or variant: its name (a phrase key), which player counts it allows, what it needs and what it
    excludes."""

    id: str
    kind: str
    name_key: str
    rule_id: str
    players: tuple[int, ...]
    requires: tuple[str, ...] = ()
    excludes: tuple[str, ...] = ()

    def name(self, lang: str = "en") -> str:
        """The module's name in ``lang`` ("two-player Agent", "Agente para 2 jogadores")."""
        return say(self.name_key, lang)


ALL_COUNTS: Final = (1, 2, 3, 4, 5)
INTERBELLUM_MODULES: Final = ("new_companies", "managers", "variable_discs", "new_capitalists")
"""The expansion's modules (the first three are the names the catalog's ``requires`` uses)."""
_EXPANSION: Final = frozenset(INTERBELLUM_MODULES)
IMPLEMENTED: Final = ("new_companies", "managers", "variable_discs", "new_capitalists", "extra_coal")
"""What ``interbellum=True`` switches on: every module this engine plays."""

MODULES: Final = {
    module.id: module
    for module in (
        Module("base", "game", "options.module.base", R.ENGINE_PLAYER_COUNT, ALL_COUNTS),
        Module("capitalists", "module", "options.module.capitalists", R.CAPITALISTS_OPTIONAL, ALL_COUNTS,
               requires=("base",)),
        Module("two-player-dummy", "module", "options.module.two-player-dummy", R.DUMMY, (2,), requires=("base",)),
        Module("production-chain", "variant", "options.module.production-chain", R.PRODUCTION_CHAIN, ALL_COUNTS,
               requires=("base",)),
        Module("new_companies", "module", "options.module.new_companies", R.IB_DECK_ASSEMBLY, ALL_COUNTS,
               requires=("base",)),
        Module("managers", "module", "options.module.managers", R.IB_MIX, ALL_COUNTS, requires=("base",)),
        Module("variable_discs", "module", "options.module.variable_discs", R.IB_SETUP_VARIABLE_DISC, ALL_COUNTS,
               requires=("base",)),
        Module("new_capitalists", "module", "options.module.new_capitalists", R.IB_MIX_STARTUPS, ALL_COUNTS,
               requires=("base",)),
        Module("capital-growth", "variant", "options.module.capital-growth", R.IB_CAPITAL_GROWTH, ALL_COUNTS,
               requires=("variable_discs",)),
        Module("five-players", "module", "options.module.five-players", R.IB_FIVE_ROW, (5,)),
        Module("solo", "module", "options.module.solo", "interbellum.solo.two-agents", (1,)),
        Module("two-player-agent", "module", "options.module.two-player-agent", "interbellum.agent.overview", (2,),
               requires=("base",), excludes=("two-player-dummy",)),
        Module("agent-schools", "reading", "options.module.agent-schools", R.ENGINE_IB_AGENT_SCHOOLS, (1, 2),
               requires=("managers",)),
    )
}
"""Modules and variants: the base game's and Interbellum's (seed 000, "Individual Modules")."""

INTERBELLUM_COUNTS: Final = (1, 5)
"""Player counts only the expansion allows."""


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
    capital_growth: bool = False
    extra_coal: bool = False
    families: tuple[tuple[str, str], ...] | None = None
    agent: str | None = None
    agents: tuple[str, ...] | None = None

    @property
    def players(self) -> int:
        return len(self.names)

    @property
    def row_size(self) -> int:
        """Companies in the auction row: players + 4 (furnace.auction.row-size), one more with variable discs
        but without Managers (interbellum.module.no-managers-extra-company). Solo uses the two-player rules
        (interbellum.solo.two-agents): a two-player row."""
        extra = 1 if self.uses("variable_discs") and not self.uses("managers") else 0
        return max(len(self.names), 2) + ROW_EXTRA + extra

    @property
    def interbellum(self) -> bool:
        """Is any Interbellum module in use?"""
        return not _EXPANSION.isdisjoint(self.modules)

    def uses(self, module: str) -> bool:
        """Is this module or variant in use?"""
        return module in self.modules

    def reseeded(self, seed: int) -> Options:
        """The same validated request with another seed (nothing else in a request depends on the seed); the seed
        is checked like a new request's."""
        return Options(self.names, checked_seed(seed), self.capitalists, self.production_chain, self.startups,
                       self.capitalist_ids, self.readings, self.deck, self.first_player, self.modules,
                       self.capital_growth, self.extra_coal, self.families, self.agent, self.agents)

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
            **({name: self.uses(name) for name in INTERBELLUM_MODULES} if self.interbellum else {}),
            **({"capital_growth": True} if self.capital_growth else {}),
            **({"extra_coal": self.extra_coal} if self.extra_coal != self.interbellum else {}),
            **({"families": dict(self.families)} if self.families is not None else {}),
            **({"agent": self.agent} if self.agent is not None else {}),
            **({"agents": list(self.agents)} if self.agents is not None else {}),
            **({"agent_schools": False} if self.agents_in_play and self.uses("managers")
               and not self.uses("agent-schools") else {}),
        }

    @property
    def agents_in_play(self) -> bool:
        """Does an Agent bid in this game (the two-player Agent, or the solo game's two)?"""
        return self.agent is not None or len(self.names) == 1


def refused(rule_id: str, key: str, /, **values: Value) -> OptionsError:
    """The :class:`~furnace_lab.errors.OptionsError` citing ``rule_id``, its problem in English and Portuguese from
    the phrase ``key`` (furnace_lab.engine.text)."""
    words = cited(rule_id, key, **values)
    return OptionsError(words.text("en"), rule_id, pt=words.text("pt"))


def _quoted(value: object) -> Value:
    """What a user gave, quoted in the message's language (:func:`~furnace_lab.errors.quoted`)."""
    return partial(quoted, value)


def _names(players: object) -> tuple[str, ...]:
    if isinstance(players, bool):
        raise refused(R.ENGINE_PLAYER_COUNT, "options.players-kind", value=_quoted(players))
    if isinstance(players, int):
        names = tuple(f"Player {i + 1}" for i in range(players)) if players > 0 else ()
        count = players
    elif isinstance(players, Sequence) and not isinstance(players, str):
        names = tuple(players)
        for name in names:
            if not isinstance(name, str) or not name.strip() or len(name) > 40:
                raise refused(R.ENGINE_PLAYER_COUNT, "options.player-name", value=_quoted(name))
        if len(set(names)) != len(names):
            raise refused(R.ENGINE_PLAYER_COUNT, "options.names-differ", names=str(list(names)))
        count = len(names)
    else:
        raise refused(R.ENGINE_PLAYER_COUNT, "options.players-kind", value=type(players).__name__)
    allowed = (*MODULES["base"].players, *INTERBELLUM_COUNTS)
    if count not in allowed:
        raise refused(R.ENGINE_PLAYER_COUNT, "options.player-count", count=count)
    return names


def _ids(value: object, name: str, rule_id: str) -> tuple[str, ...]:
    if isinstance(value, str) or not isinstance(value, Sequence):
        raise refused(rule_id, "options.ids-kind", name=name, kind=type(value).__name__)
    ids = tuple(value)
    for item in ids:
        if not isinstance(item, str):
            raise refused(rule_id, "options.ids-text", name=name, value=_quoted(item))
    if len(set(ids)) != len(ids):
        raise refused(rule_id, "options.ids-twice", name=name, ids=str(list(ids)))
    return ids


def _known(ids: tuple[str, ...], known: Sequence[str]) -> None:
    for card_id in ids:
        if card_id not in known:
            close = tuple(difflib.get_close_matches(card_id, list(known), n=3, cutoff=0.5))
            raise UnknownCard(card_id, close or tuple(known[:3]))


def _flags(values: dict[str, Any]) -> dict[str, bool]:
    """The Interbellum switches: each module's flag, ``None`` following the ``interbellum`` shorthand."""
    if not isinstance(values["interbellum"], bool):
        raise refused(R.IB_MIX, "options.bool", name="interbellum", value=_quoted(values["interbellum"]))
    out = {}
    for name in (*INTERBELLUM_MODULES, "extra_coal"):
        value = values[name]
        if value is not None and not isinstance(value, bool):
            raise refused(OPTIONS[name].rule_id, "options.flag", name=name, value=_quoted(value))
        out[name] = (values["interbellum"] and name in IMPLEMENTED) if value is None else value
    if values["extra_coal"] is None:  # interbellum.setup.extra-coal: part of the expansion's setup
        out["extra_coal"] = any(out[m] for m in INTERBELLUM_MODULES)
    return out


def _families(value: object, base_companies: Sequence[str]) -> tuple[tuple[str, str], ...]:
    """Check an artwork-family table: 12 families of base Companies, each with at least 2 cards."""
    if not isinstance(value, Mapping) or not all(isinstance(k, str) and isinstance(v, str) for k, v in value.items()):
        raise refused(R.IB_DECK_ASSEMBLY, "options.families-kind")
    _known(tuple(value), base_companies)
    sizes: dict[str, int] = {}
    for family in value.values():
        sizes[family] = sizes.get(family, 0) + 1
    if len(sizes) != FAMILIES:
        raise refused(R.IB_DECK_ASSEMBLY, "options.families-count", families=FAMILIES, given=len(sizes))
    small = sorted(f for f, k in sizes.items() if k < PER_FAMILY)
    if small:
        raise refused(R.IB_DECK_ASSEMBLY, "options.family-small", least=PER_FAMILY, family=_quoted(small[0]),
                      given=sizes[small[0]])
    return tuple(sorted(value.items()))


FAMILIES: Final = 12
"""The base Companies' artwork piles (interbellum.setup.deck-assembly)."""
PER_FAMILY: Final = 2
"""Cards taken from each pile (interbellum.setup.deck-assembly)."""
QUICK_BASE: Final = 24
"""Random base Companies in the quick deck (interbellum.setup.quick-deck)."""


@dataclass(frozen=True, slots=True)
class ExpansionChecks:
    """What the option validator asks the expansion (registered by it with :func:`register_expansion_checks`:
    :mod:`~furnace_lab.engine.interbellum.expansion`), so that this module names no expansion module."""

    playable_capitalist: Callable[[Capitalist], bool]
    """Does the engine play this Capitalist card's ability?"""
    expansion_ids: Callable[[Catalog, Mapping[str, bool], bool, Sequence[str], Sequence[str]],
                            tuple[list[str], list[str], list[str]]]
    """(catalog, module flags, Capital Growth, base Company ids, base Start-up ids) → the Company, Start-up and
    Capitalist ids a game with these modules may use."""
    check_capitalist_ids: Callable[[Catalog, Sequence[str], Mapping[str, bool], bool], None]
    """(catalog, named Capitalist ids, module flags, Capital Growth): refuses a Capitalist the modules exclude."""


_EXPANSION_CHECKS: list[ExpansionChecks] = []
"""The registered expansion's checks (at most one)."""


def register_expansion_checks(checks: ExpansionChecks) -> None:
    """Let the option validator ask the expansion its questions (once, by the expansion)."""
    if _EXPANSION_CHECKS and _EXPANSION_CHECKS[0] != checks:
        raise ValueError("the expansion's option checks are already registered")
    _EXPANSION_CHECKS[:] = [checks]


def _expansion() -> ExpansionChecks:
    """The registered expansion's checks (an expansion module is on, so its package was loaded)."""
    if not _EXPANSION_CHECKS:
        raise RuntimeError("no expansion registered its option checks (core.options.register_expansion_checks)")
    return _EXPANSION_CHECKS[0]


def available_capitalists(caps: Sequence[Capitalist], flags: Mapping[str, bool], capital_growth: bool
                          ) -> list[Capitalist]:
    """The Capitalist cards a game may deal: the base five, or with the expansion's the nine with the updated
    Arthur replacing the base one; minus cards whose module is missing or whose variant forbids them."""
    if flags.get("new_capitalists"):
        playable_capitalist = _expansion().playable_capitalist
        # the updated card replaces the base one (interbellum.capitalist.updated-arthur-replaces) once the engine
        # plays it; until then the base card stays in the pool
        replaced = {c.replaces for c in caps if getattr(c, "replaces", None) and playable_capitalist(c)}
        pool = [c for c in caps if c.id not in replaced]
    else:
        pool = [c for c in caps if getattr(c, "expansion", "base") == "base"]
    return [c for c in pool if capitalist_refusal(c, flags, capital_growth) is None]


def capitalist_refusal(cap: Capitalist, flags: Mapping[str, bool], capital_growth: bool) -> tuple[str, str, str] | None:
    """Why this Capitalist cannot be used with these modules (rule ID, reason, the reason in Portuguese), or None."""
    requires = tuple(getattr(cap, "requires", ()))
    card = repr(cap.id)
    if "managers" in requires and not flags.get("managers"):
        return cited(R.IB_NO_MANAGERS_PERSONAL, "options.cap-needs-managers", card=card).refusal()
    if "variable_discs" in requires and not flags.get("variable_discs"):
        return cited(R.IB_NO_VARIABLE_DISCS, "options.cap-needs-variable-discs", card=card).refusal()
    if "variable_discs" in requires and capital_growth:
        return cited(R.IB_CAPITAL_GROWTH_NO_PLUS_TWO, "options.cap-not-in-growth", card=card).refusal()
    if "new_companies" in requires and not flags.get("new_companies"):
        return cited(R.IB_NO_NEW_COMPANIES, "options.cap-needs-new-companies", card=card).refusal()
    return None


def checked_seed(seed: object) -> int:
    """A game seed: a whole number (not a bool)."""
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise refused(R.ENGINE_SEEDED_SETUP, "options.seed", value=_quoted(seed))
    return seed


def resolve_options(players: object, seed: object, raw: Mapping[str, Any], *, companies: Sequence[str],
                    startups: Sequence[str], capitalists: Sequence[str], catalog: Catalog | None = None) -> Options:
    """Check a ``new_game`` request against the registry and the catalog; return :class:`Options`.

    ``companies``, ``startups`` and ``capitalists`` are the ids the base game can use; with an Interbellum
    module the catalog's expansion cards are added (``catalog``). The checks run in a fixed order, so a request
    with several faults is always refused for the same one.
    """
    names = _names(players)
    n = len(names)
    seed = checked_seed(seed)
    _refuse_unknown(raw)
    values = {name: raw.get(name, spec.default) for name, spec in OPTIONS.items()}
    _check_switches(values)
    flags = _flags(values)
    expansion = any(flags[m] for m in INTERBELLUM_MODULES)
    _check_player_count(n, expansion)
    if values["capital_growth"] and not flags["variable_discs"]:
        raise refused(R.IB_CAPITAL_GROWTH, "options.growth-needs-variable")
    base_companies = list(companies)
    if catalog is not None and expansion:
        companies, startups, capitalists = _expansion().expansion_ids(catalog, flags, values["capital_growth"],
                                                                      companies, startups)
    families = None
    if values["families"] is not None:
        if not flags["new_companies"]:
            raise refused(R.IB_DECK_ASSEMBLY, "options.families-need-companies")
        families = _families(values["families"], base_companies)
    chosen_startups = _chosen_startups(values["startups"], n, startups)
    chosen_caps = _chosen_capitalists(values, n, capitalists, catalog if expansion else None, flags)
    readings = _readings(values["readings"])
    deck = _deck(values["deck"], n, flags, companies)
    first = _first_player(values["first_player"], n)
    agent = _agent(values["agent"], n, expansion, catalog)
    agents = _solo_agents(values["agents"], n, catalog)
    agent_schools = _agent_schools(values["agent_schools"], n == 1 or agent is not None, flags["managers"])
    if n == 1 and len(list(getattr(catalog, "agents", ()) or ())) < 2:
        raise refused("interbellum.solo.two-agents", "options.solo-agent-cards")
    modules = _modules_in_use(values, flags, n, agent is not None, agent_schools)
    _check_modules(modules, n)
    return Options(names=names, seed=seed, capitalists=values["capitalists"],
                   production_chain=values["production_chain"], startups=chosen_startups,
                   capitalist_ids=chosen_caps, readings=readings, deck=deck, first_player=first,
                   modules=tuple(modules), capital_growth=values["capital_growth"],
                   extra_coal=flags["extra_coal"], families=families, agent=agent, agents=agents)


def _refuse_unknown(raw: Mapping[str, Any]) -> None:
    """An option ``new_game`` does not know is refused, with the closest known name as a hint."""
    unknown = sorted(set(raw) - set(OPTIONS))
    if unknown:
        close = difflib.get_close_matches(unknown[0], list(OPTIONS), n=1)
        hint = (phrase("options.unknown-close", close=repr(close[0])) if close
                else phrase("options.unknown-list", names=partial(listed, OPTIONS)))
        raise refused(R.ENGINE_SEEDED_SETUP, "options.unknown", value=_quoted(unknown[0]), hint=hint)


def _check_switches(values: Mapping[str, Any]) -> None:
    """The plain on/off options are booleans."""
    for name in ("capitalists", "production_chain", "capital_growth"):
        if not isinstance(values[name], bool):
            raise refused(OPTIONS[name].rule_id, "options.bool", name=name, value=_quoted(values[name]))


def _check_player_count(n: int, expansion: bool) -> None:
    """One and five players need Interbellum (furnace_lab.setup.player-count)."""
    if n in INTERBELLUM_COUNTS and not expansion:
        key = "options.count-needs-interbellum" if n > 1 else "options.one-needs-interbellum"
        raise refused(R.ENGINE_PLAYER_COUNT, key, count=n)


def _chosen_startups(value: object, n: int, startups: Sequence[str]) -> tuple[str, ...] | None:
    """The ``startups`` option: one known Start-up per player, or None (dealt), if the catalog has enough."""
    if value is None:
        if len(startups) < n:
            raise refused(R.SETUP_STARTUP, "options.few-startups", have=len(startups), count=n)
        return None
    chosen = _ids(value, "startups", R.SETUP_STARTUP)
    if len(chosen) != n:
        raise refused(R.SETUP_STARTUP, "options.startups-per-player", count=n, given=len(chosen))
    _known(chosen, startups)
    return chosen


def _chosen_capitalists(values: Mapping[str, Any], n: int, capitalists: Sequence[str],
                        expansion_catalog: Catalog | None, flags: Mapping[str, bool]) -> tuple[str, ...] | None:
    """The ``capitalist_ids`` option: one known Capitalist per player, allowed by the modules in use; or None
    (dealt), if the catalog has enough. ``expansion_catalog`` is the catalog when an Interbellum module is on."""
    if values["capitalist_ids"] is None:
        if values["capitalists"] and len(capitalists) < n:
            raise refused(R.SETUP_CAPITALIST, "options.few-capitalists", have=len(capitalists), count=n)
        return None
    if not values["capitalists"]:
        raise refused(R.CAPITALISTS_OPTIONAL, "options.capitalists-off")
    chosen = _ids(values["capitalist_ids"], "capitalist_ids", R.SETUP_CAPITALIST)
    if len(chosen) != n:
        raise refused(R.SETUP_CAPITALIST, "options.capitalists-per-player", count=n, given=len(chosen))
    if expansion_catalog is not None:
        _expansion().check_capitalist_ids(expansion_catalog, chosen, flags, values["capital_growth"])
    _known(chosen, capitalists)
    return chosen


def _readings(readings: object) -> tuple[tuple[str, str], ...] | None:
    """The ``readings`` option: card ids (or 'card-id.field') to reading keys, as a sorted tuple (None if empty)."""
    if readings is None:
        return None
    if not isinstance(readings, Mapping) or not all(
            isinstance(k, str) and isinstance(v, str) for k, v in readings.items()):
        raise refused(R.ENGINE_SEEDED_SETUP, "options.readings")
    return tuple(sorted(readings.items())) or None


def _deck(value: object, n: int, flags: Mapping[str, bool], companies: Sequence[str]) -> tuple[str, ...] | None:
    """The ``deck`` option (known Companies, enough for four rounds), or None; either way the Companies in use
    must fill four rows (one card more a round with variable discs but no Managers)."""
    extra_row = 1 if flags["variable_discs"] and not flags["managers"] else 0
    needed = ROUNDS * (n + ROW_EXTRA + extra_row)
    if flags["new_companies"] and value is None and len(companies) < needed:
        raise refused(R.IB_DECK_SIZE, "options.ib-deck-short", count=n, needed=needed)
    if value is not None:
        deck = _ids(value, "deck", R.DECK_SHUFFLE)
        _known(deck, companies)
        if len(deck) < needed:
            raise refused(R.ROW_SIZE, "options.deck-short", count=n, needed=needed, rounds=ROUNDS,
                          row=n + ROW_EXTRA, given=len(deck))
        return deck
    if len(companies) < needed:
        rule, key = ((R.IB_NO_MANAGERS_EXTRA_COMPANY, "options.catalog-short-extra") if extra_row
                     else (R.ROW_SIZE, "options.catalog-short"))
        raise refused(rule, key, have=len(companies), count=n, needed=needed)
    return None


def _first_player(first: object, n: int) -> int | None:
    """The ``first_player`` option: a player index, or None (drawn from the seed)."""
    if first is not None and (isinstance(first, bool) or not isinstance(first, int) or not 0 <= first < n):
        raise refused(R.FIRST_PLAYER, "options.first-player", last=n - 1, value=_quoted(first))
    return first


def _agent(agent: object, n: int, expansion: bool, catalog: Catalog | None) -> str | None:
    """The ``agent`` option: the two-player game's Agent, an Interbellum card of the catalog, or None."""
    if agent is None:
        return None
    if n != 2:
        raise refused("interbellum.agent.choose-card", "options.agent-two-players")
    if not expansion:
        raise refused("interbellum.agent.choose-card", "options.agent-needs-interbellum")
    known_agents = [a.id for a in (getattr(catalog, "agents", ()) or ())]
    if not isinstance(agent, str):
        raise refused("interbellum.agent.choose-card", "options.agent-kind", value=_quoted(agent))
    _known((agent,), known_agents)
    return agent


def _solo_agents(value: object, n: int, catalog: Catalog | None) -> tuple[str, ...] | None:
    """The ``agents`` option: the solo game's two Agents (left and right), or None."""
    if value is None:
        return None
    if n != 1:
        raise refused("interbellum.solo.two-agents", "options.agents-solo")
    agents = _ids(value, "agents", "interbellum.solo.two-agents")
    if len(agents) != 2:
        raise refused("interbellum.solo.two-agents", "options.solo-agents-count", given=len(agents))
    _known(agents, [a.id for a in (getattr(catalog, "agents", ()) or ())])
    return agents


def _modules_in_use(values: Mapping[str, Any], flags: Mapping[str, bool], n: int, agent: bool,
                    agent_schools: bool) -> list[str]:
    """The modules and variants a game uses, in the order records name them."""
    modules = ["base"]
    if values["capitalists"]:
        modules.append("capitalists")
    if n == 2:
        modules.append("two-player-agent" if agent else "two-player-dummy")
    if values["production_chain"]:
        modules.append("production-chain")
    modules.extend(m for m in INTERBELLUM_MODULES if flags[m])
    if values["capital_growth"]:
        modules.append("capital-growth")
    if n == 5:
        modules.append("five-players")
    if n == 1:
        modules.append("solo")
    if agent_schools:
        modules.append("agent-schools")
    return modules


def _agent_schools(value: object, agents: bool, managers: bool) -> bool:
    """The agent_schools reading (furnace_lab.interbellum.agent-schools): on by default whenever an Agent bids and
    the Business Schools are in play; asking for it without an Agent or without the Managers module is refused."""
    rule = R.ENGINE_IB_AGENT_SCHOOLS
    if value is not None and not isinstance(value, bool):
        raise refused(rule, "options.agent-schools-kind", value=repr(value))
    if value and not agents:
        raise refused(rule, "options.agent-schools-agent")
    if value and not managers:
        raise refused(rule, "options.agent-schools-managers")
    return (agents and managers) if value is None else value


def _check_modules(modules: Sequence[str], players: int) -> None:
    """Every module allows this player count, has what it requires, and excludes nothing in use."""
    for module_id in modules:
        module = MODULES[module_id]
        if players not in module.players:
            key = "options.module-count-one" if module.players == (1,) else "options.module-count"
            raise refused(module.rule_id, key, module=module.name, counts=partial(_counts, module.players),
                          count=players)
        for need in module.requires:
            if need not in modules:
                raise refused(module.rule_id, "options.module-requires", module=module.name,
                              need=MODULES[need].name)
        for bad in module.excludes:
            if bad in modules:
                raise refused(module.rule_id, "options.module-excludes", module=module.name,
                              other=MODULES[bad].name)


def _counts(counts: Sequence[int], lang: str) -> str:
    """Player counts joined with "or" in ``lang`` ("1 or 2", "1 ou 2")."""
    return say("options.counts-or", lang).join(map(str, counts))
