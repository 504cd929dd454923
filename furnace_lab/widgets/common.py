"""Pieces every furnace_lab widget shares: a message area, safe callbacks and the language switch.

A learner must never see a traceback. Every button or trait callback in a widget is wrapped with
:func:`safe_callback`: a rules refusal (:class:`~furnace_lab.errors.IllegalAction`) is shown as its plain
reason with the rule it cites; any other furnace_lab error as its message (in Portuguese when the widget is
and the error has one, see :meth:`~furnace_lab.errors.FurnaceLabError.message`); anything unexpected as a short
"something went wrong" note naming the error — all inside the widget's :class:`MessageArea`, never only in
a log. Explanations come from the engine and rule index, in English or Portuguese (:class:`LanguageSwitch`).

Learners double-click. The browser then sends two clicks, and the kernel runs the button's handler twice in a row:
"Apply" would play the chosen move and then the same choice for the *next* player. So a button that moves the game
or the view along — apply, place, act, use, run, upgrade, done, choose, next card, next round, back, forward,
"Bot / die plays", fork — is wired with :meth:`Guard.click`, and so is "ask the planner" (its answer would only be
repeated, but a search may take seconds): a second click on the same button that arrives while the first is being
handled, or less than :data:`DOUBLE_CLICK_SECONDS` after it was handled, is ignored (silently: the first click's
result is on screen). Buttons whose second run only repeats the first one's result at once (explain, show JSON /
show record, save, load, new game, reset, show all cards, the chain explorer's draw and set-count) keep the plain
guard: a double click there is harmless. ``DOUBLE_CLICK_SECONDS = 0`` turns the
guard off for every widget; a stepper's, explorer's or Brass explorer's ``guard.window`` sets it for that one
widget (``0``: off).
"""

from __future__ import annotations

import functools
import html
import time
from collections.abc import Callable
from typing import Any, Final, TypeVar

import ipywidgets as widgets

from furnace_lab.errors import FurnaceLabError, IllegalAction

LANGUAGES: Final = {"English": "en", "Português": "pt"}

DOUBLE_CLICK_SECONDS: float = 0.3
"""How long after a click on a game-moving button has been handled another click on the same button is taken as the
second half of a double click, and ignored (seconds; see :meth:`Guard.click`). Read at every click: set it to ``0``
(``furnace_lab.widgets.common.DOUBLE_CLICK_SECONDS = 0``) to let every click act, in every widget (a click that
arrives while the same button's previous click is still being handled is ignored all the same). Deliberate clicks
are slower than this: a learner reads the screen between two moves."""

_STYLE: Final = {
    "info": ("#eef5ff", "#2b6cb0"),
    "ok": ("#effaf1", "#2f855a"),
    "error": ("#fff1f0", "#c53030"),
}

_LABELS: Final = {
    "en": {"refused": "Not allowed", "rule": "Rule", "error": "Something went wrong"},
    "pt": {"refused": "Não permitido", "rule": "Regra", "error": "Algo deu errado"},
}

F = TypeVar("F", bound=Callable[..., Any])


def escape(text: object) -> str:
    """HTML-escape any value for display."""
    return html.escape(str(text), quote=True)


class MessageArea(widgets.HTML):
    """One line (or a few) of feedback: information, success, or a readable error."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.kind = "info"
        self.text = ""
        self._words: Callable[[str], None] | None = None
        self.add_class("furnace-lab-message")

    def show(self, text: str, kind: str = "info") -> None:
        """Show plain ``text`` (escaped) styled as ``info``, ``ok`` or ``error`` (it stays as written when the
        language changes: use :meth:`say` for a message in words of the widget's own)."""
        self._words = None
        self._draw(text, kind)

    def say(self, words: Callable[[str], str], lang: str, kind: str = "info") -> None:
        """Show ``words(lang)``, and say it again in the new language when :meth:`relabel` is called."""
        self._draw(words(lang), kind)
        self._words = lambda new: self._draw(words(new), kind)

    def relabel(self, lang: str) -> None:
        """Put the message shown (a :meth:`say` message or an error) into ``lang``."""
        if self._words is not None:
            self._words(lang)

    def _draw(self, text: str, kind: str) -> None:
        background, border = _STYLE.get(kind, _STYLE["info"])
        self.kind = kind
        self.text = text
        body = escape(text).replace("\n", "<br>")
        self.value = (
            f'<div role="status" style="background:{background};border-left:4px solid {border};'
            f'padding:6px 10px;margin:4px 0;font-family:sans-serif">{body}</div>'
        )

    def show_error(self, error: BaseException, lang: str = "en") -> None:
        """Show an error as a learner should see it: the reason, and the rule it cites when there is one, in ``lang``
        when the error can say it so (English otherwise)."""
        labels = _LABELS.get(lang, _LABELS["en"])
        if isinstance(error, IllegalAction):
            reason = error.reason_pt if lang == "pt" and error.reason_pt else error.reason
            self._draw(f"{labels['refused']}: {reason}\n{labels['rule']}: {error.rule_id}", "error")
        elif isinstance(error, FurnaceLabError):
            self._draw(error.message(lang), "error")  # its Portuguese when it has one, the rule cited either way
        else:
            self._draw(f"{labels['error']}: {type(error).__name__}: {error}", "error")
        self._words = lambda new: self.show_error(error, new)

    def clear(self) -> None:
        self._words = None
        self.kind = "info"
        self.text = ""
        self.value = ""


class Guard:
    """A widget's callback wrapper: any exception a callback raises is shown in ``messages`` instead of escaping
    (a callback that failed returns ``None``; errors are shown, not swallowed silently), and a game-moving button
    ignores the second click of a double click (:meth:`click`).

    ``lang`` gives the language to show errors in (English when not given). ``window`` is this widget's double-click
    window in seconds (``None``: :data:`DOUBLE_CLICK_SECONDS`, read at each click; ``0``: every click acts).
    ``clock`` tells the time in seconds (:func:`time.monotonic`, which never jumps back; tests give their own).
    """

    def __init__(self, messages: MessageArea, lang: Callable[[], str] | None = None, *,
                 window: float | None = None, clock: Callable[[], float] = time.monotonic) -> None:
        self.messages = messages
        self.lang = lang
        self.window = window
        self.clock = clock

    @property
    def seconds(self) -> float:
        """The double-click window in force now (seconds)."""
        return DOUBLE_CLICK_SECONDS if self.window is None else self.window

    def __call__(self, callback: F) -> F:
        """``callback`` made safe: an exception is shown in the message area, never raised to the learner."""

        @functools.wraps(callback)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            try:
                return callback(*args, **kwargs)
            except Exception as error:  # shown to the learner in the widget: that is the point
                self.messages.show_error(error, self.lang() if self.lang else "en")
                return None

        return wrapper  # type: ignore[return-value]

    def click(self, callback: Callable[..., Any]) -> OncePerClick:
        """``callback`` made safe (as by calling the guard) for a button that moves the game along, ignoring the
        second click of a double click (see :class:`OncePerClick`). Wrap each button's handler on its own: the
        window is kept per button, so a click on another button always acts."""
        return OncePerClick(self, callback)


class OncePerClick:
    """One button's click handler that acts once per double click.

    A click is ignored when it arrives while this handler is still running (delivered from inside the handler,
    if something in it lets the kernel handle messages), or less than the guard's window (:attr:`Guard.seconds`)
    after the last click it handled *finished* — measured from the end, because the kernel handles a queued second
    click only once the first one is done, however long that took. A click that is ignored does not extend the
    window. The last handled click counts whether it succeeded or was refused (a refusal is on screen already).
    """

    def __init__(self, guard: Guard, callback: Callable[..., Any]) -> None:
        self.guard = guard
        self.callback = callback
        self._safe = guard(callback)
        self.busy = False
        self.finished: float | None = None
        """When the last handled click finished (the guard's clock), ``None`` before the first one."""

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        if self.busy or self.too_soon():
            return None
        self.busy = True
        try:
            return self._safe(*args, **kwargs)
        finally:
            self.busy = False
            self.finished = self.guard.clock()

    def too_soon(self) -> bool:
        """Would a click now be the second half of a double click?"""
        if self.finished is None:
            return False
        return self.guard.clock() - self.finished < self.guard.seconds


def safe_callback(messages: MessageArea, lang: Callable[[], str] | None = None) -> Guard:
    """The :class:`Guard` of a widget: ``safe_callback(messages, lang)(callback)`` is ``callback`` with any
    exception shown in ``messages`` instead of escaping; ``.click(callback)`` also ignores a double click's
    second click (for the buttons that move the game along)."""
    return Guard(messages, lang)


class LanguageSwitch(widgets.ToggleButtons):
    """English / Português toggle; ``.lang`` is ``"en"`` or ``"pt"``."""

    def __init__(self, lang: str = "en", **kwargs: Any) -> None:
        if lang not in LANGUAGES.values():
            raise ValueError(f"language must be 'en' or 'pt', not {lang!r}")
        label = next(name for name, code in LANGUAGES.items() if code == lang)
        super().__init__(options=list(LANGUAGES), value=label, description="", **kwargs)
        self.style.button_width = "90px"

    @property
    def lang(self) -> str:
        return LANGUAGES[self.value]


class HtmlCells(widgets.VBox):
    """A heading and a wrapping row of HTML cells (the auction row's cards, a tableau's faces).

    :meth:`show` sends the browser only the cells whose HTML changed: choosing another card redraws the two cards
    whose outline moved, not the whole row. ``value`` is the whole picture as one HTML string (for tests and
    notebooks that read it).
    """

    def __init__(self, name: str = "", **kwargs: Any) -> None:
        self.heading = widgets.HTML()
        self.box = widgets.Box(layout=widgets.Layout(display="flex", flex_flow="row wrap", align_items="flex-start"))
        self._cells: list[widgets.HTML] = []
        super().__init__([self.heading, self.box], **kwargs)
        if name:
            self.add_class(name)

    @property
    def value(self) -> str:
        cells = "".join(cell.value for cell in self.box.children)
        return (f'{self.heading.value}<div class="fl-cells" style="display:flex;flex-wrap:wrap;'
                f'align-items:flex-start">{cells}</div>')

    @property
    def cells(self) -> tuple[widgets.HTML, ...]:
        """The cell widgets shown."""
        return tuple(self.box.children)

    def show(self, heading: str, cells: list[str]) -> None:
        """Show ``heading`` and ``cells``, changing only what changed."""
        if self.heading.value != heading:
            self.heading.value = heading
        while len(self._cells) < len(cells):
            self._cells.append(widgets.HTML(layout=widgets.Layout(width="auto", max_width="100%")))
        if len(self.box.children) != len(cells):
            self.box.children = tuple(self._cells[:len(cells)])
        for cell, html_text in zip(self._cells, cells, strict=False):
            if cell.value != html_text:
                cell.value = html_text
