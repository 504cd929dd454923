"""Choice lists a learner reads: each legal action offered as a sentence, its notation kept as the value.

A dropdown of actions shows :func:`furnace_lab.engine.action_sentence` ("Place Capital disc 2 on card 3: Coal sale →
iron mine", "Usar Venda de carvão → mina de ferro"), never the notation a record keeps (``bid 2@3``, ``use base-c7``):
the notation is the option's *value*, so a click plays exactly the action offered. The labels follow the language
switch: :func:`set_choices` relabels a dropdown in place, keeping the learner's choice when only the words changed.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import ipywidgets as widgets

from furnace_lab.engine import action_sentence

Choices = list[tuple[str, str]]


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
    return True
