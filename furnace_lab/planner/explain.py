"""Why the best plan beats the naive order, in plain words, from what each plan's cards actually did.

The explanation compares the two plans step by step and names the differences that make the money:

* **order** — a card whose processing row runs more often in the plan than in the naive order, because cards
  that give it its inputs now come before it (furnace.production.each-card-once: the order is the player's);
* **restraint** — a processing row run fewer times than it could, keeping resources for a later, better row
  (furnace.effects.processing: processing is optional);
* **flips** — a Company flipped before it is used, so its added rows work this round
  (furnace.upgrade.before-use), or flips the naive order pays for and the plan does not;
* **the repeat** — the repeat-card Capitalist using a card again (furnace.capitalist.repeat-card).

Then the plan card by card, and the engine actions (in Portuguese each in quotes: they are notation). Both languages
use the same facts. Cards and Managers are named by their titles in the reader's language
(:mod:`furnace_lab.engine.core.naming`); only the engine actions, which a player types, carry ids.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from furnace_lab.cards.names import card_name
from furnace_lab.cards.resources import RESOURCES, Bundle
from furnace_lab.engine.core.actions import AssignManager
from furnace_lab.engine.core.words import row_words
from furnace_lab.planner.emit import Step
from furnace_lab.planner.phrases import bundle_words, check_lang, join, phrase, times, valuation_text

if TYPE_CHECKING:
    from furnace_lab.planner.plan import Plan

MAX_REASONS = 6
"""At most this many reasons are listed (the biggest differences first)."""


def _namer(plan: Plan, lang: str) -> Callable[[str], str]:
    """Card (or Manager) id → its title in ``lang``: the position's own card, else the game it came from, else the
    package catalog."""
    from furnace_lab.engine.core.naming import name, pair

    position = plan.position

    def named(item_id: str) -> str:
        if item_id in position.ids:
            return pair(item_id, position.card(item_id).title)[lang == "pt"]
        if position.source is not None:
            return name(position.source.spec, item_id, lang)
        return card_name(item_id, lang)

    return named


def _first_uses(steps: tuple[Step, ...]) -> dict[str, int]:
    out: dict[str, int] = {}
    for k, step in enumerate(steps):
        if not step.repeat and step.card not in out:
            out[step.card] = k
    return out


def _gains(step: Step) -> set[str]:
    """Resources a step's rows gave (by kind of resource)."""
    from furnace_lab.cards.notation import parse_effect

    out: set[str] = set()
    for row in step.rows:
        if row.kind == "upgrading" or not row.runs:
            continue
        effect = parse_effect(row.text)
        gain = getattr(effect, "gain", None)
        if isinstance(gain, Bundle):
            out.update(gain.resources)
    return out


def _inputs(text: str) -> Bundle:
    from furnace_lab.cards.notation import parse_effect

    cost = getattr(parse_effect(text), "cost", None)
    return cost if isinstance(cost, Bundle) else Bundle()


def _step_rows(step: Step, lang: str, named: Callable[[str], str]) -> str:
    parts = []
    for row in step.rows:
        if row.kind == "upgrading":
            if row.flipped:
                parts.append(phrase("flipped", lang, cards=join([named(c) for c in row.flipped], lang)))
            else:
                parts.append(phrase("no-flip", lang))
        elif row.kind == "extraction":
            parts.append(phrase("took", lang, row=_row(row.text, lang)))
        elif row.kind == "effect":  # a rule the engine applied (Interbellum), in its own words (a sentence: its
            # full stop would run into the separator, "spent for ib-10.; ran ...")
            parts.append((row.text_pt if lang == "pt" and row.text_pt else row.text).rstrip("."))
        else:
            parts.append(phrase("ran", lang, row=_row(row.text, lang), runs=row.runs))
    return "; ".join(parts) if parts else phrase("no-rows", lang)


def _row(text: str, lang: str) -> str:
    """A card row as the board says it: its notation in English, in words in Portuguese (as the card faces and the
    Portuguese board write it)."""
    return row_words(text, lang).strip("'")


def _reasons(plan: Plan, lang: str) -> list[str]:
    """Why the plan beats the naive order: order, restraint, flips, Managers, paid uses (at most MAX_REASONS)."""
    named = _namer(plan, lang)
    out = (_order_reasons(plan, named, lang) + _restraint_reasons(plan, named, lang)
           + _flip_reasons(plan, named, lang) + _manager_reasons(plan, named, lang)
           + _paid_use_reasons(plan, named, lang))
    if not out:
        out.append(phrase("reason-other", lang))
    return out[:MAX_REASONS]


def _order_reasons(plan: Plan, named: Callable[[str], str], lang: str) -> list[str]:
    """Rows that run more often than in the naive order, fed by cards that now come first."""
    naive = plan.naive
    assert naive is not None
    steps = plan.steps
    naive_order = _first_uses(naive.steps)
    naive_rows = {s.card: s for s in naive.steps if not s.repeat}
    out: list[str] = []
    for k, step in enumerate(steps):
        if step.repeat or step.card not in naive_rows:
            continue
        other = naive_rows[step.card]
        for row in step.rows:
            if row.kind != "processing":
                continue
            match = next((r for r in other.rows if r.text == row.text), None)
            if match is None or row.runs <= match.runs:
                continue
            needs = set(_inputs(row.text).resources)
            suppliers = [s.card for s in steps[:k] if _gains(s) & needs
                         and naive_order.get(s.card, -1) > naive_order.get(step.card, -1)]
            if suppliers:
                what = join([_resource(name, lang) for name in sorted(needs)], lang)
                out.append(phrase("reason-order", lang, card=named(step.card),
                                  suppliers=join([named(c) for c in suppliers], lang), what=what,
                                  row=_row(row.text, lang), runs=times(row.runs, lang),
                                  naive=times(match.runs, lang)))
    return out


def _restraint_reasons(plan: Plan, named: Callable[[str], str], lang: str) -> list[str]:
    """Processing rows held back, keeping their inputs for later rows (furnace.effects.processing)."""
    steps = plan.steps
    out: list[str] = []
    for k, step in enumerate(steps):
        for row in step.rows:
            if row.kind != "processing" or row.runs >= row.most:
                continue
            kept = _inputs(row.text) * (row.most - row.runs)
            saved = set(kept.resources)
            later = steps[k + 1:]
            users = {s.card for s in later for r in s.rows
                     if r.kind == "processing" and r.runs and set(_inputs(r.text).resources) & saved}
            if saved & {"coal", "token"}:  # the upgrade row takes coal and tokens
                users |= {s.card for s in later for r in s.rows if r.kind == "upgrading" and r.flipped}
            if users:
                out.append(phrase("reason-keep", lang, card=named(step.card), row=_row(row.text, lang),
                                  runs=row.runs, most=row.most, kept=bundle_words(kept, lang),
                                  users=join([named(c) for c in sorted(users)], lang)))
    return out


def _flip_reasons(plan: Plan, named: Callable[[str], str], lang: str) -> list[str]:
    """Companies flipped before their use (furnace.upgrade.before-use) or after it, and the naive order's flips
    the plan does not make."""
    naive = plan.naive
    assert naive is not None
    steps = plan.steps
    out: list[str] = []
    flipped_at = {}
    for k, step in enumerate(steps):
        for row in step.rows:
            for card in row.flipped:
                flipped_at[card] = k
    first = _first_uses(steps)
    for card, when in flipped_at.items():
        use = first.get(card, -1)
        if use > when:
            added = _added_rows(plan, card)
            out.append(phrase("reason-flip", lang, card=named(card),
                              rows=join([f"'{_row(t, lang)}'" for t in added], lang)))
        elif plan.valuation.upgrade:
            out.append(phrase("reason-flip-after", lang, card=named(card)))
    naive_flips = [c for s in naive.steps for r in s.rows for c in r.flipped if c not in flipped_at]
    if naive_flips:
        out.append(phrase("reason-no-flip", lang, cards=join([named(c) for c in naive_flips], lang)))
    return out


def _manager_reasons(plan: Plan, named: Callable[[str], str], lang: str) -> list[str]:
    """Managers the plan puts on cards (interbellum.manager.assign-at-start)."""
    return [phrase("reason-manager", lang, manager=named(action.manager), card=named(action.card))
            for action in plan.actions if isinstance(action, AssignManager)]


def _paid_use_reasons(plan: Plan, named: Callable[[str], str], lang: str) -> list[str]:
    """A card used again (furnace.capitalist.repeat-card) or a neighbour's card resolved
    (interbellum.capitalist.neighbour), with what it costs."""
    hooks = plan.position.hooks
    current = plan.position.current
    out: list[str] = []
    for k, step in enumerate(plan.steps):
        if k == 0 and current is not None and step.card == current.card:
            continue  # the card being finished: its use (a repeat, a neighbour's card) was paid for before the plan
        neighbour = step.card not in plan.position.ids  # interbellum.capitalist.neighbour
        if step.repeat or neighbour:
            cost = (hooks.neighbour_cost if neighbour else hooks.repeat_cost) or ()
            amounts = [0] * 5
            for slot, amount in cost:
                amounts[slot] += amount
            out.append(phrase("reason-neighbour" if neighbour else "reason-repeat", lang, card=named(step.card),
                              cost=bundle_words(Bundle(*amounts), lang)))
    return out


def _added_rows(plan: Plan, card: str) -> list[str]:
    """The rows a flip adds to a card (in the card notation)."""
    return [row[4] for row in plan.position.card(card).added]


def _resource(name: str, lang: str) -> str:
    from furnace_lab.engine.core.events import PT_NAMES

    return PT_NAMES[name][0] if lang == "pt" else name



def step_lines(plan: Plan, lang: str = "en") -> list[str]:
    """The plan card by card, one numbered line a card ("1. use Coal mine (basic side): ..."): each card by its
    title in ``lang``, what its rows did and what is held after it."""
    check_lang(lang)
    named = _namer(plan, lang)
    lines = []
    for n, step in enumerate(plan.steps, 1):
        own = step.card in plan.position.ids
        # not the player's own: the neighbour Capitalist's use of a Company of the player to the right
        # (interbellum.capitalist.neighbour), read from the game the position came from
        info = plan.position.card(step.card) if own or plan.position.source is None else \
            plan.position.source.card(step.card)
        side = phrase("startup", lang) if info.is_startup else phrase("upgraded" if step.upgraded else "basic", lang)
        verb = phrase("neighbour" if not own else "again" if step.repeat else "use", lang)
        lines.append(phrase("step", lang, n=n, verb=verb, card=named(step.card), side=side,
                            rows=_step_rows(step, lang, named), after=bundle_words(step.after, lang)))
    return lines

def gap_line(plan: Plan, lang: str = "en") -> str:
    """For a plan not proved the best (a search stopped at its deadline): at most how much more is possible."""
    check_lang(lang)
    if plan.bound is None:
        return phrase("no-gap", lang)
    return phrase("gap", lang, more=plan.bound - plan.value)


def plan_detail(plan: Plan, lang: str = "en") -> str:
    """What a plan's value is made of, in words: the money it gains, what it leaves over, the Companies it flips."""
    detail = [phrase("detail", lang, money=plan.money_gained)]
    left = Bundle(*(plan.end.get(name) for name in RESOURCES))
    if not left.is_empty:
        detail.append(phrase("left", lang, bundle=bundle_words(left, lang)))
    if plan.flipped:
        detail.append(phrase("flip" if len(plan.flipped) == 1 else "flips", lang, n=len(plan.flipped)))
    return ", ".join(detail)


def explain_plan(plan: Plan, lang: str = "en") -> str:
    """The plain-language explanation of :meth:`furnace_lab.planner.plan.Plan.explain`."""
    check_lang(lang)
    lines = [phrase("headline" if plan.exact else "found", lang, value=plan.value, detail=plan_detail(plan, lang))]
    if not plan.exact:
        lines.append(gap_line(plan, lang))
    lines.append(phrase("valued", lang, weights=valuation_text(plan.valuation, lang)))
    if plan.naive is not None:
        lines.append(phrase("naive", lang, value=plan.naive.value))
        if plan.gain_over_naive > 0:
            lines.append(phrase("better", lang, diff=plan.gain_over_naive))
            lines.extend(_reasons(plan, lang))
        else:
            lines.append(phrase("same" if plan.exact else "same-so-far", lang))
    lines.append(phrase("steps", lang))
    lines.extend(step_lines(plan, lang))
    # actions are notation: Portuguese quotes each one, as the Portuguese playthrough does
    notation = [f"'{a}'" for a in plan.notation] if lang == "pt" else list(plan.notation)
    actions = ", ".join(notation) if notation else phrase("none", lang)
    lines.append(phrase("actions", lang, actions=actions))
    return "\n".join(lines)
