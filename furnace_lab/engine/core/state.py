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

from bisect import bisect_left
from collections.abc import Callable, Iterator
from typing import Any, Final

from furnace_lab.cards.resources import Bundle
from furnace_lab.engine.base.auction import ROLLS, apply_bid, apply_pair, apply_roll, legal_bids
from furnace_lab.engine.base.production import (
    apply_done,
    apply_repeat,
    apply_run,
    apply_upgrade,
    apply_use,
    legal_production,
)
from furnace_lab.engine.base.resolution import apply_compensate, apply_insert, legal_resolution
from furnace_lab.engine.core import citations as R
from furnace_lab.engine.core.actions import (
    Action,
    AssignManager,
    Bid,
    ChooseCard,
    Compensate,
    Done,
    InsertCard,
    ManagerUse,
    PairBid,
    RepeatCard,
    Roll,
    Run,
    UpgradeCard,
    UseCard,
    VarBid,
    parse_action,
    read_action,
    well_formed,
)
from furnace_lab.engine.core.constants import CHANCE, DIE_FACES, MONEY, PHASE_NAMES, SLOTS, TERMINAL
from furnace_lab.engine.core.logtext import LogText
from furnace_lab.engine.core.rng import die
from furnace_lab.engine.core.spec import GameSpec
from furnace_lab.engine.interbellum.fifth import apply_choose
from furnace_lab.engine.interbellum.managers import apply_assign
from furnace_lab.engine.interbellum.managers import apply_use as apply_manager
from furnace_lab.engine.interbellum.variable import apply_vbid
from furnace_lab.errors import IllegalAction, UnknownCard

Cons = tuple[Any, Any] | None
LogNode = tuple[Any, ...] | None
"""A node of the game log: an event's fields, then the node of the event before it (see :func:`walk_log`)."""


def walk(cons: Cons) -> list[Any]:
    """The items of an immutable linked list, oldest first."""
    items = []
    while cons is not None:
        items.append(cons[0])
        cons = cons[1]
    items.reverse()
    return items


def walk_log(log: LogNode) -> list[tuple[Any, ...]]:
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


def _no_actions(s: GameState) -> tuple[Action, ...]:
    return ()


_LEGAL: Final[tuple[Callable[[Any], tuple[Action, ...]], ...]] = (
    legal_bids, legal_resolution, legal_production, _no_actions)
_APPLY: Final[dict[type, Callable[[Any, Any], None]]] = {
    AssignManager: apply_assign, ManagerUse: apply_manager, ChooseCard: apply_choose, PairBid: apply_pair,
    Bid: apply_bid, VarBid: apply_vbid, Roll: apply_roll, Compensate: apply_compensate, InsertCard: apply_insert,
    UseCard: apply_use,
    Run: apply_run, UpgradeCard: apply_upgrade, RepeatCard: apply_repeat, Done: apply_done,
}
_SCAN: Final = 16
"""Up to this many legal actions a plain scan checks an action faster than a binary search."""
_DYNAMIC: Final = (
    "_phase", "_round", "_first", "current_player", "_res", "_deck", "_dpos", "_row", "_vmask", "_omask", "_pbids",
    "_counts", "_held", "_blocked", "_order", "_oi", "_line", "_upgraded", "_used", "_discard", "_removed",
    "_stored", "_rpos", "_queue", "_qi", "_winner", "_pending", "_porder", "_pi", "_card", "_rows", "_ri",
    "_ucount", "_repeated", "_rng", "_left", "_leftacts", "_var", "_mg", "_agent", "_pick", "_pair", "_perm",
)
"""Every field that changes during a game, except the log, the history and the legal-action cache."""


class GameState:
    """One moment of a Furnace game. Build one with :func:`furnace_lab.engine.new_game`."""

    __slots__ = ("_g", "_hist", "_legal", "_log", "is_over", *_DYNAMIC)

    _g: GameSpec
    _phase: int
    _round: int
    _first: int
    _res: list[int]
    _deck: tuple[int, ...]
    _dpos: int
    _row: tuple[int, ...]
    _vmask: list[int]
    _omask: list[int]
    _pbids: list[tuple[tuple[int, int], ...]]
    _counts: list[int]
    _held: list[int]
    _blocked: int
    _order: tuple[int, ...]
    _oi: int
    _line: list[tuple[int, ...]]
    _perm: tuple[int, ...]
    """Per player, the groups of permanent effects their line prints (derived from the lines:
    :func:`~furnace_lab.engine.interbellum.permanent.held_groups`)."""
    _upgraded: int
    _used: int
    _discard: tuple[int, ...]
    _removed: tuple[int, ...]
    _stored: dict[int, tuple[int, ...]]
    _rpos: int
    _queue: tuple[tuple[int, int], ...] | None
    _qi: int
    _winner: tuple[int, int, bool]
    _pending: int
    _porder: tuple[int, ...]
    _pi: int
    _card: int
    _rows: tuple[Any, ...]
    _ri: int
    _ucount: int
    _repeated: int
    _rng: int
    _left: tuple[int, ...]
    _leftacts: tuple[Action, ...]
    _var: tuple[tuple[int, int], ...]
    """Interbellum: per seat, where its variable Capital disc is — (card position index, value), or (-1, 0)
    while it is held; empty when the module is off."""
    _pair: tuple[int, ...]
    """Interbellum, updated Arthur: per seat, the card position index of her placed extra disc (-1: not placed);
    empty when nobody has her."""
    _pick: int
    """Interbellum, five players: the fifth player's choices still due (2 Start-up and Capitalist, 1, 0 none)."""
    _agent: tuple[Any, ...]
    """Interbellum two-player Agent: (money, card indices won, Managers won); empty without one."""
    _mg: tuple[Any, ...]
    """Interbellum Managers: pile position, Managers on the schools, owned, placed, ... (``managers.MG_*``)."""
    _log: LogNode
    """The game log, newest event first: each node is an event's fields, then the older node (``walk_log``)."""
    _hist: Cons
    _legal: tuple[Action, ...] | None

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
            self._legal = None
            self._hist = (action, self._hist)
            handler(self, action)
            return
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
        self._hist = (action, self._hist)
        handler(self, action)

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

        refusal = why_not(self, action) or (R.ENGINE_TURN, "that action is not legal now",
                                             "essa ação não é permitida agora")
        raise IllegalAction(refusal[1], refusal[0], action=action, reason_pt=refusal[2])

    def _check_card_id(self, card_id: str) -> None:
        if card_id not in self._g.index:
            import difflib

            close = tuple(difflib.get_close_matches(card_id, list(self._g.index), n=3, cutoff=0.5))
            raise UnknownCard(card_id, close)

    def explain(self, action: Action | str, lang: str = "en") -> Any:
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
            raise IllegalAction("no die roll is due now", R.ENGINE_DIE, reason_pt="nenhum dado deve ser rolado agora")
        return ROLLS[die(self._rng, DIE_FACES) - 1]

    # --- copying and comparing ----------------------------------------------------------------------

    def clone(self) -> GameState:
        """An independent copy (hand-written: short list copies, everything else shared or immutable)."""
        c = object.__new__(GameState)
        c._g = self._g
        c._phase = self._phase
        c._round = self._round
        c._first = self._first
        c.current_player = self.current_player
        c.is_over = self.is_over
        c._res = self._res[:]
        c._deck = self._deck
        c._dpos = self._dpos
        c._row = self._row
        c._vmask = self._vmask[:]
        c._omask = self._omask[:]
        c._pbids = self._pbids[:]
        c._counts = self._counts[:]
        c._held = self._held[:]
        c._blocked = self._blocked
        c._order = self._order
        c._oi = self._oi
        c._line = self._line[:]
        c._perm = self._perm
        c._upgraded = self._upgraded
        c._used = self._used
        c._discard = self._discard
        c._removed = self._removed
        c._stored = dict(self._stored) if self._stored else {}
        c._rpos = self._rpos
        c._queue = self._queue
        c._qi = self._qi
        c._winner = self._winner
        c._pending = self._pending
        c._porder = self._porder
        c._pi = self._pi
        c._card = self._card
        c._rows = self._rows
        c._ri = self._ri
        c._ucount = self._ucount
        c._repeated = self._repeated
        c._rng = self._rng
        c._left = self._left
        c._leftacts = self._leftacts
        c._var = self._var
        c._mg = self._mg
        c._agent = self._agent
        c._pick = self._pick
        c._pair = self._pair
        c._log = self._log
        c._hist = self._hist
        c._legal = self._legal
        return c

    __copy__ = clone

    def __deepcopy__(self, memo: dict[int, Any]) -> GameState:
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
        return walk(self._hist) == walk(other._hist) and walk_log(self._log) == walk_log(other._log)

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
    def options(self) -> Any:
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
        if not self._var or self._var[seat][0] < 0:
            return None
        pos, value = self._var[seat]
        return pos + 1, value

    def stored(self, card_id: str) -> Bundle:
        """Resources stored on a card (Interbellum: iron when outbid, coal spent on upgrades, ...)."""
        self._check_card_id(card_id)
        return Bundle(*self._stored.get(self._g.index[card_id], (0, 0, 0, 0, 0)))

    @property
    def catalog_cards(self) -> dict[str, Any]:
        """The game's cards as the engine compiled them, by id."""
        return {c.id: c for c in self._g.cards}

    def card(self, card_id: str) -> Any:
        """The game's compiled card (:class:`~furnace_lab.engine.core.cards.CardInfo`) for an id."""
        self._check_card_id(card_id)
        return self._g.cards[self._g.index[card_id]]

    def managers(self, player: int) -> list[tuple[str, str | None]]:
        """Interbellum: the player's Managers as (Manager id, card id it sits on or None)."""
        if not self._mg:
            return []
        from furnace_lab.engine.interbellum.managers import MG_OWNED, MG_PLACED

        g = self._g
        where = {t: c for t, c in self._mg[MG_PLACED]}
        return [(g.mgrs[t].id, g.cards[where[t]].id if where.get(t, -1) >= 0 else None)
                for t in self._mg[MG_OWNED][player]]

    def agent_money(self, k: int = 0) -> int | None:
        """Interbellum: Agent k's money (two players: the Agent; solo: 0 left, 1 right), else None."""
        return self._agent[k][0] if k < len(self._agent) else None

    def agent_cards(self, k: int = 0) -> tuple[str, ...]:
        """Interbellum: the Companies Agent k has won."""
        return tuple(self._g.cards[c].id for c in self._agent[k][1]) if k < len(self._agent) else ()

    def school_managers(self) -> list[str | None]:
        """Interbellum: the Manager on each Business School this round (None once taken or if none)."""
        if not self._mg:
            return []
        from furnace_lab.engine.interbellum.managers import MG_SCHOOL

        return [self._g.mgrs[t].id if t >= 0 else None for t in self._mg[MG_SCHOOL]]

    def bids(self) -> list[list[tuple[int, int]]]:
        """Per row card, the discs on it as (seat, value) in placement order (the dummy is seat 2)."""
        return [list(b) for b in self._pbids]

    def discs(self, seat: int) -> list[int]:
        """The disc values a seat still holds this auction, ascending (repeats for duplicates)."""
        counts = self._counts[seat * 10:(seat + 1) * 10]
        return [v for v in range(10) for _ in range(counts[v])]

    def holdings(self, player: int) -> Bundle:
        """A player's coal, iron, oil, upgrade tokens and money."""
        return Bundle(*self._res[player * SLOTS:(player + 1) * SLOTS])

    def money(self, player: int) -> int:
        return self._res[player * SLOTS + MONEY]

    def cards(self, player: int) -> tuple[str, ...]:
        """A player's cards (Start-up included), in line order."""
        cards = self._g.cards
        return tuple(cards[c].id for c in self._line[player])

    def companies(self, player: int) -> tuple[str, ...]:
        """A player's Companies, in line order."""
        cards = self._g.cards
        return tuple(cards[c].id for c in self._line[player] if not cards[c].is_startup)

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
    def deck(self) -> tuple[str, ...]:
        """The Company cards still in the deck, top first."""
        cards = self._g.cards
        return tuple(cards[c].id for c in self._deck[self._dpos:])

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
        from furnace_lab.engine.base.rounds import ranking

        return ranking(self)

    def placings(self) -> list[int]:
        """Each player's place (1 = winner); players tied on money, cards and resources share it."""
        from furnace_lab.engine.base.rounds import placings

        return placings(self)

    def returns(self) -> list[float]:
        """1/k for each of k players sharing first place once the game is over, else 0."""
        from furnace_lab.engine.base.rounds import returns

        return returns(self)

    # --- history --------------------------------------------------------------------------------------

    @property
    def history(self) -> list[Action]:
        """Every action applied since the start, oldest first (chance outcomes included)."""
        return walk(self._hist)

    @property
    def log(self) -> list[Any]:
        """Every event since setup, oldest first, as :class:`~furnace_lab.engine.core.events.Event` values."""
        from furnace_lab.engine.core.events import Event

        return [Event(raw, self._g) for raw in walk_log(self._log)]

    def iter_log(self) -> Iterator[tuple[Any, ...]]:
        """The raw event tuples, oldest first (cheap; no formatting)."""
        return iter(walk_log(self._log))

    def record(self) -> Any:
        """The game record (options, seed, players, actions) that replays to this state."""
        from furnace_lab.engine.records import record_of

        return record_of(self)

    def save_record(self, path: Any) -> Any:
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
        return f"<GameState round {self._round} {self.phase}, {who} to act, {len(walk(self._hist))} actions>"

    def describe(self, lang: str = "en") -> str:
        """The board as text: English (``"en"``, what ``print(state)`` shows) or Portuguese (``"pt"``)."""
        from furnace_lab.engine.describe import board_text

        return board_text(self, lang)

    def __str__(self) -> str:
        from furnace_lab.engine.describe import board_text

        return board_text(self)
