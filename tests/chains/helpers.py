"""Test cards built from the notation, and an exhaustive production solver to check the money bound against.

The solver plays one production phase by brute force: every order of cards, every number of transactions of each
processing row, every set of Companies the Start-up's row upgrades, rows top to bottom, each card once
(furnace.production.each-card-once, furnace.production.rows-top-to-bottom, furnace.effects.extraction,
furnace.effects.processing-limit, furnace.startup.upgrade, furnace.upgrade.before-use). It knows the effects the
random tableaux use: extraction, processing, the Start-up's upgrade row, the permanent effects "bonus per sale",
"extraction bonus" and "+1 limit when selling a single type", and placed Managers giving a bonus per sale or per
conversion or running each conversion once more.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from itertools import combinations

from furnace_lab.cards.effects import Effect, Gain, ManagerEffect, Permanent, Process, Upgrade
from furnace_lab.cards.model import Company, Manager, Startup
from furnace_lab.cards.notation import parse_effect
from furnace_lab.cards.resources import EMPTY, Bundle


def company(card_id: str, basic: Sequence[str], added: Sequence[str] = (), *, compensation: str = "gain 2 coal",
            title: str | None = None, expansion: str = "base") -> Company:
    return Company(
        id=card_id, title=title or f"Test {card_id}", expansion=expansion,  # type: ignore[arg-type]
        compensation=parse_effect(compensation),  # type: ignore[arg-type]
        basic=tuple(parse_effect(e) for e in basic), added=tuple(parse_effect(e) for e in added),
    )


def startup(card_id: str, rows: Sequence[str], starting: Bundle = EMPTY) -> Startup:
    return Startup(id=card_id, title=f"Test {card_id}", expansion="base", starting=starting,
                   rows=tuple(parse_effect(e) for e in rows))


def manager(manager_id: str, notation: str, title: str | None = None) -> Manager:
    effect = parse_effect(notation)
    assert isinstance(effect, ManagerEffect)
    return Manager(id=manager_id, title=title or f"Test {manager_id}", effect=effect, copies=1)


Res = tuple[int, int, int, int, int]


def _sub(res: Res, b: Bundle, times: int = 1) -> Res | None:
    out = tuple(a - n * times for a, n in zip(res, b.as_tuple(), strict=True))
    return None if min(out) < 0 else out  # type: ignore[return-value]


def _add(res: Res, b: Bundle, times: int = 1) -> Res:
    return tuple(a + n * times for a, n in zip(res, b.as_tuple(), strict=True))  # type: ignore[return-value]


def best_money(companies: Sequence[tuple[Company, bool]], startups: Sequence[Startup], held: Bundle,
               placed: dict[str, ManagerEffect] | None = None, ability: str | None = None) -> int:
    """The most money gained in one production phase, by exhaustive search (see the module docstring).

    ``ability`` plays a Capitalist: ``repeat-card`` (once, pay 2 coal to use a card again),
    ``iron-for-upgrade`` (iron for a token once the tokens are gone), ``compensation-before-production``
    (a basic-side Company may first resolve its compensation row once).
    """
    placed = placed or {}
    cards: dict[str, Company | Startup] = {c.id: c for c, _ in companies} | {s.id: s for s in startups}
    company_ids = tuple(c.id for c, _ in companies)
    start_up = frozenset(c.id for c, up in companies if up)

    def active_rows(card_id: str, upgraded: frozenset[str]) -> tuple[Effect, ...]:
        card = cards[card_id]
        if isinstance(card, Startup):
            return card.rows
        return card.rows(card_id in upgraded)

    def permanents(upgraded: frozenset[str]) -> list[Permanent]:
        return [e for cid in cards for e in active_rows(cid, upgraded) if isinstance(e, Permanent)]

    State = tuple[Res, frozenset[str]]

    def resolve(card_id: str, res: Res, upgraded: frozenset[str], resolved: frozenset[str]) -> set[State]:
        states = {(res, upgraded)}
        card = cards[card_id]
        if ability == "compensation-before-production" and isinstance(card, Company) and card_id not in upgraded:
            states |= row_outcomes(card_id, card.compensation, res, upgraded, resolved, once=True)
        for index in range(len(active_rows(card_id, upgraded))):
            following: set[tuple[Res, frozenset[str]]] = set()
            for now, ups in states:
                rows = active_rows(card_id, ups)
                if index >= len(rows):
                    following.add((now, ups))
                    continue
                following |= row_outcomes(card_id, rows[index], now, ups, resolved)
            states = following
        return states

    def row_outcomes(card_id: str, row: Effect, res: Res, ups: frozenset[str],
                     resolved: frozenset[str], once: bool = False) -> set[tuple[Res, frozenset[str]]]:
        perms = permanents(ups)
        mgr = placed.get(card_id)
        if isinstance(row, Gain):
            gain = row.gain
            for p in perms:
                if p.kind == "extraction-bonus" and row.gain.get(p.resource):
                    gain = gain + p.gain
            return {(_add(res, gain), ups)}
        if isinstance(row, Process):
            printed = row.limit if row.limit is not None else 1  # only a compensation row prints none
            limit = 1 if once else printed
            single = len(row.cost.resources) == 1
            if row.is_selling and single:
                limit += sum(p.amount for p in perms if p.kind == "single-type-selling-limit")
            if mgr is not None and mgr.kind == "conversions-once-more" and row.is_conversion and not once:
                limit += printed
            per = row.gain
            for p in perms:
                if p.kind == "bonus-per-sale" and row.is_selling and row.cost.get(p.resource):
                    per = per + p.gain
            if mgr is not None and mgr.kind == "bonus-per-sale" and row.is_selling:
                per = per + mgr.gain
            if mgr is not None and mgr.kind == "bonus-per-conversion" and row.is_conversion:
                per = per + mgr.gain
            out = set()
            for times in range(limit + 1):
                paid = _sub(res, row.cost, times)
                if paid is None:
                    break
                out.add((_add(paid, per, times), ups))
            return out
        if isinstance(row, Upgrade):  # upgrading a card already resolved gains nothing here: only the others
            candidates = [c for c in company_ids if c not in ups and c not in resolved]
            out = set()
            most = len(candidates) if row.limit is None else min(row.limit, len(candidates))
            for k in range(most + 1):
                paid = _pay_upgrades(res, row.cost, k)
                if paid is None:
                    break
                for chosen in combinations(candidates, k):
                    out.add((paid, ups | frozenset(chosen)))
            return out
        return {(res, ups)}  # permanent effects act through the rows above; other kinds are not generated

    def _pay_upgrades(res: Res, cost: Bundle, k: int) -> Res | None:
        if ability != "iron-for-upgrade":
            return _sub(res, cost, k)
        tokens = min(res[3], cost.token * k)  # tokens first, then iron for the rest
        swapped = Bundle(coal=cost.coal * k, iron=cost.iron * k + cost.token * k - tokens, oil=cost.oil * k,
                         token=tokens)
        return _sub(res, swapped)

    @cache
    def search(res: Res, resolved: frozenset[str], upgraded: frozenset[str], repeated: bool) -> int:
        best = res[4]
        for card_id in cards:
            if card_id in resolved:
                continue
            for after, ups in resolve(card_id, res, upgraded, resolved):
                best = max(best, search(after, resolved | {card_id}, ups, repeated))
        if ability == "repeat-card" and not repeated and res[0] >= 2:
            paid = _sub(res, Bundle(coal=2))
            assert paid is not None
            for card_id in resolved:
                for after, ups in resolve(card_id, paid, upgraded, resolved):
                    best = max(best, search(after, resolved, ups, True))
        return best

    return search(held.as_tuple(), frozenset(), start_up, False) - held.money
