"""Why a bot, or the die, made the move that led to the step a widget shows, folded under a question.

The lesson view and the game explorer both show it. When the step shown was a bot's own move, "Why did Bo play
that?" / "Por que Bo jogou isso?" (for a die roll "Why this die roll?" / "Por que este resultado do dado?") is an
HTML ``<details>``, closed until the learner opens it, whose body is the bot's reason in the widget's language
(:func:`~furnace_lab.lessons.random_why.bot_why`: the greedy bot's card values and rule of thumb, or, for a random
bot, how many legal moves it picked from).

Only a move the seat's bot (or the die) would itself have played is explained: after a learner's own move, or a
what-if the learner chose for a bot's seat, nothing is shown (the bot's yardstick would explain a choice it never
made). The reason is worked out for the step shown only, and again only when that step, the seats or the language
change (:class:`BotReason` keeps the last one): moving along a game never works out the reasons of other steps.
"""

from __future__ import annotations

from typing import Any, Final

import ipywidgets as widgets

from furnace_lab.errors import FurnaceLabError
from furnace_lab.lessons.random_why import bot_why
from furnace_lab.widgets.common import escape

WORDS: Final = {
    "why_bot": ("Why did {who} play that?", "Por que {who} jogou isso?"),
    "why_die": ("Why this die roll?", "Por que este resultado do dado?"),
}
"""The question each reason is folded under, English and Portuguese."""

BOTS: Final = ("greedy", "random", "die")
"""The seat kinds that play by themselves and can say why."""


def question(kind: str, who: str, lang: str) -> str:
    """The disclosure's caption: "Why did Bo play that?", or for the die "Why this die roll?"."""
    en, pt = WORDS["why_die" if kind == "die" else "why_bot"]
    return (pt if lang == "pt" else en).format(who=who)


def own_move(line: Any, seats: Any) -> tuple[str, Any] | None:
    """The seat kind and the bot's own action for the step ``line`` shows, or None when that step was not a bot's
    (or the die's) own choice: the start of the line, a human's move, a what-if played for a bot."""
    before, action = line.previous_state, line.last_action
    if before is None or action is None:
        return None
    kind = seats.kind(before.current_player)
    if kind not in BOTS:
        return None
    try:
        chosen = seats.choose(before)
    except FurnaceLabError:
        return None
    return (kind, chosen) if str(chosen) == str(action) else None


def reason(line: Any, seats: Any, lang: str) -> str:
    """Why the bot (or the die) made the move that led to the step ``line`` shows; empty when it was not a bot's
    own move."""
    move = own_move(line, seats)
    if move is None:
        return ""
    kind, action = move
    try:
        return bot_why(kind, line.previous_state, action, lang)
    except FurnaceLabError:  # a move the bot's yardstick cannot read: no reason rather than a wrong one
        return ""


def reason_html(line: Any, seats: Any, lang: str) -> str:
    """The reason for the step shown, folded (closed) under its question; empty when there is none."""
    text = reason(line, seats, lang)
    if not text:
        return ""
    before = line.previous_state
    kind = seats.kind(before.current_player)
    who = "" if kind == "die" else before.players[before.current_player]
    return (f'<details class="fl-bot-why" style="font-family:sans-serif;overflow-wrap:anywhere">'
            f'<summary style="cursor:pointer;color:#2b6cb0">{escape(question(kind, who, lang))}</summary>'
            f'<p style="margin:4px 0 0 0;line-height:1.45;max-width:60em">{escape(text)}</p></details>')


class BotReason(widgets.HTML):
    """The folded reason for the step shown; :meth:`show` works it out only when the step, seats or language
    changed since the last call (the same step shown again costs nothing)."""

    def __init__(self) -> None:
        super().__init__()
        self.add_class("fl-bot-reason")
        self._shown: tuple[Any, ...] = ()

    def show(self, line: Any, seats: Any, lang: str) -> None:
        """Show the reason for the step ``line`` shows, with ``seats`` playing, in ``lang``."""
        key = (line.previous_state, str(line.last_action), seats, lang)
        if len(self._shown) == len(key) and self._shown[0] is key[0] and self._shown[1:] == key[1:]:
            return
        self._shown = key
        self.value = reason_html(line, seats, lang)

    def clear(self) -> None:
        self._shown = ()
        self.value = ""
