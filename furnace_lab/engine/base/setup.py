"""Setting up a game: the deck, Start-ups, Capitalists, discs, starting resources, first player.

Following the base rules' setup (seed 002, "Preparação (Setup)"):

* each player is dealt a Start-up at random (furnace.setup.startup) and takes the resources printed at its
  top, once (furnace.setup.starting-resources);
* with the Capitalists module (on by default, furnace.setup.capitalists-optional) each player is dealt a
  Capitalist at random (furnace.setup.capitalist); the one with the extra disc also takes the "2" disc
  (furnace.setup.neutral-disc);
* each colour has Capital discs 1-4 (furnace.setup.discs);
* the Company deck is shuffled (furnace.setup.deck-shuffle) and cards are dealt basic side up;
* a first player is chosen at random (furnace.setup.first-player); the round counter starts at 1
  (furnace.setup.round-counter).

All randomness comes from ``random.Random(seed)`` drawn in a fixed order — deck, Start-ups, Capitalists,
first player — and every draw is made even when the option fixes its result, so choosing (say) the first
player never changes the deck (furnace_lab.setup.seeded).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from itertools import chain, compress, repeat, starmap
from operator import attrgetter
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, Final

from furnace_lab.cards import load_catalog
from furnace_lab.cards.catalog import Catalog
from furnace_lab.engine.base.capitalists import ABILITIES
from furnace_lab.engine.core import citations as R
from furnace_lab.engine.core.cards import CapitalistInfo, CardInfo, capitalist_info, company_info, startup_info
from furnace_lab.engine.core.constants import COAL, SLOTS
from furnace_lab.engine.core.hooks import setup_hook
from furnace_lab.engine.core.module_parts import set_start
from furnace_lab.engine.core.options import Options, resolve_options
from furnace_lab.engine.core.phases import begin
from furnace_lab.engine.core.rng import seed_state
from furnace_lab.engine.core.spec import GameSpec
from furnace_lab.engine.core.state import GameState
from furnace_lab.engine.text import Cited, cited, say
from furnace_lab.errors import OptionsError

if TYPE_CHECKING:
    from furnace_lab.cards.catalog import Catalog
    from furnace_lab.cards.model import Capitalist, Company, Startup
    from furnace_lab.engine.core.hook_types import Draw
    from furnace_lab.engine.core.spec import FifthPicks

    Plan = tuple["BaseCards", tuple[str, ...], tuple[CardInfo, ...], bool, tuple[str, ...], tuple[CardInfo, ...],
                 tuple[str, ...], tuple[str, ...], Mapping[str, CapitalistInfo], frozenset[str]]
    """What games with the same compiled cards and modules deal from (:func:`_plan`)."""
    RequestKey = tuple[int, int, tuple[tuple[str, object], ...]]
    """A ``new_game`` request apart from its seed: (compiled cards' identity, player count, options)."""


class BaseCards:
    """A catalog's cards, compiled once: the base game's Companies, Start-ups and Capitalists with their ids,
    and (compiled when first needed) the expansion's."""

    __slots__ = (
        "_ib",
        "capitalists",
        "caps",
        "catalog",
        "companies",
        "company_ids",
        "ib_caps",
        "infos",
        "startup_ids",
        "startups",
    )

    def __init__(self, catalog: Catalog) -> None:
        self.catalog = catalog
        self.companies, self.startups, self.capitalists = base_cards(catalog)
        self.infos: dict[str, CardInfo] = {c.id: company_info(c) for c in self.companies}
        self.infos.update((c.id, startup_info(c)) for c in self.startups)
        self.company_ids = [c.id for c in self.companies]
        self.startup_ids = [c.id for c in self.startups]
        self.caps = {c.id: capitalist_info(c) for c in self.capitalists}
        self._ib = False
        self.ib_caps: dict[str, CapitalistInfo] = {}

    def with_expansion(self) -> BaseCards:
        """Compile the expansion's Companies, Start-ups and (playable) Capitalists too (once)."""
        if not self._ib:
            playable_capitalist = setup_hook("playable_capitalist")

            def group(name: str) -> list[Any]:
                items = getattr(self.catalog, name, ())
                if isinstance(items, Mapping):
                    items = items.values()
                return [c for c in items if getattr(c, "expansion", "base") == "interbellum"]

            self.infos.update((c.id, company_info(c)) for c in group("companies"))
            self.infos.update((c.id, startup_info(c)) for c in group("startups"))
            self.ib_caps.update((c.id, capitalist_info(c)) for c in group("capitalists") if playable_capitalist(c))
            self._ib = True
        return self


_COMPILED: dict[int, tuple[Catalog, BaseCards]] = {}
"""Per catalog (by identity, the catalog kept alive here): its compiled base cards."""


def compiled(catalog: object) -> BaseCards:
    """The compiled base cards of a catalog (cached)."""
    hit = _COMPILED.get(id(catalog))
    if hit is not None and hit[0] is catalog:
        return hit[1]
    if not isinstance(catalog, Catalog):  # a file name or a list of cards would read as a catalog with no cards
        raise _refused(cited(R.ENGINE_SEEDED_SETUP, "base.setup.not-a-catalog", kind=type(catalog).__name__))
    cards = BaseCards(catalog)
    if len(_COMPILED) >= 16:
        _COMPILED.clear()
    _COMPILED[id(catalog)] = (catalog, cards)
    return cards


def _refused(said: Cited) -> OptionsError:
    """A game that cannot be set up as asked, in English and Portuguese."""
    return OptionsError(said.text("en"), said.rule_id, pt=said.text("pt"))


def base_cards(catalog: Catalog) -> tuple[list[Company], list[Startup], list[Capitalist]]:
    """The base game's Companies, Start-ups and Capitalists from a catalog (Interbellum left out)."""
    def group(name: str) -> list[Any]:
        items = getattr(catalog, name, ())
        if isinstance(items, Mapping):
            items = items.values()
        return [c for c in items if getattr(c, "expansion", "base") == "base"]

    capitalists = [c for c in group("capitalists") if c.ability in ABILITIES]
    return group("companies"), group("startups"), capitalists


def load_base_catalog(readings: Mapping[str, str] | None = None) -> Catalog:
    """The package's card catalog (with readings, if asked for)."""
    return load_catalog(readings=dict(readings)) if readings else load_catalog()


def blank_state(spec: GameSpec) -> GameState:
    """A state with every field at its empty value (setup and position builders fill it in)."""
    s = object.__new__(GameState)
    s._g = spec
    n = spec.n
    s._phase = 0
    s._round = 1
    s._first = 0
    s.current_player = 0
    s.is_over = False
    s._deck = ()
    s._dealt = 0
    s._row = ()
    s._value_masks = []
    s._seat_masks = []
    s._row_bids = []
    s._disc_counts = []
    s._held_masks = []
    s._blocked = 0
    s._turn_order = ()
    s._turn = 0
    s._lines = list(zip(spec.startups[:n]))
    set_start(s)  # the modules' fields: their values in a new game (core/module_parts.py)
    for hook in spec.module_hooks.lines_dealt:  # Interbellum: the groups of permanent effects each line prints
        hook(s)
    s._upgraded = 0
    s._used = 0
    s._discard = ()
    s._removed = ()
    s._stored = {}
    s._resolving = 0
    s._queue = None
    s._queue_index = 0
    s._winner = (-1, 0, False)
    s._pending = -1
    s._production_order = ()
    s._producing = 0
    s._card = -1
    s._rows = ()
    s._row_index = 0
    s._upgrades_on_row = 0
    s._repeated = 0
    s._rng = seed_state(spec.seed)
    s._unused = ()
    s._unused_uses = ()
    s._log = None
    s._history = None
    s._legal = None
    s._holdings = list(chain.from_iterable(map(_STARTING, map(spec.cards.__getitem__, spec.startups[:n]))))
    return s


def new_game(players: object = 3, seed: int = 0, *, catalog: object = None, **options: object) -> GameState:
    """A new base game, ready for the first bid of round 1.

    ``players`` is a count (2-4) or a list of names; ``seed`` fixes every random draw; ``options`` are listed
    in :mod:`furnace_lab.engine.core.options`. ``catalog`` replaces the package's card catalog (for card ideas and
    tests; records of such games replay only with the same catalog).
    """
    if catalog is not None and options.get("readings"):
        raise _refused(cited(R.ENGINE_SEEDED_SETUP, "base.setup.readings-own-catalog"))
    if catalog is None:
        readings = options.get("readings")
        if readings is not None and not isinstance(readings, Mapping):
            raise _refused(cited(R.ENGINE_SEEDED_SETUP, "base.setup.readings-not-a-map"))
        catalog = load_base_catalog(readings)
    cards = compiled(catalog)
    key: RequestKey | None = None
    if type(players) is int and _PLAIN.issuperset(map(type, options.values())):
        key = (id(cards), players, tuple(options.items()))  # the request apart from its seed
        hit = _RESOLVED.get(key)
        if hit is not None and hit[0] is cards:
            return build_game(hit[1].reseeded(seed), cards)
    opts = resolve_options(players, seed, options, companies=cards.company_ids, startups=cards.startup_ids,
                           capitalists=list(cards.caps), catalog=cards.catalog)
    if key is not None:
        if len(_RESOLVED) >= 256:
            _RESOLVED.clear()
        _RESOLVED[key] = (cards, opts)
    return build_game(opts, cards)


_PLAIN: Final = frozenset((bool, type(None)))
"""The option values a remembered request may hold (``True``, ``False`` and ``None``: no two of them are equal)."""
_RESOLVED: dict[RequestKey, tuple[BaseCards, Options]] = {}
"""Validated options per (compiled cards, player count, options given as True, False or None): a request
checked once is not checked again for every seed (the seed alone is checked)."""


def _shuffled(draw: Draw, items: Sequence[str]) -> list[str]:
    """A uniformly random order: sort by independent uniform keys (cheaper than ``random.shuffle``)."""
    keys = list(starmap(draw, repeat((), len(items))))
    return list(map(items.__getitem__, sorted(range(len(items)), key=keys.__getitem__)))


_PLANS: dict[tuple[int, tuple[str, ...], bool], Plan] = {}
"""What games with the same compiled cards and modules deal from (:func:`_plan`)."""


def _plan(cards: BaseCards, opts: Options) -> Plan:
    """The pools a game with these modules deals from, worked out once per compiled cards and modules: the
    base Company ids and their compiled cards, the new Companies' ids (and their cards in id order, as the card
    table lists them), the Start-up and Capitalist pools, every known Capitalist, the Personal-Manager ones.

    With Interbellum modules the pools grow (interbellum.setup.startups-capitalists)."""
    key = (id(cards), opts.modules, opts.capital_growth)
    hit = _PLANS.get(key)
    if hit is None or hit[0] is not cards:
        company_ids: list[str] = cards.company_ids
        startup_pool, cap_pool = cards.startup_ids, list(cards.caps)
        new_ids: list[str] = []
        assemble = False
        if opts.interbellum:
            cards.with_expansion()
            flags = {m: opts.uses(m) for m in opts.modules}
            all_ids, startup_pool, cap_pool = setup_hook("expansion_pools")(
                cards.catalog, flags, opts.capital_growth, company_ids, cards.startup_ids)
            if opts.uses("new_companies"):
                new_ids = all_ids[len(company_ids):]
                assemble = True
        infos = cards.infos
        known_caps = MappingProxyType({**cards.caps, **cards.ib_caps})
        personal = frozenset(k for k, c in known_caps.items() if c.ability == "personal-manager")
        hit = (cards, tuple(company_ids), tuple(map(infos.__getitem__, company_ids)), assemble, tuple(new_ids),
               tuple(infos[i] for i in sorted(set(new_ids) - set(company_ids))), tuple(startup_pool),
               tuple(cap_pool), known_caps, personal)
        if len(_PLANS) >= 64:
            _PLANS.clear()
        _PLANS[key] = hit
    return hit


def build_game(opts: Options, cards: BaseCards) -> GameState:
    """Deal and set up a game from validated options and the compiled cards.

    With Interbellum modules the pools grow (interbellum.setup.startups-capitalists) and the deck is
    assembled first (interbellum.setup.deck-assembly / quick-deck), then shuffled.
    """
    n = opts.players
    draw = random.Random(opts.seed).random
    _, company_ids, company_infos, assemble, new_ids, new_infos, startup_pool, cap_pool, known_caps, personal = (
        _plan(cards, opts))
    company_pool: Sequence[str] = company_ids
    if assemble:
        company_pool = setup_hook("assemble_deck")(draw, company_ids, new_ids, opts.families)
    deck_ids = _shuffled(draw, company_pool)
    dealt_startups = _shuffled(draw, startup_pool)[:n]
    dealt_caps: list[str | None] = list(_shuffled(draw, cap_pool)[:n])
    if len(dealt_caps) < n:
        dealt_caps = [None] * n
    first = int(draw() * n)
    picking = n == 5 and opts.startups is None  # interbellum.five-players.fifth-chooses
    extra_startup = extra_cap = None
    if picking:  # a second card to choose from, when the pools have one to spare
        spare_startups = [i for i in startup_pool if i not in dealt_startups]
        extra_startup = _shuffled(draw, spare_startups)[0] if spare_startups else None
        spare = [i for i in cap_pool if i not in dealt_caps]
        extra_cap = _shuffled(draw, spare)[0] if spare and opts.capitalists and opts.capitalist_ids is None else None
        picking = extra_startup is not None or extra_cap is not None
    if opts.deck is not None:
        deck_ids = list(opts.deck)
    if opts.startups is not None:
        dealt_startups = list(opts.startups)
    if opts.capitalist_ids is not None:
        dealt_caps = list(opts.capitalist_ids)
    if not opts.capitalists:
        dealt_caps = [None] * n
    if opts.first_player is not None:
        first = opts.first_player

    infos = cards.infos
    if opts.deck is None and not opts.interbellum:
        table: list[CardInfo] = list(company_infos)
    elif opts.deck is None and assemble:  # the base cards drawn, in catalog order, then the new ones by id
        in_deck = set(company_pool)
        table = [*compress(company_infos, map(in_deck.__contains__, company_ids)), *new_infos]
    else:
        in_deck = set(deck_ids)
        base_ids = set(company_ids)
        table = [infos[i] for i in company_ids if i in in_deck]
        table.extend(infos[i] for i in sorted(in_deck - base_ids))
    first_startup = len(table)
    table.extend(map(infos.__getitem__, dealt_startups))
    no_caps = None in dealt_caps
    caps: list[CapitalistInfo | None] = (
        [None if c is None else known_caps[c] for c in dealt_caps] if no_caps
        else list(map(known_caps.__getitem__, dealt_caps)))  # type: ignore[arg-type]  # no None: no_caps is False
    picks: FifthPicks | tuple[()] = ()
    if picking:
        fifth = (first + 4) % n
        pick_startups: tuple[int, ...] = (first_startup + fifth,)
        if extra_startup is not None:
            table.append(infos[extra_startup])
            pick_startups = (first_startup + fifth, len(table) - 1)
        pick_caps = (caps[fifth], known_caps[extra_cap]) if extra_cap is not None else (caps[fifth],)
        picks = (fifth, pick_startups, tuple(c for c in pick_caps if c is not None))
    schools: Sequence[int] = ()
    mgrs: Sequence[object] = ()
    mpile: Sequence[int] = ()
    if opts.uses("managers"):
        # Interbellum: the schools and the Manager pile; the Personal Manager's token is its owner's (or the fifth
        # player's to choose: interbellum.capitalist.personal-manager)
        school_infos, mgrs, mpile = setup_hook("deal_managers")(
            draw, cards.catalog, opts, not personal.isdisjoint(dealt_caps) or extra_cap in personal)
        schools = range(len(table), len(table) + len(school_infos))
        table.extend(school_infos)
    agent: object = None
    if opts.agent is not None or n == 1:
        by_id = {a.id: a for a in cards.catalog.agents}
        if n == 1:  # solo: two Agents, left and right (interbellum.solo.two-agents)
            ids = list(opts.agents) if opts.agents else _shuffled(draw, sorted(by_id))[:2]
            agent = tuple(setup_hook("agent_info")(by_id[i]) for i in ids)
        else:
            agent = setup_hook("agent_info")(by_id[opts.agent])  # type: ignore[index]  # set: n > 1 here
    spec = GameSpec(opts, table, range(first_startup, first_startup + n), caps, schools=schools, mgrs=mgrs,
                    mpile=mpile, agent=agent, picks=picks)

    s = blank_state(spec)
    s._deck = tuple(map(spec.index.__getitem__, deck_ids))
    s._first = first
    s._log = ("setup", -1, True, opts.modules, spec.names, tuple(dealt_startups),
               tuple(dealt_caps) if not no_caps else tuple("" if c is None else c for c in dealt_caps), first,
               len(deck_ids), None)
    if opts.extra_coal:
        s._holdings[COAL::SLOTS] = map(_ONE_MORE, s._holdings[COAL::SLOTS])  # interbellum.setup.extra-coal
        s._log = ("ib", -1, True, (R.IB_EXTRA_COAL, R.ENGINE_IB_EXTRA_COAL), *_EXTRA_COAL, s._log)
    if spec.var:
        s._log = ("ib", -1, True, (R.IB_SETUP_VARIABLE_DISC,), *_VARIABLE_DISC, s._log)
    begin(s, "picks" if picks else "auction")
    return s


_EXTRA_COAL: Final = say("base.log.extra-coal", "en"), say("base.log.extra-coal", "pt")
"""The log's line for the Interbellum extra coal (English, Portuguese), written once."""
_VARIABLE_DISC: Final = say("base.log.variable-disc", "en"), say("base.log.variable-disc", "pt")
"""The log's line for the variable Capital discs handed out (English, Portuguese), written once."""
_STARTING: Final = attrgetter("starting")
_ONE_MORE: Final = (1).__add__
