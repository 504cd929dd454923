"""What the auction and production steppers share: a line of engine states, the seats, and the step buttons.

A stepper shows one :class:`~furnace_lab.widgets.timeline.Timeline` of engine states. A learner's action is
sent to the engine through ``apply``; the engine refuses an illegal one with its reason and rule (shown in the
message area, the state unchanged). A bot's turn, or the two-player dummy bidder's die roll, is played one at a
time with "Bot / die plays", so each is seen (furnace.two-player.dummy, furnace_lab.chance.die); where no bot and
no die ever plays (a one-player production puzzle) those buttons are not shown. "Step back"
and "Forward" move along the timeline; acting after stepping back starts a new line from there. Every button that
moves the game or the timeline ignores the second click of a learner's double click
(:meth:`~furnace_lab.widgets.common.Guard.click`; ``stepper.guard.window = 0`` lets every click act).

Under the controls, "What just happened, and why" lists every event the last step produced — the engine's own
words, each with the rules it applied. Subclasses add their own panel (:meth:`GameStepper._panel`) and keep it
current in :meth:`GameStepper._refresh_panel`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar, Final

import ipywidgets as widgets

from furnace_lab.cards import load_catalog
from furnace_lab.cards.pieces import legend_html
from furnace_lab.widgets.common import LanguageSwitch, MessageArea, escape, safe_callback
from furnace_lab.widgets.labels import t
from furnace_lab.widgets.seats import Seats
from furnace_lab.widgets.timeline import Timeline
from furnace_lab.widgets.views import agent_titles, events_html, status_html

MACHINE_BUTTON: Final = {"button_color": "#00707c", "text_color": "#ffffff"}
"""The bot-step button's colours: white on dark teal, 5.8:1 (the theme's "info" teal gave 3.5:1; WCAG AA asks
4.5:1). Its caption says what it does, so the colour is never the only cue."""

MAX_MACHINE_STEPS = 2000
"""A safety stop for "play until a human decides" (a whole game is a few hundred actions)."""


def catalog_for(state: Any) -> Any:
    """The card catalog a state was dealt from (its readings of disputed cards, if any)."""
    readings = getattr(state.options, "readings", None)
    return load_catalog(readings=dict(readings)) if readings else load_catalog()


def new_events(before: Any, after: Any) -> list[Any]:
    """The events ``after`` logged since ``before`` (everything when ``before`` is None)."""
    log = after.log
    if before is None:
        return log
    return log[len(before.log):]


class GameStepper(widgets.VBox):
    """Base of the steppers (see the module docstring). Child widgets are attributes."""

    LABELS: ClassVar[Mapping[str, str]] = {"back_button": "back", "forward_button": "forward",
                                           "machine_button": "machine", "until_human_button": "until_human"}
    """Each control's caption: attribute name → label key (:mod:`~furnace_lab.widgets.labels`). A subclass adds
    its own table; :meth:`refresh` sets the captions of every class in the hierarchy in the chosen language."""
    TOOLTIPS: ClassVar[Mapping[str, str]] = {"back_button": "back_tip", "forward_button": "forward_tip",
                                             "machine_button": "machine_tip", "until_human_button": "until_human_tip"}
    """Each control's tooltip: attribute name → label key, set in the chosen language like the captions."""

    def __init__(self, state: Any, *, seats: Any = None, lang: str = "en", catalog: Any = None,
                 **kwargs: Any) -> None:
        self.catalog = catalog if catalog is not None else catalog_for(state)
        self.timeline = Timeline(state)
        self.seats = Seats.of(seats, state.num_players, seed=state.seed)
        self.lang = LanguageSwitch(lang)
        self.messages = MessageArea()
        self.status = widgets.HTML()
        self.back_button = widgets.Button(icon="")
        self.forward_button = widgets.Button()
        self.machine_button = widgets.Button(style=MACHINE_BUTTON)
        self.until_human_button = widgets.Button()
        self.log_heading = widgets.HTML()
        self.event_log = widgets.HTML()
        self.legend = widgets.HTML()
        self._legend_lang = ""
        for button in (self.back_button, self.forward_button, self.machine_button, self.until_human_button):
            button.layout.width = "auto"  # the whole caption, never "Play until a huma…"
        for widget, name in ((self.status, "fl-status-box"), (self.back_button, "fl-back"),
                             (self.forward_button, "fl-forward"), (self.machine_button, "fl-machine"),
                             (self.until_human_button, "fl-until-human"), (self.event_log, "fl-event-log")):
            widget.add_class(name)
        self.guard = safe_callback(self.messages, lambda: self.lang.lang)
        self.back_button.on_click(self.guard.click(lambda _: self.back()))
        self.forward_button.on_click(self.guard.click(lambda _: self.forward()))
        self.machine_button.on_click(self.guard.click(lambda _: self.machine_step()))
        self.until_human_button.on_click(self.guard.click(lambda _: self.play_until_human()))
        self.lang.observe(self.guard(lambda _: self.refresh()), names="value")
        steps = widgets.HBox([self.back_button, self.forward_button, self.machine_button, self.until_human_button,
                              self.lang], layout=widgets.Layout(flex_flow="row wrap"))
        children = [self.status, steps, self.messages, self.legend, *self._panel(), self.log_heading,
                    self.event_log]
        super().__init__(children, **kwargs)
        self.add_class("furnace-lab-stepper")
        self.refresh()

    # ---- what is shown ----------------------------------------------------------------------------------
    @property
    def state(self) -> Any:
        """The engine state shown."""
        return self.timeline.state

    @property
    def language(self) -> str:
        return self.lang.lang

    # ---- moving --------------------------------------------------------------------------------------------
    def advance(self, action: Any) -> None:
        """Apply ``action`` on the timeline, or just step forward when it is the line's next action already."""
        line = self.timeline
        if not line.at_end and str(line.actions[line.index]) == str(action):
            line.forward()
        else:
            line.apply(action)

    def play(self, action: Any) -> Any:
        """Apply ``action`` (or its notation) at the step shown; an illegal one raises and changes nothing."""
        self.advance(action)
        self.messages.clear()
        self._after_move()
        self.refresh()
        return self.state

    def play_as_human(self, action: Any) -> Any:
        """A learner's action from the controls: played only when a human seat is to act."""
        if not self.seats.human_to_act(self.state):
            key = "game_over" if self.state.is_over else "waiting_machine"
            self.messages.say(lambda lang: t(key, lang), self.language)
            return self.state
        return self.play(action)

    def machine_step(self) -> Any:
        """Play one bot turn or die roll, if a bot or the die is to act."""
        state = self.state
        if not self.seats.machine_to_act(state):
            self.say_idle(state)
            return state
        return self.play(self.seats.choose(state))

    def play_until_human(self) -> Any:
        """Let bots and the die play until a human must decide (or :meth:`_keep_going` says stop)."""
        before = self.state
        for _ in range(MAX_MACHINE_STEPS):
            state = self.state
            if not self.seats.machine_to_act(state) or not self._keep_going(before, state):
                break
            self.advance(self.seats.choose(state))
        self.messages.clear()
        self._after_move()
        self.refresh()
        return self.state

    def back(self) -> Any:
        self.timeline.back()
        self.messages.clear()
        self._after_move()
        self.refresh()
        return self.state

    def forward(self) -> Any:
        self.timeline.forward()
        self.messages.clear()
        self._after_move()
        self.refresh()
        return self.state

    # ---- drawing -------------------------------------------------------------------------------------------
    def refresh(self) -> None:
        """Redraw everything from the state shown."""
        lang = self.language
        state = self.state
        line = self.timeline
        self.status.value = self._status_html(lang)
        self._relabel(lang)
        self.messages.relabel(lang)
        self.back_button.disabled = line.at_start
        self.forward_button.disabled = line.at_end
        machine = self.seats.machine_to_act(state)
        self.machine_button.disabled = not machine
        self.until_human_button.disabled = not machine
        shown = "" if self.has_machine else "none"  # no bot and no die here: no button for them
        self.machine_button.layout.display = self.until_human_button.layout.display = shown
        if self._legend_lang != lang:
            self._legend_lang = lang
            self.legend.value = legend_html(lang)
        self.log_heading.value = f"<b>{escape(t('what_happened', lang))}</b>"
        self.event_log.value = events_html(self._shown_events(), lang)
        self._refresh_panel()

    def _status_html(self, lang: str) -> str:
        line = self.timeline
        return status_html(self.state, lang, line.index, line.length, you=self.learner_seat)

    @property
    def learner_seat(self) -> int | None:
        """The learner's seat, marked "(you)" in the status: the one human seat, when there is exactly one."""
        humans = [seat for seat, kind in enumerate(self.seats.kinds) if kind == "human"]
        return humans[0] if len(humans) == 1 else None

    @property
    def has_machine(self) -> bool:
        """Does a bot or the die ever play in this game? (Not in a one-player production puzzle.)"""
        state = self.state
        if any(kind != "human" for kind in self.seats.kinds):
            return True
        # the die places the two-player dummy bidder's discs, or a solo game's Agents'; a one-player production
        # position (a puzzle) has a dummy seat in its spec but never an auction the die plays in
        return state.spec.dummy >= 0 and (state.num_players >= 2 or bool(agent_titles(state)))

    def _shown_events(self) -> list[Any]:
        """The log lines shown under "What just happened": the last step's events (a subclass may hold some back,
        as the auction stepper does while the resolution is revealed card by card)."""
        return new_events(self.timeline.previous_state, self.state)

    def _relabel(self, lang: str) -> None:
        """Caption every control named in the ``LABELS`` tables of this class and its bases (and set the tooltips
        named in the ``TOOLTIPS`` tables)."""
        for cls in reversed(type(self).__mro__):
            for attr, key in vars(cls).get("LABELS", {}).items():
                control = getattr(self, attr, None)
                if control is not None:
                    control.description = t(key, lang)
            for attr, key in vars(cls).get("TOOLTIPS", {}).items():
                control = getattr(self, attr, None)
                if control is not None:
                    control.tooltip = t(key, lang)

    def say_idle(self, state: Any) -> None:
        """Say why nothing was played: the game is over, or it is a human's choice."""
        key = "game_over" if state.is_over else "your_choice"
        self.messages.say(lambda lang: t(key, lang), self.language)

    # ---- for subclasses -------------------------------------------------------------------------------
    def _panel(self) -> list[widgets.Widget]:
        return []

    def _refresh_panel(self) -> None:
        return None

    def _after_move(self) -> None:
        return None

    def _keep_going(self, start: Any, state: Any) -> bool:
        return True
