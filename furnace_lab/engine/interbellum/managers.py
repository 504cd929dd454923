"""Interbellum's Managers: the Manager tokens, the state the Managers' rules share, and where each rule is played.

**Managers** (interbellum.manager.*) are tokens won at the auction's Business Schools and put on their owners'
cards for production. A Manager is an extra, optional effect of that card for the phase
(interbellum.manager.extra-effect); at the end of the round the Managers come back and are kept
(interbellum.manager.kept); they never act in the auction (interbellum.manager.not-in-auction).

The twelve effects (Manager Reference, interbellum.manager.reference):

* passive, on this card's transactions: money per conversion, money (or coal) per sale, each conversion
  effect once more (its limit doubled), and money or oil when every selling effect is fully resolved
  (run at least its printed limit: interbellum.clarification.fully-resolved);
* resources "considered spent already" once this round for this card's transactions (4 coal; 1 coal + 1 iron
  or 1 oil — chosen with ``manager coal-iron`` / ``manager oil`` when the card starts), and one conversion
  transaction free: at a conversion row's ``run N`` choice ``manager free`` makes one transaction of that row
  cost nothing (the choice is offered again, one more run affordable); ``run 0`` there keeps it for a later
  conversion row;
* ``manager upgrade`` (pay 1 iron, upgrade this card) and ``manager repeat-delivery`` (its active delivery once
  more: interbellum.clarification.resolve-again-active-only), each once: when the card starts, at every decision
  on its rows (mixed into the row's choices) and after its last row. Upgraded at the start, the card runs its
  upgraded side; upgraded part-way, its added rows run after the rows still to come (paid, if need be, with iron
  its own rows made). A repeated processing delivery is the card's next row, so after the row that feeds it;
* after the last row, next to those two: ``manager discard`` (gain 4 money, the card goes back to the box and
  its Managers return to the owner: interbellum.clarification.discard-card); ``done`` ends the card (then the
  fully-resolved bonus is paid, and the credits lapse).

The rules are played in five modules:

* :mod:`~furnace_lab.engine.interbellum.business_schools` — the auction: a Manager on each Business School every round,
  taken by the school's highest disc, discarded when the school has none;
* :mod:`~furnace_lab.engine.interbellum.manager_placing` — the start of a player's production: ``assign M@CARD``, one
  per card, then ``done``; what the Managers on each card do; the Managers back to their owners at the end of the
  round;
* :mod:`~furnace_lab.engine.interbellum.manager_timing` — a card with Managers being resolved: the Manager uses offered
  when it starts, at its rows and after its last row;
* :mod:`~furnace_lab.engine.interbellum.manager_uses` — a ``manager X`` played: what each use does, and why one is
  refused;
* :mod:`~furnace_lab.engine.interbellum.manager_transactions` — the card's transactions: the doubled conversion limit,
  the payment (the free conversion, the resources counted as spent already, then the supply), the bonuses per
  transaction, and the card's end (the fully-resolved bonus; the credits lapse).

This module holds what they share: the Manager tokens (:class:`ManagerInfo`: a design's id, effect kind and
amounts), the rule IDs they share, and the Manager state. All Manager state is one immutable record
``state._managers`` (:class:`~furnace_lab.engine.core.module_state.ManagerState`, a plain record kept in
``core`` because ``GameState`` declares it; fields read by name), changed only through :func:`_set`, which names
the fields it changes; :func:`conserved` checks that no Manager token is lost or made. This module imports none of
the five, and re-exports nothing: a name is imported from the module that defines it (the record and its stages
``STAGE_*`` from :mod:`~furnace_lab.engine.core.module_state`), so any of them can be loaded first.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from furnace_lab.cards.effects import MANAGER_KINDS
from furnace_lab.engine.core.actions import _CARD_ID
from furnace_lab.engine.core.cards import Pairs, pairs
from furnace_lab.engine.core.constants import COAL, MONEY, OIL, SLOTS, TOKEN
from furnace_lab.engine.core.module_state import STAGE_NONE, ManagerState
from furnace_lab.errors import DataError

if TYPE_CHECKING:
    from furnace_lab.cards.model import Manager
    from furnace_lab.engine.core.state import GameState

R_EXTRA: Final = "interbellum.manager.extra-effect"
R_NOT_AUCTION: Final = "interbellum.manager.not-in-auction"
_TIMING: Final = "furnace_lab.interbellum.manager-timing"
EFFECT_RULES: Final = {
    "free-resources-choice": "interbellum.manager.free-coal-iron-or-oil",
    "repeat-delivery": "interbellum.manager.repeat-delivery",
    "selling-fully-resolved": "interbellum.manager.selling-fully-resolved-money",
    "free-conversion": "interbellum.manager.free-conversion",
    "upgrade-self": "interbellum.manager.iron-upgrade",
    "free-resources": "interbellum.manager.free-four-coal",
    "bonus-per-conversion": "interbellum.manager.conversion-money",
    "conversions-once-more": "interbellum.manager.repeat-conversion",
    "bonus-per-sale": "interbellum.manager.selling-money",
    "discard-self": "interbellum.manager.discard-for-money",
}

OWN_RULES: Final = {
    ("bonus-per-sale", COAL): "interbellum.manager.selling-coal",
    ("bonus-per-sale", MONEY): "interbellum.manager.selling-money",
    ("selling-fully-resolved", OIL): "interbellum.manager.selling-fully-resolved-oil",
    ("selling-fully-resolved", MONEY): "interbellum.manager.selling-fully-resolved-money",
    ("free-resources-choice", TOKEN): "interbellum.manager.personal",
}
"""Managers that share an effect kind but are different tokens, told apart by what they give (the gain's
resource, or for the Personal Manager its alternative, an upgrade token): each has its own rule."""


def manager_rule(m: ManagerInfo) -> str:
    """The rule of this Manager token's own text: the kind's rule (:data:`EFFECT_RULES`) unless two tokens share the
    kind (:data:`OWN_RULES`: coal or money per sale, oil or money when selling is fully resolved, the Personal
    Manager's upgrade token or the oil of the free resources)."""
    told_by = m.alt if m.kind == "free-resources-choice" else m.gain
    given = told_by[0][0] if told_by else -1
    return OWN_RULES.get((m.kind, given)) or EFFECT_RULES.get(m.kind, R_EXTRA)


NO_CREDIT: Final = (0, 0, 0, 0, 0)


class ManagerInfo:
    """One Manager token: its design id, effect kind and amounts as pairs."""

    __slots__ = ("alt", "cost", "gain", "id", "key", "kind", "title")

    def __init__(self, manager_id: str, title: str, kind: str, gain: Pairs, alt: Pairs, cost: Pairs) -> None:
        self.id = manager_id
        self.title = title
        self.kind = kind
        self.gain = gain
        self.alt = alt
        self.cost = cost
        self.key = (manager_id, title, kind, gain, alt, cost)
        """The whole definition as one tuple (equal definitions, equal keys): shared tables are keyed by it, so
        looking one up hashes in C."""

    def definition(self) -> dict[str, Any]:
        return {"id": self.id, "title": self.title, "kind": self.kind, "gain": [list(p) for p in self.gain],
                "alt": [list(p) for p in self.alt], "cost": [list(p) for p in self.cost]}

    def __eq__(self, other: object) -> bool:  # the same definition
        return self is other or (isinstance(other, ManagerInfo) and self.id == other.id and self.title == other.title
                                 and self.kind == other.kind and self.gain == other.gain and self.alt == other.alt
                                 and self.cost == other.cost)

    def __hash__(self) -> int:
        return hash(self.id)

    def __repr__(self) -> str:
        return f"ManagerInfo({self.id!r})"


def manager_info(manager: Manager) -> ManagerInfo:
    e = manager.effect
    return ManagerInfo(manager.id, manager.title, e.kind, pairs(e.gain), pairs(e.alt), pairs(e.cost))


def manager_from_definition(raw: dict[str, Any]) -> ManagerInfo:
    """A Manager back from a saved state's definition, checked: a card-style id, an effect kind the engine plays
    and amounts as (resource slot, positive amount) pairs; otherwise a :class:`DataError` naming the Manager and
    the field."""
    manager_id = raw["id"]
    if not isinstance(manager_id, str) or not _CARD_ID.match(manager_id):
        raise DataError(f"malformed Manager id {manager_id!r}", item=str(manager_id), field="id")
    kind = raw["kind"]
    if kind not in MANAGER_KINDS:
        raise DataError(f"unknown Manager effect {kind!r}; expected one of {', '.join(MANAGER_KINDS)}",
                        item=manager_id, field="kind")

    def back(field: str) -> Pairs:
        value = raw[field]
        if not isinstance(value, list) or not all(
                isinstance(p, list) and len(p) == 2 and all(type(x) is int for x in p)
                and 0 <= p[0] < SLOTS and p[1] > 0 for p in value):
            raise DataError(f"expected [resource slot 0..{SLOTS - 1}, amount > 0] pairs, found {value!r}",
                            item=manager_id, field=field)
        return tuple((a, b) for a, b in value)

    return ManagerInfo(manager_id, str(raw["title"]), kind, back("gain"), back("alt"), back("cost"))


FREE_NONE, FREE_UNUSED, FREE_ARMED = range(3)
"""``state._managers.free``: no free conversion on the card (or it is spent); one not yet used; one the player
chose for the conversion row being resolved (``manager free``)."""


def initial(n: int, schools: int) -> ManagerState:
    return ManagerState(0, (-1,) * schools, ((),) * n, (), (), NO_CREDIT, STAGE_NONE, FREE_NONE)


_SAME: Final[Any] = object()
"""A field :func:`_set` is not given: it keeps its value."""


def _set(s: GameState, pos: int = _SAME, school: tuple[int, ...] = _SAME, owned: tuple[tuple[int, ...], ...] = _SAME,
         placed: tuple[tuple[int, int], ...] = _SAME, out: tuple[int, ...] = _SAME, credit: tuple[int, ...] = _SAME,
         stage: int = _SAME, free: int = _SAME) -> None:
    """The fields of ``state._managers`` named changed (``_set(s, stage=STAGE_NONE)``): a new record, the old one
    untouched (it is shared with clones). The one way the Manager modules change the Manager state (a new game, a
    load and a hand-built position build a whole record).

    Its parameters are :class:`ManagerState`'s fields, typed, so mypy checks every call, and every call names them
    (``tests/engine/test_engine_named_reads.py`` checks it). It runs about 110 times an all-modules game, so: the
    record is built with ``tuple.__new__`` (``_replace`` cost 1.06 M instructions a game more, 7.6 %), and the
    parameters are not keyword-only (CPython fills a missing keyword-only one from a dict: 0.09 M a game more). A
    field added to the record is added here too (a test compares the two)."""
    mg = s._managers
    s._managers = tuple.__new__(ManagerState, (
        mg.pos if pos is _SAME else pos,
        mg.school if school is _SAME else school,
        mg.owned if owned is _SAME else owned,
        mg.placed if placed is _SAME else placed,
        mg.out if out is _SAME else out,
        mg.credit if credit is _SAME else credit,
        mg.stage if stage is _SAME else stage,
        mg.free if free is _SAME else free))


def _ib(s: GameState, seat: int, rules: tuple[str, ...], en: str, pt: str) -> None:
    s._log = ("ib", seat, True, rules, en, pt, s._log)


def conserved(s: GameState) -> list[str]:
    """Managers are conserved: pile + on schools + owned + out = every token."""
    g = s._g
    mg = s._managers
    if type(mg) is not ManagerState:  # a record rebuilt as a plain tuple somewhere
        return [f"the Manager state is a {type(mg).__name__}, not a ManagerState"]
    if len(mg) != len(ManagerState._fields):  # a record built with tuple.__new__ is not counted
        return [f"the Manager state has {len(mg)} fields, not {len(ManagerState._fields)}"]
    tokens = [*g.mpile[mg.pos:], *(t for t in mg.school if t >= 0), *(t for o in mg.owned for t in o),
              *mg.out]
    if sorted(tokens) != list(range(len(g.mgrs))):  # the pile, plus the Personal Manager if dealt
        return [f"Managers not conserved: {sorted(tokens)} != {list(range(len(g.mgrs)))}"]
    owned = {t for o in mg.owned for t in o}
    if any(token not in owned for token, _card in mg.placed):
        return [f"a placed Manager is not owned: {mg.placed}"]
    if not 0 <= mg.pos <= len(g.mpile) or any(not -1 <= t < len(g.mgrs) for t in mg.school):
        return [f"the Manager pile position {mg.pos} or the schools' Managers {mg.school} are out of range"]
    return []

