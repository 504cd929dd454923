"""An upper bound on what a production position can still be worth, for branch and bound.

Forget for a moment that cards are resolved one at a time, in some order, and that a row runs a whole number
of times: what is left is a linear programme — choose how often each row still to come runs (0 up to its
limit) so that no resource ends below zero, maximising money plus the valuation of what is left. Its optimum
is at least the true best, and by linear-programming duality *any* resource prices ``μ`` at least the
valuation's weights give a bound at least that optimum:

    bound(μ) = μ · resources held
             + Σ extraction rows still to come            (money + μ · gain)
             + Σ processing rows still to come   limit ×  max(0, money + μ · (gain − cost))
             + Σ Companies still to be flipped            (upgrade weight − μ · upgrade cost)
             + the repeat, if still to be spent on a card      its rows − μ · repeat cost

Each row is priced at ``μ``: a row that loses value at those prices counts as never run, one that gains
counts as run to its limit. The search fixes *which* Companies it will flip before it bounds anything (see
:mod:`furnace_lab.planner.search`): a Company to be flipped counts with its upgraded rows and the flip's
price, any other basic-side Company with its basic rows; and it fixes the card the repeat-card Capitalist will
use again, if any. Before those choices, :meth:`Bounds.free` lets each flip, and the repeat, count only if it
pays at ``μ``.

The best prices make the bound equal to the programme's optimum: :func:`fit_prices` finds them with a small
simplex (:mod:`furnace_lab.planner.simplex`). The bound is valid whatever the prices, so the search fits them
only where it pays, and otherwise reuses them.

Why the real best can be lower: the bound ignores the order of the cards (a sale before the conversion that
feeds it), the one-card-at-a-time rule, and whole-number runs — exactly what the search then settles.
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache
from math import floor
from typing import Any, Final

from furnace_lab.engine.core.cards import GAIN, PROCESS, UPGRADE
from furnace_lab.planner.problem import SPENT, TOKEN, Problem, Resources
from furnace_lab.planner.rows import FREE_ONCE_A_ROUND, NRES, ManagerModel, PlanCard, PlanRow
from furnace_lab.planner.simplex import best_prices

SEEN: Final = 20_000
"""At most this many states' :meth:`Bounds.rest` kept per set of prices."""

EPSILON: Final = 1e-6
"""Slack for floating-point prices: a bound is rounded down only after adding this."""

Prices = tuple[float, float, float, float]


def row_value(row: PlanRow, mu: Prices, w_money: int) -> float:
    """A row's best contribution at prices ``mu`` (extraction: always taken; processing: 0 or to its limit)."""
    g = row.gain
    value = row.money * w_money + mu[0] * g[0] + mu[1] * g[1] + mu[2] * g[2] + mu[3] * g[3]
    if row.kind == GAIN:
        return value
    if row.kind == PROCESS:
        for slot, amount in row.cost:
            value -= mu[slot] * amount
        limit = row.limit if row.limit is not None else 1
        return limit * value if value > 0 else 0.0
    return 0.0


def upgrade_cost(problem: Problem) -> tuple[tuple[int, int], ...]:
    """The cheapest-looking upgrade cost of the tableau's upgrade rows (the base game has one: 1 coal + 1 token)."""
    best: tuple[tuple[int, int], ...] | None = None
    for card in problem.cards:
        for row in card.upgraded:
            if row.kind == UPGRADE and (best is None or sum(a for _, a in row.cost) < sum(a for _, a in best)):
                best = row.cost
    return best or ()


def upgrade_price(problem: Problem, mu: Prices) -> float:
    """The least one upgrade can cost at prices ``mu`` over every upgrade row of the tableau."""
    best = None
    for card in problem.cards:
        for row in card.upgraded:
            if row.kind != UPGRADE:
                continue
            price = 0.0
            for slot, amount in row.cost:
                unit = mu[slot]
                if slot == 3 and problem.token_sub is not None:
                    unit = min(unit, mu[problem.token_sub])  # furnace.capitalist.iron-for-upgrade
                price += unit * amount
            if best is None or price < best:
                best = price
    return 0.0 if best is None else best


def managed_row(row: PlanRow, manager: ManagerModel | None) -> tuple[PlanRow, int]:
    """A row as a Manager changes it, for the bound: its per-transaction bonus added, its limit doubled for
    conversions ("each conversion once more"). Returns the row and its limit."""
    if manager is None or row.kind != PROCESS:
        return row, row.limit if row.limit is not None else 1
    return _managed_row(row, manager)


@lru_cache(maxsize=4096)
def _managed_row(row: PlanRow, manager: ManagerModel) -> tuple[PlanRow, int]:
    """(A pure function of its arguments: kept once worked out.)"""
    limit = row.limit if row.limit is not None else 1
    money, gain = row.money, list(row.gain)
    for bonus, applies in ((manager.conv_bonus, row.is_conversion), (manager.sale_bonus, row.is_selling)):
        if bonus is not None and applies:
            money += bonus[0]
            for slot in range(NRES):
                gain[slot] += bonus[1][slot]
    if manager.doubles and row.is_conversion:
        limit *= 2
    return replace(row, money=money, gain=(gain[0], gain[1], gain[2], gain[3]), limit=limit), limit


def _spendable(rows: Any, manager: Any) -> list[int]:
    """Per resource, the most this card's processing rows can spend (each run to its limit, with the Manager's
    changes): a Manager's credits are worth no more than that."""
    spend = [0, 0, 0, 0]
    for row in rows:
        if row.kind == PROCESS:
            _, limit = managed_row(row, manager)
            for slot, amount in row.cost:
                spend[slot] += amount * limit
    return spend


def manager_extra(card: PlanCard, upgraded: bool, mu: Prices, w_money: int) -> float:
    """What a card's Manager adds to the bound beyond its rows: the most its credits (as far as the rows can
    spend them), its free conversion, its fully-resolved bonus and its discard can be worth at prices ``mu``
    (each counted as if free to use)."""
    m = card.manager
    if m is None:
        return 0.0
    rows = card.rows(upgraded)
    extra = 0.0
    if m.credits:  # worth only what this card's rows can spend of them
        spend = _spendable(rows, m)
        extra = max(sum(mu[k] * min(c[k], spend[k]) for k in range(NRES)) for c in m.credits)
    if m.free_conversion:
        extra += max((sum(mu[slot] * amount for slot, amount in r.cost) for r in rows if r.is_conversion),
                     default=0.0)
    if m.full_bonus is not None and any(r.is_selling for r in rows):
        extra += m.full_bonus[0] * w_money + sum(mu[k] * m.full_bonus[1][k] for k in range(NRES))
    if m.discard and not card.is_startup:
        extra += m.discard * w_money
    return extra


def card_values(card: PlanCard, mu: Prices, w_money: int) -> tuple[float, float]:
    """(basic side, upgraded side) worth of a card at prices ``mu``: its rows (as its Manager changes them) and
    what its Manager adds."""
    rows = card.upgraded  # the basic rows, then the added ones
    n = len(card.basic)
    low = 0.0
    high = 0.0
    for k, row in enumerate(rows):
        changed, _ = managed_row(row, card.manager)
        v = row_value(changed, mu, w_money)
        high += v
        if k < n:
            low += v
    return (low + manager_extra(card, False, mu, w_money), high + manager_extra(card, True, mu, w_money))


Proc = tuple[float, tuple[int, int, int, int], int]
CardTerms = tuple[Any, ...]
"""A card compiled for :func:`terms_values`: the card; for its basic rows, then its added rows: the extraction
rows' money and resources, and per processing row (money per run, resource change per run, limit) — its
Manager's changes included; then per side what its Manager adds beyond its rows (see :func:`manager_extra`), as
(fixed money, resources it is worth, options of which the best counts)."""


def compile_card(card: PlanCard, w_money: int) -> CardTerms:
    """A card's rows as plain numbers, for pricing them quickly at many prices."""
    parts: list[Any] = []
    for rows in (card.basic, card.upgraded[len(card.basic):]):
        money, gain, procs = _row_terms(rows, card.manager, w_money)
        parts += [money, gain, tuple(procs)]
    extras = tuple(_extra_terms(card, side, w_money) for side in (False, True))
    return (card, parts[0], parts[1], parts[2], parts[3], parts[4], parts[5], extras)


def _row_terms(rows: Any, manager: Any, w_money: int) -> tuple[int, tuple[int, int, int, int], list[Any]]:
    """The rows' fixed part for a bound: money and resources of their gain rows, and each processing row as
    (money per transaction, net resources per transaction, limit) — with the card's Manager applied."""
    money = 0
    gain = [0, 0, 0, 0]
    procs = []
    for plain in rows:
        row, limit = managed_row(plain, manager)
        if row.kind == GAIN:
            money += row.money * w_money
            for slot in range(NRES):
                gain[slot] += row.gain[slot]
        elif row.kind == PROCESS:
            d = list(row.gain)
            for slot, amount in row.cost:
                d[slot] -= amount
            procs.append((float(row.money * w_money), (d[0], d[1], d[2], d[3]), limit))
    return money, (gain[0], gain[1], gain[2], gain[3]), procs


def _extra_terms(card: PlanCard, upgraded: bool, w_money: int) -> tuple[Any, ...] | None:
    """:func:`manager_extra` as numbers: (money, resources always counted, groups of options — the best of each
    group counts)."""
    m = card.manager
    if m is None:
        return None
    rows = card.rows(upgraded)
    money = 0
    fixed = [0, 0, 0, 0]
    groups = []
    if m.credits:
        spend = _spendable(rows, m)
        groups.append(tuple(tuple(min(c[k], spend[k]) for k in range(NRES)) for c in m.credits))
    if m.free_conversion:
        costs = []
        for r in rows:
            if r.is_conversion:
                vec = [0, 0, 0, 0]
                for slot, amount in r.cost:
                    vec[slot] += amount
                costs.append(tuple(vec))
        if costs:
            groups.append(tuple(costs))
    if m.full_bonus is not None and any(r.is_selling for r in rows):
        money += m.full_bonus[0] * w_money
        fixed = list(m.full_bonus[1])
    if m.discard and not card.is_startup:
        money += m.discard * w_money
    return money, tuple(fixed), tuple(groups)


def terms_values(terms: CardTerms, mu: Prices, w_money: int) -> tuple[float, float]:
    """:func:`card_values` of a compiled card."""
    _card, mb, gb, pb, ma, ga, pa, extras = terms
    low = mb + mu[0] * gb[0] + mu[1] * gb[1] + mu[2] * gb[2] + mu[3] * gb[3]
    for money, d, limit in pb:
        v = money + mu[0] * d[0] + mu[1] * d[1] + mu[2] * d[2] + mu[3] * d[3]
        if v > 0:
            low += limit * v
    high = low + ma + mu[0] * ga[0] + mu[1] * ga[1] + mu[2] * ga[2] + mu[3] * ga[3]
    for money, d, limit in pa:
        v = money + mu[0] * d[0] + mu[1] * d[1] + mu[2] * d[2] + mu[3] * d[3]
        if v > 0:
            high += limit * v
    if extras[0] is None:
        return low, high
    return low + _extra(extras[0], mu), high + _extra(extras[1], mu)


def _extra(terms: tuple[Any, ...], mu: Prices) -> float:
    money, fixed, groups = terms
    total = money + mu[0] * fixed[0] + mu[1] * fixed[1] + mu[2] * fixed[2] + mu[3] * fixed[3]
    for options in groups:
        total += max(mu[0] * v[0] + mu[1] * v[1] + mu[2] * v[2] + mu[3] * v[3] for v in options)
    return total


Free = tuple[tuple[int, tuple[CardTerms | None, ...]], ...]
"""Managers still to be placed, one entry per design: (bit mask of its tokens, each card compiled with one of
them on it — None where the card cannot take one)."""


class Bounds:
    """Per-card terms of the bound at fixed prices: a state's bound costs one pass over its cards.

    With Managers still to be placed (``free``), each design's worth on each card is kept apart (what it adds to
    the card's terms, and to the card's flip): a state's bound adds, per design, the most its tokens still in
    hand can add on the cards still to come — each token counted on its best card, as if two tokens could share
    one (a relaxation, so still a bound)."""

    __slots__ = ("bare", "basic", "flip", "flips", "mfree", "mu", "once", "order", "p", "repeat", "seen",
                 "token_group", "up")

    def __init__(self, problem: Problem, mu: Prices, free: Free = (), plain: tuple[CardTerms, ...] | None = None,
                 only: int = -1) -> None:
        """``only``: the cards whose terms are wanted (those still to come where these bounds are used; the
        others count 0)."""
        self.p = problem
        self.mu = mu
        wm = problem.w_money
        if plain is None:
            values = [card_values(card, mu, wm) for card in problem.cards]
        else:
            values = [terms_values(terms, mu, wm) if only >> c & 1 else (0.0, 0.0) for c, terms in enumerate(plain)]
        self.basic = tuple(v[0] for v in values)
        self.up = tuple(v[1] for v in values)
        self.bare = tuple(card_values(replace(card, manager=None), mu, wm)
                          if card.manager is not None and card.manager.kind in FREE_ONCE_A_ROUND else None
                          for card in problem.cards)
        """Per card whose Manager gives free resources one time a round: its (basic, upgraded) worth without them,
        for the repeat once the first use took them (see :data:`~furnace_lab.planner.problem.SPENT`)."""
        self.flip = problem.w_upgrade - upgrade_price(problem, mu)
        """What one flip adds at these prices: the upgrade weight less the upgrade's price."""
        flips = []
        for card in problem.cards:
            cost = card.manager.self_upgrade if card.manager is not None else None
            own = problem.w_upgrade - sum(mu[slot] * amount for slot, amount in cost) if cost else self.flip
            flips.append(max(self.flip, own))  # its Manager may flip it for less (interbellum.manager.iron-upgrade)
        self.flips = tuple(flips)
        self.repeat = 0.0
        """The price of the repeat at these prices (furnace.capitalist.repeat-card)."""
        if problem.repeat_cost is not None:
            self.repeat = sum(mu[slot] * amount for slot, amount in problem.repeat_cost)
        mfree = []
        groups = {}
        once = []
        for g, (mask, placed) in enumerate(free):
            once.append(any(terms is not None and terms[0].manager.kind in FREE_ONCE_A_ROUND for terms in placed))
            db, du, df = [], [], []
            for c, with_manager in enumerate(placed):
                if with_manager is None or not only >> c & 1:
                    db.append(0.0)
                    du.append(0.0)
                    df.append(0.0)
                    continue
                low, high = terms_values(with_manager, mu, wm)
                db.append(max(0.0, low - self.basic[c]))
                du.append(max(0.0, high - self.up[c]))
                card = with_manager[0]
                m = card.manager
                cost = m.self_upgrade if m is not None else None
                own = problem.w_upgrade - sum(mu[slot] * amount for slot, amount in cost) if cost else self.flip
                df.append(max(0.0, own - self.flips[c]) if not card.is_startup else 0.0)
            mfree.append((mask, tuple(db), tuple(du), tuple(df)))
            rest = mask
            while rest:
                low_bit = rest & -rest
                groups[low_bit.bit_length() - 1] = g
                rest ^= low_bit
        self.mfree = tuple(mfree)
        self.once = tuple(once)
        """Per design: its free resources come one time a round (the repeat's card counts them once)."""
        self.token_group = groups
        self.seen: dict[tuple[int, ...], float] = {}
        """What :meth:`rest` found, by state (a pure function of it at these prices)."""
        self.order = tuple(
            tuple(sorted(((max(db[c], du[c]) + df[c], c) for c in range(len(db)) if max(db[c], du[c]) + df[c] > 0),
                         reverse=True))
            for _, db, du, df in mfree)
        """Per design, (the most it could add, card), best first."""

    def raw(self, unused: int, upg: int, again: int, res: Resources, pend: int, left: int = 0,
            amgr: int = 0) -> float:
        """The bound before rounding: ``pend`` the Companies still to be flipped, ``again`` the card the repeat
        is still to be spent on plus one (0: no repeat to come), ``left`` the Managers still in hand (a bit per
        token), ``amgr`` the token on the repeat's card plus one, once that card was used with it.

        Everything but the resources held is the same for the many states a card's runs lead to: that part is
        kept per state (see :meth:`rest_at`)."""
        mu = self.mu
        rest = self.rest_at(unused, upg, again, pend, left, amgr)
        return mu[0] * res[0] + mu[1] * res[1] + mu[2] * res[2] + mu[3] * res[3] + rest

    def rest_at(self, unused: int, upg: int, again: int, pend: int, left: int = 0, amgr: int = 0) -> float:
        """:meth:`raw` less the resources held (see :meth:`rest`), kept per state."""
        sides = upg | pend
        if again:
            sides &= unused | 1 << (again - 1)
        else:
            sides &= unused
        key = (unused, sides, pend, again, left, amgr)
        rest = self.seen.get(key)
        if rest is None:
            rest = self.rest(unused, sides, again, pend, left, amgr)
            if len(self.seen) < SEEN:
                self.seen[key] = rest
        return rest

    def rest(self, unused: int, sides: int, again: int, pend: int, left: int, amgr: int) -> float:
        """:meth:`raw` less the resources held: the cards still to come, the flips, the repeat, the Managers."""
        total = 0.0
        up = self.up
        basic = self.basic
        rest = unused
        while rest:
            low = rest & -rest
            c = low.bit_length() - 1
            rest ^= low
            total += up[c] if sides & low else basic[c]
        if pend:
            flips = self.flips
            rest = pend
            while rest:
                low = rest & -rest
                total += flips[low.bit_length() - 1]
                rest ^= low
        if again:  # the repeat is spent on that card, on the side it will have
            c = again - 1
            bare = self.bare[c] if amgr & SPENT or unused >> c & 1 else None
            if bare is not None:
                # its Manager's free resources come one time a round: given at its first use, or counted there (the
                # first use still to come is counted on the same side, and a side's rows are worth no more than
                # the upgraded side's)
                total += bare[sides >> c & 1] - self.repeat
            else:
                total += (up[c] if sides >> c & 1 else basic[c]) - self.repeat
        if left or amgr & TOKEN:
            total += self.managers(unused, sides, again, pend, left, amgr)
        return total

    def likely(self, unused: int, sides: int, pend: int, left: int) -> list[tuple[int, int]]:
        """(token, card): each Manager in hand on the card still to come where it adds most at these prices
        (one per card, greedily) — a guess at the placement, for fitting prices."""
        out = []
        taken = 0
        for mask, db, du, df in self.mfree:
            tokens = left & mask
            while tokens:
                low = tokens & -tokens
                tokens ^= low
                best, where = 0.0, -1
                bits = unused & ~taken
                while bits:
                    b = bits & -bits
                    c = b.bit_length() - 1
                    bits ^= b
                    v = (du[c] if sides & b else db[c]) + (df[c] if pend & b else 0.0)
                    if v > best:
                        best, where = v, c
                if where >= 0:
                    taken |= 1 << where
                    out.append((low.bit_length() - 1, where))
        return out

    def managers(self, unused: int, sides: int, again: int, pend: int, left: int, amgr: int) -> float:
        """What the Managers still in hand can add at most: each on its own card still to come, as well as they
        can be spread (one per card, interbellum.manager.one-per-card; twice on the repeat's card, which the
        repeat resolves again with its Manager); and the Manager already on the repeat's card, for the repeat."""
        total = 0.0
        rep = again - 1 if again else -1
        token = amgr & TOKEN
        if token and again and not unused >> rep & 1 and not amgr & SPENT:  # a spent one adds nothing to the repeat
            _, db, du, _ = self.mfree[self.token_group[token - 1]]
            total += du[rep] if sides >> rep & 1 else db[rep]
        tokens = left.bit_count()
        lists = []
        firsts = 0
        clash = False
        for g, (mask, db, du, df) in enumerate(self.mfree):
            k = (left & mask).bit_count()
            if not k:
                continue
            # only the repeat's card can count twice (not free resources given one time a round)
            double = 2 if rep >= 0 and unused >> rep & 1 and not self.once[g] else 1
            keep = k + tokens - 1  # enough cards to spread every token over
            values: list[tuple[float, int]] = []
            for most, c in self.order[g]:
                if len(values) >= keep and most * double <= values[-1][0]:
                    break
                if unused >> c & 1:
                    v = (du[c] if sides >> c & 1 else db[c]) + (df[c] if pend >> c & 1 else 0.0)
                    if c == rep and double == 2:
                        v *= 2
                    if v > 0:
                        values.append((v, c))
                        if len(values) > 1 and v > values[-2][0]:
                            values.sort(reverse=True)
                        del values[keep:]
            lists.extend([values] * k)
            if values and k == 1:
                if firsts >> values[0][1] & 1:
                    clash = True
                firsts |= 1 << values[0][1]
            elif k > 1:
                clash = True
        if not clash:  # every token's best card is its own: that is the best spread
            total += sum(values[0][0] for values in lists if values)
        else:
            total += _spread(lists, 0, 0, _tails(lists))
        return total

    def value(self, unused: int, upg: int, again: int, res: Resources, pend: int, left: int = 0,
              amgr: int = 0) -> int:
        """A whole-number upper bound on the value still to come (see :meth:`raw`)."""
        return floor(self.raw(unused, upg, again, res, pend, left, amgr) + EPSILON)

    def rest_of_card(self, card: int, start: int, upg: int) -> float:
        """The bound's share for the rows of a card being resolved, from row ``start`` on."""
        info = self.p.cards[card]
        rows = info.rows(bool(upg >> card & 1))
        return sum(row_value(managed_row(row, info.manager)[0], self.mu, self.p.w_money) for row in rows[start:])

    def free(self, unused: int, upg: int, repeat: bool, res: Resources, flippable: int) -> float:
        """The bound before the flips are chosen: a flip of a ``flippable`` Company counts if it pays."""
        mu = self.mu
        total = mu[0] * res[0] + mu[1] * res[1] + mu[2] * res[2] + mu[3] * res[3]
        for c in range(len(self.up)):
            low = 1 << c
            flip = self.flips[c]
            if unused & low:
                if upg & low:
                    total += self.up[c]
                elif flippable & low:
                    total += self.basic[c] + max(0.0, self.up[c] - self.basic[c] + flip)
                else:
                    total += self.basic[c]
            elif flippable & low and flip > 0:
                total += flip
        if repeat:
            best = max(self.up, default=0.0)
            if best > self.repeat:
                total += best - self.repeat
        return total


def _spread(lists: list[list[tuple[float, int]]], k: int, taken: int, tail: list[float]) -> float:
    """The most the tokens ``k``, ``k + 1``, ... can add, each on one card of its list (best first), no two on
    one card. ``tail[j]``: the most the tokens ``j``, ``j + 1``, ... could add each on its best card (cards
    shared): a card no better than the best found less that is not tried, nor are the cards after it."""
    if k == len(lists):
        return 0.0
    best = -1.0
    after = tail[k + 1]
    for v, c in lists[k]:
        if v + after <= best:
            break
        if not taken >> c & 1:
            here = v + _spread(lists, k + 1, taken | 1 << c, tail)
            if here > best:
                best = here
    if best < after:  # this token on no card
        here = _spread(lists, k + 1, taken, tail)
        if here > best:
            best = here
    return best


def _tails(lists: list[list[tuple[float, int]]]) -> list[float]:
    """Per token ``j``, the most the tokens ``j``, ``j + 1``, ... could add each on its best card (for
    :func:`_spread`)."""
    tail = [0.0] * (len(lists) + 1)
    for j in range(len(lists) - 1, -1, -1):
        tail[j] = tail[j + 1] + (lists[j][0][0] if lists[j] else 0.0)
    return tail


RowTerms = dict[tuple[Any, ...], tuple[int, tuple[int, int, int, int], list[Any]]]
"""Per (card, upgraded, first row, Manager), :func:`_row_terms` of those rows (see :func:`_terms`)."""


def _terms(problem: Problem, unused: int, upg: int, res: Resources, pend: int, again: int | None = None,
           rest: tuple[int, int] | None = None, known: RowTerms | None = None
           ) -> tuple[float, list[float], list[tuple[float, tuple[int, int, int, int], int]]]:
    """The bound as ``c + μ·v + Σ limit × max(0, money + μ·d)``, with the repeat spent on card ``again``
    (or left out), and ``rest`` = (card, row): the rest of a card being resolved. ``known`` keeps each card's
    row terms from one call to the next (for problems whose cards differ only by their Managers)."""
    wm = problem.w_money
    const = 0.0
    vec = [float(x) for x in res]
    terms = []
    uses = [(c, 0) for c in range(len(problem.cards)) if unused >> c & 1]
    if rest is not None:
        uses.append(rest)
    if again is not None:
        uses.append((again, 0))
        assert problem.repeat_cost is not None
        for slot, amount in problem.repeat_cost:
            vec[slot] -= amount
    for k, (c, first) in enumerate(uses):
        info = problem.cards[c]
        upgraded = bool((upg | pend) >> c & 1)
        if info.manager is not None and first == 0:  # its credits, free conversion, bonuses: as resources
            m = info.manager
            once = m.kind in FREE_ONCE_A_ROUND and again is not None and k == len(uses) - 1 and unused >> c & 1
            for option in () if once else m.credits[:1] if not m.choose else m.credits:  # once a round: at the first
                for slot in range(NRES):
                    vec[slot] += option[slot] / max(1, len(m.credits))
            if m.full_bonus is not None:
                const += m.full_bonus[0] * wm
                for slot in range(NRES):
                    vec[slot] += m.full_bonus[1][slot]
            const += m.discard * wm
        if known is None:
            money, gain, procs = _row_terms(info.rows(upgraded)[first:], info.manager, wm)
        else:
            key = (c, upgraded, first, info.manager)
            hit = known.get(key)
            if hit is None:
                hit = known[key] = _row_terms(info.rows(upgraded)[first:], info.manager, wm)
            money, gain, procs = hit
        const += money
        for slot in range(NRES):
            vec[slot] += gain[slot]
        terms.extend(procs)
    flips = pend.bit_count()
    if flips:
        const += problem.w_upgrade * flips
        sub = problem.token_sub
        for slot, amount in upgrade_cost(problem):
            if slot == 3 and sub is not None:
                # the token or, for iron-for-upgrade, iron: −min(μ_token, μ_iron) = −μ_iron + max(0, μ_iron − μ_token)
                vec[sub] -= amount * flips
                d = [0, 0, 0, 0]
                d[sub] += amount
                d[3] -= amount
                terms.append((0.0, (d[0], d[1], d[2], d[3]), flips))
            else:
                vec[slot] -= amount * flips
        # a Manager that flips its own card pays its cost instead (interbellum.manager.iron-upgrade)
        for c, card in enumerate(problem.cards):
            manager = card.manager
            if manager is None or manager.self_upgrade is None or not (pend & unused) >> c & 1:
                continue
            d = [0, 0, 0, 0]
            for slot, amount in upgrade_cost(problem):
                d[slot] += amount
            for slot, amount in manager.self_upgrade:
                d[slot] -= amount
            terms.append((0.0, (d[0], d[1], d[2], d[3]), 1))
    return const, vec, terms


def fit_prices(problem: Problem, unused: int, upg: int, res: Resources, pend: int, start: Prices,
               again: int | None = None, rest: tuple[int, int] | None = None, known: RowTerms | None = None
               ) -> Prices:
    """The prices that make this state's bound least — the dual solution of its linear programme
    (:mod:`furnace_lab.planner.simplex`) — supposing the repeat (if any) is spent on card ``again``, with
    ``rest`` the (card, row) of a card being resolved (``known`` as in :func:`_terms`). ``start`` is returned
    if the programme could not be solved."""
    _, vec, terms = _terms(problem, unused, upg, res, pend, again, rest, known)
    weights = tuple(float(w) for w in problem.w_res)
    prices = best_prices(terms, vec, weights, weights)
    return start if prices is None else prices


STEPS: Final = (1.0, 0.25)
"""Price steps tried by :func:`choose_prices`, in units of the money weight."""


def choose_prices(problem: Problem, flippable: int, start: Prices | None = None, steps: tuple[float, ...] = STEPS,
                  plain: tuple[CardTerms, ...] | None = None) -> Prices:
    """Prices making the starting bound *before the flips are chosen* small (:meth:`Bounds.free`).

    The dual prices of the programme with no flip and with every flip are tried, then improved by a descent by
    decreasing ``steps``, one price at a time.
    """
    low = tuple(float(w) for w in problem.w_res)
    unit = float(problem.w_money) or 1.0
    p = problem

    def value(m: list[float]) -> float:
        return Bounds(p, (m[0], m[1], m[2], m[3]), (), plain).free(p.unused, p.upgraded, p.repeat, p.resources,
                                                                   flippable)

    first = (low[0], low[1], low[2], low[3]) if start is None else start
    tries = [first] + [fit_prices(p, p.unused, p.upgraded, p.resources, pend, first) for pend in (0, flippable)]
    mu, best = [], float("inf")
    for trial_mu in tries:
        v = value(list(trial_mu))
        if v < best:
            mu, best = list(trial_mu), v
    for step in steps:
        improved = True
        rounds = 0
        while improved and rounds < 8:
            improved = False
            rounds += 1
            for slot in range(NRES):
                for direction in (1.0, -1.0):
                    trial = mu[:]
                    trial[slot] = max(low[slot], trial[slot] + direction * step * unit)
                    if trial[slot] == mu[slot]:
                        continue
                    v = value(trial)
                    if v < best:
                        best, mu, improved = v, trial, True
    return (mu[0], mu[1], mu[2], mu[3])


def fit_bounds(problem: Problem, unused: int, upg: int, again: int, res: Resources, pend: int,
               start: Prices | Bounds, rest: tuple[int, int] | None = None, free: Free = (), left: int = 0,
               amgr: int = 0, guess: Problem | None = None, plain: tuple[CardTerms, ...] | None = None,
               made: dict[Prices, Bounds] | None = None, known: RowTerms | None = None) -> Bounds:
    """:class:`Bounds` at prices fitted to a state (``again``, ``left``, ``amgr`` as in :meth:`Bounds.raw`,
    ``rest`` as in :func:`fit_prices`), or at ``start`` (prices, or bounds already built at them) if those bound
    it better. The programme is ``guess``'s when given: the problem with the Managers in hand put where they
    look best (any prices give a bound; these may suit the Managers better than the plain problem's).

    ``made``, if given, keeps the bounds built at each set of prices, for every card: the fits of a search land
    on few distinct prices (the programme's vertices), so most are built once; without it only the cards
    still to come are priced. ``known`` as in :func:`_terms`."""
    before = start if isinstance(start, Bounds) else None
    mu = start.mu if isinstance(start, Bounds) else start
    prices = fit_prices(guess or problem, unused, upg, res, pend, mu, again - 1 if again else None, rest, known)
    if made is not None:
        fitted = made.get(prices)
        if fitted is None:
            fitted = made[prices] = Bounds(problem, prices, free, plain)
    else:
        only = unused | (1 << (again - 1) if again else 0) | (1 << rest[0] if rest is not None else 0)
        fitted = Bounds(problem, prices, free, plain, only)
    if mu == fitted.mu:
        return fitted
    if before is None:
        before = Bounds(problem, mu, free, plain)

    def total(b: Bounds) -> float:
        extra = b.rest_of_card(rest[0], rest[1], upg | pend) if rest is not None else 0.0
        return b.raw(unused, upg, again, res, pend, left, amgr) + extra

    return before if total(before) < total(fitted) else fitted
