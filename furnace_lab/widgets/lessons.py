"""A lesson on screen: its goal, hints on request, "Check", "Restart", the next lesson, in English or Portuguese.

:class:`LessonView` shows one lesson of the course (:func:`furnace_lab.lessons.course`) above the stepper that
fits its start: the :class:`~furnace_lab.widgets.auction.AuctionStepper` for a lesson that starts in the auction,
the :class:`~furnace_lab.widgets.production.ProductionStepper` for a production lesson, the
:class:`~furnace_lab.widgets.explorer.GameExplorer` (no records folder) for a whole game. The learner plays with
the stepper's own controls (an illegal move is refused there with its rule); the other seats are the engine's
greedy bot, as in the lesson's own tests. After every step the goal line says where the lesson stands — not yet,
met, or failed (a legal move that loses the goal) — with the rule that decides it; "Check" says it again in the
message area. A met goal is saved in the progress file (atomically, by plain name, in
the folder the notebook's code names: :class:`~furnace_lab.lessons.ProgressFile`) and opens the next lesson.
"Hint" shows the next of up to three hints; "Ask the planner" works out a hint from the position shown (a goal
card's worth and its Compensação per disc, or the best production plan's next step); "Restart" deals the lesson's
start again. When the step shown was a bot's move, "Why did Bo play that?" opens the bot's own reason, with the
numbers it compared (:mod:`~furnace_lab.widgets.bot_reason`, shared with the game explorer: the greedy bot's card
values, or, for a random bot, that it picked at random among so many legal moves, and which). In a whole-game lesson
the explorer shows it under the step's events, so the lesson does not repeat it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final

import ipywidgets as widgets

from furnace_lab.errors import DataError, check_lang
from furnace_lab.lessons import Lesson, ProgressFile, Verdict, advice, course
from furnace_lab.widgets.auction import AuctionStepper
from furnace_lab.widgets.bot_reason import BotReason, reason
from furnace_lab.widgets.common import LANGUAGES, LanguageSwitch, MessageArea, escape, safe_callback
from furnace_lab.widgets.explorer import GameExplorer
from furnace_lab.widgets.production import ProductionStepper

DEFAULT_FOLDER: Final = "lesson-progress"
"""The progress folder when none is given: ``lesson-progress/`` beside the notebook."""

WORDS: Final = {
    "check": ("Check", "Verificar"),
    "hint": ("Hint", "Dica"),
    "advice": ("Ask the planner", "Perguntar ao planejador"),
    "advice_heading": ("The planner says", "O planejador diz"),
    "no_advice": ("The planner answers on your turn.", "O planejador responde na sua vez."),
    "no_card_advice": ("The planner has no hint for this step: it weighs the lesson's goal cards in the auction "
                       "and plans productions. Try Hint.",
                       "O planejador não tem dica para este passo: ele avalia as cartas da meta da lição no Leilão e "
                       "planeja a Produção. Tente Dica."),
    "restart": ("Restart", "Recomeçar"),
    "next": ("Next lesson", "Próxima lição"),
    "goal": ("Goal", "Meta"),
    "hints": ("Hints", "Dicas"),
    "no_more_hints": ("That was the last hint.", "Essa foi a última dica."),
    "lesson": ("Lesson {n} of {total}", "Lição {n} de {total}"),
    "done": ("done", "concluída"),
    "last": ("You finished the last lesson.", "Você concluiu a última lição."),
    "teaches": ("Rules", "Regras"),
}
"""The view's own words, English and Portuguese."""

KINDS: Final = {"met": "ok", "failed": "error", "not-yet": "info"}
"""How a verdict is shown in the message area."""


def word(key: str, lang: str, **fields: object) -> str:
    en, pt = WORDS[key]
    return (pt if lang == "pt" else en).format(**fields)


class LessonView(widgets.VBox):
    """One lesson of a course, playable, checked and saved (see the module docstring)."""

    def __init__(self, lesson: int | str = 0, *, lessons: Sequence[Lesson] | None = None,
                 folder: Any = DEFAULT_FOLDER, learner: str = "progress", lang: str = "en") -> None:
        check_lang(lang)
        self.lessons = tuple(lessons) if lessons is not None else course()
        self.progress = ProgressFile(folder, learner)
        self.index = self._index_of(lesson)
        self.lang = LanguageSwitch(lang)
        self.heading = widgets.HTML()
        self.goal = widgets.HTML()
        self.hint_list = widgets.HTML()
        self.advice_box = widgets.HTML()
        self.why_box = BotReason()
        self.advice_button = widgets.Button()
        self.messages = MessageArea()
        self.check_button = widgets.Button()
        self.hint_button = widgets.Button()
        self.restart_button = widgets.Button()
        self.next_button = widgets.Button()
        self.board = widgets.Box()
        self.guard = safe_callback(self.messages, lambda: self.lang.lang)
        self.check_button.on_click(self.guard(lambda _: self.check()))
        self.hint_button.on_click(self.guard(lambda _: self.hint()))
        self.advice_button.on_click(self.guard(lambda _: self.ask_planner()))
        self.restart_button.on_click(self.guard.click(lambda _: self.restart()))
        self.next_button.on_click(self.guard.click(lambda _: self.next_lesson()))
        self.lang.observe(self.guard(lambda _: self._language_changed()), names="value")
        buttons = widgets.HBox([self.check_button, self.hint_button, self.advice_button, self.restart_button,
                                self.next_button, self.lang], layout=widgets.Layout(flex_flow="row wrap"))
        super().__init__([self.heading, self.goal, buttons, self.messages, self.why_box, self.hint_list,
                          self.advice_box, self.board])
        self.add_class("furnace-lab-lesson")
        for widget, name in ((self.goal, "fl-lesson-goal"), (self.hint_list, "fl-lesson-hints"),
                             (self.check_button, "fl-lesson-check"), (self.hint_button, "fl-lesson-hint"),
                             (self.advice_button, "fl-lesson-advice"), (self.restart_button, "fl-lesson-restart"),
                             (self.next_button, "fl-lesson-next")):
            widget.add_class(name)  # stable handles for the browser suite, in either language
        self.show_lesson(self.index)

    @classmethod
    def resume(cls, *, folder: Any = DEFAULT_FOLDER, learner: str = "progress", lang: str = "en") -> LessonView:
        """The view opened at the first lesson of the course not yet saved as done (the first one when every lesson
        is done, or when the progress file is damaged: the view then says what is wrong when it saves)."""
        lessons = course()
        done = cls._saved(ProgressFile(folder, learner))
        first = next((n for n, one in enumerate(lessons) if one.id not in done), 0)
        return cls(first, lessons=lessons, folder=folder, learner=learner, lang=lang)

    @property
    def language(self) -> str:
        return self.lang.lang

    @property
    def lesson(self) -> Lesson:
        return self.lessons[self.index]

    @property
    def state(self) -> Any:
        """The state the stepper shows."""
        return self.stepper.state

    def show_lesson(self, index: int) -> None:
        """Show lesson ``index`` (0 = the first) from its start."""
        self.index = index
        self.shown_hints = 0
        self.asked_at: Any = None
        self.verdict: Verdict | None = None
        lesson = self.lesson
        start = lesson.start()
        self.first_verdict = lesson.check(start)
        seats = ["greedy"] * start.num_players
        seats[lesson.player] = "human"
        self.stepper: AuctionStepper | ProductionStepper | GameExplorer
        if any(goal.kind == "finish_first" for goal in lesson.goals):  # a whole game: every phase is the learner's
            self.stepper = GameExplorer(start, seats=seats, lang=self.language, records_folder=None)
        elif start.phase == "production":
            self.stepper = ProductionStepper(start, seats=seats, lang=self.language)
        else:
            self.stepper = AuctionStepper(start, seats=seats, lang=self.language)
        self.stepper.lang.layout.display = "none"  # one English / Português switch on screen: the lesson's own
        self._watched = start
        self.stepper.event_log.observe(self.guard(lambda _: self._after_step()), names="value")
        self.board.children = (self.stepper,)
        self.messages.clear()
        self.refresh()

    def check(self) -> Verdict:
        """Ask the lesson whether its goal holds now; a met goal is saved as done."""
        verdict = self.lesson.check(self.state)
        self.verdict = verdict
        self.messages.say(lambda lang: f"{verdict.text(lang)} [{verdict.rule_id}]", self.language,
                          KINDS[verdict.status])
        self.refresh()
        if verdict.met:
            self.progress.complete(self.lesson.id)  # a damaged file: the error replaces the message
            self.refresh()
        return verdict

    def _after_step(self) -> None:
        """Every step shown in the stepper (a move, a bot's turn, a step back) is checked against the goal: the
        goal line says where the lesson stands, and a goal met is announced and saved at once."""
        state = self.state
        if state is self._watched:
            return
        self._watched = state
        verdict = self.lesson.check(state)
        if verdict.met and not (self.verdict and self.verdict.met):
            self.check()
            return
        self.verdict = verdict
        self.refresh()

    def ask_planner(self) -> list[str]:
        """The planner's hints for the position shown (:func:`furnace_lab.lessons.advice`), in the view's
        language; they are worked out again when the language changes."""
        self.asked_at = self.state
        self.refresh()
        return advice(self.lesson, self.state, self.language)

    def hint(self) -> None:
        """Show the next hint (there are at most three)."""
        if self.shown_hints >= len(self.lesson.hints):
            self.messages.say(lambda lang: word("no_more_hints", lang), self.language)
            return
        self.shown_hints += 1
        self.refresh()

    def restart(self) -> None:
        """Deal the lesson's start again (the hints shown stay shown)."""
        hints = self.shown_hints
        self.show_lesson(self.index)
        self.shown_hints = hints
        self.refresh()

    def next_lesson(self) -> None:
        if self.index + 1 < len(self.lessons):
            self.show_lesson(self.index + 1)
        else:
            self.messages.say(lambda lang: word("last", lang), self.language, "ok")

    def refresh(self) -> None:
        lang = self.language
        lesson = self.lesson
        done = lesson.id in self._done()
        mark = f" ✓ {word('done', lang)}" if done else ""
        rules = ", ".join(lesson.rules)
        self.heading.value = (f"<h3>{escape(lesson.words(lesson.title, lang))}</h3>"
                              f"<p><small>{escape(word('lesson', lang, n=self.index + 1, total=len(self.lessons)))}"
                              f"{escape(mark)}</small></p><p>{escape(lesson.words(lesson.text, lang))}</p>"
                              f"<p><small>{escape(word('teaches', lang))}: {escape(rules)}</small></p>")
        verdict = self.verdict or self.first_verdict
        mark = {"met": "✓ ", "failed": "✗ "}.get(verdict.status, "")
        self.goal.value = (f"<p><b>{escape(word('goal', lang))}:</b> {mark}{escape(verdict.text(lang))} "
                           f"<small>[{escape(verdict.rule_id)}]</small></p>")
        shown = [lesson.hint(n, lang) for n in range(self.shown_hints)]
        self.hint_list.value = ("" if not shown else f"<b>{escape(word('hints', lang))}</b><ol>"
                                + "".join(f"<li>{escape(h)}</li>" for h in shown) + "</ol>")
        self.advice_box.value = self._advice_html(lang)
        self._show_why(lang)
        for button, key in ((self.check_button, "check"), (self.hint_button, "hint"), (self.advice_button, "advice"),
                            (self.restart_button, "restart"), (self.next_button, "next")):
            button.description = word(key, lang)
            button.layout.width = "auto"
        self.hint_button.disabled = self.shown_hints >= len(lesson.hints)
        self.next_button.disabled = not done or self.index + 1 >= len(self.lessons)
        self.messages.relabel(lang)

    def _advice_html(self, lang: str) -> str:
        """The planner's answer for the step it was asked at (nothing once the game has moved on)."""
        if self.asked_at is None or self.asked_at is not self.state:
            return ""
        state = self.state
        yours = not state.is_terminal and state.current_player == self.lesson.player
        lines = advice(self.lesson, state, lang) or [word("no_card_advice" if yours else "no_advice", lang)]
        return (f"<b>{escape(word('advice_heading', lang))}</b><ul>"
                + "".join(f"<li>{escape(line)}</li>" for line in lines) + "</ul>")

    def bot_why(self, lang: str | None = None) -> str:
        """Why the bot (or the die) made the move that led to the step shown; empty after the learner's own move."""
        return reason(self.stepper.timeline, self.stepper.seats, lang or self.language)

    def _show_why(self, lang: str) -> None:
        """The bot's reason for the step shown, folded under "Why did Bo play that?" (the game explorer of a
        whole-game lesson shows its own, under the step's events)."""
        if isinstance(self.stepper, GameExplorer):
            self.why_box.clear()
        else:
            self.why_box.show(self.stepper.timeline, self.stepper.seats, lang)

    def _done(self) -> tuple[str, ...]:
        return self._saved(self.progress)

    @staticmethod
    def _saved(progress: ProgressFile) -> tuple[str, ...]:
        """The lessons saved as done; a damaged progress file counts as none (saving says what is wrong)."""
        try:
            return progress.load().done
        except DataError:
            return ()

    def _language_changed(self) -> None:
        self.stepper.lang.value = next(name for name, code in LANGUAGES.items() if code == self.language)
        self.refresh()

    def _index_of(self, lesson: int | str) -> int:
        ids = [one.id for one in self.lessons]
        if isinstance(lesson, str) and lesson in ids:
            return ids.index(lesson)
        if isinstance(lesson, int) and not isinstance(lesson, bool) and 0 <= lesson < len(ids):
            return lesson
        raise DataError(f"no lesson {lesson!r}; give a number from 0 to {len(ids) - 1} or one of {', '.join(ids)}",
                        field="lesson", pt=f"não há a lição {lesson!r}; dê um número de 0 a {len(ids) - 1} ou um "
                                           f"destes: {', '.join(ids)}")
