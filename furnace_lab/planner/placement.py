"""Where the Managers go: every placement worth searching, best bound first.

At the start of their production a player puts their Managers on their cards, one per card, Start-up included
(interbellum.manager.assign-at-start, interbellum.manager.one-per-card). Every Manager effect is an optional
extra for the card it sits on (interbellum.manager.extra-effect): a card with a Manager can do all it could do
without. A Manager is only tried on the cards where it can change something (a conversion bonus on a card that
converts, a discard on a Company, ...): anywhere else it is the same as keeping it in hand, which the plan then
does (``done`` ends the placing).

:func:`solve_placements` tries the placements best bound first: a placement's bound is the start's bound
(:mod:`furnace_lab.planner.bound`) with each card counted with its Manager — a sum of one term per card, so
every placement is bounded at once. Each placement is then searched exactly under the best value found so far,
and the first whose bound cannot beat it ends the search. Equal Managers and equal cards give the same
placements: each is tried once.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any, Final

from furnace_lab.engine.cards import PROCESS
from furnace_lab.planner.bound import Bounds
from furnace_lab.planner.problem import Problem, with_place
from furnace_lab.planner.rows import ManagerModel, PlanCard
from furnace_lab.planner.search import NEG, Search

DIVES: Final = 40
"""Placements given a quick plan before any is searched exactly (the best bounds first)."""


def placements(problem: Problem) -> list[tuple[int, ...]]:
    """Every way to put the free Managers on the free cards (as many as fit), up to equal Managers and cards."""
    n = len(problem.cards)
    base = list(problem.fixed)
    placed = {m for m in base if m >= 0}
    free_tokens = [k for k in range(len(problem.managers)) if k not in placed]
    free_cards = [c for c in range(n) if base[c] < 0]
    if not problem.placeable or not free_tokens or not free_cards:
        return [tuple(base)]
    designs: dict[Any, list[int]] = {}
    for k in free_tokens:
        if inert(problem.managers[k]):
            continue  # it would change nothing (a delivery to repeat on a base card): left in hand
        designs.setdefault(problem.managers[k], []).append(k)
    free_tokens = [k for tokens in designs.values() for k in tokens]
    if not free_tokens:
        return [tuple(base)]
    groups = list(designs.values())
    firsts: dict[Any, int] = {}
    signature = {c: firsts.setdefault((problem.cards[c].is_startup, problem.cards[c].basic,
                                       problem.cards[c].upgraded, problem.upgraded >> c & 1), c) for c in range(n)}
    design_of = {token: g for g, tokens in enumerate(designs.values()) for token in tokens}
    out: list[tuple[int, ...]] = []
    seen: set[tuple[Any, ...]] = set()

    useful = [[c for c in free_cards
               if acts_on(problem.managers[tokens[0]], problem.cards[c], bool(problem.upgraded >> c & 1))]
              for tokens in groups]

    def place(g: int, cards: list[int], current: list[int]) -> None:
        if g == len(groups):
            key = tuple(sorted((signature[c], design_of[current[c]]) for c in range(n)
                               if current[c] >= 0 and base[c] < 0))
            if key not in seen:
                seen.add(key)
                out.append(tuple(current))
            return
        tokens = groups[g]
        where = [c for c in useful[g] if c in cards]
        # a Manager put where it can change nothing is the same as one kept in hand: only useful cards
        for k in range(min(len(tokens), len(where)), -1, -1):
            for chosen in combinations(where, k):
                for token, card in zip(tokens, chosen, strict=False):
                    current[card] = token
                place(g + 1, [c for c in cards if c not in chosen], current)
                for card in chosen:
                    current[card] = base[card]

    place(0, free_cards, list(base))
    return out


def acts_on(model: ManagerModel, card: PlanCard, upgraded: bool) -> bool:
    """Can this Manager change anything on this card (on either side it may be used on)? If not, putting it
    there is the same as keeping it in hand."""
    rows = card.upgraded  # the basic rows and the added ones
    processing = [r for r in rows if r.kind == PROCESS]
    if model.credits:
        spent = {slot for r in processing for slot, _ in r.cost}
        if any(credit[slot] for credit in model.credits for slot in spent):
            return True
    if (model.free_conversion or model.conv_bonus is not None or model.doubles) and any(
            r.is_conversion for r in processing):
        return True
    if (model.sale_bonus is not None or model.full_bonus is not None) and any(r.is_selling for r in processing):
        return True
    if model.self_upgrade is not None and not card.is_startup and not upgraded:
        return True
    return bool(model.discard) and not card.is_startup


def inert(model: ManagerModel) -> bool:
    """A Manager with nothing to do on a base card (interbellum.clarification.resolve-again-active-only)."""
    return model == ManagerModel(model.id, model.kind)


def placement_bounds(problem: Problem, prices: Any, options: list[tuple[int, ...]]) -> list[int]:
    """A whole-number bound for each placement (its cards' terms at ``prices``, summed)."""
    from math import floor

    from furnace_lab.planner.bound import EPSILON

    n = len(problem.cards)
    tokens = range(-1, len(problem.managers))
    per_token = {m: Bounds(with_place(problem, tuple(m if problem.fixed[c] < 0 else problem.fixed[c]
                                                    for c in range(n))), prices) for m in tokens}
    flippable = problem.companies & ~problem.upgraded
    res = problem.resources
    mu = prices
    base = mu[0] * res[0] + mu[1] * res[1] + mu[2] * res[2] + mu[3] * res[3]
    terms = {m: [_card_term(b, c, problem, flippable) for c in range(n)] for m, b in per_token.items()}
    repeat = 0.0
    if problem.repeat:
        repeat = max(0.0, max(max(b.up, default=0.0) for b in per_token.values()) - per_token[-1].repeat)
    return [floor(base + repeat + sum(terms[place[c]][c] for c in range(n)) + EPSILON) for place in options]


def _card_term(bounds: Bounds, c: int, problem: Problem, flippable: int) -> float:
    low = 1 << c
    flip = bounds.flips[c]
    if problem.unused & low:
        if problem.upgraded & low:
            return bounds.up[c]
        if flippable & low:
            return bounds.basic[c] + max(0.0, bounds.up[c] - bounds.basic[c] + flip)
        return bounds.basic[c]
    return flip if flippable & low and flip > 0 else 0.0


def solve_placements(problem: Problem) -> tuple[int, list[Any], Search]:
    """The best value over every placement (scaled units), the moves of a plan reaching it, and the search that
    found it (whose problem holds the placement)."""
    first = Search(problem)
    options = placements(problem)
    if len(options) == 1:
        problem = with_place(problem, options[0])
        search = first if options[0] == problem.fixed else Search(problem)
        value, moves, _ = search.solve()
        return value, moves, search
    assert first.root_bounds is not None
    prices = first.root_bounds.mu
    ranked = sorted(zip(placement_bounds(problem, prices, options), range(len(options)), options, strict=True),
                    reverse=True)
    memos: tuple[dict[Any, tuple[int, bool]], dict[Any, tuple[int, bool]]] = ({}, {})
    searches = {}
    # a quick plan for each of the most promising placements: the best of them is the first bar to beat
    floor_ = NEG
    top = ranked[0][0]
    quick = []
    for bound, k, place in ranked[:DIVES]:
        if bound < top:
            break
        search = searches[k] = Search(with_place(problem, place), prices=prices, memos=memos)
        quick.append((search.dive(), bound, k, place))
    quick.sort(reverse=True)
    if quick:
        floor_ = quick[0][0]
        order = [(b, k, pl) for _, b, k, pl in quick] + [r for r in ranked if r[1] not in searches]
    else:
        order = ranked
    best: tuple[int, list[Any], Search] | None = None
    for bound, k, place in order:
        bar = floor_ if best is None else best[0]
        if bound <= bar and best is not None:
            continue
        search = searches.get(k) or Search(with_place(problem, place), prices=prices, memos=memos)
        value, moves, _ = search.solve(at_least=max(bar, NEG) + (0 if best is None else 1))
        if moves and (best is None or value > best[0]):
            best = (value, moves, search)
    assert best is not None, "no placement admits a plan"
    return best
