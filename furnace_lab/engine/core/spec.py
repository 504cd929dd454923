"""What stays fixed for a whole game: players, options, the compiled cards, Capitalist hooks.

A :class:`GameSpec` is built once by ``new_game`` (or ``production_position``) and shared, never copied,
by every state of that game: cloning a state costs nothing for it. It holds

* the players' names and the seats: players ``0..n-1`` and, with two players, the dummy bidder's seat ``2``
  (furnace.two-player.dummy);
* the validated :class:`~furnace_lab.engine.core.options.Options`;
* the card table: each card compiled once (:class:`~furnace_lab.engine.core.cards.CardInfo`), looked up by index;
* per seat, the Capitalist and its hooks (built by the rules' :func:`register_seat_hooks`: the base game's
  :class:`~furnace_lab.engine.base.capitalists.Hooks`), and its Capital discs;
* interned action tables per card, so producing a legal-action list allocates nothing;
* the functions the modules in use bring to each named hook (:mod:`~furnace_lab.engine.core.hooks`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import chain, compress
from operator import attrgetter, itemgetter
from typing import TYPE_CHECKING, Any, Final, Protocol

from furnace_lab.engine.core.actions import AssignManager, RepeatCard, UpgradeCard, UseCard, natural_key
from furnace_lab.engine.core.cards import CapitalistInfo, CardInfo, Pairs
from furnace_lab.engine.core.constants import DISC_VALUES, ROW_EXTRA
from furnace_lab.engine.core.hooks import hooks_of, modules_for
from furnace_lab.engine.core.options import Options

if TYPE_CHECKING:  # names for the annotations only
    PermKey = str | tuple[str, ...]
    """A key of ``GameSpec.perm_kind``: a permanent-effect kind, or a group of kinds asked together."""

    NaturalKey = tuple[tuple[int, int | str], ...]
    """A card id's natural sort key (:func:`~furnace_lab.engine.core.actions.natural_key`)."""
    CardTables = tuple[tuple[int, ...], tuple[UseCard, ...], tuple[UpgradeCard, ...], tuple[RepeatCard, ...],
                       dict[str, int]]
    """A card table's sort ranks, its interned use / upgrade / repeat actions and each id's index (:func:`_tables`)."""

    class SeatRules(Protocol):
        """What a seat's Capitalist hooks give (the base rules' :class:`~furnace_lab.engine.base.capitalists.Hooks`;
        ``core`` names only their shape)."""

        @property
        def rule_id(self) -> str | None: ...
        @property
        def comp_bonus(self) -> int: ...
        @property
        def unrestricted(self) -> bool: ...
        @property
        def extra_discs(self) -> tuple[int, ...]: ...
        @property
        def token_substitute(self) -> int | None: ...
        @property
        def repeat_cost(self) -> Pairs | None: ...
        @property
        def comp_first(self) -> bool: ...
        @property
        def several_managers(self) -> bool: ...
        @property
        def paired_disc(self) -> Any: ...  # int | None: read only for a seat that has the paired disc
        @property
        def neighbour_cost(self) -> Pairs | None: ...

    FifthPicks = tuple[int, tuple[int, ...], tuple[CapitalistInfo, ...]]
    """Interbellum, five players: (seat, one or two Start-up indices, one or two Capitalists) the fifth player
    chooses from."""

    SeatHooks = Callable[[CapitalistInfo | None], SeatRules]
    """Builds a seat's Capitalist hooks from its card (``None``: a seat without a Capitalist)."""

    SeatRow = tuple[CapitalistInfo | None, SeatRules, bool, int, int | None, Pairs | None, tuple[int, ...], int, int,
                    bool]
    """One seat's row of :func:`_seat_row`."""
    SeatTables = tuple[tuple[SeatRules, ...], tuple[bool, ...], tuple[int, ...], tuple[int | None, ...],
                       tuple[Pairs | None, ...], tuple[tuple[int, ...], ...], list[int], list[int], tuple[int, ...],
                       bool]
    """Per seat its hooks, the flags read on the hot path and its discs (:func:`_seat_tables`)."""


DISC_SLOTS = 10
"""Disc counts are kept per value 0..9 for each seat."""
_IB = attrgetter("ib")
_IS_STARTUP = attrgetter("is_startup")
_ID = attrgetter("id")
_BIT: Final = (1).__lshift__


_TABLES: dict[tuple[str, ...], CardTables] = {}
_SEEN: set[int] = set()
"""Hashes of the card tables built so far: a table is kept in ``_TABLES`` the second time it is asked for (an
Interbellum deck seldom comes again; keeping each one's tables would crowd out those that do come again)."""
_PER_ID: dict[str, tuple[NaturalKey, UseCard, UpgradeCard, RepeatCard]] = {}
"""Per card id: its natural sort key and its interned use / upgrade / repeat actions (Interbellum decks differ
from game to game, so whole tables are rarely shared)."""
_KEY_RANK: dict[NaturalKey, int] = {}
"""Every natural sort key of ``_PER_ID`` → its place among them (equal keys share a place), so a table is sorted
by comparing small ints."""
_PLACE: dict[str, int] = {}
"""Per card id of ``_PER_ID``: its key's place in ``_KEY_RANK`` (renumbered with it)."""


def _per_id(card_id: str) -> tuple[NaturalKey, UseCard, UpgradeCard, RepeatCard]:
    hit = _PER_ID.get(card_id)
    if hit is None:
        key = natural_key(card_id)
        hit = _PER_ID[card_id] = (key, UseCard(card_id), UpgradeCard(card_id), RepeatCard(card_id))
        if key not in _KEY_RANK:
            keys = sorted({*_KEY_RANK, key})
            _KEY_RANK.clear()
            _KEY_RANK.update({k: r for r, k in enumerate(keys)})
            _PLACE.clear()
            _PLACE.update({i: _KEY_RANK[v[0]] for i, v in _PER_ID.items()})
        else:
            _PLACE[card_id] = _KEY_RANK[key]
    return hit


def _tables(ids: tuple[str, ...]) -> CardTables:
    """Sort ranks and interned card actions for a card table (cached: games share tables).

    A card's rank only ever orders it against the table's other cards, so when no two of the table's ids share
    a natural sort key each card's place among every id seen so far serves as its rank (the same order as its
    place in the table, found without sorting); equal keys are ranked in table order."""
    hit = _TABLES.get(ids)
    if hit is None:
        if len(_PER_ID) >= 4096:
            _PER_ID.clear()
            _KEY_RANK.clear()
            _PLACE.clear()
        try:  # every id seen before (the usual case): looked up in C
            per = list(map(_PER_ID.__getitem__, ids))
        except KeyError:
            known = _PER_ID.get
            per = [known(i) or _per_id(i) for i in ids]
        places = tuple(map(_PLACE.__getitem__, ids))
        if len(set(places)) == len(places):
            rank = places
        else:
            order = sorted(range(len(ids)), key=places.__getitem__)  # stable: equal keys keep table order
            rank = tuple(sorted(range(len(ids)), key=order.__getitem__))  # the inverse: each card's place
        _, use, upg, rep = tuple(zip(*per, strict=True)) or ((), (), (), ())  # the columns of ``per`` in one pass
        hit = (rank, use, upg, rep, dict(zip(ids, range(len(ids)), strict=True)))
        seen = hash(ids)
        if seen in _SEEN:  # asked for before: kept from now on
            if len(_TABLES) >= 256:
                _TABLES.clear()
            _TABLES[ids] = hit
        else:
            if len(_SEEN) >= 4096:
                _SEEN.clear()
            _SEEN.add(seen)
    return hit


_SEAT_HOOKS: list[SeatHooks] = []
"""The rules' builder of a seat's hooks (one; :mod:`~furnace_lab.engine.base.capitalists` registers it)."""


def register_seat_hooks(builder: SeatHooks) -> None:
    """Name the function that builds each seat's Capitalist hooks (once, by the rules: the base game's
    :func:`~furnace_lab.engine.base.capitalists.hooks_for`). Its hooks give ``extra_discs``, ``unrestricted``,
    ``comp_bonus``, ``token_substitute``, ``repeat_cost`` and ``paired_disc``."""
    if _SEAT_HOOKS and _SEAT_HOOKS[0] is not builder:
        raise ValueError("the seats' Capitalist hooks already have a builder")
    _SEAT_HOOKS[:] = [builder]


def _hooks_for(cap: CapitalistInfo | None) -> SeatRules:
    if not _SEAT_HOOKS:
        raise RuntimeError("no rules registered the seats' Capitalist hooks (core.spec.register_seat_hooks)")
    return _SEAT_HOOKS[0](cap)


_DISCS: dict[tuple[int, ...], tuple[tuple[int, ...], int]] = {}


def _discs(extra: tuple[int, ...]) -> tuple[tuple[int, ...], int]:
    """A seat's Capital discs (the base set plus a Capitalist's extra ones): counts per value, mask of values."""
    hit = _DISCS.get(extra)
    if hit is None:
        counts = [0] * DISC_SLOTS
        for value in (*DISC_VALUES, *extra):
            counts[value] += 1
        hit = _DISCS[extra] = (tuple(counts), sum(1 << v for v in range(DISC_SLOTS) if counts[v]))
    return hit


_SEAT_ROWS: dict[int, SeatRow] = {}
"""Per Capitalist card (by identity, the card kept alive here; ``None`` for a seat without one): its seat's row
of :func:`_seat_tables`."""
_CAP: Final = itemgetter(0)


def _seat_row(cap: CapitalistInfo | None) -> SeatRow:
    """A seat's row for this Capitalist: the card, its hooks and the hook values read on the hot path, its
    Capital discs (counts per value, mask of values), the variable disc's free points
    (interbellum.capitalist.variable-plus-two) and whether it has a paired extra disc (cached per card)."""
    row = _SEAT_ROWS.get(id(cap))
    if row is None or row[0] is not cap:
        hooks = _hooks_for(cap)
        counts, held = _discs(hooks.extra_discs)
        bonus = int(cap.param("bonus", 0)) if cap is not None and cap.ability == "variable-plus-two" else 0
        row = (cap, hooks, hooks.unrestricted, hooks.comp_bonus, hooks.token_substitute, hooks.repeat_cost, counts,
               held, bonus, hooks.paired_disc is not None)
        if len(_SEAT_ROWS) >= 1024:
            _SEAT_ROWS.clear()
        _SEAT_ROWS[id(cap)] = row
    return row


def _seat_tables(capitalists: tuple[CapitalistInfo | None, ...], seats: int) -> SeatTables:
    """Per seat: Capitalist hooks and the flags read on the hot path, and Capital discs; per seat the variable
    disc's free points; whether a seat has a paired disc. Assembled from each card's cached row (the dummy
    bidder's seat, and any other seat without a Capitalist, has no hooks)."""
    caps = (*capitalists, *(None,) * (seats - len(capitalists)))
    rows: list[Any] = list(map(_SEAT_ROWS.get, map(id, caps)))  # the cached rows, or None: checked next
    if None in rows or tuple(map(_CAP, rows)) != caps:  # a card not seen yet (the same cards: compared by identity)
        rows = list(map(_seat_row, caps))
    _, hooks, unrestricted, comp_bonus, token_sub, repeat_cost, counts, held, bonus, paired = zip(*rows, strict=True)
    return (hooks, unrestricted, comp_bonus, token_sub, repeat_cost, counts, list(chain.from_iterable(counts)),
            list(held), bonus, any(paired))


_MGR_TABLES: dict[tuple[str, ...], tuple[tuple[int, ...], tuple[str, ...], dict[str, tuple[AssignManager, ...]]]] = {}
"""Per tuple of Manager token ids: each token's design rank, the design ids in sort order, and a shared table of
``assign`` rows per card id (:func:`assign_row`)."""


def _manager_tables(ids: tuple[str, ...]
                    ) -> tuple[tuple[int, ...], tuple[str, ...], dict[str, tuple[AssignManager, ...]]]:
    """Each Manager token's design rank (designs sorted like the ``assign`` actions: by natural key), the designs
    in that order, and the rows of ``assign`` actions per card id (filled on demand; cached per token list)."""
    hit = _MGR_TABLES.get(ids)
    if hit is None:
        designs = tuple(sorted(set(ids), key=lambda d: (natural_key(d), d)))
        place = {d: r for r, d in enumerate(designs)}
        if len(_MGR_TABLES) >= 64:
            _MGR_TABLES.clear()
        hit = _MGR_TABLES[ids] = (tuple([place[i] for i in ids]), designs, {})
    return hit


def assign_row(g: GameSpec, card_id: str) -> tuple[AssignManager, ...]:
    """The interned ``assign M@CARD`` actions of one card, one per Manager design in sort order."""
    row = g.assign_rows.get(card_id)
    if row is None:
        known = AssignManager._cache.get  # interned across games: most already exist
        row = g.assign_rows[card_id] = tuple([known((d, card_id)) or AssignManager(d, card_id) for d in g.mdesigns])
    return row


class GameSpec:
    """The fixed part of a game (shared by all its states)."""

    __slots__ = (
        "_key",
        "agent",
        "agents",
        "assign_rows",
        "capitalists",
        "cards",
        "chain",
        "comp_bonus",
        "counts0",
        "discs",
        "dummy",
        "growth",
        "held0",
        "hooks",
        "ib",
        "ib_rows",
        "index",
        "kinds_memo",
        "managers",
        "mdesigns",
        "mgrs",
        "module_hooks",
        "mpile",
        "mrank",
        "n",
        "names",
        "options",
        "origin",
        "paired",
        "perm_bits",
        "perm_kind",
        "picks",
        "place_memo",
        "rank",
        "rep_act",
        "repeat_cost",
        "row_size",
        "school_mask",
        "schools",
        "seats",
        "seed",
        "startup_mask",
        "startups",
        "token_sub",
        "unrestricted",
        "upg_act",
        "use_act",
        "used_modules",
        "var",
        "var_bonus",
    )

    def __init__(self, options: Options, cards: Sequence[CardInfo], startups: Sequence[int],
                 capitalists: Sequence[CapitalistInfo | None], *, origin: str = "game",
                 schools: Sequence[int] = (), mgrs: Sequence[Any] = (), mpile: Sequence[int] = (),
                 agent: Any = None, picks: Any = ()) -> None:
        self.options = options
        self.names = options.names
        self.n = n = len(options.names)
        self.seed = options.seed
        self.origin = origin
        self.dummy = n if n <= 2 else -1
        """The first non-player seat: the two-player dummy or Agent, or in the solo game the left Agent."""
        self.seats = n + 1 if n == 2 else (3 if n == 1 else n)
        self.row_size = options.row_size if options.interbellum else n + ROW_EXTRA
        self.var = options.uses("variable_discs")
        """Variable Capital discs in use (interbellum.setup.variable-disc)."""
        self.agents = tuple(agent) if isinstance(agent, (tuple, list)) else (() if agent is None else (agent,))
        """Interbellum Agents by seat - players (two players: one; solo: left then right)."""
        self.agent = self.agents[0] if self.agents else None
        self.picks = picks
        """Interbellum, five players: (seat, two Start-up indices, two Capitalists) the fifth player chooses from."""
        """Interbellum: the two-player Agent (:class:`~furnace_lab.engine.interbellum.agent.AgentInfo`) in the
        dummy's seat."""
        self.schools = tuple(schools)
        """Card indices of the Business Schools, in row order (Interbellum Managers module)."""
        self.school_mask = sum(map(_BIT, self.schools))
        self.mgrs = tuple(mgrs)
        """Manager tokens (:class:`~furnace_lab.engine.interbellum.managers.ManagerInfo`), one per physical token."""
        self.mpile = tuple(mpile)
        """The Manager pile's order, top first (token indices)."""
        self.mrank, self.mdesigns, self.assign_rows = _manager_tables(tuple([m.id for m in self.mgrs]))
        """Per Manager token its design's rank among ``mdesigns`` (the design ids in the ``assign`` actions' sort
        order), and per card id its row of interned ``assign`` actions by design (:func:`assign_row`)."""
        self.kinds_memo: tuple[Any, ...] = (None, 0, {}, {})
        """The Managers' table for the last placements seen
        (:func:`~furnace_lab.engine.interbellum.manager_placing.placed_table`):
        (placements, mask of the cards carrying a Manager, per such card what its Managers do, and what they do
        per token alone and per tuple of tokens met in this game)."""
        self.place_memo: tuple[Any, ...] = (None, None, None, -1, ())
        """The last answer of :func:`~furnace_lab.engine.interbellum.manager_placing.placing_choices`: (placements, the
        seat's Managers, its line, the seat, the choices, and what they were built from); an ``assign`` derives the
        next one from it."""
        self.managers = options.uses("managers")
        self.growth = options.capital_growth
        """Capital Growth: the variable disc is worth the round number, for free."""
        self.ib_rows = tuple(map(_IB, cards))
        """Per card: its Interbellum rows, or None (see :mod:`~furnace_lab.engine.interbellum.effects`)."""
        self.ib = any(self.ib_rows)
        """Some card has an Interbellum row (delivery, text, permanent, or paying from the card)."""
        self.perm_kind: dict[PermKey, tuple[int, ...]] = {}
        """Permanent-effect kind (and group of kinds) → the cards printing it on either side, so a rule asks only
        those (empty when no card has one)."""
        self.perm_bits: dict[int, int] = {}
        """Per card printing a permanent effect, the groups it prints (for ``state._permanent_groups``: see
        :func:`~furnace_lab.engine.interbellum.permanent.held_groups`). Shared by the games whose cards with
        Interbellum rows sit alike: never written to. Both filled by the permanent effects' ``spec_ready`` hook."""
        self.chain = options.production_chain
        self.cards = tuple(cards)
        self.rank, self.use_act, self.upg_act, self.rep_act, self.index = _tables(tuple(map(_ID, self.cards)))
        if len(self.index) != len(self.cards):
            raise ValueError("card ids must be unique in a game")
        self.startups = tuple(startups)
        self.startup_mask = sum(map(_BIT, compress(range(len(self.cards)), map(_IS_STARTUP, self.cards))))
        self.capitalists = tuple(capitalists)
        (self.hooks, self.unrestricted, self.comp_bonus, self.token_sub, self.repeat_cost, self.discs,
         self.counts0, self.held0, self.var_bonus, self.paired) = _seat_tables(self.capitalists, self.seats)
        """``var_bonus``: per seat, free points on the variable disc (interbellum.capitalist.variable-plus-two; 0 for
        every other seat); ``paired``: some seat has a paired extra disc (interbellum.capitalist.updated-arthur)."""
        if self.agents and self.var:  # a constant variable disc (interbellum.agent.disc-set)
            discs = list(self.discs)
            for k, info in enumerate(self.agents):
                value = info.variable_disc
                seat = n + k
                counts = list(discs[seat])
                counts[value] += 1
                discs[seat] = tuple(counts)
                self.counts0[seat * DISC_SLOTS + value] += 1
                self.held0[seat] |= 1 << value
            self.discs = tuple(discs)
        self.used_modules = modules_for(self)
        """The modules this game uses (:class:`~furnace_lab.engine.core.hooks.RulesModule`), in registration order:
        their hooks, and their parts of the state (:mod:`~furnace_lab.engine.core.module_parts`); none in a base
        game."""
        self.module_hooks = hooks_of(self.used_modules)
        """The functions the modules in use bring to each named hook (:mod:`~furnace_lab.engine.core.hooks`); a
        base game's are all empty."""
        for hook in self.module_hooks.spec_ready:  # Interbellum: the permanent effects' tables
            hook(self)
        self._key: tuple[object, ...] | None = None

    def key(self) -> tuple[object, ...]:
        """Everything that identifies the game (used for equality of states)."""
        if self._key is None:
            self._key = (
                self.names, self.seed, self.options, self.origin,
                tuple((c.id, repr(sorted(c.definition.items()))) for c in self.cards),
                self.startups,
                tuple(None if c is None else (c.id, c.ability, c.params) for c in self.capitalists),
                self.schools, tuple(m.id for m in self.mgrs), self.mpile,
                tuple(a.id for a in self.agents),
                None if not self.picks else (self.picks[0], self.picks[1], tuple(c.id for c in self.picks[2])),
            )
        return self._key

    def __eq__(self, other: object) -> bool:
        if self is other:
            return True
        return isinstance(other, GameSpec) and self.key() == other.key()

    def __hash__(self) -> int:
        return hash(self.key()[:2])

    def seat_name(self, seat: int) -> str:
        """A seat's name; the two-player dummy is called "dummy"."""
        if seat == self.dummy:
            return "dummy"
        if 0 <= seat < self.n:
            return self.names[seat]
        return "-"
