"""The steppers' link to the exact production planner: the best plan from here, and what a line leaves on the table.

:func:`furnace_lab.planner.plan_production` finds the best way to resolve a player's cards from any production
position, the engine's own actions included, and says why it beats the naive order. The production stepper's
"Ask the planner" button shows that plan for the step on screen, and compares the line played so far with the best
one from the start of the player's production:

* the best a line can still reach is what it has gained so far plus the best plan from where it stands — with the
  planner's valuation: money gained, plus (before round 4) what is left over and what was flipped
  (:mod:`furnace_lab.planner.valuation`; only money counts at the end, furnace.scoring.most-money);
* "left on the table" is the best from the start minus that.

:func:`plan_transactions` turns a plan into how often each row of a production-chain graph runs, so the chain explorer
can draw the plan's flows.
"""

from __future__ import annotations

from typing import Any

from furnace_lab.widgets.common import escape
from furnace_lab.widgets.labels import t

LIMIT: int | None = 50_000
"""States the planner's engine-level search may visit for the button (None: the planner's own default, 3,000,000).
A position past it is refused with a :class:`~furnace_lab.errors.DataError` that the widget shows in its language.
The planner's default lets a large mid-game Interbellum position search for several minutes before it gives up; a
button in a class should answer or refuse within about half a minute, so it asks for less (the fast planner, which
most positions use, does not count states and is not limited by this)."""


def planner_available() -> bool:
    """Can the planner answer here?"""
    try:
        import furnace_lab.planner as planner
    except ImportError:
        return False
    return callable(getattr(planner, "plan_production", None))


def production_stretch(timeline: Any) -> tuple[int, int] | None:
    """(player, first step) of the production the step shown belongs to, or None outside production.

    The first step is where the player began producing (their first choice). The step shown may also be the one
    right after the player finished: the line is then complete.
    """

    def producing(index: int) -> bool:
        state = timeline.state_at(index)
        return bool(state.phase == "production" and state.current_player >= 0)

    last = timeline.index
    if not producing(last):
        if last == 0 or not producing(last - 1):
            return None
        last -= 1
    player = int(timeline.state_at(last).current_player)
    first = last
    while first > 0 and producing(first - 1) and timeline.state_at(first - 1).current_player == player:
        first -= 1
    return player, first


def _flips(start: Any, now: Any, player: int) -> int:
    return sum(1 for card in now.companies(player) if now.is_upgraded(card) and not start.is_upgraded(card))


def line_value(start: Any, now: Any, player: int, valuation: Any, finished: bool) -> Any:
    """What a line from ``start`` to ``now`` is worth so far: money gained and flips (and leftovers once finished)."""
    value = valuation.money * (now.money(player) - start.money(player)) + valuation.upgrade * _flips(start, now, player)
    if finished:
        held = now.holdings(player)
        value += sum(getattr(valuation, name) * getattr(held, name) for name in ("coal", "iron", "oil", "token"))
    return value


def plan_steps_text(plan: Any, lang: str) -> list[str]:
    """The plan card by card, each card by its title in ``lang`` (the planner's own step lines)."""
    from furnace_lab.planner.explain import step_lines

    return step_lines(plan, lang)


def _from_here_detail(plan: Any, lang: str) -> str:
    from furnace_lab.cards.resources import RESOURCES, Bundle
    from furnace_lab.planner.phrases import bundle_words, phrase

    detail = [phrase("detail", lang, money=plan.money_gained)]
    left = Bundle(*(plan.end.get(name) for name in RESOURCES))
    if not left.is_empty:
        detail.append(phrase("left", lang, bundle=bundle_words(left, lang)))
    if plan.flipped:
        detail.append(phrase("flip" if len(plan.flipped) == 1 else "flips", lang, n=len(plan.flipped)))
    return ", ".join(detail)


def ask_planner(timeline: Any, lang: str) -> str:
    """HTML: the planner's one answer for the step the timeline shows (or, in words, why there is none).

    It says two things that agree with each other: the best plan *from here* (what the cards not yet used can
    still add, card by card — a used card never appears in it), and what the choices so far have cost: the best
    from the start of this production, against the most the line played so far can still reach (what it has
    gained plus the best from here). It does not compare with the naive order: that comparison belongs to a plan
    made from the start, and mid-production it would talk about cards already used.
    """
    if not planner_available():
        return f'<p class="fl-planner" style="color:#4a5568">{escape(t("planner_missing", lang))}</p>'
    from furnace_lab.planner import default_valuation, plan_production, plan_value

    stretch = production_stretch(timeline)
    if stretch is None:
        return f'<p class="fl-planner" style="color:#4a5568">{escape(t("planner_only_production", lang))}</p>'
    player, first = stretch
    start = timeline.state_at(first)
    now = timeline.state
    valuation = default_valuation(start.round)
    limit = {} if LIMIT is None else {"limit": LIMIT}
    best = plan_value(start, valuation, player=player, **limit)
    still = now.phase == "production" and now.current_player == player
    reachable = line_value(start, now, player, valuation, finished=not still)
    parts = []
    if still:
        plan = plan_production(now, valuation, player=player, **limit)
        reachable += plan.value
        parts.append(f'<p class="fl-from-here" style="font-family:sans-serif;margin:4px 0"><b>'
                     f'{escape(t("planner_from_here", lang, value=plan.value, detail=_from_here_detail(plan, lang)))}'
                     f"</b></p>")
    else:
        parts.append(f'<p style="font-family:sans-serif;margin:4px 0">{escape(t("planner_done", lang))}</p>')
    left = best - reachable
    cost = (t("planner_no_cost", lang, step=first, best=best) if left == 0 else
            t("planner_cost", lang, step=first, best=best, reachable=reachable, left=left))
    kind = "#effaf1" if left == 0 else "#fffaf0"
    parts.append(f'<p class="fl-left-on-table" style="background:{kind};padding:6px 10px;font-family:sans-serif">'
                 f"{escape(cost)}</p>")
    parts.append(f'<p style="font-family:sans-serif;font-size:12px;color:#4a5568;margin:2px 0">'
                 f'{escape(t("planner_valued", lang, valuation=valuation.describe(lang)))}</p>')
    if still and plan.steps:
        items = "".join(f"<li>{escape(line.split('. ', 1)[1])}</li>"
                        for line in plan_steps_text(plan, lang))
        parts.append(f'<div class="fl-plan" style="font-family:sans-serif;font-size:13px"><b>'
                     f'{escape(t("planner_steps", lang))}</b><ol>{items}</ol></div>')
    return f'<div class="fl-planner">{"".join(parts)}</div>'


def plan_transactions(plan: Any, graph: Any) -> dict[str, int]:
    """How often each row node of a production-chain graph runs in ``plan`` (at most its limit: a repeated card's
    second use is not drawn)."""
    rows_of: dict[str, list[str]] = {}
    for node, attrs in graph.nodes(data=True):
        if attrs["kind"] == "effect" and attrs.get("order") is not None and attrs.get("card"):
            rows_of.setdefault(attrs["card"], []).append(node)
    for nodes in rows_of.values():
        nodes.sort(key=lambda n: graph.nodes[n]["order"])
    counts: dict[str, int] = {}
    for step in plan.steps:
        # a step's rows are matched to the card's row nodes in order, by what they print: a step may start part-way
        # through its card (a plan made mid-card), and an Interbellum step also lists the rules the engine applied
        # on the way (its "effect" rows, in the engine's words), which are no row of the card
        nodes = rows_of.get(step.card, [])
        at = 0
        for done in step.rows:
            if done.kind == "effect":
                continue
            k = next((j for j in range(at, len(nodes)) if _prints(graph.nodes[nodes[j]], done)), None)
            if k is None:
                continue
            counts[nodes[k]] = counts.get(nodes[k], 0) + int(done.runs)
            at = k + 1
    out = {}
    for node, count in counts.items():
        limit = graph.nodes[node]["limit"]
        if count:
            out[node] = min(count, limit) if isinstance(limit, int) else count
    return out


def _prints(attrs: Any, done: Any) -> bool:
    """Is this row node (its graph attributes) the card row a plan's row was run from? An upgrade row by its kind
    (the plan says only "upgrade"), any other by its notation."""
    if done.kind == "upgrading":
        return bool(attrs.get("upgrading"))
    return bool(attrs.get("notation") == done.text)


def best_plan_transactions(source: Any, graph: Any, player: int | None = None) -> dict[str, int]:
    """The planner's best plan for a game state or planner position, as row counts of ``graph``."""
    from furnace_lab.planner import plan_production

    return plan_transactions(plan_production(source, player=player), graph)
