"""A lesson: a starting position, a goal the engine checks, hints, and feedback on every move.

:class:`Lesson` is built from a lesson file (:mod:`furnace_lab.lessons.loader`). The learner plays seat
``player``; every other seat (and every die roll) is played by the engine's
:class:`~furnace_lab.engine.GreedyBot`, which is deterministic, so the same moves always give the same lesson.

* :meth:`Lesson.start` — the state the learner begins from (scripted moves played, other seats advanced);
* :meth:`Lesson.check` — a :class:`~furnace_lab.lessons.goals.Verdict`: met, not yet, or failed, with the rule;
* :meth:`Lesson.play` — apply the learner's move (the others answer), or refuse it, with :class:`Feedback`;
* :meth:`Lesson.explain_move` — what a move would do, before it is made: the engine's own explanation for an
  illegal move, and for a legal move that would lose the goal, the goal's verdict and its rule.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Any

from furnace_lab.engine import CHANCE, GameState, GreedyBot
from furnace_lab.engine.core import citations as R
from furnace_lab.errors import FurnaceLabError, check_lang
from furnace_lab.lessons.goals import Goal, Verdict, judge
from furnace_lab.lessons.start import Start

Bilingual = tuple[str, str]


@dataclass(frozen=True, slots=True)
class Feedback:
    """What a move did or would do: ``legal``, the rule that decided, the sentence, and the lesson's verdict after
    it (``None`` for a refused move)."""

    legal: bool
    rule_id: str
    text: str
    verdict: Verdict | None = None


@dataclass(frozen=True)
class Lesson:
    """One lesson, as read from its file (see the module docstring)."""

    id: str
    order: int
    title: Bilingual
    text: Bilingual
    start_at: Start
    goals: tuple[Goal, ...]
    hints: tuple[Bilingual, ...]
    rules: tuple[str, ...]
    player: int = 0

    def words(self, which: Bilingual, lang: str = "en") -> str:
        return which[1] if check_lang(lang) == "pt" else which[0]

    def hint(self, n: int, lang: str = "en") -> str:
        """Hint ``n`` (0 = the first) in ``lang``."""
        return self.words(self.hints[n], lang)

    @cached_property
    def _origin(self) -> tuple[GameState, int]:
        state = self.start_at.build()
        return state, sum(1 for _ in state.iter_log())

    @property
    def row(self) -> tuple[str, ...]:
        """The row of cards the lesson's goals count positions in (empty for a production start)."""
        state = self._origin[0]
        return state.row if state.phase in ("auction", "resolution") else ()

    def start(self) -> GameState:
        """The state the learner begins from (a fresh copy each time: nothing done to it reaches the lesson)."""
        return self.advance(self._origin[0].clone())

    def advance(self, state: GameState) -> GameState:
        """Let the other seats and the dice move until it is the learner's turn or the game is over."""
        bot = GreedyBot()
        while not state.is_terminal and state.current_player != self.player:
            if state.current_player == CHANCE:
                state = state.apply(state.sample_chance())
            else:
                state = state.apply(bot.act(state))
        return state

    def check(self, state: GameState) -> Verdict:
        """Whether the goals hold in ``state`` (a state reached from :meth:`start`)."""
        events = list(state.iter_log())[self._origin[1]:]
        return judge(self.goals, self.row, events, state)

    def play(self, state: GameState, action: Any, lang: str = "en") -> tuple[GameState, Feedback]:
        """Make the learner's move: the new state (others advanced) and feedback; a refused move leaves ``state``."""
        refused = self._refusal(state, action, lang)
        if refused is not None:
            return state, refused
        explanation = state.explain(action, lang)
        after = self.advance(state.apply(action))
        verdict = self.check(after)
        return after, Feedback(True, explanation.rule_id, explanation.text, verdict)

    def explain_move(self, state: GameState, action: Any, lang: str = "en") -> Feedback:
        """What ``action`` would do here, by the engine's own explanation; a legal move that would lose the goal
        is answered with the goal's verdict and the rule that decides it."""
        refused = self._refusal(state, action, lang)
        if refused is not None:
            return refused
        _, feedback = self.play(state, action, lang)
        verdict = feedback.verdict
        if verdict is not None and verdict.failed:
            return Feedback(True, verdict.rule_id, f"{feedback.text} {verdict.text(lang)}", verdict)
        return feedback

    def _refusal(self, state: GameState, action: Any, lang: str) -> Feedback | None:
        check_lang(lang)
        if state.is_terminal or state.current_player != self.player:
            return Feedback(False, R.ENGINE_TURN, "Não é a sua vez." if lang == "pt" else "It is not your turn.")
        try:
            explanation = state.explain(action, lang)
        except FurnaceLabError as error:
            return Feedback(False, getattr(error, "rule_id", None) or "", error.message(lang))
        if not explanation.legal:
            return Feedback(False, explanation.rule_id, explanation.text)
        return None
