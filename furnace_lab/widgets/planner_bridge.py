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

The button never freezes the notebook: a :class:`Thinker` asks the planner with a deadline (:data:`DEADLINE`) and
shows at once the best plan found in that time — saying, until it is proved, "at most N more is possible" — then,
if it was not proved, goes on searching in a background thread — from where the first answer stopped: the search's
memo and proved bounds carry over (:class:`~furnace_lab.planner.Planning`) — and shows the proved answer when it
has it. Moving to another step (or asking again) cancels that search. :class:`PlanThinker` does the same for one
plan (the chain explorer's).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Final

from furnace_lab.errors import FurnaceLabError
from furnace_lab.widgets.common import escape
from furnace_lab.widgets.labels import pick, t

LIMIT: int | None = 50_000
"""States the planner's engine-level search may visit for the button (None: the planner's own default, 3,000,000).
A position past it is refused with a :class:`~furnace_lab.errors.DataError` that the widget shows in its language.
The planner's default lets a large mid-game Interbellum position search for several minutes before it gives up; a
button in a class should answer or refuse within about half a minute, so it asks for less (the fast planner, which
most positions use, does not count states and is not limited by this)."""


def _limit() -> int:
    """:data:`LIMIT`, or the planner's own default for None."""
    from furnace_lab.planner.engine_search import LIMIT as DEFAULT

    return DEFAULT if LIMIT is None else LIMIT


DEADLINE: Final = 0.5
"""Seconds the button's first answer may search (the two searches share it); the rest goes on in the background."""

TEXTS: Final = {
    "found_from_here": ("Best found so far from here: {value} more ({detail}).",
                        "Melhor achado até agora daqui: mais {value} ({detail})."),
    "unproven_cost": ("Not proved yet: from the start of this production (step {step}) the best is worth at least "
                      "{best}{most}; after what you have played, at least {reachable} is still within reach.",
                      "Ainda não provado: desde o início desta produção (passo {step}) o melhor vale pelo menos "
                      "{best}{most}; depois do que você jogou, pelo menos {reachable} ainda está ao alcance."),
    "at_most": (" and at most {bound}", " e no máximo {bound}"),
    "thinking": ("The planner is still thinking: this answer is replaced by the proved one when it is found.",
                 "O planejador ainda está pensando: esta resposta é trocada pela provada quando ela for achada."),
    "failed": ("The planner could not finish: {reason}", "O planejador não conseguiu terminar: {reason}"),
}
"""This module's own words (English, Portuguese) for answers not yet proved."""


def _say(key: str, lang: str, **fields: object) -> str:
    return pick(TEXTS, key, lang, **fields)


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
    from furnace_lab.planner.explain import plan_detail

    return plan_detail(plan, lang)


@dataclass(frozen=True)
class Question:
    """What the planner is asked about the step shown, read from the timeline at once (a background search then
    never reads the timeline, which the learner may move meanwhile)."""

    player: int
    first: int
    start: Any
    """The position at the start of the player's production."""
    now: Any
    """The position at the step shown (None once the player has finished producing)."""
    so_far: Any
    """What the line played so far is worth (see :func:`line_value`)."""
    valuation: Any


def question(timeline: Any) -> Question | str:
    """The :class:`Question` for the step the timeline shows, or the label key saying why there is none."""
    if not planner_available():
        return "planner_missing"
    from furnace_lab.planner import as_position, default_valuation

    stretch = production_stretch(timeline)
    if stretch is None:
        return "planner_only_production"
    player, first = stretch
    start = timeline.state_at(first)
    now = timeline.state
    valuation = default_valuation(start.round)
    still = now.phase == "production" and now.current_player == player
    so_far = line_value(start, now, player, valuation, finished=not still)
    return Question(player, first, as_position(start, player), as_position(now, player) if still else None, so_far,
                    valuation)


def answer(asked: Question, lang: str, deadline: float | None = None,
           stop: Callable[[], bool] | None = None) -> tuple[str, bool]:
    """HTML: the planner's answer to ``asked`` (searching at most ``deadline`` seconds in all, until ``stop`` says
    True), and whether it is proved (both searches exact)."""
    return Answering(asked).answer(lang, deadline, stop)


class Answering:
    """The two plannings behind an answer — from the start of the player's production and from the step shown —
    kept so that a second :meth:`answer` goes on from where the first stopped (a warm start, see
    :class:`~furnace_lab.planner.Planning`)."""

    def __init__(self, asked: Question, end: float | None = None) -> None:
        from furnace_lab.planner import start_planning

        self.asked = asked
        self.best = start_planning(asked.start, asked.valuation, limit=_limit())
        self.here = None if asked.now is None else start_planning(asked.now, asked.valuation, limit=_limit())
        self.end = end
        """When the first answer's deadline started (its setup counts against it), if it did already."""

    def answer(self, lang: str, deadline: float | None = None,
               stop: Callable[[], bool] | None = None) -> tuple[str, bool]:
        """The HTML and whether it is proved, searching (on from before) at most ``deadline`` seconds in all."""
        end = None if deadline is None else (self.end if self.end is not None else time.monotonic()) + deadline
        self.end = None  # a later answer's deadline counts from its own call

        def left() -> float | None:  # the deadline is shared: the second search gets what the first left
            return None if end is None else max(0.0, end - time.monotonic())

        best = self.best.resume(left(), stop)
        here = None if self.here is None else self.here.resume(left(), stop)
        proved = best.exact and (here is None or here.exact)
        return _render(self.asked, best, here, lang, proved), proved


def _render(asked: Question, best: Any, here: Any, lang: str, proved: bool) -> str:
    """The answer's HTML from the plan from the start and the plan from here (None: the line is complete)."""
    from furnace_lab.planner.explain import gap_line

    reachable = asked.so_far + (0 if here is None else here.value)
    parts = []
    if here is not None:
        key = "planner_from_here" if here.exact else "found_from_here"
        words = (t if here.exact else _say)(key, lang, value=here.value, detail=_from_here_detail(here, lang))
        parts.append(f'<p class="fl-from-here" style="font-family:sans-serif;margin:4px 0"><b>{escape(words)}</b></p>')
        if not here.exact:
            parts.append(f'<p class="fl-gap" style="font-family:sans-serif;margin:2px 0">'
                         f"{escape(gap_line(here, lang))}</p>")
    else:
        parts.append(f'<p style="font-family:sans-serif;margin:4px 0">{escape(t("planner_done", lang))}</p>')
    if proved:
        left = best.value - reachable
        cost = (t("planner_no_cost", lang, step=asked.first, best=best.value) if left == 0 else
                t("planner_cost", lang, step=asked.first, best=best.value, reachable=reachable, left=left))
        kind = "#effaf1" if left == 0 else "#fffaf0"
    else:
        most = "" if best.bound is None else _say("at_most", lang, bound=best.bound)
        cost = _say("unproven_cost", lang, step=asked.first, best=best.value, most=most, reachable=reachable)
        kind = "#f7fafc"
    parts.append(f'<p class="fl-left-on-table" style="background:{kind};padding:6px 10px;font-family:sans-serif">'
                 f"{escape(cost)}</p>")
    parts.append(f'<p style="font-family:sans-serif;font-size:12px;color:#4a5568;margin:2px 0">'
                 f'{escape(t("planner_valued", lang, valuation=asked.valuation.describe(lang)))}</p>')
    if here is not None and here.steps:
        items = "".join(f"<li>{escape(line.split('. ', 1)[1])}</li>"
                        for line in plan_steps_text(here, lang))
        parts.append(f'<div class="fl-plan" style="font-family:sans-serif;font-size:13px"><b>'
                     f'{escape(t("planner_steps", lang))}</b><ol>{items}</ol></div>')
    return f'<div class="fl-planner">{"".join(parts)}</div>'


def _refusal(key: str, lang: str) -> str:
    return f'<p class="fl-planner" style="color:#4a5568">{escape(t(key, lang))}</p>'


def ask_planner(timeline: Any, lang: str, deadline: float | None = None) -> str:
    """HTML: the planner's one answer for the step the timeline shows (or, in words, why there is none).

    It says two things that agree with each other: the best plan *from here* (what the cards not yet used can
    still add, card by card — a used card never appears in it), and what the choices so far have cost: the best
    from the start of this production, against the most the line played so far can still reach (what it has
    gained plus the best from here). It does not compare with the naive order: that comparison belongs to a plan
    made from the start, and mid-production it would talk about cards already used. Without a ``deadline`` the
    answer is proved, however long it takes; with one, it may be the best found in time (and says so).
    """
    asked = question(timeline)
    if isinstance(asked, str):
        return _refusal(asked, lang)
    return answer(asked, lang, deadline)[0]


class Background:
    """One search at a time in a background thread: starting another, or :meth:`cancel`, stops the one going on,
    and a stopped search shows nothing."""

    def __init__(self, deadline: float = DEADLINE) -> None:
        self.deadline = deadline
        self.lock = threading.RLock()
        """Held while a background result is shown: hold it to show a first answer before any result can be."""
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    @property
    def thinking(self) -> bool:
        """Is a search going on in the background?"""
        return self._thread is not None and self._thread.is_alive()

    def _go_on(self, work: Callable[[Callable[[], bool]], Any], show: Callable[[Any], None]) -> None:
        """Run ``work(stop)`` in a background thread, then ``show`` its result — unless cancelled meanwhile."""
        stop = self._stop = threading.Event()

        def run() -> None:
            result = work(stop.is_set)
            with self.lock:
                if not stop.is_set():
                    show(result)

        self._thread = threading.Thread(target=run, daemon=True, name="furnace-lab-planner")
        self._thread.start()

    def cancel(self) -> None:
        """Stop the search going on in the background, if any: it will show nothing."""
        with self.lock:
            self._stop.set()

    def wait(self, timeout: float | None = None) -> bool:
        """Wait for the background search to end (at most ``timeout`` seconds); has it ended?"""
        thread = self._thread
        if thread is not None:
            thread.join(timeout)
        return not self.thinking


def _failed(error: Exception, lang: str) -> str:
    """Why a background search could not finish, in words (a thread's error would reach the learner as a
    traceback)."""
    reason = error.message(lang) if isinstance(error, FurnaceLabError) else type(error).__name__
    return _say("failed", lang, reason=reason)


class Thinker(Background):
    """The "Ask the planner" button's answers, each handed to ``show`` (the HTML): at once within :data:`DEADLINE`,
    then — if not proved — from a background thread that goes on from where the first answer stopped, when proved.
    One search in the background at a time: asking again, or :meth:`cancel`, stops the one going on, and a stopped
    search shows nothing."""

    def __init__(self, show: Callable[[str], None], deadline: float = DEADLINE) -> None:
        super().__init__(deadline)
        self.show = show

    def ask(self, timeline: Any, lang: str) -> str:
        """Show (and return) the first answer's HTML, searching at most the deadline, reading the timeline
        included; a background search goes on if it is not proved. The first answer is shown before the background
        one can be (a search going on from a warm start may end at once)."""
        with self.lock:
            first = self._first(timeline, lang)
            self.show(first)
        return first

    def _first(self, timeline: Any, lang: str) -> str:
        self.cancel()
        start = time.monotonic()
        asked = question(timeline)
        if isinstance(asked, str):
            return _refusal(asked, lang)
        answering = Answering(asked, end=start)
        html, proved = answering.answer(lang, self.deadline)
        if proved:
            return html
        self._go_on(lambda stop: self._finish(answering, lang, stop), self.show)
        note = f'<p class="fl-thinking" style="font-family:sans-serif;font-size:12px;color:#4a5568">' \
               f"{escape(_say('thinking', lang))}</p>"
        return html.replace('<div class="fl-planner">', f'<div class="fl-planner">{note}', 1)

    @staticmethod
    def _finish(answering: Answering, lang: str, stop: Callable[[], bool]) -> str:
        try:
            return answering.answer(lang, None, stop)[0]
        except Exception as error:  # a refusal (a search past its limit, say), in the learner's language
            return f'<p class="fl-planner">{escape(_failed(error, lang))}</p>'


class PlanThinker(Background):
    """One plan, in the background: :meth:`ask` answers within :data:`DEADLINE` with the best plan found (a
    :class:`~furnace_lab.planner.Plan`, ``exact`` False and its ``bound`` when not proved), and if it is not proved
    goes on searching — from where it stopped — in a background thread, handing ``show`` the proved plan (or the
    refusal, an exception) when it has it. Used by the chain explorer."""

    def __init__(self, show: Callable[[Any], None], deadline: float = DEADLINE) -> None:
        super().__init__(deadline)
        self.show = show

    def ask(self, source: Any, player: int | None = None) -> Any:
        """The best plan for ``source`` (a game state, for ``player``, or a planner position) found within the
        deadline; a background search goes on if it is not proved."""
        from furnace_lab.planner import start_planning

        self.cancel()
        planning = start_planning(source, player=player, deadline=self.deadline, limit=_limit())
        plan = planning.answer()
        if not plan.exact:
            self._go_on(lambda stop: _resumed(planning, stop), self.show)
        return plan


def _resumed(planning: Any, stop: Callable[[], bool]) -> Any:
    """The planning's proved plan (searched on until ``stop``), or the error that ended it."""
    try:
        return planning.resume(stop=stop)
    except Exception as error:  # handed to the widget, which says it in words
        return error


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
