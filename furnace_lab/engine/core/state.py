"""The game state: everything that changes during a game, and the API to drive it.

A :class:`GameState` follows OpenSpiel's shape: ``current_player`` (a player index, ``CHANCE`` or
``TERMINAL``), ``legal_actions()`` (sorted, interned action values), ``apply(action)`` (returns the next
state and leaves this one untouched) and ``apply_in_place(action)`` (the fast path for search and playouts),
``clone()``, ``chance_outcomes()`` / ``sample_chance()``, ``is_over``, ``ranking()`` and ``returns()``.

The rules themselves live in the phase modules — :mod:`~furnace_lab.engine.base.auction`,
:mod:`~furnace_lab.engine.base.resolution`, :mod:`~furnace_lab.engine.base.production`,
:mod:`~furnace_lab.engine.base.rounds` — which read and write the state's fields directly. After every action the
engine runs all automatic steps (extractions, forced choices, card wins, the end of a round) until someone
must decide, logging each one as an automatic event.

For speed the state is a ``__slots__`` object of plain ints, tuples and short lists; the fixed part of the
game (:class:`~furnace_lab.engine.core.spec.GameSpec`) is shared by reference; the log and the action history
are immutable linked lists shared between clones; legal actions are computed lazily and cached until the
next action. ``clone()`` copies a handful of short lists and nothing else.
"""

from __future__ import annotations

import os
from bisect import bisect_left
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final, NamedTuple

from furnace_lab.cards.resources import Bundle
from furnace_lab.engine.core import citations as R
from furnace_lab.engine.core.actions import ROLLS, Action, Roll, parse_action, read_action, well_formed
from furnace_lab.engine.core.cards import CardInfo, Row
from furnace_lab.engine.core.constants import CHANCE, DIE_FACES, MONEY, PHASE_NAMES, PRODUCTION, SLOTS, TERMINAL
from furnace_lab.engine.core.logtext import LogText
from furnace_lab.engine.core.module_state import STAGE_PLACING, ManagerState
from furnace_lab.engine.core.phases import APPLY as _APPLY
from furnace_lab.engine.core.phases import BY_CODE as _PHASES
from furnace_lab.engine.core.phases import LEGAL as _LEGAL
from furnace_lab.engine.core.phases import RESULTS as _RESULTS
from furnace_lab.engine.core.phases import move_on as _move_on
from furnace_lab.engine.core.rng import die
from furnace_lab.engine.core.spec import GameSpec
from furnace_lab.engine.text import cited
from furnace_lab.errors import IllegalAction, UnknownCard

if TYPE_CHECKING:
    from furnace_lab.engine.core.events import Event
    from furnace_lab.engine.core.options import Options
    from furnace_lab.engine.explain import Explanation
    from furnace_lab.engine.records import Record

History = tuple[Action, "History"] | None
"""The actions applied so far: (newest action, the actions before it), or None before the first."""
RawEvent = tuple[Any, ...]
"""One log event's fields: (kind, seat or -1, automatic, then the kind's own values); ``events.Event`` reads them."""
LogNode = tuple[str, int, bool, *tuple[Any, ...], "LogNode"] | None
"""A node of the game log: an event's fields (kind, seat or -1, automatic, then the kind's own values), then the node
of the event before it (see :func:`walk_log`). mypy checks each event written has that shape; the kind's own values
stay ``Any`` (each kind has its own, read by ``events.Event``)."""
LogReading = tuple[Any, ...] | None
"""A log node as a reader walking back holds it (``node[3]``...): mypy cannot tell a kind's own values from the link at
the end, so a reader indexing past the first three fields walks the log as this."""
AgentState = tuple[int, tuple[int, ...], int]
"""An Interbellum Agent's part of the state: (money, the cards it has won, the Managers it has won)."""


def walk(cons: History) -> list[Action]:
    """The items of an immutable linked list, oldest first."""
    items = []
    while cons is not None:
        items.append(cons[0])
        cons = cons[1]
    items.reverse()
    return items


def walk_log(log: LogNode) -> list[RawEvent]:
    """A game log's events, oldest first.

    The log is a linked list whose nodes are the events themselves, each with one more field at its end: the
    node of the event before it (``None`` for the first). One tuple per event, not an event plus a link: a
    game's log takes about a third less memory, and adding an event allocates once. An Interbellum explanation
    kept as a template (:class:`~furnace_lab.engine.core.logtext.LogText`, then its values) is put into words here."""
    events = []
    while log is not None:
        if log[0] == "ib" and len(log) > 5 and type(log[4]) is LogText:  # a template: put into words
            events.append((*log[:4], *log[4].render(log[5:-1])))
        else:
            events.append(log[:-1])
        log = log[-1]
    events.reverse()
    return events


class ProductionCursor(NamedTuple):
    """Where the production phase stands (:attr:`GameState.production`): the engine's production bookkeeping
    read through the public API (the planner resumes a plan part-way through a player's production from it)."""

    order: tuple[int, ...]
    """The players in the order they produce this round."""
    done: tuple[int, ...]
    """The players who have finished producing this round (the start of ``order``)."""
    player: int
    """The player producing now (-1 once everyone is done)."""
    card: str | None
    """The card being resolved, or None between cards."""
    rows: int
    """How many rows that card has now: its printed rows on the side in use, with any Interbellum row spliced in
    (0 between cards)."""
    row_index: int
    """The next row of that card to resolve, from 0."""
    upgrades_on_row: int
    """How many upgrades the player has already made on the current row."""
    used: frozenset[str]
    """The cards used this phase (the producing player's, and a neighbour's card a Capitalist used)."""
    repeated: frozenset[int]
    """The players who have used their one repeat this phase."""
    placing_managers: bool
    """Interbellum Managers: the player is placing their Managers before their first card
    (interbellum.manager.assign-at-start)."""


def _bit_ids(g: GameSpec, mask: int) -> list[str]:
    """The ids of the cards whose bits are set in ``mask``."""
    return [card.id for i, card in enumerate(g.cards) if mask >> i & 1] if mask else []


_SCAN: Final = 16
"""Up to this many legal actions a plain scan checks an action faster than a binary search."""
MODULE_FIELDS: Final = ("_permanent_groups", "_variable_discs", "_managers", "_agents", "_pick", "_paired")
"""The modules' changing fields, each owned by one module's part of the state
(:class:`~furnace_lab.engine.core.module_parts.StatePart`: its values in a new game, its JSON, its checks, its lines
of the board). **Module state is immutable**: ints, tuples and frozen records only, so ``clone`` shares them (a change
builds a new value). A module's new field is added here, declared in ``GameState`` below, copied in ``clone`` (one
assignment) and named in its part's ``fields`` (``tests/engine/test_module_parts.py`` checks that every field is
owned by the base game or by exactly one part, and that ``clone``, ``==`` and the JSON handle it)."""
_DYNAMIC: Final = (
    "_phase", "_round", "_first", "current_player", "_holdings", "_deck", "_dealt", "_row", "_value_masks",
    "_seat_masks", "_row_bids", "_disc_counts", "_held_masks", "_blocked", "_turn_order", "_turn", "_lines",
    "_upgraded", "_used", "_discard", "_removed", "_stored", "_resolving", "_queue", "_queue_index", "_winner",
    "_pending", "_production_order", "_producing", "_card", "_rows", "_row_index", "_upgrades_on_row", "_repeated",
    "_rng", "_unused", "_unused_uses", "_variable_discs", "_managers", "_agents", "_pick", "_paired",
    "_permanent_groups",
)
"""Every field that changes during a game, except the log, the history and the legal-action cache (compared by
``==``, in this order: the planner's position keys read them in it too)."""
BASE_FIELDS: Final = tuple(name for name in _DYNAMIC if name not in MODULE_FIELDS)
"""The base game's changing fields: set up by ``base/setup.py``, copied by ``clone`` one by one, saved by
``serialize`` by name."""


class GameState:
    """One moment of a Furnace game. Build one with :func:`furnace_lab.engine.new_game`."""

    __slots__ = ("_g", "_history", "_legal", "_log", "is_over", *_DYNAMIC)

    # Every field is named as the saved state's JSON names it (``serialize``), with a leading underscore: the phase
    # modules read and write them directly; everyone else reads the public API below (``production`` for the
    # production phase's bookkeeping). Card numbers are indices into ``_g.cards``; seats are 0-based.
    _g: GameSpec
    """The fixed part of the game (players, options, compiled cards), shared by every state of the game."""
    _phase: int
    """The phase: 0 auction, 1 resolution, 2 production, 3 over (``PHASE_NAMES``)."""
    _round: int
    """The round number, from 1."""
    _first: int
    """The first player this round (production starts with them)."""
    _holdings: list[int]
    """Every player's coal, iron, oil, upgrade tokens and money, five slots a player (``SLOTS``, ``MONEY``...)."""
    _deck: tuple[int, ...]
    """The Company deck in its shuffled order; the cards before ``_dealt`` have been dealt."""
    _dealt: int
    """How many cards of ``_deck`` have been dealt to auction rows so far (the top of the deck is there)."""
    _row: tuple[int, ...]
    """This round's auction row, left to right (kept through resolution and production)."""
    _value_masks: list[int]
    """Per row card, a bit per Capital disc value already on it (a value may stand on a card only once)."""
    _seat_masks: list[int]
    """Per row card, a bit per seat with a disc on it (a seat bids on a card only once)."""
    _row_bids: list[tuple[tuple[int, int], ...]]
    """Per row card, its discs as (seat, value) in the order they were placed."""
    _disc_counts: list[int]
    """Per seat, ten counts: how many Capital discs of each value (0-9) the seat still holds this auction."""
    _held_masks: list[int]
    """Per seat, a bit per disc value it still holds (derived from ``_disc_counts``, kept for speed)."""
    _blocked: int
    """A bit per seat that holds discs but could place none and was passed over this auction."""
    _turn_order: tuple[int, ...]
    """The seats in bidding order this auction (the two-player dummy and Agents included)."""
    _turn: int
    """The index in ``_turn_order`` of the seat bidding now."""
    _lines: list[tuple[int, ...]]
    """Per player, their cards in line order: the Start-up first, then the Companies won."""
    _upgraded: int
    """A bit per card that is upgraded (turned to its upgraded side)."""
    _used: int
    """A bit per card the producing player has used this production phase."""
    _discard: tuple[int, ...]
    """Companies nobody bid on, discarded, oldest first."""
    _removed: tuple[int, ...]
    """Companies the two-player dummy won: out of the game."""
    _stored: dict[int, tuple[int, ...]]
    """Interbellum: resources lying on a card (coal, iron, oil, tokens, money), by card; absent when none."""
    _resolving: int
    """The index in ``_row`` of the card being resolved (resolution phase)."""
    _queue: tuple[tuple[int, int], ...] | None
    """The losing discs of the card being resolved, as (seat, value), in the order they take Compensation; None
    before the card is opened."""
    _queue_index: int
    """How many entries of ``_queue`` have been compensated so far."""
    _winner: tuple[int, int, bool]
    """The card's winning disc: (seat, value, won on a tie)."""
    _pending: int
    """The card won and waiting for its winner to choose where it goes in their line (-1: none)."""
    _production_order: tuple[int, ...]
    """The players in the order they produce this round (from the first player round the table)."""
    _producing: int
    """The index in ``_production_order`` of the player producing now (its length once all are done)."""
    _card: int
    """The card being resolved in production (-1: between cards)."""
    _rows: tuple[Row, ...]
    """That card's rows on the side in use (printed rows, with any Interbellum delivery spliced in)."""
    _row_index: int
    """The index in ``_rows`` of the next row to resolve."""
    _upgrades_on_row: int
    """How many upgrades the player has already made on the current row (an upgrade row's count)."""
    _repeated: int
    """A bit per seat that has used its one repeat this phase (bit seat + 16: the neighbour's-card Capitalist's
    ability used)."""
    _rng: int
    """The state of the game's own random generator (die rolls), advanced by every roll."""
    _unused: tuple[int, ...]
    """The producing player's cards not yet used this phase, in line order (derived, kept for speed)."""
    _unused_uses: tuple[Action, ...]
    """The ``use`` action for each card of ``_unused`` (the same order)."""
    # The modules' fields (MODULE_FIELDS): immutable values, each owned by one module's part of the state
    # (engine/interbellum/*_state.py), which gives its values in a new game, its JSON, its checks and its board lines.
    _permanent_groups: tuple[int, ...]
    """Interbellum: per player, the groups of permanent effects their line prints (derived from the lines:
    :func:`~furnace_lab.engine.interbellum.permanent.held_groups`)."""
    _variable_discs: tuple[tuple[int, int], ...]
    """Interbellum: per seat, where its variable Capital disc is — (card position index, value), or (-1, 0)
    while it is held; empty when the module is off."""
    _paired: tuple[int, ...]
    """Interbellum, updated Arthur: per seat, the card position index of her placed extra disc (-1: not placed);
    empty when nobody has her."""
    _pick: int
    """Interbellum, five players: the fifth player's choices still due (2 Start-up and Capitalist, 1, 0 none)."""
    _agents: tuple[AgentState, ...]
    """Interbellum two-player Agent: (money, card indices won, Managers won); empty without one."""
    _managers: ManagerState
    """Interbellum Managers: every Manager's place and the open Manager decision (:class:`ManagerState`); an empty
    tuple when the module is off."""
    _log: LogNode
    """The game log, newest event first: each node is an event's fields, then the older node (``walk_log``)."""
    _history: History
    """The actions applied so far, newest first, as a linked list (action, older list) shared between clones."""
    _legal: tuple[Action, ...] | None
    """The legal actions, cached until the next action (None: not worked out yet)."""

    # --- who acts ------------------------------------------------------------------------------------

    # ``current_player`` and ``is_over`` are plain attributes, read on every step of a playout (a property
    # would cost more than some rules do): read them, never assign them.
    current_player: int
    """The player to act (0-based), ``CHANCE`` (-1) when a die must be rolled, ``TERMINAL`` (-2) at the end."""
    is_over: bool
    """True once the game (or a production position) has ended."""

    @property
    def _cur(self) -> int:
        return self.current_player

    @property
    def is_terminal(self) -> bool:
        return self.is_over

    def is_chance_node(self) -> bool:
        return self.current_player == CHANCE

    # --- actions -------------------------------------------------------------------------------------

    def legal_actions(self) -> tuple[Action, ...]:
        """The legal actions, sorted (die outcomes at a chance node; none once the game is over)."""
        legal = self._legal
        if legal is None:
            legal = self._legal = _LEGAL[self._phase](self)
        return legal

    def apply_in_place(self, action: Action | str) -> None:
        """Apply an action to this state (fast path for search and playouts).

        An illegal action raises :class:`~furnace_lab.errors.IllegalAction` and leaves the state unchanged.
        The legality check is a lookup in the cached legal-action list, so a caller that just called
        ``legal_actions()`` pays almost nothing for it.
        """
        legal = self._legal
        if legal is None:
            legal = self._legal = _LEGAL[self._phase](self)
        handler = _APPLY.get(type(action))
        if handler is not None and len(legal) > _SCAN:
            # legal lists are sorted and actions interned: a binary search finds the very object (an Interbellum
            # bid list has a hundred or more entries); anything else is checked the long way
            try:
                i = bisect_left(legal, action)
            except TypeError:
                i = len(legal)
            if (i >= len(legal) or legal[i] is not action) and action not in legal:
                action = self._checked(action, legal)
                handler = _APPLY[type(action)]
        else:
            for known in legal:  # the very object, found without comparing actions' keys (cold objects in a playout)
                if known is action:
                    break
            else:
                if action not in legal:
                    action = self._checked(action, legal)
            try:
                handler = _APPLY[type(action)]
            except KeyError:  # a plain tuple equal to an action: use the action itself
                action = read_action(action[-1]) if isinstance(action, tuple) and action else action
                if type(action) not in _APPLY or action not in legal:
                    raise IllegalAction("expected an action or its notation", R.ENGINE_TURN, action=action) from None
                handler = _APPLY[type(action)]
        self._legal = None
        self._history = (action, self._history)
        # the phase driver (furnace_lab.engine.core.phases.play, written out here because it runs after every action):
        # the action applies in its phase (a sub-phase's handler names it), then the phase runs on to the next
        # decision or its end
        phase = handler(self, action) or _PHASES[self._phase]
        if phase.run(self):
            _move_on(self, phase)

    def apply(self, action: Action | str) -> GameState:
        """The state after ``action``; this state is left untouched. Accepts an action or its notation."""
        child = self.clone()
        child.apply_in_place(action)
        return child

    child = apply

    def _checked(self, action: object, legal: tuple[Action, ...]) -> Action:
        """Turn notation into an action and check it, raising IllegalAction with the reason."""
        if isinstance(action, str):
            action = parse_action(self, action)
            if action in legal:
                return action
        action = well_formed(action)  # not an action, or a malformed one: refused
        if action in legal:  # a hand-built copy of a legal action
            return action
        from furnace_lab.engine.explain import why_not

        refusal = why_not(self, action) or cited(R.ENGINE_TURN, "state.not-legal").refusal()
        raise IllegalAction(refusal[1], refusal[0], action=action, reason_pt=refusal[2])

    def _check_card_id(self, card_id: str) -> None:
        if card_id not in self._g.index:
            import difflib

            close = tuple(difflib.get_close_matches(card_id, list(self._g.index), n=3, cutoff=0.5))
            raise UnknownCard(card_id, close)

    def explain(self, action: Action | str, lang: str = "en") -> Explanation:
        """Why ``action`` is or is not legal here, citing the rule, without applying it. What is neither an action nor
        its notation (``None``, a malformed action object) is refused with :class:`IllegalAction`, as ``apply``
        refuses it."""
        from furnace_lab.engine.explain import explain

        return explain(self, action if isinstance(action, str) else well_formed(action), lang)

    # --- chance --------------------------------------------------------------------------------------

    def chance_outcomes(self) -> list[tuple[Roll, float]]:
        """At a chance node, every die outcome with its probability; otherwise an empty list."""
        if self.current_player != CHANCE:
            return []
        p = 1.0 / DIE_FACES
        return [(roll, p) for roll in ROLLS]

    def sample_chance(self) -> Roll:
        """The die outcome drawn from this state's own seeded generator (the state is not changed).

        Applying any die outcome advances the generator, so sampling, applying and sampling again gives a
        fresh, reproducible draw (furnace_lab.chance.die).
        """
        if self.current_player != CHANCE:
            refused = cited(R.ENGINE_DIE, "state.no-die")
            raise IllegalAction(refused.text("en"), R.ENGINE_DIE, reason_pt=refused.text("pt"))
        return ROLLS[die(self._rng, DIE_FACES) - 1]

    # --- copying and comparing ----------------------------------------------------------------------

    def clone(self) -> GameState:
        """An independent copy (hand-written: short list copies, everything else shared or immutable; the modules'
        fields are immutable, so shared)."""
        c = object.__new__(GameState)
        c._g = self._g
        c._phase = self._phase
        c._round = self._round
        c._first = self._first
        c.current_player = self.current_player
        c.is_over = self.is_over
        c._holdings = self._holdings[:]
        c._deck = self._deck
        c._dealt = self._dealt
        c._row = self._row
        c._value_masks = self._value_masks[:]
        c._seat_masks = self._seat_masks[:]
        c._row_bids = self._row_bids[:]
        c._disc_counts = self._disc_counts[:]
        c._held_masks = self._held_masks[:]
        c._blocked = self._blocked
        c._turn_order = self._turn_order
        c._turn = self._turn
        c._lines = self._lines[:]
        c._upgraded = self._upgraded
        c._used = self._used
        c._discard = self._discard
        c._removed = self._removed
        c._stored = dict(self._stored) if self._stored else {}
        c._resolving = self._resolving
        c._queue = self._queue
        c._queue_index = self._queue_index
        c._winner = self._winner
        c._pending = self._pending
        c._production_order = self._production_order
        c._producing = self._producing
        c._card = self._card
        c._rows = self._rows
        c._row_index = self._row_index
        c._upgrades_on_row = self._upgrades_on_row
        c._repeated = self._repeated
        c._rng = self._rng
        c._unused = self._unused
        c._unused_uses = self._unused_uses
        # the modules' fields (MODULE_FIELDS): immutable, so shared; written out, not looped over (a loop of
        # getattr/setattr costs about 4,400 instructions more per clone: a third more)
        c._permanent_groups = self._permanent_groups
        c._variable_discs = self._variable_discs
        c._managers = self._managers
        c._agents = self._agents
        c._pick = self._pick
        c._paired = self._paired
        c._log = self._log
        c._history = self._history
        c._legal = self._legal
        return c

    __copy__ = clone

    def __deepcopy__(self, memo: dict[int, object]) -> GameState:
        return self.clone()

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, GameState):
            return NotImplemented
        if self is other:
            return True
        if self._g != other._g:
            return False
        for name in _DYNAMIC:
            if getattr(self, name) != getattr(other, name):
                return False
        return walk(self._history) == walk(other._history) and walk_log(self._log) == walk_log(other._log)

    __hash__ = None  # type: ignore[assignment]

    # --- reading the position -----------------------------------------------------------------------

    @property
    def spec(self) -> GameSpec:
        return self._g

    @property
    def phase(self) -> str:
        """``"auction"``, ``"resolution"``, ``"production"`` or ``"over"``."""
        return PHASE_NAMES[self._phase]

    @property
    def round(self) -> int:
        return self._round

    @property
    def first_player(self) -> int:
        return self._first

    @property
    def players(self) -> tuple[str, ...]:
        return self._g.names

    @property
    def num_players(self) -> int:
        return self._g.n

    @property
    def options(self) -> Options:
        return self._g.options

    @property
    def seed(self) -> int:
        return self._g.seed

    @property
    def row(self) -> tuple[str, ...]:
        """The auction row's card ids, left to right (this round's; kept through production)."""
        cards = self._g.cards
        return tuple(cards[c].id for c in self._row)

    def variable_disc(self, seat: int) -> tuple[int, int] | None:
        """Interbellum: (card position from 1, value) of the seat's placed variable disc, or None if held/unused."""
        if not self._variable_discs or self._variable_discs[seat][0] < 0:
            return None
        pos, value = self._variable_discs[seat]
        return pos + 1, value

    def stored(self, card_id: str) -> Bundle:
        """Resources stored on a card (Interbellum: iron when outbid, coal spent on upgrades, ...)."""
        self._check_card_id(card_id)
        return Bundle(*self._stored.get(self._g.index[card_id], (0, 0, 0, 0, 0)))

    @property
    def catalog_cards(self) -> dict[str, CardInfo]:
        """The game's cards as the engine compiled them, by id."""
        return {c.id: c for c in self._g.cards}

    def card(self, card_id: str) -> CardInfo:
        """The game's compiled card (:class:`~furnace_lab.engine.core.cards.CardInfo`) for an id."""
        self._check_card_id(card_id)
        return self._g.cards[self._g.index[card_id]]

    def managers(self, player: int) -> list[tuple[str, str | None]]:
        """Interbellum: the player's Managers as (Manager id, card id it sits on or None)."""
        if not self._managers:
            return []

        g = self._g
        where = {t: c for t, c in self._managers.placed}
        return [(g.mgrs[t].id, g.cards[where[t]].id if where.get(t, -1) >= 0 else None)
                for t in self._managers.owned[player]]

    def agent_money(self, k: int = 0) -> int | None:
        """Interbellum: Agent k's money (two players: the Agent; solo: 0 left, 1 right), else None."""
        return self._agents[k][0] if k < len(self._agents) else None

    def agent_cards(self, k: int = 0) -> tuple[str, ...]:
        """Interbellum: the Companies Agent k has won."""
        return tuple(self._g.cards[c].id for c in self._agents[k][1]) if k < len(self._agents) else ()

    def school_managers(self) -> list[str | None]:
        """Interbellum: the Manager on each Business School this round (None once taken or if none)."""
        if not self._managers:
            return []

        return [self._g.mgrs[t].id if t >= 0 else None for t in self._managers.school]

    def bids(self) -> list[list[tuple[int, int]]]:
        """Per row card, the discs on it as (seat, value) in placement order (the dummy is seat 2)."""
        return [list(b) for b in self._row_bids]

    def discs(self, seat: int) -> list[int]:
        """The disc values a seat still holds this auction, ascending (repeats for duplicates)."""
        counts = self._disc_counts[seat * 10:(seat + 1) * 10]
        return [v for v in range(10) for _ in range(counts[v])]

    def holdings(self, player: int) -> Bundle:
        """A player's coal, iron, oil, upgrade tokens and money."""
        return Bundle(*self._holdings[player * SLOTS:(player + 1) * SLOTS])

    def amounts(self, player: int) -> list[int]:
        """A player's coal, iron, oil, upgrade tokens and money as five numbers in that order (a copy; the search's
        cheap form of :meth:`holdings`)."""
        base = player * SLOTS
        return self._holdings[base:base + SLOTS]

    def money(self, player: int) -> int:
        return self._holdings[player * SLOTS + MONEY]

    def cards(self, player: int) -> tuple[str, ...]:
        """A player's cards (Start-up included), in line order."""
        cards = self._g.cards
        return tuple(cards[c].id for c in self._lines[player])

    def companies(self, player: int) -> tuple[str, ...]:
        """A player's Companies, in line order."""
        cards = self._g.cards
        return tuple(cards[c].id for c in self._lines[player] if not cards[c].is_startup)

    def startup(self, player: int) -> str:
        return self._g.cards[self._g.startups[player]].id

    def capitalist(self, player: int) -> str | None:
        cap = self._g.capitalists[player] if player < len(self._g.capitalists) else None
        return None if cap is None else cap.id

    def is_upgraded(self, card_id: str) -> bool:
        self._check_card_id(card_id)
        return bool(self._upgraded >> self._g.index[card_id] & 1)

    def was_used(self, card_id: str) -> bool:
        """Has the producing player already used this card this phase?"""
        self._check_card_id(card_id)
        return bool(self._used >> self._g.index[card_id] & 1)

    @property
    def current_card(self) -> str | None:
        """The card being resolved in production, if any."""
        return self._g.cards[self._card].id if self._card >= 0 and self._phase == 2 else None

    @property
    def production(self) -> ProductionCursor | None:
        """Where the production phase stands (who produces, which card and row, what is used); None outside it."""
        if self._phase != PRODUCTION:
            return None
        g = self._g
        order = self._production_order
        k = self._producing
        card = self._card
        return ProductionCursor(
            order=order, done=order[:k], player=order[k] if k < len(order) else -1,
            card=g.cards[card].id if card >= 0 else None, rows=len(self._rows) if card >= 0 else 0,
            row_index=self._row_index, upgrades_on_row=self._upgrades_on_row,
            used=frozenset(_bit_ids(g, self._used)),
            repeated=frozenset(p for p in range(g.n) if self._repeated >> p & 1),
            placing_managers=bool(self._managers) and self._managers.stage == STAGE_PLACING)

    @property
    def deck(self) -> tuple[str, ...]:
        """The Company cards still in the deck, top first."""
        cards = self._g.cards
        return tuple(cards[c].id for c in self._deck[self._dealt:])

    @property
    def discarded(self) -> tuple[str, ...]:
        cards = self._g.cards
        return tuple(cards[c].id for c in self._discard)

    @property
    def removed(self) -> tuple[str, ...]:
        """Companies the two-player dummy won: out of the game."""
        cards = self._g.cards
        return tuple(cards[c].id for c in self._removed)

    # --- the end ------------------------------------------------------------------------------------

    def ranking(self) -> list[int]:
        """Players best first: most money, then more cards, then more resources."""
        return _RESULTS.ranking(self)  # registered by the rules (core.phases.RESULTS)

    def placings(self) -> list[int]:
        """Each player's place (1 = winner); players tied on money, cards and resources share it."""
        return _RESULTS.placings(self)  # registered by the rules (core.phases.RESULTS)

    def returns(self) -> list[float]:
        """1/k for each of k players sharing first place once the game is over, else 0."""
        return _RESULTS.returns(self)  # registered by the rules (core.phases.RESULTS)

    # --- history --------------------------------------------------------------------------------------

    @property
    def history(self) -> list[Action]:
        """Every action applied since the start, oldest first (chance outcomes included)."""
        return walk(self._history)

    @property
    def log(self) -> list[Event]:
        """Every event since setup, oldest first, as :class:`~furnace_lab.engine.core.events.Event` values."""
        from furnace_lab.engine.core.events import Event

        return [Event(raw, self._g) for raw in walk_log(self._log)]

    def iter_log(self) -> Iterator[RawEvent]:
        """The raw event tuples, oldest first (cheap; no formatting)."""
        return iter(walk_log(self._log))

    def record(self) -> Record:
        """The game record (options, seed, players, actions) that replays to this state."""
        from furnace_lab.engine.records import record_of

        return record_of(self)

    def save_record(self, path: str | os.PathLike[str]) -> Path:
        """Save this game's record to ``path`` atomically (a temporary file renamed over the target)."""
        from furnace_lab.engine.records import save_record

        return save_record(self, path)

    def to_json(self) -> str:
        """The full state as JSON text (``GameState.from_json`` reads it back to an equal state)."""
        from furnace_lab.engine.serialize import state_to_json

        return state_to_json(self)

    @classmethod
    def from_json(cls, text: str) -> GameState:
        from furnace_lab.engine.serialize import state_from_json

        return state_from_json(text)

    def __repr__(self) -> str:
        who = {CHANCE: "chance", TERMINAL: "terminal"}.get(self.current_player, f"player {self.current_player}")
        return f"<GameState round {self._round} {self.phase}, {who} to act, {len(walk(self._history))} actions>"

    def describe(self, lang: str = "en") -> str:
        """The board as text: English (``"en"``, what ``print(state)`` shows) or Portuguese (``"pt"``)."""
        from furnace_lab.engine.describe import board_text

        return board_text(self, lang)

    def __str__(self) -> str:
        from furnace_lab.engine.describe import board_text

        return board_text(self)
