"""The game explorer's log: one line per step, numbered like the Step box, and each step's events with their "why".

A game line is a list of engine states; step ``k`` is the state after ``k`` actions (step 0: the deal). Each step's
events are the log entries its action wrote — the action's own event first, then what followed from it (a
resolution, a compensation, the next round's row). So the explorer's log has exactly one line per step, numbered 0 to
the line's length, the same numbers as the Step box and the status bar's "step k/n"; a line reads the step's first
event, and says how many more it wrote.

The events of the step shown are listed in full underneath, each with a "why" toggle (an HTML ``<details>``) that
opens the rules the engine applied, each rule's ID with its one-line summary in the language shown. The rule tags are
not on screen until a learner asks for them.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence
from typing import Any, Final

from furnace_lab.widgets.common import escape
from furnace_lab.widgets.labels import t
from furnace_lab.widgets.views import rule_summary

LINE_WIDTH: Final = 100
"""The longest text of a log line (characters, the step's number aside); a longer one ends with "…"."""


def step_of_event(bounds: Sequence[int], index: int) -> int:
    """The step whose action wrote the log entry ``index`` (0 is the first entry of the deal)."""
    if not 0 <= index < bounds[-1]:
        raise IndexError(f"event {index} is outside this game's log (0 to {bounds[-1] - 1})")
    return bisect_right(bounds, index)


def step_events(log: Sequence[Any], bounds: Sequence[int], step: int) -> Sequence[Any]:
    """The log entries step ``step`` wrote."""
    return log[bounds[step - 1] if step else 0: bounds[step]]


def shorten(text: str, width: int = LINE_WIDTH) -> str:
    """``text`` cut to ``width`` characters at a word, ending with "…" when cut."""
    if len(text) <= width:
        return text
    cut = text[: width - 1]
    return (cut.rsplit(" ", 1)[0] if " " in cut[width // 2:] else cut).rstrip(" ,;:.") + "…"


def step_label(step: int, events: Sequence[Any], lang: str) -> str:
    """One line of the log: the step's number, its first event, and how many more events it wrote."""
    if not events:
        return f"{step}. {t('log_no_events', lang)}"
    more = f" {t('log_more', lang, n=len(events) - 1)}" if len(events) > 1 else ""
    return f"{step}. {shorten(events[0].explain(lang))}{more}"


def why_html(event: Any, lang: str) -> str:
    """An event's rules behind a "why" toggle: each rule's ID and its summary."""
    if not event.rules:
        return ""
    rules = "".join(f'<li><code class="fl-rule">{escape(rule_id)}</code> {escape(rule_summary(rule_id, lang))}</li>'
                    for rule_id in event.rules)
    return (f'<details class="fl-why"><summary style="cursor:pointer;color:#2b6cb0;font-size:12px">'
            f'{escape(t("log_why", lang))}</summary><ul style="margin:2px 0;font-size:12px;color:#2d3748">'
            f'{rules}</ul></details>')


def step_html(events: Sequence[Any], lang: str, *, current: int | None = None) -> str:
    """The events of one step in full, each with its "why" toggle (``current``: the event to mark)."""
    if not events:
        return f'<p style="color:#4a5568;font-family:sans-serif">{escape(t("nothing_yet", lang))}</p>'
    items = []
    for k, event in enumerate(events):
        mark = ' fl-current" style="background:#fefcbf' if k == current else ""
        muted = ' style="color:#4a5568"' if event.automatic else ""
        items.append(f'<li class="fl-event{mark}"><span{muted}>{escape(event.explain(lang))}</span>'
                     f'{why_html(event, lang)}</li>')
    return f'<ul class="fl-step-events" style="font-family:sans-serif;margin:2px 0">{"".join(items)}</ul>'


class LogLines:
    """The log of the line shown, kept between calls: when the line changes (a step played, a fork, another line),
    the steps whose states are the same objects as before are neither recounted nor reworded."""

    def __init__(self) -> None:
        self.states: list[Any] = []
        self.bounds: list[int] = []
        self.labels: list[str] = []
        self.lang: str | None = None

    def update(self, line: Any, lang: str) -> bool:
        """Follow ``line`` in ``lang``; True when the log's lines changed (and must be shown again)."""
        steps = line.length + 1
        same = 0
        if lang == self.lang:
            limit = min(len(self.states), steps)
            while same < limit and line.state_at(same) is self.states[same]:
                same += 1
        if same == len(self.states) == steps:
            return False
        del self.states[same:], self.bounds[same:], self.labels[same:]
        for k in range(same, steps):
            state = line.state_at(k)
            self.states.append(state)
            self.bounds.append(sum(1 for _ in state.iter_log()))
        log = self.states[-1].log
        self.labels.extend(step_label(k, step_events(log, self.bounds, k), lang) for k in range(same, steps))
        self.lang = lang
        return True

    def options(self) -> list[tuple[str, int]]:
        """The log's lines as ``(label, step)`` options for a list widget."""
        return [(label, k) for k, label in enumerate(self.labels)]
