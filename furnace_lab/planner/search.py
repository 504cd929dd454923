"""The exact search: the best value a player can reach from a production position, and a plan that reaches it.

The production phase is a one-player puzzle (furnace.production.simultaneous: nobody else's choices matter).
Between two cards its state is: which cards are still to use, which Companies are upgraded, and the resources
held. Money never pays for anything, so the value *still to come* depends on that state alone: the search
memoises it.

A *move* resolves one whole card (furnace.production.rows-top-to-bottom, furnace.production.no-going-back):
extraction rows are taken (furnace.effects.extraction), each processing row is run 0 up to its limit times,
as far as the resources allow (furnace.effects.processing, furnace.effects.processing-limit), and an upgrade
row flips affordable basic-side Companies (furnace.startup.upgrade). Which card is next is free
(furnace.production.each-card-once), except in the Production Chain, strictly left to right
(furnace.variant.production-chain). The repeat-card Capitalist may, once, between cards, pay to use a card
already used again, on its current side (furnace.capitalist.repeat-card).

The search first *commits*: to the set of Companies it will flip this phase, and to the card the repeat will
be spent on, if any. Every plan makes some such choice, so trying each misses nothing; and knowing them makes
the bound (:mod:`furnace_lab.planner.bound`) tight, so most commitments are cut without a search. Under a
commitment it searches depth first, best bound first, cutting every branch whose bound cannot beat the best
plan found; a state searched under a cut is remembered with the bound it proved.

Exact pruning — each rule only drops plans that a kept plan matches or beats, because holding more resources
never removes a legal action nor lowers the value (all weights are non-negative):

* **Producers at the start, or after their flip.** A card whose rows are all extraction gives the same
  whatever the moment, so using it earlier never hurts. One already on its final side is used at once; a
  basic-side one is used at the very start, unless it is to be flipped first.
* **Sellers at the end.** A card (or the repeat of one) whose rows yield no resource feeds nothing, and using
  it later only leaves more for the others: it waits until only such cards are left, which are then used in
  line order, the repeat last (their order cannot matter: they only take).
* **Flip before use.** With no upgrade weight, flipping a Company after using it gains nothing
  (furnace.upgrade.after-use) — unless the repeat then uses its upgraded side: every other Company to be
  flipped waits for its flip.
* **Unwanted inputs.** When no row still to come consumes any of a processing row's inputs, its runs are
  worth ``runs × (its worth per run)`` plus whatever its outputs feed: it runs as often as possible if a run
  is worth at least its cost, and not at all if it is worth less and yields no resource. On a card with a
  Manager, a run's worth includes its bonuses, and only the first half holds (not while the free conversion
  is still to be given: which row takes it is a choice); a flip for iron still to come after the basic rows,
  and the added rows it brings, count as rows still to come.
* **Equal cards.** Of cards with the same rows on the same side, only the first is tried.

Managers (Interbellum) sit on cards: a card with one is resolved as the engine resolves it — the start choice
(free resources), the credits and the free conversion paid first (the engine's ``manager free`` on the row), the
per-transaction bonuses, conversions run twice as often, the flip for iron after the basic rows (paid with iron
those rows made, if need be; flipping at the start or part-way is never better: the added rows come after the
basic rows either way), the fully-resolved bonus, the discard (furnace_lab.interbellum.manager-timing). A base
card has at most one conversion row a side, so the free conversion goes to the first transaction of the card's
conversion row. Managers already placed stay where they are. Managers still to be placed
(interbellum.manager.assign-at-start) are placed *as the search goes*: a Manager changes nothing but the card it
sits on (interbellum.manager.extra-effect, interbellum.manager.one-per-card), and nothing happens between placing
it and resolving that card, so choosing, when a card is resolved, which Manager in hand sits on it gives exactly
the plans of every placement — in one search, whose state also holds the Managers still in hand (equal Managers
are one design: the first token left of a design is the one used). A Manager is only tried where it changes
something; kept in hand it costs nothing. The order rules above hold for a card used with a Manager too, with
these changes: a producer may take a discard; a seller given a Manager that makes it yield a resource is not a
seller; and a Company waiting for its flip may go at once with a Manager that flips it. The discard Managers are
worth the same on every Company: when there are enough Companies that nothing else would want, their money is
counted once for the whole plan and they go on such Companies.

A Manager's free resources come one time a round (interbellum.manager.free-four-coal,
interbellum.manager.free-coal-iron-or-oil), however often the repeat-card Capitalist uses its card: the 4 coal at
the card's first use, the chosen ones at the use that chooses them — the first use may decline the choice and
leave it to the repeat. The state after the first use of the repeat's card says whether they were given
(:data:`~furnace_lab.planner.problem.SPENT`); the repeat then resolves the card without them.
"""

from __future__ import annotations

import heapq
from itertools import combinations
from math import floor
from typing import Any, Final

from furnace_lab.engine.core.cards import GAIN, PROCESS
from furnace_lab.planner.bound import (
    EPSILON,
    STEPS,
    Bounds,
    CardTerms,
    Free,
    Prices,
    RowTerms,
    choose_prices,
    compile_card,
    fit_bounds,
)
from furnace_lab.planner.clock import CHECK_EVERY, NEVER, Clock, OutOfTime, check
from furnace_lab.planner.problem import SPENT, TOKEN, Problem, Resources, upgrade_payments, with_place
from furnace_lab.planner.rows import FREE_ONCE_A_ROUND, ManagerModel, PlanCard, PlanRow, acts_on, adds_resources, inert

Outcome = tuple[int, Resources, int, int, tuple[Any, ...]]
"""(value gained, resources after, upgraded after, still to flip after, choices per row)."""

Move = tuple[Any, ...]
"""(kind, cards, value gained, unused, upgraded, again, resources, still to flip, choices, Managers in hand,
Manager on the repeat's card, Managers used) after the move.

``again`` is the card the repeat is still to be spent on, plus one (0: no repeat to come). The last three are
for Managers still to be placed: the tokens in hand (a bit each), the token on the repeat's card plus one
(once it was used with it), and per card of the move the token placed on it (-1: none)."""

COMMIT: Final = "commit"
FINISH: Final = "finish"
EARLY: Final = "early"
USE: Final = "use"
REPEAT: Final = "repeat"
DONE: Final = "done"

NEG: Final = -(10**15)
"""The value of a dropped branch (below any real plan)."""

REFIT_MIN: Final = 5
"""Fit prices to a state only if at least this many cards are left (below, the search is cheaper than fitting:
on 4 Companies and a Start-up, fitting only at the start is about 10% faster than also at 4 cards left)."""

EXPANDED: Final = 20_000
"""At most this many states' moves kept."""

RECENT: Final = 6
"""Fitted bounds that cut lately, tried on a state before fitting prices to it."""

TRY_MIN: Final = 3
"""States with fewer cards left than prices are fitted to, but at least this many, try those bounds too."""

FIT_MIN: Final = 0
"""Fit prices at all only for positions of at least this many cards (smaller ones search faster than they fit)."""

RESOLVED: Final = 20_000
"""At most this many ways of resolving a card kept (see :meth:`Search.outcomes`)."""

DIVE_BUDGET: Final = 200
"""States a quick plan (see :meth:`Search.dive_moves`) may expand before it gives up on its commitment."""

ALL: Final = 0
"""Managers tried on a card: none, or any in hand that changes something there."""
YIELDING: Final = 1
"""Only those that make a seller yield a resource."""
FLIPPING: Final = 2
"""Only one that flips the card (a Company waiting for its flip)."""

Key = tuple[int, int, int, Resources, int]
FREE_LISTING: Final = 16_384
"""Commitments the search lists and bounds before it looks at the clock while listing (about 0.2 s here): 10
Companies and the repeat-card Capitalist have at most 11,264 (2^10 choices of flips times 11 of the card used
again). A search stopped while listing has proved no bound yet, so the first ones are listed whatever the clock
says: a tableau of up to about 12 Companies keeps its bound even under a deadline of 0."""


class Search:
    """Memoised exact branch and bound over one :class:`~furnace_lab.planner.problem.Problem`.

    ``prune=False`` switches off every pruning rule and bound (the plain memoised search, for checking).
    ``clock`` (see :mod:`~furnace_lab.planner.clock`) is looked at every ``CHECK_EVERY`` states and before each
    price fit; when it has run out the search raises :class:`~furnace_lab.planner.clock.OutOfTime`, leaving in
    :attr:`upper` the bound it had proved on the best value. Everything it remembered stays true (each memo entry
    is written only once proved), so :meth:`solve_down` may be called again to go on.
    """

    def __init__(self, problem: Problem, *, prune: bool = True, prices: Prices | None = None,
                 clock: Clock | None = None) -> None:
        self.p = problem
        self.clock = clock
        self.check_at = CHECK_EVERY if clock is not None else NEVER
        """The node count at which the clock is next looked at."""
        self.upper: int | None = None
        """An upper bound proved on the best value (scaled units), once :meth:`solve_down` has one."""
        self.listed = 0
        """Commitments listed and bounds of commitments worked out (the clock is looked at among them too: a
        tableau of 24 Companies with the repeat-card Capitalist has millions of commitments)."""
        self.commitments_kept = 0
        """Commitments listed (each kept in memory): counted with the states by :meth:`visited`."""
        self.prune = prune
        self.memo: dict[Any, tuple[int, bool]] = {}
        self.start_memo: dict[Any, tuple[int, bool]] = {}
        self.known: RowTerms = {}
        """Each card's row terms for fitting prices (see :func:`~furnace_lab.planner.bound.fit_prices`)."""
        self.made: dict[Prices, Bounds] = {}
        """The bounds built at each set of fitted prices (see :func:`~furnace_lab.planner.bound.fit_bounds`)."""
        self.expanded: dict[Any, list[Move]] = {}
        """Per state expanded, its moves (a lower bar expands it again)."""
        self.recent: list[Bounds] = []
        """The fitted bounds that last cut a state, most recent first (tried first on the next state)."""
        self.fitted: dict[Any, tuple[Bounds, bool, int]] = {}
        """Per state, the tightest bounds found for it (any prices give a bound: kept for the next bar), whether
        they came from earlier fits only (no programme solved for it), and the bound."""
        self.dominant: dict[Any, list[tuple[Resources, int, int]]] = {}
        """Per state less its resources, the bounds proved (or values found) for each resources searched: a state
        holding no more of any resource is worth no more (see :meth:`dominated`)."""
        self.resolved: dict[tuple[Any, ...], list[Outcome]] = {}
        """The ways to resolve a card, by everything they depend on (the card, its first row, the resources, sides
        and promised flips, the upgrades made on it, what rows still to come consume, whether an upgrade row is
        still to come, which Companies a Manager may flip, the repeat's card, the Manager and whether it is
        spent): states with other cards still to come often share them. Read only, once made."""
        self.nodes = 0
        self.fits = 0
        self.guesses: dict[tuple[int, ...], Problem] = {}
        self.commits: list[list[Any]] | None = None
        self.choice: dict[tuple[bool, Any], Any] = {}
        """Per state searched exactly, the move that reaches its value."""
        self.first: Move | None = None
        self._budget = 0
        """States the quick plan being made may still expand (see :meth:`_dive_moves`)."""
        """The best first move under the last commitment searched."""
        """The commitments as [bound, not yet fitted, move, fitted prices], once worked out (see :meth:`solve`)."""
        self.refit_at = max(REFIT_MIN, (len(problem.cards) + 1) // 2)
        """States with at least this many cards left get prices fitted to them."""
        cards = problem.cards
        free_order = prune and not problem.chain  # the Production Chain fixes the order
        self.free_order = free_order
        self.managed = sum(1 << k for k, card in enumerate(cards) if card.manager is not None)
        """Cards with a Manager already placed: the order rules (producers first, sellers last) leave them out."""
        self.self_flip = sum(1 << k for k, card in enumerate(cards)
                             if card.manager is not None and card.manager.self_upgrade and not card.is_startup)
        """Companies whose Manager can flip them when they start (interbellum.manager.iron-upgrade)."""
        self.strict = prune and not problem.w_upgrade
        """Flip before use (no upgrade weight), but for the repeat's card."""
        self.suffix = tuple(tuple(_suffix(card.rows(bool(side))) for side in (0, 1)) for card in cards)
        self.any_mask = tuple(both[1] for both in problem.side_mask)
        pure = [[all(row.kind == GAIN for row in card.rows(bool(side))) for side in (0, 1)] for card in cards]
        plain = [card.manager is None for card in cards]
        self.pure_basic = sum(1 << k for k, card in enumerate(cards)
                              if free_order and plain[k] and pure[k][0] and not card.is_startup)
        """Companies whose basic rows are all extraction (none in the Production Chain)."""
        self.fixed_producer = tuple(
            (free_order and plain[k] and pure[k][0] and card.is_startup, free_order and plain[k] and pure[k][1])
            for k, card in enumerate(cards))
        """Per card and side: all extraction, and the side can never change (upgraded side, or a Start-up)."""
        self.seller = tuple(
            sum(1 << side for side in (0, 1)
                if free_order and card.manager is None
                and not any(row.gains_resources or row.kind not in (GAIN, PROCESS) for row in card.rows(bool(side))))
            for card in cards)
        """Per card, bit ``side`` set if the rows of that side yield no resource: a *seller*."""
        signature: dict[tuple[Any, ...], int] = {}
        self.twin_of = tuple(
            signature.setdefault((card.is_startup, card.basic, card.upgraded, card.manager), k)
            for k, card in enumerate(cards))
        self.upgrade_cards = problem.has_upgrade_row
        self.repeat_mask = sum(1 << slot for slot, _ in problem.repeat_cost or ())
        self._free_managers()
        self.spends = problem.repeat and any(m.kind in FREE_ONCE_A_ROUND for m in problem.managers)
        """May the repeat's card spend its Manager's free resources at its first use (see :data:`SPENT`)?"""
        self.keyed = bool(self.left0) or self.spends
        """Do states differ by their Managers in hand or on the repeat's card (then those are in the memo key)?"""
        self.root_bounds: Bounds | None = None
        self.fitting = prune and len(cards) >= FIT_MIN
        """Fit prices to commitments and to states (worth it only for larger positions)."""
        if prune:
            if prices is None:
                flippable = problem.companies & ~problem.upgraded if self.most_flips() else 0
                steps = STEPS if self.fitting else ()
                prices = choose_prices(problem, flippable, steps=steps, plain=self.plain)
            self.root_bounds = Bounds(problem, prices, self.free, self.plain)

    def _free_managers(self) -> None:
        """The Managers still to be placed, by design, and where each could change something."""
        p = self.p
        cards = p.cards
        placed = {m for m in p.fixed if m >= 0}
        designs: dict[ManagerModel, list[int]] = {}
        if p.placeable:
            for k, model in enumerate(p.managers):
                if k not in placed and not inert(model):
                    designs.setdefault(model, []).append(k)
        self.models = p.managers
        self.groups = tuple(sum(1 << k for k in tokens) for tokens in designs.values())
        """Per design, a bit mask of its tokens."""
        self.group_of = {k: g for g, tokens in enumerate(designs.values()) for k in tokens}
        self.left0 = sum(self.groups)
        """The tokens in hand at the start (a bit each)."""
        self.upg_tokens = sum(1 << k for k in self.group_of if p.managers[k].self_upgrade is not None)
        self.upg_cost = 0
        for k in self.group_of:
            for slot, _ in p.managers[k].self_upgrade or ():
                self.upg_cost |= 1 << slot
        for card in cards:
            if card.manager is not None:
                for slot, _ in card.manager.self_upgrade or ():
                    self.upg_cost |= 1 << slot
        """Resources a flip by a Manager consumes (a row still to come, for the unwanted-inputs rule)."""
        self.discard_tokens = sum(1 << k for k in self.group_of if p.managers[k].kind == "discard-self")
        self.open = ~self.managed & ((1 << len(cards)) - 1)
        """Cards that may take a Manager from the hand (none placed on them yet)."""
        self.row_useful = tuple(
            tuple(tuple(bool(self.open >> c & 1) and acts_on(p.managers[tokens[0]], card.rows(bool(side)))
                        for side in (0, 1)) for c, card in enumerate(cards))
            for tokens in designs.values())
        """Per design, card and side: its row effects change something there."""
        self.yields = tuple(
            tuple(tuple(bool(self.open >> c & 1) and adds_resources(p.managers[tokens[0]], card.rows(bool(side)))
                        for side in (0, 1)) for c, card in enumerate(cards))
            for tokens in designs.values())
        """Per design, card and side: it makes those rows yield a resource."""
        self.anywhere = []
        """Per design, the cards where it might ever change something (either side; for a flip, the Companies
        promised one — masked by the commitment's promise when used)."""
        for g, tokens in enumerate(designs.values()):
            model = p.managers[tokens[0]]
            where = sum(1 << c for c in range(len(cards)) if self.row_useful[g][c][0] or self.row_useful[g][c][1])
            if model.self_upgrade is not None or model.discard:
                where |= p.companies & ~p.upgraded if not model.discard else p.companies
            self.anywhere.append(where & self.open)
        self.upg_tokens_where = [((1 << len(cards)) - 1) if p.managers[tokens[0]].self_upgrade is not None else 0
                                 for tokens in designs.values()]
        """Per design: all cards if it flips its card (an upgraded card is no use to it), else none."""
        self.money_only: list[tuple[int, int, int] | None] = []
        """Per design that only pays money (and changes no cost, no limit): (money per sale, per conversion, for
        fully resolved selling), else None."""
        self.most_paid: list[tuple[int, ...]] = []
        """Per such design and card, the most money it can pay there (either side), once."""
        for tokens in designs.values():
            model = p.managers[tokens[0]]
            pays = _money_only(model)
            self.money_only.append(pays)
            most = []
            for card in cards:
                best = 0
                if pays is not None:
                    for side in (False, True):
                        rows = [r for r in card.rows(side) if r.kind == PROCESS]
                        here = sum((pays[0] if r.is_selling else 0) * (r.limit or 1)
                                   + (pays[1] if r.is_conversion else 0) * (r.limit or 1) for r in rows)
                        if any(r.is_selling for r in rows):
                            here += pays[2]
                        best = max(best, here)
                most.append(best)
            self.most_paid.append(tuple(most))
        free: list[tuple[int, tuple[CardTerms | None, ...]]] = []
        for mask, tokens in zip(self.groups, designs.values(), strict=True):
            model = p.managers[tokens[0]]
            where = self.anywhere[len(free)]  # elsewhere it adds nothing: no terms to price
            free.append((mask, tuple(compile_card(_with(card, model), p.w_money) if where >> c & 1 else None
                                     for c, card in enumerate(cards))))
        self.free: Free = tuple(free)
        self.plain = tuple(compile_card(card, p.w_money) for card in cards)
        """Each card compiled for pricing (its Manager, if placed, included)."""

    def guess(self, bounds: Bounds, unused: int, sides: int, pend: int, again: int, left: int, amgr: int
              ) -> Problem | None:
        """The problem with the Managers in hand where they look best at ``bounds``' prices (and the one on
        the repeat's card there): what prices are fitted to. None with no Manager in hand."""
        token = amgr & TOKEN
        if not left and not token:
            return None
        place = list(self.p.place)
        for t, card in bounds.likely(unused, sides, pend, left):
            place[card] = t
        if token and again:
            place[again - 1] = token - 1
        key = tuple(place)
        placed = self.guesses.get(key)
        if placed is None:
            placed = self.guesses[key] = with_place(self.p, key)
        return placed

    # --- facts about a state ------------------------------------------------------------------------

    def future_mask(self, unused: int, again: int, left: int = 0) -> int:
        """Resources that some row still to come might consume (a flip by a Manager too)."""
        mask = (self.repeat_mask | self.any_mask[again - 1]) if again else 0
        if left & self.upg_tokens or unused & self.self_flip:
            mask |= self.upg_cost
        any_mask = self.any_mask
        while unused:
            low = unused & -unused
            mask |= any_mask[low.bit_length() - 1]
            unused ^= low
        return mask

    def upgrades_left(self, unused: int, again: int) -> bool:
        """Can some row still to come flip a Company?"""
        rows = self.upgrade_cards
        return bool(rows & unused) or (again > 0 and bool(rows >> (again - 1) & 1))

    def flex(self, unused: int, left: int) -> int:
        """Companies still to come that a Manager may flip when they start (one placed, or one in hand)."""
        out = unused & self.self_flip
        if left & self.upg_tokens:
            out |= unused & self.p.companies & self.open
        return out

    def bound(self, unused: int, upg: int, again: int, res: Resources, pend: int, ctx: Bounds | None,
              left: int = 0, amgr: int = 0) -> int:
        """A whole-number upper bound on the value still to come (the better of the start's and ``ctx``'s)."""
        if self.root_bounds is None:
            return -NEG
        value = self.root_bounds.value(unused, upg, again, res, pend, left, amgr)
        if ctx is not None:
            other = ctx.value(unused, upg, again, res, pend, left, amgr)
            if other < value:
                value = other
        return value

    def refit(self, unused: int, upg: int, again: int, res: Resources, pend: int, left: int, amgr: int,
              ctx: Bounds, here: int, alpha: int, first: bool) -> tuple[Bounds, bool, int]:
        """The tightest bounds for a state that ``ctx`` (bound ``here``) does not cut below ``alpha``, as
        (bounds, from earlier fits only, bound): the prices fitted lately are tried first — states close in the
        search often share their best prices, and pricing a state costs far less than solving its programme —
        and only if none cuts are prices fitted to it."""
        best, value = ctx, here
        if first:
            for k, other in enumerate(self.recent):
                v = other.value(unused, upg, again, res, pend, left, amgr)
                if v < value:
                    best, value = other, v
                    if v <= alpha:
                        if k:
                            del self.recent[k]
                            self.recent.insert(0, other)
                        return best, True, value
        check(self.clock)
        self.fits += 1
        fitted = fit_bounds(self.p, unused, upg, again, res, pend, ctx, None, self.free, left, amgr,
                            self.guess(ctx, unused, upg | pend, pend, again, left, amgr), self.plain, self.made,
                            self.known)
        v = fitted.value(unused, upg, again, res, pend, left, amgr)
        if v < value:
            best, value = fitted, v
            if v <= alpha:
                if fitted in self.recent:
                    self.recent.remove(fitted)
                self.recent.insert(0, fitted)
                del self.recent[RECENT:]
        return best, False, value

    def dead(self, unused: int, again: int, pend: int, left: int = 0) -> bool:
        """A flip is promised but nothing is left to make it (no upgrade row, no Manager to flip the card)."""
        rest = pend & ~(unused & self.self_flip)
        if not rest or self.upgrades_left(unused, again):
            return False
        flippers = left & self.upg_tokens
        return not (flippers and not rest & ~(unused & self.open) and rest.bit_count() <= flippers.bit_count())

    # --- one card -------------------------------------------------------------------------------------

    def outcomes(self, card: int, start: int, res: Resources, upg: int, pend: int, ucount: int, unused_after: int,
                 again_after: int, token: int = -1, left_after: int = 0, spent: bool = False) -> list[Outcome]:
        """Every way (after pruning) to resolve ``card`` from row ``start`` on (with the Manager ``token`` from
        the hand, if not -1; ``left_after`` the Managers still in hand after it). ``spent``: the card's Manager
        gave its free resources at the card's first use, and has nothing more to give (the repeat, see
        :data:`SPENT`)."""
        info = self.p.cards[card]
        last = not self.upgrades_left(unused_after, again_after)
        flex = self.flex(unused_after, left_after)
        other = self.future_mask(unused_after, again_after, left_after)
        key = (card, start, res, upg, pend, ucount, other, last, flex, again_after, token, spent)
        hit = self.resolved.get(key)
        if hit is not None:
            return hit
        out: list[Outcome] = []
        mgr = info.manager if token < 0 else self.models[token]
        if spent:
            mgr = None
        if mgr is not None:
            self._managed(card, info, mgr, res, upg, pend, last, flex, again_after, out, other)
        else:
            side = upg >> card & 1
            rows = info.rows(bool(side))
            self._rows(rows, self.suffix[card][side], start, res, upg, pend, ucount, other, last, flex, 0, (), out)
        if len(self.resolved) >= RESOLVED:
            self.resolved.clear()
        self.resolved[key] = out
        return out

    def _rows(self, rows: tuple[PlanRow, ...], suffix: tuple[int, ...], i: int, res: Resources, upg: int, pend: int,
              ucount: int, other: int, last: bool, flex: int, acc: int, choices: tuple[Any, ...],
              out: list[Outcome]) -> None:
        p = self.p
        while i < len(rows):
            row = rows[i]
            if row.kind == GAIN:  # furnace.effects.extraction
                g = row.gain
                res = (res[0] + g[0], res[1] + g[1], res[2] + g[2], res[3] + g[3])
                acc += row.money * p.w_money
                choices = (*choices, None)
                i += 1
                continue
            if row.kind == PROCESS:  # furnace.effects.processing, furnace.effects.processing-limit
                m = row.limit if row.limit is not None else 1
                for slot, amount in row.cost:
                    q = res[slot] // amount
                    if q < m:
                        m = q
                if m == 0:
                    choices = (*choices, 0)
                    i += 1
                    continue
                runs: range | tuple[int, ...] = range(m, -1, -1)
                if self.prune and not row.mask & (suffix[i + 1] | other):
                    w = p.w_res
                    g = row.gain
                    delta = row.money * p.w_money + w[0] * g[0] + w[1] * g[1] + w[2] * g[2] + w[3] * g[3]
                    for slot, amount in row.cost:
                        delta -= w[slot] * amount
                    if delta >= 0:
                        runs = (m,)
                    elif not row.gains_resources:
                        runs = (0,)
                cost = row.cost
                g = row.gain
                for k in runs:
                    r = [res[0] + g[0] * k, res[1] + g[1] * k, res[2] + g[2] * k, res[3] + g[3] * k]
                    for slot, amount in cost:
                        r[slot] -= amount * k
                    self._rows(rows, suffix, i + 1, (r[0], r[1], r[2], r[3]), upg, pend, ucount, other, last, flex,
                               acc + row.money * p.w_money * k, (*choices, k), out)
                return
            for res2, upg2, pend2, ucount2, acc2, flips in self._flips(rows, i, res, upg, pend, ucount, last, flex,
                                                                       acc):
                self._rows(rows, suffix, i + 1, res2, upg2, pend2, ucount2, other, last, flex, acc2,
                           (*choices, flips), out)
            return
        if last and pend & ~flex:
            return  # a flip was promised but nothing is left to make it: dropped
        out.append((acc, res, upg, pend, choices))

    def _flips(self, rows: tuple[PlanRow, ...], i: int, res: Resources, upg: int, pend: int, ucount: int,
               last: bool, flex: int, acc: int) -> list[tuple[Resources, int, int, int, int, tuple[int, ...]]]:
        """An upgrade row (furnace.startup.upgrade): flip promised Companies — on the last upgrade row all those
        nothing else can flip. Returns (resources, upgraded, still to flip, upgrades on the card, value, flipped)."""
        p = self.p
        row = rows[i]
        targets = _bits(pend & ~upg)
        most = len(targets)
        if row.limit is not None:
            most = min(most, row.limit - ucount)
        pays = upgrade_payments(p, row, res, max(most, 0))
        most = len(pays) - 1
        required: list[int] = []
        optional = targets
        if last and i == _last_upgrade(rows):
            required = [c for c in targets if not flex >> c & 1]
            optional = [c for c in targets if flex >> c & 1]
            if most < len(required):
                return []  # cannot pay for every promised flip
        out = []
        room = most - len(required)
        for n in range(min(room, len(optional)), -1, -1):
            for combo in combinations(optional, n):
                chosen = (*required, *combo)
                flipped = 0
                for c in chosen:
                    flipped |= 1 << c
                k = len(chosen)
                out.append((pays[k], upg | flipped, pend & ~flipped, ucount + k, acc + k * p.w_upgrade,
                            tuple(sorted(chosen))))
        return out

    # --- a card with a Manager (interbellum.manager.extra-effect) ---------------------------------------

    def _managed(self, card: int, info: PlanCard, mgr: ManagerModel, res: Resources, upg: int, pend: int,
                 last: bool, flex: int, again: int, out: list[Outcome], other: int) -> None:
        """Resolve a card with a Manager: its start choice (the free resources), its rows with the Manager's
        credits, free conversion, bonuses and doubled conversions, the flip for iron after its basic rows, then
        its end (the fully resolved bonus, the discard choice) — as the engine offers them
        (furnace_lab.interbellum.manager-timing). ``other`` are the resources a row still to come after this
        card might consume."""
        starts: list[tuple[str, tuple[int, int, int, int]]] = []
        credits = mgr.credits if mgr.choose else (mgr.credits[:1] or ((0, 0, 0, 0),))
        names = mgr.choose or ("",)
        for name, credit in zip(names, credits, strict=True):
            starts.append((name, credit))
        if mgr.choose and again == card + 1:
            # the first use of the repeat's card may decline the choice: the repeat may then take it
            # (interbellum.manager.free-coal-iron-or-oil: one time this round)
            starts.append(("-", (0, 0, 0, 0)))
        cost = mgr.self_upgrade
        bit = 1 << card
        if (cost is not None and not info.is_startup and not upg & bit
                and all(res[slot] >= amount for slot, amount in cost)):
            # the engine offers 'manager upgrade' when the card starts; the plan declines it there and flips after
            # the basic rows instead (interbellum.manager.iron-upgrade): the same rows run in the same order, and
            # the iron stays at hand for the basic rows meanwhile, so nothing is lost
            starts = [(n or "-", c) for n, c in starts]
        side = 1 if upg & bit else 0
        rows = info.rows(bool(side))
        if cost is not None and not side and pend & bit and not info.is_startup:
            # a flip after the basic rows is still to come: its cost and the added rows consume too
            # (the unwanted-inputs rule)
            other |= self.suffix[card][1][0]
            for slot, _ in cost:
                other |= 1 << slot
        for name, credit in starts:
            self._mrows(card, info, mgr, rows, self.suffix[card][side], 0, res, upg, pend, 0, last, flex & ~bit,
                        other, again, 0, (("start", name),), out, credit, mgr.free_conversion, True)

    def _mrows(self, card: int, info: PlanCard, mgr: ManagerModel, rows: tuple[PlanRow, ...], suffix: tuple[int, ...],
               i: int, res: Resources, upg: int, pend: int, ucount: int, last: bool, flex: int, other: int, again: int,
               acc: int, choices: tuple[Any, ...], out: list[Outcome], credit: tuple[int, int, int, int], free: bool,
               full: bool) -> None:
        """The rows of a card with a Manager from row ``i`` on (see :meth:`_managed`); ``suffix`` as in
        :meth:`_rows`: per row, the resources it and the rows below it consume."""
        wm = self.p.w_money
        while i < len(rows):
            row = rows[i]
            if row.kind == GAIN:
                g = row.gain
                res = (res[0] + g[0], res[1] + g[1], res[2] + g[2], res[3] + g[3])
                acc += row.money * wm
                choices = (*choices, None)
                i += 1
                continue
            if row.kind == PROCESS:
                printed = row.limit if row.limit is not None else 1
                conversion = row.is_conversion
                gratis = 1 if free and conversion else 0
                m = printed * 2 if mgr.doubles and conversion else printed  # interbellum.manager.repeat-conversion
                for slot, amount in row.cost:
                    q = (res[slot] + credit[slot]) // amount + gratis
                    if q < m:
                        m = q
                if m <= 0:
                    choices = (*choices, 0)
                    if row.is_selling and printed > 0:
                        full = False
                    i += 1
                    continue
                args = (card, info, mgr, rows, suffix, i, res, upg, pend, ucount, last, flex, other, again, acc,
                        choices, out, credit, free, full)
                self._mruns(m, args)
                return
            for res2, upg2, pend2, ucount2, acc2, flips in self._flips(rows, i, res, upg, pend, ucount, last, flex,
                                                                       acc):
                self._mrows(card, info, mgr, rows, suffix, i + 1, res2, upg2, pend2, ucount2, last, flex, other, again,
                            acc2, (*choices, flips), out, credit, free, full)
            return
        self._mend(card, info, mgr, rows, res, upg, pend, ucount, last, flex, other, again, acc, choices, out, credit,
                   free, full)

    def _mruns(self, m: int, args: tuple[Any, ...]) -> None:
        """A processing row of a card with a Manager, run 0 up to ``m`` times (``args``: :meth:`_mrows`'s, at that
        row), each way on to the next row: the credits are spent first, the free conversion pays one run, the
        Manager's bonuses are paid per run.

        The unwanted-inputs rule holds here too, the Manager's bonuses counted in a run's worth: a row whose
        inputs nothing still to come consumes, worth at least its cost per run, runs as often as it can (the
        credits it spends are of use to no other row, and running a selling row to its limit can only earn
        the fully-resolved bonus) — unless the free conversion is still to be given, as which row takes it is
        a choice."""
        (card, info, mgr, rows, suffix, i, res, upg, pend, ucount, last, flex, other, again, acc, choices, out, credit,
         free, full) = args
        p = self.p
        wm = p.w_money
        row = rows[i]
        conversion = row.is_conversion
        selling = row.is_selling
        printed = row.limit if row.limit is not None else 1
        bonuses = [bonus for bonus, applies in ((mgr.conv_bonus, conversion), (mgr.sale_bonus, selling))
                   if bonus is not None and applies]  # interbellum.clarification.gain-per-transaction
        runs: range | tuple[int, ...] = range(m, -1, -1)
        if self.prune and not row.mask & (suffix[i + 1] | other) and not (free and conversion):
            w = p.w_res
            money = row.money + sum(bonus[0] for bonus in bonuses)
            net = [row.gain[slot] + sum(bonus[1][slot] for bonus in bonuses) for slot in range(4)]
            delta = money * wm + w[0] * net[0] + w[1] * net[1] + w[2] * net[2] + w[3] * net[3]
            for slot, amount in row.cost:
                delta -= w[slot] * amount
            if delta >= 0:
                runs = (m,)
        for k in runs:
            paid = k
            still_free = free
            if free and conversion and k:
                paid -= 1  # interbellum.manager.free-conversion
                still_free = False
            cr = list(credit)
            r = list(res)
            for slot, amount in row.cost:
                need = amount * paid
                take = min(need, cr[slot])
                cr[slot] -= take
                r[slot] -= need - take
            money = row.money * k
            for slot in range(4):
                r[slot] += row.gain[slot] * k
            for bonus in bonuses:
                money += bonus[0] * k
                for slot in range(4):
                    r[slot] += bonus[1][slot] * k
            self._mrows(card, info, mgr, rows, suffix, i + 1, (r[0], r[1], r[2], r[3]), upg, pend, ucount,
                        last, flex, other, again, acc + money * wm, (*choices, k), out,
                        (cr[0], cr[1], cr[2], cr[3]), still_free, full and (not selling or k >= printed))

    def _mend(self, card: int, info: PlanCard, mgr: ManagerModel, rows: tuple[PlanRow, ...], res: Resources, upg: int,
              pend: int, ucount: int, last: bool, flex: int, other: int, again: int, acc: int,
              choices: tuple[Any, ...], out: list[Outcome], credit: tuple[int, int, int, int], free: bool,
              full: bool) -> None:
        """After the last row of a card with a Manager: the flip for iron (then its added rows), the fully-resolved
        bonus, the discard choice (see :meth:`_managed`)."""
        p = self.p
        bit = 1 << card
        cost = mgr.self_upgrade
        if (cost is not None and not upg & bit and not info.is_startup
                and all(res[slot] >= amount for slot, amount in cost)):
            # after the basic rows the engine offers the flip for iron, paid if need be with iron those rows made
            # (interbellum.manager.iron-upgrade); the added rows then run. The plan flips only a Company it
            # promised to flip. A flip at an earlier decision of the card is never better: the added rows come
            # after the basic rows either way, and the iron would only be spent sooner.
            if pend & bit:
                after = list(res)
                for slot, amount in cost:
                    after[slot] -= amount
                self._mrows(card, info, mgr, info.rows(True), self.suffix[card][1], len(rows),
                            (after[0], after[1], after[2], after[3]), upg | bit, pend & ~bit, ucount, last, flex, other,
                            again, acc + p.w_upgrade, (*choices, ("flip", "upgrade")), out, credit, free, full)
            choices = (*choices, ("flip", "-"))
        if last and pend & ~flex:
            return
        if mgr.full_bonus is not None and full and any(r.is_selling for r in rows):
            money, gain = mgr.full_bonus  # interbellum.manager.selling-fully-resolved-money
            acc += money * p.w_money
            res = (res[0] + gain[0], res[1] + gain[1], res[2] + gain[2], res[3] + gain[3])
        discard = mgr.discard and not info.is_startup
        out.append((acc, res, upg, pend, (*choices, ("end", "-" if discard else ""))))
        if discard and not pend & bit and again != card + 1:
            # interbellum.manager.discard-for-money: the card goes back to the box; a flip of it is lost
            loss = p.w_upgrade if upg & bit else 0
            out.append((acc + mgr.discard * p.w_money - loss, res, upg & ~bit, pend, (*choices, ("end", "discard"))))

    # --- between cards --------------------------------------------------------------------------------

    def waiting(self, unused: int, upg: int, again: int, pend: int) -> int:
        """Unused cards that must not be used yet: basic-side producers (after the start: they wait for their
        flip) and, with no upgrade weight, Companies to be flipped — except the repeat's card."""
        out = unused & ~upg & self.pure_basic
        if self.strict:  # a Company its Manager flips when it starts need not wait
            out |= unused & pend & ~((1 << (again - 1)) if again else 0) & ~self.self_flip
        return out

    def tokens(self, card: int, upg: int, again: int, pend: int, left: int, mode: int = ALL) -> list[int]:
        """The Managers from the hand worth trying on ``card`` now (-1: none): those that change something
        there — their row effects, a flip of a Company promised a flip (interbellum.manager.iron-upgrade), a
        discard of a Company not promised a flip (interbellum.manager.discard-for-money)."""
        out = [-1] if mode == ALL else []
        if not left or not self.open >> card & 1:
            return out
        bit = 1 << card
        side = 1 if upg & bit else 0
        company = bool(self.p.companies & bit)
        rest = left
        while rest:
            low = rest & -rest
            token = low.bit_length() - 1
            g = self.group_of[token]
            rest &= ~self.groups[g]
            model = self.models[token]
            flips = model.self_upgrade is not None and company and not side and bool(pend & bit)
            if mode == FLIPPING:
                if flips:
                    out.append(token)
                continue
            if mode == YIELDING:
                if self.yields[g][card][side] or (flips and not self.seller[card] >> 1 & 1):
                    out.append(token)
                continue
            # a discard on the repeat's card waits for the repeat's end (interbellum.manager.discard-for-money)
            if self.row_useful[g][card][side] or flips or (model.discard and company and not pend & bit):
                out.append(token)
        return out

    def kept(self, left: int, unused: int, upg: int, pend: int) -> int:
        """The Managers in hand that may still change something on the cards still to come (the others are as
        good as gone: dropping them makes equal states equal)."""
        if not left or not self.prune:
            return left
        for g, mask in enumerate(self.groups):
            flips = self.upg_tokens_where[g]
            if left & mask and not self.anywhere[g] & unused & ~(upg & flips) & (pend | ~flips):
                left &= ~mask
        return left

    def only_here(self, toks: list[int], after: int, upg: int, pend: int) -> bool:
        """Is one of these Managers of use on this card and on no card after it? Then using the card without
        a Manager is never better than with that one (a Manager never hurts its card; it is of no use later)."""
        for t in toks:
            if t >= 0:
                g = self.group_of[t]
                flips = self.upg_tokens_where[g]
                if not self.anywhere[g] & after & ~(upg & flips) & (pend | ~flips):
                    return True
        return False

    def outpaid(self, card: int, upg: int, choices: tuple[Any, ...], paying: list[int], after: int,
                again: int) -> bool:
        """Would one of these money-only Managers (money per sale or per conversion, money for fully resolved
        selling) have paid on this card, run this way, at least the most it can pay on any card after it? Then
        running the card this way without it is never better than with it: the same runs are legal with it
        (it changes no cost), and it can add no more later."""
        rows = self.p.cards[card].rows(bool(upg >> card & 1))
        for t in paying:
            g = self.group_of[t]
            pays = self.money_only[g]
            assert pays is not None
            per_sale, per_conversion, full = pays
            here = 0
            complete = True
            selling = False
            for row, runs in zip(rows, choices, strict=False):
                if row.kind != PROCESS:
                    continue
                k = int(runs or 0)
                if row.is_selling:
                    here += per_sale * k
                    selling = True
                    if k < (row.limit if row.limit is not None else 1):
                        complete = False
                if row.is_conversion:
                    here += per_conversion * k
            if full and selling and complete:
                here += full
            if not here:
                continue
            most = self.most_paid[g]
            later = 0
            bits = after & self.anywhere[g]
            while bits:
                low = bits & -bits
                c = low.bit_length() - 1
                bits ^= low
                later = max(later, most[c] * (2 if again == c + 1 else 1))
            if here >= later:
                return True
        return False

    def candidates(self, unused: int, upg: int, again: int, pend: int, left: int = 0
                   ) -> tuple[list[tuple[int, list[int]]], bool]:
        """The cards worth trying next, each with the Managers from the hand to try on it (-1: none); and
        whether the only one is a producer that must go now."""
        if not unused:
            return [], False
        if self.p.chain:
            c = (unused & -unused).bit_length() - 1
            return [(c, self.tokens(c, upg, again, pend, left))], False
        cards = _bits(unused)
        out: list[tuple[int, list[int]]] = []
        if self.prune:
            fixed = self.fixed_producer
            for c in cards:
                if fixed[c][upg >> c & 1]:
                    return [(c, self.tokens(c, upg, again, pend, left))], True  # producers first
            waiting = self.waiting(unused, upg, again, pend)
            late = []
            if left & self.upg_tokens:  # a Company waiting for its flip may go now with a Manager that flips it
                late = [(c, t) for c in _bits(waiting & pend) if (t := self.tokens(c, upg, again, pend, left,
                                                                                    FLIPPING))]
            cards = [c for c in cards if not waiting >> c & 1]
            seller = self.seller
            middle = [c for c in cards if not seller[c] >> (upg >> c & 1) & 1]
            sellers = [c for c in cards if seller[c] >> (upg >> c & 1) & 1]
            if middle or late:
                out = [(c, self.tokens(c, upg, again, pend, left)) for c in middle] + late
                for c in sellers:  # sellers last, unless a Manager makes one yield
                    toks = self.tokens(c, upg, again, pend, left, YIELDING)
                    if toks:
                        out.append((c, toks))
            elif sellers:
                # only sellers left: in line order — but one a Manager makes yield may go first (before cards
                # that only take, it can do all it could after them, and leaves them at least as much)
                c = sellers[0]
                yielding = [(c, self.tokens(c, upg, again, pend, left, YIELDING)) for c in sellers]
                first = [t for t in self.tokens(c, upg, again, pend, left) if t not in yielding[0][1]]
                out = [(c, first)] + [pair for pair in yielding if pair[1]]
                if len(out) == 1:
                    return out, False
        else:
            out = [(c, self.tokens(c, upg, again, pend, left)) for c in cards]
        if not self.prune:
            return out, False
        kept = []
        seen = set()
        twin = self.twin_of
        for c, toks in out:
            key = (twin[c], upg >> c & 1, pend >> c & 1, again == c + 1, tuple(toks))
            if key not in seen:
                seen.add(key)
                kept.append((c, toks))
        return kept, False

    def can_repeat(self, unused: int, again: int, res: Resources) -> bool:
        """The repeat is still to be spent, its card was used, and its cost can be paid
        (furnace.capitalist.repeat-card)."""
        if not again or unused >> (again - 1) & 1:
            return False
        cost = self.p.repeat_cost
        assert cost is not None
        return all(res[slot] >= amount for slot, amount in cost)

    def moves(self, unused: int, upg: int, again: int, res: Resources, pend: int, left: int = 0,
              amgr: int = 0) -> list[Move]:
        """Every (pruned) move from a state after the start."""
        out: list[Move] = []
        cards, forced = self.candidates(unused, upg, again, pend, left)
        for c, toks in cards:
            after = unused & ~(1 << c)
            if len(toks) > 1 and self.prune and self.only_here(toks, after, upg, pend):
                toks = [t for t in toks if t >= 0]
            paying = [t for t in toks if t >= 0 and self.money_only[self.group_of[t]]] if self.prune else []
            for t in toks:
                left2 = left & ~(1 << t) if t >= 0 else left
                amgr2 = (t + 1 if t >= 0 else 0) if again == c + 1 else amgr
                frees = again == c + 1 and self.gives_free(c, t)
                for gain, r2, u2, pend2, choices in self.outcomes(c, 0, res, upg, pend, 0, after, again, t, left2):
                    if t < 0 and paying and self.outpaid(c, upg, choices, paying, after, again):
                        continue
                    kept = self.kept(left2, after, u2, pend2)
                    spent = SPENT if frees and choices[0][1] != "-" else 0
                    out.append((USE, (c,), gain, after, u2, again, r2, pend2, choices, kept, amgr2 | spent, (t,)))
        if not forced and self.can_repeat(unused, again, res):
            c = again - 1
            # the repeat of a seller is selling: it comes last of all
            token = amgr & TOKEN
            yields = token and self.yields[self.group_of[token - 1]][c][upg >> c & 1]
            if not (self.prune and unused and self.seller[c] >> (upg >> c & 1) & 1 and not yields):
                r = list(res)
                for slot, amount in self.p.repeat_cost or ():
                    r[slot] -= amount
                paid = (r[0], r[1], r[2], r[3])
                t = token - 1
                for gain, r2, u2, pend2, choices in self.outcomes(c, 0, paid, upg, pend, 0, unused, 0, t, left,
                                                                  bool(amgr & SPENT)):
                    out.append((REPEAT, (c,), gain, unused, u2, 0, r2, pend2, choices, left, 0, (t,)))
        if not unused and not pend and not again:
            out.append((DONE, (), self.p.leftover_value(res), 0, upg, 0, res, 0, (), left, 0, ()))
        return out

    def gives_free(self, card: int, token: int) -> bool:
        """Does the Manager on ``card`` (``token`` from the hand, or the one placed there) give free resources one
        time a round (see :data:`SPENT`)?"""
        mgr = self.p.cards[card].manager if token < 0 else self.models[token]
        return mgr is not None and mgr.kind in FREE_ONCE_A_ROUND

    def early_moves(self, unused: int, upg: int, again: int, res: Resources, pend: int, left: int = 0,
                    amgr: int = 0) -> list[Move]:
        """The start: use the producers at once — those to be flipped may also wait for their flip. A producer
        may take a discard Manager from the hand (nothing else changes anything on it)."""
        if not self.free_order:
            return self.moves(unused, upg, again, res, pend, left, amgr)
        fixed = self.fixed_producer
        producers = self.pure_basic & unused & ~upg
        forced = [c for c in _bits(unused) if fixed[c][upg >> c & 1]] + _bits(producers & ~pend)
        flexible_mask = producers & pend
        if self.strict:  # only the repeat's card may be used before its flip
            flexible_mask &= (1 << (again - 1)) if again else 0
        flexible = _bits(flexible_mask)
        out: list[Move] = []
        cards = self.p.cards
        wm = self.p.w_money
        discards = _bits(left & self.discard_tokens)
        for keep in range(len(flexible) + 1):
            for early in combinations(flexible, keep):
                now = sorted(forced + list(early))
                r = list(res)
                gain = 0
                for c in now:
                    for row in cards[c].rows(bool(upg >> c & 1)):
                        for slot in range(4):
                            r[slot] += row.gain[slot]
                        gain += row.money * self.p.w_money
                after = unused
                for c in now:
                    after &= ~(1 << c)
                res2 = (r[0], r[1], r[2], r[3])
                plain = tuple(() for _ in now)
                out.append((EARLY, tuple(now), gain, after, upg, again, res2, pend, plain, left, amgr,
                            tuple(-1 for _ in now)))
                if not discards:
                    continue
                able = [c for c in now if self.p.companies >> c & 1 and self.open >> c & 1 and not pend >> c & 1]
                for n in range(1, min(len(discards), len(able)) + 1):
                    for chosen in combinations(able, n):
                        tokens = dict(zip(chosen, discards, strict=False))
                        u2 = upg
                        g2 = gain
                        amgr2 = amgr
                        for c in chosen:  # interbellum.manager.discard-for-money
                            if again == c + 1:  # the repeat's card: discarded at the repeat's end, if at all
                                amgr2 = tokens[c] + 1
                                continue
                            g2 += self.models[tokens[c]].discard * wm - (self.p.w_upgrade if upg >> c & 1 else 0)
                            u2 &= ~(1 << c)
                        left2 = left & ~sum(1 << t for t in tokens.values())
                        choices = tuple(_discarded(len(cards[c].rows(bool(upg >> c & 1))), again != c + 1)
                                        if c in tokens else () for c in now)
                        out.append((EARLY, tuple(now), g2, after, u2, again, res2, pend, choices, left2, amgr2,
                                    tuple(tokens.get(c, -1) for c in now)))
        return out

    def most_flips(self) -> int:
        """At least the number of Companies that can be flipped this phase (resources that could ever be at hand)."""
        p = self.p
        supply = list(p.resources)

        def gives(card: int, start: int = 0, m: ManagerModel | None = None) -> list[int]:
            out = [0, 0, 0, 0]
            info = p.cards[card]
            m = info.manager if m is None else m
            for row in info.upgraded[start:]:
                if row.kind in (GAIN, PROCESS):
                    times = 1 if row.kind == GAIN else (row.limit or 1)
                    if m is not None and m.doubles and row.is_conversion:
                        times *= 2
                    gain = list(row.gain)
                    if m is not None:  # what its Manager adds per transaction
                        for bonus, applies in ((m.conv_bonus, row.is_conversion), (m.sale_bonus, row.is_selling)):
                            if bonus is not None and applies:
                                gain = [a + b for a, b in zip(gain, bonus[1], strict=True)]
                    for slot in range(4):
                        out[slot] += gain[slot] * times
            if m is not None and m.full_bonus is not None:
                out = [a + b for a, b in zip(out, m.full_bonus[1], strict=True)]
            return out

        for c in _bits(p.unused):
            supply = [a + b for a, b in zip(supply, gives(c), strict=True)]
        if p.resume is not None:  # the rest of the card being resolved
            supply = [a + b for a, b in zip(supply, gives(p.resume[0], p.resume[1]), strict=True)]
        for token in self.group_of:  # a Manager in hand: the most it adds on any card still to come
            model = self.models[token]
            extra = [0, 0, 0, 0]
            for c in _bits(p.unused & self.open):
                plain = gives(c)
                more = gives(c, 0, model)
                extra = [max(e, b - a) for e, a, b in zip(extra, plain, more, strict=True)]
            supply = [a + b for a, b in zip(supply, extra, strict=True)]
        if p.repeat:  # one card once more: at most the most any card gives, resource by resource
            each = [gives(c) for c in range(len(p.cards))]
            if self.group_of:
                each += [gives(c, 0, self.models[t]) for c in range(len(p.cards)) if self.open >> c & 1
                         for t in self.group_of]
            supply = [a + max(g[slot] for g in each) for slot, a in enumerate(supply)]
        if p.token_sub is not None:
            supply[3] += supply[p.token_sub]
        basic = (p.companies & ~p.upgraded).bit_count()
        most = basic
        again_any = p.repeat and bool(p.has_upgrade_row)
        if not (p.has_upgrade_row & p.unused or again_any or (p.resume and p.has_upgrade_row >> p.resume[0] & 1)):
            most = 0
        for card in p.cards:
            for row in card.upgraded:
                if row.kind not in (GAIN, PROCESS):
                    for slot, amount in row.cost:
                        most = min(most, supply[slot] // amount)
        own = (self.self_flip & p.unused & ~p.upgraded).bit_count()  # Managers that flip their own card
        own += self.upg_tokens.bit_count()
        return min(basic, most + own)

    # --- values ---------------------------------------------------------------------------------------

    def best(self, unused: int, upg: int, again: int, res: Resources, pend: int, alpha: int,
             ctx: Bounds | None = None, start: bool = False, here: int | None = None, left: int = 0,
             amgr: int = 0) -> int:
        """The value still to come from a state: exact when above ``alpha``, else an upper bound ≤ ``alpha``.

        ``here``, if given, is the state's bound at ``ctx``'s prices (already worked out by the caller)."""
        key: Any = (unused, upg, again, res, pend, left, amgr) if self.keyed else (unused, upg, again, res, pend)
        memo = self.start_memo if start else self.memo
        hit = memo.get(key)
        if hit is not None and (hit[1] or hit[0] <= alpha):
            return hit[0]
        if not unused and not pend and not again:
            return self.p.leftover_value(res)
        if not start and self.prune:
            rest: Any = (unused, upg, again, pend, amgr)
            known = self.dominated(rest, res, left, alpha)
            if known is not None:
                memo[key] = (known, False)
                return known
        self.nodes += 1
        if self.nodes >= self.check_at:
            self.check_at = self.nodes + CHECK_EVERY
            check(self.clock)
        if self.prune and (self.dead(unused, again, pend, left)
                           or (not start and unused & ~upg & ~pend & self.pure_basic)):
            memo[key] = (NEG, True)
            return NEG
        if self.prune:
            if here is None:
                here = self.bound(unused, upg, again, res, pend, ctx, left, amgr)
            if here > alpha and self.fitting and ctx is not None and unused.bit_count() >= self.refit_at:
                # many cards left and no cut: prices fitted to this state may cut here, and below
                fitted = self.fitted.get(key)
                if fitted is None or (fitted[1] and fitted[2] > alpha):
                    # a state met again (a lower bar) keeps the prices fitted to it, unless those only came
                    # from earlier fits and no longer cut
                    fitted = self.fitted[key] = self.refit(unused, upg, again, res, pend, left, amgr, ctx,
                                                           here, alpha, fitted is None)
                if fitted[2] < here:
                    here, ctx = fitted[2], fitted[0]
            elif here > alpha and self.recent and unused.bit_count() >= TRY_MIN:
                # fewer cards left: fitting costs more than it saves, but the prices that cut lately may cut here
                for other in self.recent:
                    v = other.value(unused, upg, again, res, pend, left, amgr)
                    if v < here:
                        here, ctx = v, other
                        if v <= alpha:
                            break
            if here <= alpha:
                memo[key] = (here, False)
                self.remember(start, unused, upg, again, pend, left, amgr, res, here)
                return here
        moves = self.expanded.get((start, key))
        if moves is None:  # a state met again (a lower bar) keeps its moves
            moves = (self.early_moves(unused, upg, again, res, pend, left, amgr) if start
                     else self.moves(unused, upg, again, res, pend, left, amgr))
            if len(self.expanded) < EXPANDED:
                self.expanded[start, key] = moves
        scored = self.scored(moves, ctx)
        top = NEG
        cut = NEG
        arg = None
        for score, _, move in scored:
            floor_ = top if top > alpha else alpha
            if score <= floor_:
                cut = score
                break
            gain = move[2]
            if move[0] == DONE:
                value = gain
            else:
                value = gain + self.best(move[3], move[4], move[5], move[6], move[7], floor_ - gain, ctx,
                                         here=score - gain, left=move[9], amgr=move[10])
            if value > top:
                top = value
                arg = move
        if top > alpha:
            memo[key] = (top, True)
            self.choice[start, key] = arg  # the move that reaches it, for writing the plan down
            self.remember(start, unused, upg, again, pend, left, amgr, res, top)
            return top
        bound = max(top, cut)
        memo[key] = (bound, False)
        self.remember(start, unused, upg, again, pend, left, amgr, res, bound)
        return bound

    def remember(self, start: bool, unused: int, upg: int, again: int, pend: int, left: int, amgr: int,
                 res: Resources, value: int) -> None:
        """Keep a state's proved bound (or found value) for :meth:`dominated`."""
        if start or not self.prune:
            return
        self.dominant.setdefault((unused, upg, again, pend, amgr), []).append((res, left, value))

    def dominated(self, rest: Any, res: Resources, left: int, alpha: int) -> int | None:
        """A bound ≤ ``alpha`` on a state's value, from a state searched with the same cards, sides, promises
        and Manager on the repeat's card but at least as many of every resource and every Manager in hand —
        or None. Holding more never removes a legal action nor lowers the value (all weights are non-negative;
        furnace.effects.processing only consumes what is held; a Manager in hand may stay unused,
        interbellum.manager.extra-effect), so the richer state's bound holds for the poorer one too."""
        seen = self.dominant.get(rest)
        if seen is None:
            return None
        a, b, c, d = res
        for (r0, r1, r2, r3), more, value in seen:
            if value <= alpha and r0 >= a and r1 >= b and r2 >= c and r3 >= d and not left & ~more:
                return value
        return None

    def scored(self, moves: list[Move], ctx: Bounds | None) -> list[tuple[int, int, Move]]:
        """(:meth:`move_bound`, index, move) of each move, best first. The moves of one card differ mostly by
        their resources only: the rest of their bound is worked out once for them all."""
        rb = self.root_bounds
        if rb is None:
            return sorted(((self.move_bound(m, ctx), k, m) for k, m in enumerate(moves)), reverse=True)
        mu = rb.mu
        nu = ctx.mu if ctx is not None else mu
        rests: dict[tuple[int, ...], tuple[float, float]] = {}
        out = []
        for k, m in enumerate(moves):
            gain = int(m[2])
            if m[0] == DONE:
                out.append((gain, k, m))
                continue
            group = (m[3], m[4], m[5], m[7], m[9], m[10])
            both = rests.get(group)
            if both is None:
                first = rb.rest_at(*group)
                both = rests[group] = (first, first if ctx is None else ctx.rest_at(*group))
            r = m[6]
            value = floor(mu[0] * r[0] + mu[1] * r[1] + mu[2] * r[2] + mu[3] * r[3] + both[0] + EPSILON)
            if ctx is not None:
                other = floor(nu[0] * r[0] + nu[1] * r[1] + nu[2] * r[2] + nu[3] * r[3] + both[1] + EPSILON)
                if other < value:
                    value = other
            out.append((gain + value, k, m))
        out.sort(reverse=True)
        return out

    def move_bound(self, move: Move, ctx: Bounds | None) -> int:
        """What a move can at most lead to: its gain plus the bound after it."""
        if move[0] == DONE:
            return int(move[2])
        return int(move[2]) + self.bound(move[3], move[4], move[5], move[6], move[7], ctx, move[9], move[10])

    def move_value(self, move: Move, at_least: int, ctx: Bounds | None) -> int:
        """A move's exact value if it is at least ``at_least``; otherwise something smaller."""
        kind = move[0]
        gain = int(move[2])
        if kind == DONE:
            return gain
        return gain + self.best(move[3], move[4], move[5], move[6], move[7], at_least - gain - 1, ctx,
                                start=kind == FINISH, left=move[9], amgr=move[10])

    # --- the start: commit, finish a card being resolved, use the producers ------------------------------

    def discard_all(self, pend: int, again: int) -> tuple[int, int]:
        """The discard Managers counted once for the whole plan under a commitment, when there are enough
        Companies nothing else would want: (their value, the Companies they may go on); else (0, 0).

        A discard only adds money when its card ends (interbellum.manager.discard-for-money), the same on every
        Company that is not the repeat's nor to be flipped later (with an upgrade weight: nor upgraded, which it
        would lose). If such Companies outnumber the other Managers in hand by the discards, every plan can give
        each discard one of them, whatever it does with the rest."""
        self.commitments_kept += 1  # called once for each commitment listed, each kept in memory
        self._look(spend=True)
        p = self.p
        tokens = self.left0 & self.discard_tokens
        if not tokens or not self.prune:
            return 0, 0
        able = p.companies & p.unused & self.open & ~((1 << (again - 1)) if again else 0)
        if p.w_upgrade:
            able &= ~p.upgraded & ~pend
        others = (self.left0 & ~tokens).bit_count()
        if able.bit_count() - others < tokens.bit_count():
            return 0, 0
        value = sum(self.models[t].discard for t in _bits(tokens)) * p.w_money
        return value, able

    def commitments(self) -> list[Move]:
        """One move per choice of Companies to flip this phase and card to use again (if the repeat is there)."""
        p = self.p
        basic = _bits(p.companies & ~p.upgraded)
        most = min(len(basic), self.most_flips()) if self.prune else len(basic)
        agains = [0]
        if p.repeat:
            agains += [c + 1 for c in range(len(p.cards))]
        out = []
        for n in range(most + 1):
            for combo in combinations(basic, n):
                pend = 0
                for c in combo:
                    pend |= 1 << c
                seen = set()
                for again in agains:
                    if again:
                        c = again - 1
                        key = (self.twin_of[c], (p.upgraded | pend) >> c & 1, p.unused >> c & 1)
                        if self.prune and key in seen:
                            continue
                        seen.add(key)
                    flat, _ = self.discard_all(pend, again)
                    left = self.left0 & ~self.discard_tokens if flat else self.left0
                    out.append((COMMIT, combo, flat, p.unused, p.upgraded, again, p.resources, pend, (), left, 0,
                                ()))
        return out

    def after_commit(self, move: Move) -> list[Move]:
        """The moves right after a commitment: finish the card being resolved, or the start."""
        p = self.p
        again = move[5]
        pend = move[7]
        left = move[9]
        if p.resume is None:
            return self.early_moves(p.unused, p.upgraded, again, p.resources, pend, left)
        card, row, ucount = p.resume
        out = []
        for gain, r2, u2, pend2, choices in self.outcomes(card, row, p.resources, p.upgraded, pend, ucount, p.unused,
                                                          again, -1, left):
            out.append((FINISH, (card,), gain, p.unused, u2, again, r2, pend2, choices, left, 0, (-1,)))
        return out

    def commit_bounds(self, move: Move) -> Bounds | None:
        """Prices fitted to a commitment (used for every bound below it)."""
        if not self.prune:
            return None
        p = self.p
        assert self.root_bounds is not None
        check(self.clock)
        self.fits += 1
        rest = None if p.resume is None else (p.resume[0], p.resume[1])
        return fit_bounds(p, p.unused, p.upgraded, move[5], p.resources, move[7], self.root_bounds, rest, self.free,
                          move[9], 0, self.guess(self.root_bounds, p.unused, p.upgraded | move[7], move[7], move[5],
                                                 move[9], 0), self.plain, self.made, self.known)

    def commit_bound(self, bounds: Bounds, move: Move) -> int:
        """A whole-number bound on a commitment's best value: what it counts at once (the discards), the
        start's bound, plus the rest of a card being resolved (its rows, at the same prices)."""
        self._look(spend=False)  # a bound worked out (again and again as the search goes): time, not memory
        p = self.p
        raw = move[2] + bounds.raw(p.unused, p.upgraded, move[5], p.resources, move[7], move[9])
        if p.resume is not None:
            raw += bounds.rest_of_card(p.resume[0], p.resume[1], p.upgraded | move[7])
        return floor(raw + EPSILON)

    def visited(self) -> int:
        """States visited and commitments listed: what a budget of states counts."""
        return self.nodes + self.commitments_kept

    def _look(self, spend: bool) -> None:
        """While listing and bounding commitments: the clock (and, listing, the budget of states) every
        ``CHECK_EVERY`` past the first :data:`FREE_LISTING`."""
        self.listed += 1
        if self.listed % CHECK_EVERY == 0 and self.listed >= FREE_LISTING:
            if spend:
                check(self.clock)
            elif self.clock is not None and self.clock.expired():
                raise OutOfTime

    def committed(self, move: Move, at_least: int, ctx: Bounds | None) -> int:
        """The best value under a commitment if it is at least ``at_least``; otherwise an upper bound on it,
        smaller than ``at_least`` (the best the moves searched can reach, or the bound of the first one cut)."""
        gain = int(move[2])
        top = NEG
        cut = NEG
        nxt = self.after_commit(move)
        scored = sorted(((self.move_bound(m, ctx), k, m) for k, m in enumerate(nxt)), reverse=True)
        floor_ = at_least - 1 - gain
        self.first = None
        for score, _, m in scored:
            if score <= max(floor_, top):
                cut = score
                break
            value = self.move_value(m, max(floor_, top) + 1, ctx)
            if value > top:
                top = value
                self.first = m
        if top <= floor_:
            top = max(top, cut)
        return top + gain if top > NEG else NEG

    def commitment_bounds(self) -> list[list[Any]]:
        """The commitments as [bound, not yet fitted (1) or fitted (0), move, fitted prices], kept from one
        :meth:`solve` to the next (bounds only ever go down, as prices are fitted and bars fail)."""
        if self.commits is None:
            rb = self.root_bounds
            self.commits = [[-NEG if rb is None else self.commit_bound(rb, move), 1, move, None]
                            for move in self.commitments()]
        return self.commits

    def solve(self, at_least: int = NEG + 1) -> tuple[int, list[Move], Bounds | None]:
        """The best value (scaled units), the moves of one plan reaching it, and the prices used under it — or
        (NEG, [], None) if no plan is worth ``at_least``.

        Commitments are taken best bound first: each is bounded cheaply with the start's prices, then — when
        it comes to the top — with the bounds that cut states lately, then with prices fitted to it, and
        searched only if it can still beat the best found.
        """
        commits = self.commitment_bounds()
        heap = [(-entry[0], entry[1], k) for k, entry in enumerate(commits)]
        heapq.heapify(heap)
        total = at_least - 1
        best_move: Move | None = None
        best_ctx: Bounds | None = None
        first: Move | None = None
        while heap:
            neg, _, k = heapq.heappop(heap)
            if -neg <= total:
                break
            entry = commits[k]
            move, ctx = entry[2], entry[3]
            if ctx is None and self.fitting:
                cut = -neg
                for other in self.recent:  # the bounds that cut states lately may cut it without fitting
                    cut = min(cut, self.commit_bound(other, move))
                    if cut <= total:
                        break
                if cut <= total:
                    entry[0] = cut  # left unfitted: a lower bar meets it again
                    continue
                ctx = entry[3] = self.commit_bounds(move)
                assert ctx is not None
                entry[0] = min(self.commit_bound(ctx, move), cut)
                entry[1] = 0
                heapq.heappush(heap, (-entry[0], 0, k))
                continue
            value = self.committed(move, total + 1, ctx)
            if value > total:
                total, best_move, best_ctx, first = value, move, ctx, self.first
            else:  # nothing under it is worth more than the bound it proved (below the bar it failed)
                entry[0] = min(entry[0], total, value)
        if best_move is None:
            return NEG, [], None
        target = total - int(best_move[2])
        path = self._follow(first, target)
        if path is None:
            path = self._walk(self.after_commit(best_move), target, best_ctx)
        return total, [best_move, *path], best_ctx

    def solve_down(self) -> tuple[int, list[Move], Bounds | None]:
        """:meth:`solve`, asking first for a plan worth the best bound, then — each time none is — for one worth
        a little less: a plan found near the top cuts far more than one found on the way up, and each bar that
        fails leaves its proofs in the memo and in the commitments' bounds for the next."""
        if not self.prune:
            return self.solve()
        commits = self.commitment_bounds()
        bar: int | None = None
        while True:
            top = max((entry[0] for entry in commits), default=NEG)
            bar = top if bar is None else min(bar - 1, top)
            if bar <= NEG + 1:
                return self.solve()
            self.upper = bar  # every commitment's bound is at most top, and no plan reached the bar before
            value, moves, ctx = self.solve(at_least=bar)
            if moves:
                return value, moves, ctx

    def dive(self, tries: int = 1) -> int:
        """A quick plan's value (no backtracking: the best bound first at every step, from each of the ``tries``
        commitments of best bound, at prices fitted to it) — a lower bound, or NEG."""
        rb = self.root_bounds
        commits = self.commitments()
        if rb is None or not commits:
            return NEG
        ranked = sorted(commits, key=lambda m: self.commit_bound(rb, m), reverse=True)[:tries]
        return max(self._dive(move, self.commit_bounds(move) if tries > 1 else None) for move in ranked)

    def _dive(self, move: Move, ctx: Bounds | None) -> int:
        return self._dive_moves(move, ctx)[0]

    def dive_moves(self, tries: int = 4, clock: Clock | None = None) -> tuple[int, list[Move]]:
        """The best of quick plans (as :meth:`dive`, at the start's prices) from the commitments of best bound:
        ``tries`` of them, and more while ``clock`` has time left. Its value and moves (as :meth:`solve` gives
        them), or (NEG, []). A dive is one pass down, a few moves per card; it is what a search out of time
        answers with. The bounds the search tightened rank the commitments, when it has them."""
        rb = self.root_bounds
        if rb is None:
            return NEG, []
        if self.commits is not None:
            ranked = [entry[2] for entry in sorted(self.commits, key=lambda entry: -entry[0])]
        else:
            ranked = sorted(self.commitments(), key=lambda m: self.commit_bound(rb, m), reverse=True)
        best: tuple[int, list[Move]] = (NEG, [])
        for k, move in enumerate(ranked):
            if k >= tries and (clock is None or clock.expired()):
                break
            found = self._dive_moves(move, None)
            if found[0] > best[0]:
                best = found
        return best

    def _dive_moves(self, move: Move, ctx: Bounds | None, budget: int = DIVE_BUDGET) -> tuple[int, list[Move]]:
        """A quick plan under a commitment: best bound first at every step, backing up from a dead end (a flip
        promised and nothing left to make it, a repeat that cannot be paid) to the next best move, within
        ``budget`` states. Its value and moves, or (NEG, [])."""
        self._budget = budget
        found = self._probe(move, ctx)
        return (NEG, []) if found is None else found

    def _probe(self, move: Move, ctx: Bounds | None) -> tuple[int, list[Move]] | None:
        gain = int(move[2])
        kind = move[0]
        if kind == DONE:
            return gain, [move]
        if kind == COMMIT:
            nxt = self.after_commit(move)
        else:
            after, u2, again2, r2, pend2, left2, amgr2 = move[3], move[4], move[5], move[6], move[7], move[9], move[10]
            if not after and not pend2 and not again2:
                done = self.p.leftover_value(r2)
                return gain + done, [move, (DONE, (), done, 0, u2, 0, r2, 0, (), left2, 0, ())]
            if self.prune and self.dead(after, again2, pend2, left2):
                return None
            nxt = (self.early_moves(after, u2, again2, r2, pend2, left2, amgr2) if kind == FINISH
                   else self.moves(after, u2, again2, r2, pend2, left2, amgr2))
        self._budget -= 1
        if self._budget < 0:
            return None
        for m in sorted(nxt, key=lambda m: self.move_bound(m, ctx), reverse=True):
            found = self._probe(m, ctx)
            if found is not None:
                return gain + found[0], [move, *found[1]]
            if self._budget < 0:
                return None
        return None

    def _follow(self, move: Move | None, target: int) -> list[Move] | None:
        """The moves of one plan worth ``target`` from the first one, each next one as the search recorded it
        (None if a record is missing or the sum is off: then :meth:`_walk` finds them again)."""
        plan: list[Move] = []
        total = 0
        while move is not None:
            plan.append(move)
            total += int(move[2])
            if move[0] == DONE:
                break
            unused, upg, again, res, pend, left, amgr = (move[3], move[4], move[5], move[6], move[7], move[9],
                                                         move[10])
            if not unused and not pend and not again:
                done = self.p.leftover_value(res)
                plan.append((DONE, (), done, 0, upg, 0, res, 0, (), left, 0, ()))
                total += done
                break
            key: Any = (unused, upg, again, res, pend, left, amgr) if self.keyed else (unused, upg, again, res, pend)
            move = self.choice.get((move[0] == FINISH, key))
        return plan if move is not None and total == target else None

    def _walk(self, moves: list[Move], target: int, ctx: Bounds | None) -> list[Move]:
        """The moves of one plan worth ``target`` (every choice re-found through the memo)."""
        plan: list[Move] = []
        while moves:
            chosen = None
            for move in sorted(moves, key=lambda m: self.move_bound(m, ctx), reverse=True):
                if self.move_bound(move, ctx) < target:
                    break
                if self.move_value(move, target, ctx) == target:
                    chosen = move
                    break
            assert chosen is not None, "the memo lost the best plan"
            plan.append(chosen)
            kind, gain, after, u2, again2, r2, pend2 = (chosen[0], chosen[2], chosen[3], chosen[4], chosen[5],
                                                        chosen[6], chosen[7])
            if kind == DONE:
                break
            target -= int(gain)
            if kind == FINISH:
                moves = self.early_moves(after, u2, again2, r2, pend2, chosen[9], chosen[10])
            else:
                moves = self.moves(after, u2, again2, r2, pend2, chosen[9], chosen[10])
        return plan


def _money_only(model: ManagerModel) -> tuple[int, int, int] | None:
    """(money per sale, per conversion, for fully resolved selling) of a Manager that does nothing else."""
    if (model.credits or model.free_conversion or model.doubles or model.self_upgrade is not None
            or model.discard):
        return None
    parts = [model.sale_bonus, model.conv_bonus, model.full_bonus]
    if all(part is None for part in parts) or any(part is not None and any(part[1]) for part in parts):
        return None
    sale, conversion, full = (0 if part is None else part[0] for part in parts)
    return sale, conversion, full


def _with(card: PlanCard, model: ManagerModel) -> PlanCard:
    from dataclasses import replace

    return replace(card, manager=model)


def _discarded(rows: int, discard: bool = True) -> tuple[Any, ...]:
    """The choices of a producer resolved with a discard Manager: no start choice, its rows, then the discard
    (or not: on the repeat's card, which is discarded at the repeat's end if at all)."""
    return (("start", ""), *(None for _ in range(rows)), ("end", "discard" if discard else "-"))


def _last_upgrade(rows: tuple[PlanRow, ...]) -> int:
    """Index of the last upgrade row of a card's rows."""
    last = -1
    for i, row in enumerate(rows):
        if row.kind not in (GAIN, PROCESS):
            last = i
    return last


def _suffix(rows: tuple[PlanRow, ...]) -> tuple[int, ...]:
    out = [0] * (len(rows) + 1)
    for i in range(len(rows) - 1, -1, -1):
        out[i] = out[i + 1] | rows[i].mask
    return tuple(out)


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out
