"""The chain explorer's planner: its best plan at once, the proved one from the background, and a stop button.

The chain explorer draws the exact planner's best plan (:func:`furnace_lab.planner.plan_production`). A large tableau
can take the planner many seconds to prove, and a notebook must never freeze meanwhile: :class:`ChainPlanner` asks
the planner with a short deadline (:data:`~furnace_lab.widgets.planner_bridge.DEADLINE`) and hands the explorer the
best plan found in that time, saying — until it is proved — that the planner is still thinking and how much more at
most is possible; the search goes on in the background, from where it stopped, and the proved plan replaces the
first one when it is found. "Stop thinking" ends the search and keeps the best plan found; choosing other cards
ends it too. Its words are in English and Portuguese.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

import ipywidgets as widgets

from furnace_lab.errors import FurnaceLabError
from furnace_lab.widgets.common import escape
from furnace_lab.widgets.planner_bridge import DEADLINE, PlanThinker

WORDS: Final = {
    "thinking": ("The planner is still thinking: this is the best plan found so far, and at most {gap} more is "
                 "possible. The proved plan replaces it when it is found.",
                 "O planejador ainda está pensando: este é o melhor plano achado até agora, e no máximo {gap} a mais é "
                 "possível. O plano provado o substitui quando for achado."),
    "thinking_unbounded": ("The planner is still thinking: this is the best plan found so far. The proved plan "
                           "replaces it when it is found.",
                           "O planejador ainda está pensando: este é o melhor plano achado até agora. O plano provado "
                           "o substitui quando for achado."),
    "stopped": ("You stopped the planner: this is the best plan it found, and at most {gap} more is possible.",
                "Você parou o planejador: este é o melhor plano que ele achou, e no máximo {gap} a mais é possível."),
    "stopped_unbounded": ("You stopped the planner: this is the best plan it found, not proved the best.",
                          "Você parou o planejador: este é o melhor plano que ele achou, sem prova de que é o melhor."),
    "limit": ("The planner stopped at the most states it may search: this is the best plan it found, and at most {gap} "
              "more is possible.",
              "O planejador parou no máximo de estados que pode buscar: este é o melhor plano que ele achou, e no "
              "máximo {gap} a mais é possível."),
    "limit_unbounded": ("The planner stopped at the most states it may search: this is the best plan it found, not "
                        "proved the best.",
                        "O planejador parou no máximo de estados que pode buscar: este é o melhor plano que ele achou, "
                        "sem prova de que é o melhor."),
    "failed": ("The planner could not finish: {reason} This is the best plan it found.",
               "O planejador não conseguiu terminar: {reason} Este é o melhor plano que ele achou."),
    "stop": ("Stop thinking", "Parar de pensar"),
}
"""This module's words: ``key: (English, Portuguese)``."""


def _say(key: str, lang: str, **fields: object) -> str:
    return WORDS[key][lang == "pt"].format(**fields)


class ChainPlanner:
    """The explorer's planner (see the module docstring). ``proved`` is called (from the background thread) once the
    proved plan is in :attr:`plan`; :attr:`box` holds the stop button and the words saying what the plan is."""

    def __init__(self, proved: Callable[[], None], deadline: float = DEADLINE) -> None:
        self.proved = proved
        self.thinker = PlanThinker(self._arrived, deadline)
        self.plan: Any = None
        """The best plan so far (None: not asked yet)."""
        self.state = ""
        """"thinking", "stopped" (by the learner), "limit" (the search's budget of states ran out), "failed" — or ""
        when the plan is proved (or there is none)."""
        self.error: Exception | None = None
        self.lang = "en"
        self.status = widgets.HTML(layout=widgets.Layout(flex="1 1 20em", min_width="0"))  # beside the button at 1024
        self.stop_button = widgets.Button(icon="stop", layout=widgets.Layout(width="auto", display="none"))
        self.stop_button.add_class("fl-stop-thinking")
        self.box = widgets.HBox([self.stop_button, self.status],
                                layout=widgets.Layout(flex_flow="row wrap", align_items="center"))

    def ask(self, source: Any, player: int | None, lang: str) -> Any:
        """The best plan found within the deadline (going on in the background if it is not proved)."""
        with self.thinker.lock:  # shown before the background's plan can be (a warm start may end at once)
            self.forget()
            plan = self.thinker.ask(source, player)
            self.plan = plan
            self.state = "" if plan.exact else "thinking"
            self.show(lang)
        return plan

    def _arrived(self, result: Any) -> None:
        """The background search's end: the proved plan (or the best found when its budget of states ran out), or
        the error that stopped it."""
        if isinstance(result, Exception):
            self.state, self.error = "failed", result
            self.show(self.lang)
            return
        self.plan, self.state = result, "" if result.exact else "limit"  # not proved: its budget of states ran out
        self.show(self.lang)
        self.proved()

    def stop(self) -> None:
        """Stop thinking: the best plan found so far stays, said to be unproved."""
        was = self.state
        self.thinker.cancel()
        if was == "thinking":
            self.state = "stopped"
        self.show(self.lang)

    def forget(self) -> None:
        """No plan (other cards were chosen): the search going on, if any, ends and shows nothing."""
        self.thinker.cancel()
        self.plan, self.state, self.error = None, "", None
        self.show(self.lang)

    def show(self, lang: str) -> None:
        """Say, in ``lang``, what the plan shown is (nothing once proved); the stop button while thinking."""
        self.lang = lang
        self.stop_button.description = _say("stop", lang)
        self.stop_button.layout.display = "" if self.state == "thinking" else "none"
        if not self.state or self.plan is None:
            self.status.value = ""
            return
        gap = self.plan.gap
        if self.state == "failed":
            reason = self.error.message(lang) if isinstance(self.error, FurnaceLabError) else type(self.error).__name__
            said = _say("failed", lang, reason=reason)
        else:
            said = _say(self.state if gap is not None else f"{self.state}_unbounded", lang, gap=gap)
        self.status.value = (f'<p class="fl-thinking" style="font-family:sans-serif;font-size:13px;margin:2px 0;'
                             f'background:#f7fafc;padding:4px 8px">{escape(said)}</p>')
