"""Choice lists a learner reads: each legal action offered as a sentence, its notation kept as the value.

A dropdown of actions shows :func:`furnace_lab.engine.action_sentence` ("Place Capital disc 2 on card 3: Coal sale →
iron mine", "Usar Venda de carvão → mina de ferro"), never the notation a record keeps (``bid 2@3``, ``use base-c7``):
the notation is the option's *value*, so a click plays exactly the action offered. The labels follow the language
switch: :func:`set_choices` relabels a dropdown in place, keeping the learner's choice when only the words changed.
:func:`fit` sizes a dropdown to its longest option and its caption, within the page's width, so the option chosen is
never cut (a browser sizes a drop-down to its text with no room to spare beside its arrow).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Final

import ipywidgets as widgets

from furnace_lab.engine import action_sentence

Choices = list[tuple[str, str]]
ROOM: Final = "3em"
"""Beside the text: the drop-down's padding and arrow, the gap after its caption, and some air."""


def sentence_options(state: Any, actions: Iterable[Any], lang: str) -> Choices:
    """``(sentence, notation)`` for each of ``actions`` at ``state``, in ``lang``."""
    return [(action_sentence(state, action, lang), str(action)) for action in actions]


def set_choices(dropdown: widgets.Dropdown, options: Choices, *, last: bool = False) -> bool:
    """Give ``dropdown`` these ``options``; ``True`` if they changed. When only the labels changed (another language)
    the value chosen stays; when the actions changed the first one (``last``: the last one) is chosen."""
    if list(dropdown.options) == options:
        return False
    keep = dropdown.value
    values = [value for _, value in options]
    same_actions = [o[1] if isinstance(o, tuple) else o for o in dropdown.options] == values
    dropdown.options = options
    if same_actions and keep in values:
        dropdown.value = keep
    else:
        dropdown.value = (values[-1] if last else values[0]) if values else None
    fit(dropdown)
    return True


def _width(text: str) -> int:
    """``text``'s width in ``ch`` (the width of a digit), an arrow counted twice: enough for it in the fonts tried."""
    return len(text) + text.count("→") + text.count("×")


def fit(dropdown: widgets.Dropdown) -> None:
    """Size ``dropdown`` to its longest option and its caption, never wider than the row it sits in."""
    longest = max((_width(str(label)) for label in dropdown._options_labels), default=0)
    caption = _width(dropdown.description) if dropdown.description else 0
    width = f"calc({longest + caption}ch + {ROOM})"
    if dropdown.layout.width != width:
        dropdown.layout.width = width
    if dropdown.layout.max_width != "100%":
        dropdown.layout.max_width = "100%"
