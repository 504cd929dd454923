"""The actions a player (or the die) can take, each a small frozen value with a short notation.

=====================  ====================  ==========================================================
action                 notation              meaning
=====================  ====================  ==========================================================
:class:`Bid`           ``bid 3@2``           place your Capital disc 3 on the 2nd card of the auction row
:class:`PairBid`       ``pair 3@4+2``        Interbellum, updated Arthur: disc 3 on card 4 and her extra disc on card 2
:class:`VarBid`        ``vbid 5@2``          Interbellum: your variable Capital disc, worth 5, on the 2nd card
:class:`Compensate`    ``comp 2``            run a losing card's processing compensation 2 times
:class:`UseCard`       ``use base-c7``       start resolving one of your cards in production
:class:`Run`           ``run 2``             run the current processing row 2 times (0 skips it)
:class:`UpgradeCard`   ``upgrade base-c12``  flip a Company to its upgraded side (the Start-up's row)
:class:`RepeatCard`    ``repeat base-c7``    a Capitalist's ability: use a card again
:class:`InsertCard`    ``insert base-c7@2``  Production Chain: put the card won at place 2 of your line
:class:`Roll`          ``roll 4``            chance: the two-player dummy's die shows 4
:class:`ChooseCard`    ``choose CARD``       Interbellum, 5 players: the fifth player keeps one of two dealt cards
:class:`AssignManager` ``assign M@CARD``   Interbellum: put Manager M on one of your cards (start of production)
:class:`ManagerUse`    ``manager upgrade``   Interbellum: use an optional effect of the Manager on this card
:class:`Done`          ``done``              finish the upgrade row, or finish your production
=====================  ====================  ==========================================================

Card positions in the notation count from 1 (the leftmost card), like the die that picks them.

Every action is *interned* (``Bid(3, 2) is Bid(3, 2)``) and is a small tuple underneath, so comparing,
sorting and looking up actions run at C speed. Actions sort by kind (in the order of the table), then by
their numbers or card ids. :func:`parse_action` reads the notation back; ``str(action)`` writes it. Notation
that cannot be read raises :class:`~furnace_lab.errors.NotationError` saying what was expected, in English and
in Portuguese (``error.pt``; the verbs and placeholders are quoted as they are typed). An action class called with a
value it cannot hold raises :class:`~furnace_lab.errors.ActionError` (a ``ValueError``; :class:`ActionTypeError`, a
``TypeError``, for a value of the wrong type). Both cite :data:`R_ACTIONS`: only the actions the game lists may be
played. :func:`well_formed` checks an action object handed in (one built with ``tuple.__new__`` is refused).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import partial
from operator import itemgetter
from typing import Any, ClassVar, Final, Self

from furnace_lab.engine.core.citations import ENGINE_TURN
from furnace_lab.engine.core.constants import DIE_FACES
from furnace_lab.engine.core.naming import listed
from furnace_lab.engine.text import Cited, Value, cited, phrase
from furnace_lab.errors import ActionError, ActionTypeError, IllegalAction, NotationError, quoted

R_ACTIONS: Final = ENGINE_TURN
"""The rule an unreadable or malformed action breaks: only one of the actions listed as legal may be played."""

_CARD_ID: Final = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.\-]*$")


def natural_key(card_id: str) -> tuple[tuple[int, int | str], ...]:
    """Sort key putting ``c7`` before ``c10``: digit runs compare as numbers (memoised: ids are few)."""
    key = _NATURAL.get(card_id)
    if key is None:
        if len(_NATURAL) > 4096:  # ids typed by hand must not grow it without end
            _NATURAL.clear()
        key = _NATURAL[card_id] = tuple((0, int(part)) if part.isdigit() else (1, part)
                                        for part in _RUNS.findall(card_id))
    return key


_NATURAL: Final[dict[str, tuple[tuple[int, int | str], ...]]] = {}
_RUNS: Final = re.compile(r"\d+|\D+")


class Action(tuple[Any, ...]):  # Any until every action is read by name (issue 27: actions read by index)
    """Base class of every action: an immutable, interned tuple ``(rank, *key, text)``.

    Being a tuple makes comparing, sorting and looking up actions run at C speed; the fields are read
    through named properties (``bid.disc``, ``run.times``, ``use.card``).
    """

    __slots__ = ()
    rank: ClassVar[int] = 99
    verb: ClassVar[str] = ""

    def __str__(self) -> str:
        return str(self[-1])

    def __repr__(self) -> str:
        return f"<{self[-1]}>"

    def __reduce__(self) -> tuple[Callable[[str], Action], tuple[str]]:  # copy.copy/deepcopy keep the interned instance
        return (read_action, (self[-1],))

    @property
    def text(self) -> str:
        """The action's notation (same as ``str(action)``)."""
        return str(self[-1])

    @property
    def sort_key(self) -> tuple[object, ...]:
        return tuple(self[:-1])


def _said(key: str, /, **values: Value) -> Cited:
    """The phrase ``key`` (furnace_lab.engine.text), citing :data:`R_ACTIONS`."""
    return cited(R_ACTIONS, key, **values)


def _bad_value(key: str, /, **values: Value) -> ActionError:
    """A value an action cannot hold, said in English and in Portuguese: :func:`read_action` passes both on in its
    :class:`NotationError`."""
    words = _said(key, **values)
    return ActionError(words.text("en"), pt=words.text("pt"), rule_id=R_ACTIONS)


def _bad_type(key: str, /, **values: Value) -> ActionTypeError:
    """A value of the wrong type for an action, said in English and in Portuguese."""
    words = _said(key, **values)
    return ActionTypeError(words.text("en"), pt=words.text("pt"), rule_id=R_ACTIONS)


def _quoted(value: object) -> Value:
    """What a user gave, quoted in the message's language (:func:`~furnace_lab.errors.quoted`)."""
    return partial(quoted, value)


def _count(value: object, name: str, low: int, high: int) -> int:
    """``value`` if it is a whole number from ``low`` to ``high``; ``name`` is the phrase key naming it."""
    if type(value) is not int:
        raise _bad_type("actions.count-kind", name=phrase(name), kind=type(value).__name__)
    if not low <= value <= high:
        raise _bad_value("actions.count-range", name=phrase(name), low=low, high=high, value=_quoted(value))
    return value


def _card(card: object) -> str:
    if not isinstance(card, str):
        raise _bad_type("actions.card-kind", kind=type(card).__name__)
    if not _CARD_ID.match(card):
        raise _bad_value("actions.card-malformed", value=_quoted(card))
    return card


class Bid(Action):
    """``bid 3@2``: place disc ``disc`` on the ``position``-th card of the row (1 = leftmost)."""

    __slots__ = ()
    rank = 0
    verb = "bid"
    _cache: ClassVar[dict[tuple[int, int], Bid]] = {}
    position = property(itemgetter(1), doc="the card's place in the row, 1 = leftmost")
    disc = property(itemgetter(2), doc="the disc's value")
    offset = property(itemgetter(3), doc="the card's place in the row, 0 = leftmost")

    def __new__(cls, disc: int, position: int) -> Bid:
        hit = cls._cache.get((disc, position))
        if hit is not None:
            return hit
        _count(disc, "actions.count.disc", 0, 99)
        _count(position, "actions.count.card-position", 1, 99)
        self = tuple.__new__(cls, (cls.rank, position, disc, position - 1, f"bid {disc}@{position}"))
        cls._cache[(disc, position)] = self
        return self


class VarBid(Action):
    """``vbid 3@2``: place your variable Capital disc, worth 3, on the 2nd card of the row (Interbellum).

    The coal it costs is the value (less a Capitalist's bonus); in Capital Growth it costs nothing and its
    value is the round number (interbellum.variable-disc.spend-coal, interbellum.variant.capital-growth-value).
    It sorts after the ordinary bids on the same card.
    """

    __slots__ = ()
    rank = 0
    verb = "vbid"
    _cache: ClassVar[dict[tuple[int, int], VarBid]] = {}
    position = property(itemgetter(1), doc="the card's place in the row, 1 = leftmost")
    offset = property(itemgetter(3), doc="the card's place in the row, 0 = leftmost")
    disc = property(itemgetter(4), doc="the disc's value")

    def __new__(cls, disc: int, position: int) -> VarBid:
        hit = cls._cache.get((disc, position))
        if hit is not None:
            return hit
        _count(disc, "actions.count.disc", 0, 999)
        _count(position, "actions.count.card-position", 1, 99)
        self = tuple.__new__(cls, (cls.rank, position, 1000 + disc, position - 1, disc, f"vbid {disc}@{position}"))
        cls._cache[(disc, position)] = self
        return self


class PairBid(Action):
    """``pair 3@4+2``: the updated Arthur — disc 3 on the 4th card and, at the same time, her extra disc on the 2nd.

    It sorts with the ordinary bids on the first card named.
    """

    __slots__ = ()
    rank = 0
    verb = "pair"
    _cache: ClassVar[dict[tuple[int, int, int], PairBid]] = {}
    position = property(itemgetter(1), doc="the ordinary disc's card, 1 = leftmost")
    offset = property(itemgetter(3), doc="the ordinary disc's card, 0 = leftmost")
    disc = property(itemgetter(4), doc="the ordinary disc's value")
    extra = property(itemgetter(5), doc="the extra disc's card, 1 = leftmost")

    def __new__(cls, disc: int, position: int, extra: int) -> PairBid:
        hit = cls._cache.get((disc, position, extra))
        if hit is not None:
            return hit
        _count(disc, "actions.count.disc", 0, 99)
        _count(position, "actions.count.card-position", 1, 99)
        _count(extra, "actions.count.card-position", 1, 99)
        if extra == position:
            raise _bad_value("actions.pair-same-card")
        self = tuple.__new__(cls, (cls.rank, position, 2000 + disc * 100 + extra, position - 1, disc, extra,
                                   f"pair {disc}@{position}+{extra}"))
        cls._cache[(disc, position, extra)] = self
        return self


class _Times(Action):
    __slots__ = ()
    _cache: ClassVar[dict[int, Any]]
    times = property(itemgetter(1), doc="how many times")

    def __new__(cls, times: int) -> Self:
        hit = cls._cache.get(times)
        if hit is not None:
            return hit
        _count(times, "actions.count.times", 0, 999)
        self = tuple.__new__(cls, (cls.rank, times, f"{cls.verb} {times}"))
        cls._cache[times] = self
        return self


class Compensate(_Times):
    """``comp 2``: run the lost card's processing compensation 2 times (0 to decline)."""

    __slots__ = ()
    rank = 1
    verb = "comp"
    _cache: ClassVar[dict[int, Any]] = {}


class Run(_Times):
    """``run 2``: run the current processing row 2 times (0 skips it)."""

    __slots__ = ()
    rank = 3
    verb = "run"
    _cache: ClassVar[dict[int, Any]] = {}


class Roll(_Times):
    """``roll 4``: the chance outcome of the two-player dummy's die."""

    __slots__ = ()
    rank = 7
    verb = "roll"
    _cache: ClassVar[dict[int, Any]] = {}
    face = property(itemgetter(1), doc="the face the die shows")


class _OnCard(Action):
    __slots__ = ()
    _cache: ClassVar[dict[str, Any]]
    card = property(itemgetter(2), doc="the card id")

    def __new__(cls, card: str) -> Self:
        hit = cls._cache.get(card)
        if hit is not None:
            return hit
        _card(card)
        self = tuple.__new__(cls, (cls.rank, natural_key(card), card, f"{cls.verb} {card}"))
        cls._cache[card] = self
        return self


class UseCard(_OnCard):
    """``use base-c7``: start resolving one of your cards (rows top to bottom)."""

    __slots__ = ()
    rank = 2
    verb = "use"
    _cache: ClassVar[dict[str, Any]] = {}


class UpgradeCard(_OnCard):
    """``upgrade base-c12``: on the Start-up's upgrade row, flip one of your Companies."""

    __slots__ = ()
    rank = 4
    verb = "upgrade"
    _cache: ClassVar[dict[str, Any]] = {}


class RepeatCard(_OnCard):
    """``repeat base-c7``: the repeat-card Capitalist uses one of its cards again."""

    __slots__ = ()
    rank = 5
    verb = "repeat"
    _cache: ClassVar[dict[str, Any]] = {}


class InsertCard(Action):
    """``insert base-c7@2``: Production Chain — the card just won becomes the 2nd card of your line."""

    __slots__ = ()
    rank = 6
    verb = "insert"
    _cache: ClassVar[dict[tuple[str, int], InsertCard]] = {}
    position = property(itemgetter(2), doc="its place in the line, 1 = leftmost")
    card = property(itemgetter(3), doc="the card id")
    offset = property(itemgetter(4), doc="its place in the line, 0 = leftmost")

    def __new__(cls, card: str, position: int) -> InsertCard:
        hit = cls._cache.get((card, position))
        if hit is not None:
            return hit
        _card(card)
        _count(position, "actions.count.line-position", 1, 999)
        self = tuple.__new__(cls, (cls.rank, natural_key(card), position, card, position - 1,
                                   f"insert {card}@{position}"))
        cls._cache[(card, position)] = self
        return self


class ChooseCard(_OnCard):
    """``choose ib-startup-7``: Interbellum, five players — the fifth player keeps one of two dealt cards."""

    __slots__ = ()
    rank = 7.5  # type: ignore[assignment]
    verb = "choose"
    _cache: ClassVar[dict[str, Any]] = {}


class AssignManager(Action):
    """``assign MGR@CARD``: Interbellum — at the start of production, put one of your Managers on a card."""

    __slots__ = ()
    rank = 8
    verb = "assign"
    _cache: ClassVar[dict[tuple[str, str], AssignManager]] = {}
    manager = property(itemgetter(2), doc="the Manager id")
    card = property(itemgetter(3), doc="the card id")

    def __new__(cls, manager: str, card: str) -> AssignManager:
        hit = cls._cache.get((manager, card))
        if hit is not None:
            return hit
        _card(manager)
        _card(card)
        self = tuple.__new__(cls, (cls.rank, (natural_key(card), natural_key(manager)), manager, card,
                                   f"assign {manager}@{card}"))
        cls._cache[(manager, card)] = self
        return self


MANAGER_USES: Final = ("coal-iron", "oil", "token", "upgrade", "repeat-delivery", "free", "discard")
"""What ``manager X`` can do: pick the free resources (1 coal + 1 iron, or 1 oil / 1 token), upgrade the
card for iron, repeat its delivery, make one transaction of the conversion row being decided free, or discard
the card for money."""


class ManagerUse(Action):
    """``manager upgrade``: Interbellum — use an optional effect of a Manager on the card being resolved."""

    __slots__ = ()
    rank = 8.5  # type: ignore[assignment]
    verb = "manager"
    _cache: ClassVar[dict[str, ManagerUse]] = {}
    what = property(itemgetter(1), doc="which effect")

    def __new__(cls, what: str) -> ManagerUse:
        hit = cls._cache.get(what)
        if hit is not None:
            return hit
        if what not in MANAGER_USES:
            raise _bad_value("actions.manager-use", value=_quoted(what), uses=partial(listed, MANAGER_USES))
        self = tuple.__new__(cls, (cls.rank, what, f"manager {what}"))
        cls._cache[what] = self
        return self


class Done(Action):
    """``done``: finish the current upgrade row, or (all cards used) finish your production."""

    __slots__ = ()
    rank = 9
    verb = "done"
    _instance: ClassVar[Done | None] = None

    def __new__(cls) -> Done:
        if cls._instance is None:
            cls._instance = tuple.__new__(cls, (cls.rank, "done"))
        return cls._instance


DONE: Final = Done()

ROLLS: Final = tuple(Roll(face) for face in range(1, DIE_FACES + 1))
"""The die's outcomes, one interned Roll per face."""

ACTION_TYPES: Final = (Bid, VarBid, PairBid, Compensate, UseCard, Run, UpgradeCard, RepeatCard, InsertCard, Roll,
                       ChooseCard, AssignManager, ManagerUse, Done)
"""Every action class, in sort order."""

_VERBS: Final = {cls.verb: cls for cls in ACTION_TYPES}
_TIMES: Final[dict[str, type[_Times]]] = {cls.verb: cls for cls in (Compensate, Run, Roll)}
_ON_CARD: Final[dict[str, type[_OnCard]]] = {cls.verb: cls for cls in (UseCard, UpgradeCard, RepeatCard, ChooseCard)}
_NUMBER: Final = re.compile(r"^[0-9]{1,6}$")


def _problem(text: str, problem: str, pt: str | None) -> NotationError:
    """The notation ``text`` cannot be read: ``problem`` (and its Portuguese) says why."""
    return NotationError(text, problem, what="action", pt=pt, rule_id=R_ACTIONS)


def _unreadable(text: str, key: str, /, **values: Value) -> NotationError:
    """The notation ``text`` cannot be read, for the reason the phrase ``key`` gives."""
    words = _said(key, **values)
    return _problem(text, words.text("en"), words.text("pt"))


def _number(text: str, what: str, source: str) -> int:
    """The whole number ``text`` in the notation ``source``; ``what`` is the phrase key naming it."""
    if not _NUMBER.match(text):
        raise _unreadable(source, "actions.number", what=phrase(what), value=_quoted(text))
    return int(text)


def read_action(text: str) -> Action:
    """Read one action from its notation; raises :class:`NotationError` saying what was expected."""
    if not isinstance(text, str):
        raise _unreadable(quoted(text), "actions.not-text", kind=type(text).__name__)
    body = " ".join(text.split())
    verb, _, rest = body.partition(" ")
    cls = _VERBS.get(verb)
    if cls is None:
        raise _unreadable(text, "actions.unknown", value=_quoted(verb), notation=phrase("actions.notation"))
    try:
        if cls is ManagerUse:
            return ManagerUse(rest)
        if cls is PairBid:
            left, sep, right = rest.partition("@")
            where, plus, extra = right.partition("+")
            if not sep or not plus:
                raise _unreadable(text, "actions.expected-pair")
            return PairBid(_number(left, "actions.number.disc", text), _number(where, "actions.number.position", text),
                           _number(extra, "actions.number.position", text))
        if cls is AssignManager:
            left, sep, right = rest.partition("@")
            if not sep:
                raise _unreadable(text, "actions.expected-assign")
            return AssignManager(left, right)
        if cls is Done:
            if rest:
                raise _unreadable(text, "actions.done-alone")
            return DONE
        if cls is Bid or cls is VarBid or cls is InsertCard:
            left, sep, right = rest.partition("@")
            if not sep:
                raise _unreadable(text, "actions.expected-card-at" if cls is InsertCard else "actions.expected-disc-at",
                                  verb=verb)
            position = _number(right, "actions.number.position", text)
            if cls is Bid or cls is VarBid:
                return cls(_number(left, "actions.number.disc", text), position)
            return InsertCard(left, position)
        if cls is Compensate or cls is Run or cls is Roll:
            return _TIMES[verb](_number(rest, "actions.number.count", text))
        if not rest:
            raise _unreadable(text, "actions.expected-card", verb=verb)
        return _ON_CARD[verb](rest)
    except ActionError as error:  # a value the action cannot hold: said once, with the notation's rule
        raise _problem(text, error.problem, error.problem_pt) from None


def well_formed(action: object) -> Action:
    """The action ``action`` stands for: itself (or the interned action equal to it) when it is one of the action
    classes, built by its class; anything else, a tuple dressed as an action included (``tuple.__new__(Bid, (0,
    1))``), raises :class:`IllegalAction` citing :data:`R_ACTIONS`, in English and Portuguese."""
    if isinstance(action, Action) and type(action) in _KNOWN and len(action) > 1 and isinstance(action[-1], str):
        try:
            canonical: Action | None = read_action(action[-1])
        except NotationError:
            canonical = None
        if canonical is not None and type(canonical) is type(action) and tuple(canonical) == tuple(action):
            return canonical
    if isinstance(action, Action):
        words = _said("actions.malformed", name=type(action).__name__)
    else:
        words = _said("actions.not-action", kind=type(action).__name__)
    raise IllegalAction(words.text("en"), R_ACTIONS, reason_pt=words.text("pt"))


_KNOWN: Final = frozenset(ACTION_TYPES)


def parse_action(state: object, text: str) -> Action:
    """``parse_action(state, "bid 3@2")``: read an action's notation; ``state`` checks card ids it names.

    A card id the game does not know raises :class:`~furnace_lab.errors.UnknownCard`; whether the action is
    *legal* is for ``state.apply`` / ``state.explain`` to say.
    """
    action = read_action(text)
    if isinstance(action, ChooseCard):  # a Start-up or a Capitalist: checked against the choice itself
        return action
    card = getattr(action, "card", None)
    if state is not None and card is not None:
        check = getattr(state, "_check_card_id", None)
        if check is not None:
            check(card)
    return action
