"""From the search's moves to the engine's actions, step by step, with what each card did.

The search thinks in whole cards (use this card, run its rows so many times, flip these Companies); the
engine asks for one decision at a time and makes every forced choice itself (furnace_lab.choices.forced): it
uses the last card left, skips a processing row nobody can pay for, closes an upgrade row with nothing left to
flip, and finishes production when nothing is left. :func:`emit` replays the moves under exactly those rules
and writes down only the decisions the engine will ask for — so the actions, applied one by one from the
position, are all accepted — together with a :class:`Step` per card for the explanations.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from furnace_lab.cards.resources import Bundle
from furnace_lab.engine.core.actions import (
    DONE,
    Action,
    AssignManager,
    ManagerUse,
    RepeatCard,
    Run,
    UpgradeCard,
    UseCard,
)
from furnace_lab.engine.core.cards import GAIN, PROCESS
from furnace_lab.planner.problem import Problem, upgrade_payments
from furnace_lab.planner.rows import FREE_ONCE_A_ROUND
from furnace_lab.planner.search import COMMIT
from furnace_lab.planner.search import DONE as DONE_MOVE
from furnace_lab.planner.search import REPEAT as REPEAT_MOVE


@dataclass(frozen=True, slots=True)
class RowDone:
    """One row of a card as it was resolved: its text, kind (extraction, processing, upgrading, or ``effect``: an
    Interbellum rule in the engine's words), how often it ran (or what it flipped)."""

    text: str
    kind: str
    runs: int = 0
    most: int = 0
    """How often it could have run at that moment (processing rows)."""
    flipped: tuple[str, ...] = ()
    text_pt: str = ""
    """The row in Portuguese, for rules the engine reported in words (kind ``effect``)."""


@dataclass(frozen=True, slots=True)
class Step:
    """One card resolved: which, whether as the Capitalist's repeat, on which side, each row, the result."""

    card: str
    repeat: bool
    upgraded: bool
    rows: tuple[RowDone, ...]
    money: int
    after: Bundle
    """Holdings (money included) once the card is finished."""


class _Replay:
    """The engine's bookkeeping for one player, in the planner's terms."""

    def __init__(self, problem: Problem) -> None:
        p = problem
        self.p = p
        self.res = [*p.resources, p.money]
        self.unused = p.unused
        self.used = p.all_cards & ~p.unused  # the engine's own record: a discarded card leaves it
        self.upg = p.upgraded
        self.repeated = not p.repeat
        self.actions: list[Action] = []
        self.steps: list[Step] = []
        self.flips = 0
        """Companies flipped, less upgraded ones discarded (what the valuation's upgrade weight counts)."""
        self.spent = 0
        """Cards whose Manager gave its free resources this phase (one time a round: none for the repeat)."""

    def line_unused(self) -> list[int]:
        return [c for c in range(len(self.p.cards)) if self.unused >> c & 1]

    def can_repeat(self) -> bool:
        p = self.p
        if self.repeated or p.repeat_cost is None or not self.used:
            return False
        return all(self.res[slot] >= amount for slot, amount in p.repeat_cost)

    def choose_card(self, card: int) -> None:
        """``use CARD``, unless the engine makes that choice itself (the only card left, or the chain's next)."""
        left = self.line_unused()
        if not self.can_repeat() and (self.p.chain or len(left) == 1):
            assert left and left[0] == card, "the engine would use another card here"
            return
        self.actions.append(UseCard(self.p.cards[card].id))

    def place(self) -> None:
        """Interbellum: put the Managers on their cards first (interbellum.manager.assign-at-start)."""
        p = self.p
        if not p.placeable:
            return
        free = [k for k in range(len(p.managers)) if k not in p.fixed]
        for c, m in enumerate(p.place):
            if m >= 0 and p.fixed[c] < 0:
                self.actions.append(AssignManager(p.managers[m].id, p.cards[c].id))
                free.remove(m)
        if free and any(m < 0 for m in p.place):
            self.actions.append(DONE)  # Managers left and cards free: the engine asks until 'done'

    def resolve(self, card: int, start: int, ucount: int, choices: tuple[Any, ...], repeat: bool) -> None:
        """Resolve ``card``'s rows from ``start`` with the search's choices, writing the decisions down."""
        p = self.p
        info = p.cards[card]
        mgr = info.manager
        if repeat and self.spent >> card & 1:
            mgr = None  # interbellum.manager.free-four-coal / free-coal-iron-or-oil: given at the first use, spent
        done: list[RowDone] = []
        money0 = self.res[4]
        credit = [0, 0, 0, 0]
        free = False
        bit = 1 << card
        if mgr is not None:  # the start stage (furnace_lab.interbellum.manager-timing)
            what = choices[0][1]
            choices = choices[1:]
            if mgr.choose and what != "-":
                credit = list(mgr.credits[mgr.choose.index(what)])
                self.actions.append(ManagerUse(what))
            elif mgr.credits and not mgr.choose:
                credit = list(mgr.credits[0])
            if what == "-":
                self.actions.append(DONE)  # declined (a choice declined waits for the repeat)
            elif mgr.kind in FREE_ONCE_A_ROUND:
                self.spent |= bit
            free = mgr.free_conversion
        upgraded = bool(self.upg & bit)
        rows = info.rows(upgraded)
        full = True
        k = 0
        first = start
        while True:
            for row in rows[first:]:
                choice = choices[k] if k < len(choices) else None
                k += 1
                if row.kind == GAIN:  # furnace.effects.extraction: automatic
                    for slot in range(4):
                        self.res[slot] += row.gain[slot]
                    self.res[4] += row.money
                    done.append(RowDone(row.text, "extraction", 1, 1))
                elif row.kind == PROCESS:  # furnace.effects.processing
                    runs, most, free = self.run(row, int(choice or 0), mgr, credit, free)
                    if row.is_selling and runs < (row.limit if row.limit is not None else 1):
                        full = False
                    done.append(RowDone(row.text, "processing", runs, most))
                else:  # furnace.startup.upgrade
                    flips = tuple(choice or ())
                    for c in flips:
                        assert self.upgrade_open(row, ucount), "the plan flips past what the row allows"
                        self.actions.append(UpgradeCard(p.cards[c].id))
                        pays = upgrade_payments(p, row, (self.res[0], self.res[1], self.res[2], self.res[3]), 1)
                        self.res[0:4] = list(pays[1])
                        self.upg |= 1 << c
                        self.flips += 1
                        ucount += 1
                    if self.upgrade_open(row, ucount):
                        self.actions.append(DONE)
                    done.append(RowDone(row.text, "upgrading", len(flips), len(flips),
                                        tuple(p.cards[c].id for c in flips)))
            flip = choices[k] if mgr is not None and k < len(choices) else None
            if not (isinstance(flip, tuple) and flip[0] == "flip"):
                break
            k += 1
            if flip[1] != "upgrade":
                self.actions.append(DONE)  # the flip for iron offered after the last row, declined
                break
            # interbellum.manager.iron-upgrade after the basic rows: the added rows run next
            assert mgr is not None and mgr.self_upgrade is not None
            self.actions.append(ManagerUse("upgrade"))
            for slot, amount in mgr.self_upgrade:
                self.res[slot] -= amount
            self.upg |= bit
            self.flips += 1
            done.append(RowDone("upgrade", "upgrading", 1, 1, (info.id,)))
            first = len(rows)
            rows = info.rows(True)
        upgraded = bool(self.upg & bit)  # the side it ended on (flipped by its Manager after the basic rows)
        if mgr is not None:  # the end stage
            if mgr.full_bonus is not None and full and any(r.is_selling for r in rows):
                self.res[4] += mgr.full_bonus[0]
                for slot in range(4):
                    self.res[slot] += mgr.full_bonus[1][slot]
            end = choices[k][1] if k < len(choices) else ""
            if end == "discard":
                self.actions.append(ManagerUse("discard"))
                self.res[4] += mgr.discard
                if self.upg & bit:
                    self.flips -= 1
                self.upg &= ~bit
                self.used &= ~bit
                done.append(RowDone("discard", "effect", 0, 0, (), "descartar"))
            elif end == "-":
                self.actions.append(DONE)
        self.steps.append(Step(info.id, repeat, upgraded, tuple(done), self.res[4] - money0, Bundle(*self.res)))

    def run(self, row: Any, runs: int, mgr: Any, credit: list[int], free: bool) -> tuple[int, int, bool]:
        """A processing row run ``runs`` times (furnace.effects.processing), with the Manager's credits, free
        conversion and bonuses: writes ``manager free`` first when the free conversion pays one of these runs
        (interbellum.manager.free-conversion). Returns (runs, the most the engine allows, still free)."""
        printed = row.limit if row.limit is not None else 1
        conversion = row.is_conversion
        limit = printed * 2 if mgr is not None and mgr.doubles and conversion else printed
        gratis = 1 if free and conversion else 0
        most = limit
        for slot, amount in row.cost:
            most = min(most, (self.res[slot] + credit[slot]) // amount + gratis)
        most = max(most, 0)
        assert 0 <= runs <= most, "the plan runs a row more often than the engine allows"
        paid = runs
        if gratis and runs:
            self.actions.append(ManagerUse("free"))
            paid -= 1
            free = False
        if most:
            self.actions.append(Run(runs))
        for slot, amount in row.cost:
            need = amount * paid
            take = min(need, credit[slot])
            credit[slot] -= take
            self.res[slot] -= need - take
        for slot in range(4):
            self.res[slot] += row.gain[slot] * runs
        self.res[4] += row.money * runs
        if mgr is not None:
            for bonus, applies in ((mgr.conv_bonus, conversion), (mgr.sale_bonus, row.is_selling)):
                if bonus is not None and applies:
                    self.res[4] += bonus[0] * runs
                    for slot in range(4):
                        self.res[slot] += bonus[1][slot] * runs
        return runs, most, free

    def upgrade_open(self, row: Any, ucount: int) -> bool:
        """Does the engine still offer this upgrade row (limit, payment, something to flip)?"""
        p = self.p
        if row.limit is not None and ucount >= row.limit:
            return False
        if len(upgrade_payments(p, row, (self.res[0], self.res[1], self.res[2], self.res[3]), 1)) < 2:
            return False
        return bool(p.companies & ~self.upg & (self.used | self.unused))


def emit(problem: Problem, moves: list[tuple[Any, ...]]) -> tuple[list[Action], list[Step], int]:
    """The engine actions, the card-by-card steps of the search's moves (see the module docstring), and the
    Companies flipped less the upgraded ones discarded."""
    r = _Replay(problem)
    p = problem
    r.place()
    for move in moves:
        kind, cards, _gain, _unused, _upg, _again, _res, _pend, choices = move[:9]
        if kind in (COMMIT, DONE_MOVE):
            continue
        if kind == "finish":
            assert p.resume is not None
            card, row, ucount = p.resume
            r.resolve(card, row, ucount, choices, False)
            continue
        if kind == REPEAT_MOVE:
            card = cards[0]
            r.actions.append(RepeatCard(p.cards[card].id))
            assert p.repeat_cost is not None
            for slot, amount in p.repeat_cost:
                r.res[slot] -= amount
            r.repeated = True
            r.resolve(card, 0, 0, choices, True)
            continue
        # "use" and "early" (several producers, all rows automatic)
        for k, card in enumerate(cards):
            r.choose_card(card)
            r.unused &= ~(1 << card)
            r.used |= 1 << card
            r.resolve(card, 0, 0, choices if kind != "early" else choices[k], False)
    if not r.unused and r.can_repeat():
        r.actions.append(DONE)  # the repeat is still open: the engine asks whether production is over
    return r.actions, r.steps, r.flips
