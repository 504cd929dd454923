"""Pieces every furnace_lab widget shares: a message area, safe callbacks and the language switch.

A learner must never see a traceback. Every button or trait callback in a widget is wrapped with
:func:`safe_callback`: a rules refusal (:class:`~furnace_lab.errors.IllegalAction`) is shown as its plain
reason with the rule it cites; any other furnace_lab error as its message (in Portuguese when the widget is
and the error has one, see :meth:`~furnace_lab.errors.FurnaceLabError.message`); anything unexpected as a short
"something went wrong" note naming the error — all inside the widget's :class:`MessageArea`, never only in
a log. Explanations come from the engine and rule index, in English or Portuguese (:class:`LanguageSwitch`).
"""

from __future__ import annotations

import functools
import html
from collections.abc import Callable
from typing import Any, Final, TypeVar

import ipywidgets as widgets

from furnace_lab.errors import FurnaceLabError, IllegalAction

LANGUAGES: Final = {"English": "en", "Português": "pt"}

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


def safe_callback(messages: MessageArea, lang: Callable[[], str] | None = None) -> Callable[[F], F]:
    """Wrap a widget callback so that any exception is shown in ``messages`` instead of escaping.

    The wrapped callback returns ``None`` when it failed. Errors are shown, not swallowed silently.
    """

    def decorate(callback: F) -> F:
        @functools.wraps(callback)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            try:
                return callback(*args, **kwargs)
            except Exception as error:  # shown to the learner in the widget: that is the point
                messages.show_error(error, lang() if lang else "en")
                return None

        return wrapper  # type: ignore[return-value]

    return decorate


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
