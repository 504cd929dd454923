"""A searchable card picker: type part of a card's name (or id), pick it, see the cards chosen, remove one with a click.

The suggestions and the chosen cards show names only (in the language shown); a card's id is accepted when typed
(a teacher reading a record), and is the button's hover, never its visible text.

A list of a hundred Companies where several are chosen with Ctrl/Shift clicks is hard on a touch screen and with
a keyboard, and hides what was chosen. :class:`CardPicker` is a search box (an ipywidgets ``Combobox``: the
browser suggests the cards whose name contains what was typed) and the chosen cards as buttons, each removing its
card when clicked. ``picker.value`` is the tuple of chosen card ids, observable like any widget value.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import ipywidgets as widgets
import traitlets

from furnace_lab.widgets.common import escape
from furnace_lab.widgets.labels import t


class CardPicker(widgets.VBox):
    """Choose cards by searching their names. ``options`` are ``(label, card id)`` pairs; ``value`` the ids chosen."""

    value = traitlets.Tuple()

    def __init__(self, options: Sequence[tuple[str, str]], value: Sequence[str] = (), *, lang: str = "en",
                 **kwargs: Any) -> None:
        self._lang = lang
        self._options: list[tuple[str, str]] = list(options)
        self.search = widgets.Combobox(options=[label for label, _ in self._options], ensure_option=False,
                                       layout=widgets.Layout(width="auto", min_width="22em", max_width="100%"))
        self.search.style.description_width = "initial"
        self.add_button = widgets.Button(layout=widgets.Layout(width="auto"))
        self.chosen = widgets.HBox(layout=widgets.Layout(flex_flow="row wrap"))
        self.empty = widgets.HTML()
        self._buttons: dict[str, widgets.Button] = {}
        self.search.observe(self._on_text, names="value")
        self.add_button.on_click(lambda _: self.add_text(self.search.value))
        super().__init__([widgets.HBox([self.search, self.add_button], layout=widgets.Layout(flex_flow="row wrap")),
                          self.chosen, self.empty], **kwargs)
        self.add_class("fl-card-picker")
        self.observe(lambda _: self._draw_chosen(), names="value")
        self.value = tuple(card for card in value if card in self.ids)
        self.relabel(lang)

    @property
    def ids(self) -> list[str]:
        return [card for _, card in self._options]

    def label_of(self, card: str) -> str:
        return next((label for label, value in self._options if value == card), card)

    def set_options(self, options: Sequence[tuple[str, str]]) -> None:
        """New labels (another language), the same cards chosen."""
        self._options = list(options)
        self.search.options = [label for label, _ in self._options]
        self._buttons = {}
        self._draw_chosen()

    def matches(self, text: str) -> list[str]:
        """The ids of the cards whose label contains ``text`` (any case), in the options' order."""
        needle = text.strip().casefold()
        if not needle:
            return []
        return [card for label, card in self._options if needle in label.casefold() or needle == card.casefold()]

    def add_text(self, text: str) -> None:
        """Add the card named exactly ``text``, else the first card whose label contains it."""
        exact = [card for label, card in self._options if label == text]
        found = exact or self.matches(text)
        if found and found[0] not in self.value:
            self.value = (*self.value, found[0])
        if found:
            self.search.value = ""

    def remove(self, card: str) -> None:
        self.value = tuple(c for c in self.value if c != card)

    def relabel(self, lang: str) -> None:
        self._lang = lang
        self.search.description = t("search_cards", lang)
        self.search.placeholder = t("search_hint", lang)
        self.add_button.description = t("add_card", lang)
        self._buttons = {}
        self._draw_chosen()

    def _on_text(self, change: Any) -> None:
        # a card picked from the browser's suggestions arrives as its whole label: add it at once
        if change["new"] in self.search.options:
            self.add_text(change["new"])

    def _button(self, card: str) -> widgets.Button:
        button = self._buttons.get(card)
        if button is None:
            label = self.label_of(card)  # the name: the id is for typing only
            button = widgets.Button(description=f"✕ {label}", tooltip=f"{t('remove_card', self._lang)}: {label}"
                                                                       f" ({card})",
                                    layout=widgets.Layout(width="auto", max_width="100%"))
            button.on_click(lambda _, card=card: self.remove(card))
            self._buttons[card] = button
        return button

    def _draw_chosen(self) -> None:
        self.chosen.children = tuple(self._button(card) for card in self.value)
        self.empty.value = "" if self.value else f'<i style="color:#4a5568">{escape(t("choose_cards", self._lang))}</i>'
