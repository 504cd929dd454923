"""The production stepper: resolve a player's cards one at a time, each step explained and undoable.

In the production phase each card — the Start-up included — is resolved once, in the order the player chooses
(furnace.production.each-card-once), its rows top to bottom (furnace.production.rows-top-to-bottom), with no going
back to a card (furnace.production.no-going-back). The stepper shows the player's tableau (each card's face, on
its current side, used cards dimmed, the card being resolved outlined) and holdings, and offers exactly the
choices the engine offers at this moment:

* which card to use next (or, for the repeat-card Capitalist, which card to use again,
  furnace.capitalist.repeat-card);
* how many times to run a processing row, 0 up to its limit and what the holdings pay for
  (furnace.effects.processing, furnace.effects.processing-limit);
* on the Start-up's upgrade row, which Company to flip (furnace.startup.upgrade) or "Done".

The chosen step is explained before it is taken (``state.explain``, citing the rule); "Step back" undoes it.
"Ask the planner" asks :mod:`furnace_lab.planner` for the best plan from here and how much money the current
line of play leaves on the table (:mod:`~furnace_lab.widgets.planner_bridge`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar, Final

import ipywidgets as widgets

from furnace_lab.engine import Done, RepeatCard, Run, UpgradeCard, UseCard, production_position
from furnace_lab.engine.core.naming import name as item_name
from furnace_lab.widgets.choices import sentence_options, set_choices
from furnace_lab.widgets.common import HtmlCells, escape
from furnace_lab.widgets.labels import phase_name, t
from furnace_lab.widgets.planner_bridge import Thinker
from furnace_lab.widgets.stepper import GameStepper
from furnace_lab.widgets.views import explanation_html, holdings_html, tableau_cells

PLAN_CARD_DEADLINE: Final = 0.5
"""Seconds the planner may think before "Play the plan's next card" plays its best plan found (a plan found in time
is always a legal line; it is the exact best on every position a class meets in well under that)."""


def first_card_actions(actions: Sequence[Any]) -> tuple[Any, ...]:
    """A plan's actions for its first card: up to (not including) the next card's use or repeat; all of them when
    only one card is left (its ``done`` included)."""
    for k, action in enumerate(actions):
        if k and isinstance(action, (UseCard, RepeatCard)):
            return tuple(actions[:k])
    return tuple(actions)


DEFAULT_POSITION: Final = {
    "companies": ["base-c2", "base-c7", "base-o1"],
    "startup": "base-startup-1",
    "resources": {"coal": 1, "iron": 1},
    "round": 4,
}
"""A small puzzle: the order of the cards and one upgrade decide how much money round 4 makes."""
LEARNER: Final = "Ana"
"""The learner's name in a production position: a name reads the same in English and Portuguese (a numbered "Player
1" stayed English when the switch was set to Português: the name is part of the game's state)."""


class ProductionStepper(GameStepper):
    """Step through a production phase (see the module docstring).

    ``ProductionStepper()`` opens a one-player teaching position; pass the keywords of
    :func:`furnace_lab.engine.production_position` (``companies``, ``startup``, ``resources``, ``round``,
    ``capitalist``, ``production_chain``) for another, or a ``state`` from a game in its production phase.
    """

    LABELS: ClassVar[Mapping[str, str]] = {
        "use_button": "use", "run_button": "run", "upgrade_button": "upgrade", "done_button": "done",
        "planner_button": "ask_planner", "plan_card_button": "play_plan_card",
        "card": "card", "times": "times", "upgrade": "upgrade", "other": "choice",
        "other_button": "apply"}

    def __init__(self, state: Any = None, *, seats: Any = None, lang: str = "en", catalog: Any = None,
                 **position: Any) -> None:
        if state is None:
            state = production_position(**{**DEFAULT_POSITION, "name": LEARNER, **position})
        elif position:
            raise TypeError("give either a state or the keywords of a production position, not both")
        super().__init__(state, seats=seats, lang=lang, catalog=catalog)
        self.add_class("furnace-lab-production")

    # ---- the panel ---------------------------------------------------------------------------------------------
    def _panel(self) -> list[widgets.Widget]:
        self.tableau = HtmlCells("fl-tableau-view")  # one widget per card: a step redraws only the cards it changed
        self.holdings = widgets.HTML()
        self.current_row = widgets.HTML()
        self.card = widgets.Dropdown(options=[], description="")
        self.use_button = widgets.Button(button_style="primary")
        # a number box, not a slider: ipywidgets' slider handle has no accessible name (axe: aria-input-field-name)
        self.times = widgets.BoundedIntText(min=0, max=1, value=0, description="", layout=widgets.Layout(width="10em"))
        self.run_button = widgets.Button(button_style="primary")
        self.upgrade = widgets.Dropdown(options=[], description="")
        self.upgrade_button = widgets.Button(button_style="primary")
        self.done_button = widgets.Button()
        self.explanation = widgets.HTML()
        self.planner_button = widgets.Button(icon="lightbulb-o")
        self.plan_card_button = widgets.Button(icon="play")
        self.planner = widgets.HTML()
        self._planned_for: tuple[Any, str] | None = None
        self.thinker = Thinker(lambda html: setattr(self.planner, "value", html))  # answers in the background

        self.other = widgets.Dropdown(options=[], description="")
        self.other_button = widgets.Button(button_style="primary")
        for button in (self.use_button, self.run_button, self.upgrade_button, self.done_button, self.planner_button,
                       self.plan_card_button, self.other_button):
            button.layout.width = "auto"  # whole captions ("Perguntar ao planejador"), never cut
        for control in (self.card, self.upgrade, self.other):
            control.layout.width = "auto"
            control.layout.max_width = "100%"
            control.style.description_width = "initial"
        self.times.style.description_width = "initial"
        self.touched = ""
        for name in ("card", "times", "upgrade", "other"):
            getattr(self, name).observe(self.guard(lambda _, name=name: self._touch(name)), names="value")
        self.other_button.on_click(self.guard.click(lambda _: self.play_as_human(self.other.value)))
        self.use_button.on_click(self.guard.click(lambda _: self.use()))
        self.run_button.on_click(self.guard.click(lambda _: self.run()))
        self.upgrade_button.on_click(self.guard.click(lambda _: self.flip()))
        self.done_button.on_click(self.guard.click(lambda _: self.play_as_human(Done())))
        self.planner_button.on_click(self.guard.click(lambda _: self.ask_planner()))
        self.plan_card_button.on_click(self.guard.click(lambda _: self.play_plan_card()))

        wrap = widgets.Layout
        self.use_box = widgets.HBox([self.card, self.use_button], layout=wrap(flex_flow="row wrap"))
        self.run_box = widgets.HBox([self.times, self.run_button], layout=wrap(flex_flow="row wrap"))
        self.upgrade_box = widgets.HBox([self.upgrade, self.upgrade_button], layout=wrap(flex_flow="row wrap"))
        self.other_box = widgets.HBox([self.other, self.other_button], layout=wrap(flex_flow="row wrap"))
        controls = widgets.VBox([self.current_row, self.use_box, self.run_box, self.upgrade_box, self.other_box,
                                 widgets.HBox([self.done_button, self.planner_button, self.plan_card_button],
                                              layout=wrap(flex_flow="row wrap")), self.explanation])
        return [self.tableau, self.holdings, controls, self.planner]

    # ---- the learner's actions --------------------------------------------------------------------------------
    def use(self) -> Any:
        """Use (or, for the repeat Capitalist, use again) the card chosen."""
        return self.play_as_human(self.card.value)

    def run(self) -> Any:
        """Run the current processing row the number of times chosen."""
        return self.play_as_human(Run(int(self.times.value)))

    def flip(self) -> Any:
        """Upgrade the Company chosen on the Start-up's upgrade row."""
        return self.play_as_human(self.upgrade.value)

    def ask_planner(self) -> None:
        """Show the planner's best plan from the step shown, and what the line played so far left on the table."""
        self.thinker.ask(self.timeline, self.language)  # shows its answers itself: the first one, then the proved one
        self._planned_for = (self.state, self.language)

    def play_plan_card(self) -> Any:
        """Play the planner's best plan from here for one card: the actions up to the next card's use, as the
        learner's moves, then say what that step of the plan did (the log shows each row run). Clicked again, the
        next card; the plan is made anew from the step shown, so it also works after the learner's own moves."""
        state = self.state
        if state.phase != "production":
            self.messages.say(lambda lang: t("planner_only_production", lang), self.language)
            return state
        if not self.seats.human_to_act(state):
            return self.play_as_human(Done())  # plays nothing: says why (game over, or a bot is to act)
        from furnace_lab.planner import plan_production
        from furnace_lab.planner.explain import step_lines

        plan = plan_production(state, player=self.producer, deadline=PLAN_CARD_DEADLINE)
        lang = self.language
        said = step_lines(plan, lang)[0].split(". ", 1)[-1] if plan.steps else t("planner_done", lang)
        for action in first_card_actions(plan.actions):
            self.play_as_human(action)
        self.planner.value = (f'<p class="fl-plan-card" style="font-family:sans-serif">'
                              f'{escape(t("played_plan_card", lang, step=said))}</p>')
        return self.state

    def _keep_planner_answer(self) -> None:
        """The planner's answer belongs to the step it was asked at: gone once the learner moves, said again in the
        new language when they switch."""
        if self._planned_for is None:
            return
        state, lang = self._planned_for
        if state is not self.state:
            self._planned_for = None
            self.thinker.cancel()
            self.planner.value = ""
        elif lang != self.language:
            self.ask_planner()

    # ---- keeping the view current --------------------------------------------------------------------------
    @property
    def producer(self) -> int:
        """The player whose production is shown: the one producing, else seat 0."""
        player = self.state.current_player
        return int(player) if player >= 0 else 0

    def pending_action(self) -> Any:
        """The action the controls would take now: the control the learner touched last, else the main choice."""
        legal = self.state.legal_actions()
        runs = any(isinstance(a, Run) for a in legal)
        chosen = {"times": Run(int(self.times.value)) if runs else None, "upgrade": self.upgrade.value,
                  "card": self.card.value, "other": self.other.value}
        if chosen.get(self.touched):
            return chosen[self.touched]
        for name in ("times", "upgrade", "card", "other"):
            if chosen[name]:
                return chosen[name]
        return Done() if Done() in legal else None

    def _touch(self, name: str) -> None:
        self.touched = name
        self._explain_choice()

    def _keep_going(self, start: Any, state: Any) -> bool:
        return state.phase == "production"

    def _refresh_panel(self) -> None:
        lang = self.language
        state = self.state
        self._keep_planner_answer()
        self.other_box.layout.display = "none"
        player = self.producer
        spare, faces = tableau_cells(state, self.catalog, player, lang)
        self.tableau.show(spare, faces)
        self.holdings.value = holdings_html(state, lang, players=[player], highlight=player, show_discs=False)
        if state.phase != "production":
            key = "production_over" if state.is_over or state.phase == "auction" else "not_production"
            self.current_row.value = f"<p>{escape(t(key, lang, phase=phase_name(state.phase, lang)))}</p>"
            for box in (self.use_box, self.run_box, self.upgrade_box):
                box.layout.display = "none"
            self.done_button.layout.display = "none"
            self.explanation.value = ""
            return
        human = self.seats.human_to_act(state)
        legal = state.legal_actions() if human else ()
        uses = sentence_options(state, [a for a in legal if isinstance(a, (UseCard, RepeatCard))], lang)
        upgrades = sentence_options(state, [a for a in legal if isinstance(a, UpgradeCard)], lang)
        runs = [a.times for a in legal if isinstance(a, Run)]
        # Interbellum's Managers (assign one to a card, use its effect) and any other kind of choice
        others = sentence_options(state, [a for a in legal
                                          if not isinstance(a, (UseCard, RepeatCard, UpgradeCard, Run, Done))], lang)
        set_choices(self.card, uses)
        set_choices(self.upgrade, upgrades)
        set_choices(self.other, others)
        self.other_box.layout.display = "" if others else "none"
        self.touched = ""
        if runs:
            self.times.max = max(runs)
            self.times.min = 0
            self.times.value = max(runs)
        self.use_box.layout.display = "" if uses else "none"
        self.run_box.layout.display = "" if runs else "none"
        self.upgrade_box.layout.display = "" if upgrades else "none"
        self.done_button.layout.display = "" if Done() in legal else "none"
        self.current_row.value = self._current_row_html(lang, placing=bool(others) and not uses)
        self._explain_choice()

    def _current_row_html(self, lang: str, placing: bool = False) -> str:
        """What the learner is choosing: the next card to use, a Manager to place (``placing``: Interbellum, at the
        start of a player's production), or the card being resolved."""
        state = self.state
        card = state.current_card
        if card is None:
            what = t("other_choices" if placing else "use", lang)
            return f"<p><b>{escape(t('your_choice', lang))}</b>: {escape(what)}</p>"
        return (f'<p class="fl-current-row"><b>{escape(t("resolving", lang))}</b>: '
                f'{escape(item_name(state.spec, card, lang))}</p>')

    def _explain_choice(self) -> None:
        state = self.state
        lang = self.language
        if state.phase != "production":
            return
        if not self.seats.human_to_act(state):
            self.explanation.value = f'<p style="color:#4a5568">{escape(t("waiting_machine", lang))}</p>'
            return
        action = self.pending_action()
        self.explanation.value = "" if action is None else explanation_html(state.explain(action, lang), lang)
