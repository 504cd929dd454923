"""The shared widget pieces show errors as readable messages (no traceback escapes a callback)."""

from __future__ import annotations

import ipywidgets as widgets
import pytest

from furnace_lab.errors import DataError, FurnaceLabError, IllegalAction, OptionsError
from furnace_lab.widgets.common import LanguageSwitch, MessageArea, safe_callback


def test_illegal_action_is_shown_with_reason_and_rule_in_the_chosen_language() -> None:
    messages = MessageArea()
    switch = LanguageSwitch()
    button = widgets.Button()

    @safe_callback(messages, lambda: switch.lang)
    def on_click(_: object) -> None:
        raise IllegalAction("that card already holds a disc of value 2", "furnace.auction.same-value",
                            reason_pt="essa carta já tem um disco de valor 2")

    button.on_click(on_click)
    button.click()
    assert messages.kind == "error"
    assert "that card already holds a disc of value 2" in messages.text
    assert "furnace.auction.same-value" in messages.text
    switch.value = "Português"
    button.click()
    assert "essa carta já tem um disco de valor 2" in messages.text
    assert messages.text.startswith("Não permitido")


def test_unexpected_error_is_shown_not_raised_and_html_is_escaped() -> None:
    messages = MessageArea()

    @safe_callback(messages)
    def broken() -> None:
        raise ZeroDivisionError("<b>division</b>")

    assert broken() is None
    assert "ZeroDivisionError" in messages.text
    assert "<b>division</b>" not in messages.value
    assert "&lt;b&gt;division&lt;/b&gt;" in messages.value


def test_data_error_message_names_the_place() -> None:
    messages = MessageArea()
    messages.show_error(DataError("expected a number", file="x.toml", item="c1", field="limit"))
    assert "x.toml" in messages.text and "'c1'" in messages.text and "'limit'" in messages.text


def test_language_switch_rejects_unknown_language() -> None:
    with pytest.raises(ValueError, match="'en' or 'pt'"):
        LanguageSwitch("de")


@pytest.mark.parametrize("kind", ["auction", "production", "explorer"])
def test_every_control_of_a_stepper_is_captioned_in_the_chosen_language(kind: str) -> None:
    """Switching to Portuguese recaptions every control the stepper and its base name in their LABELS tables."""
    from furnace_lab.widgets.auction import AuctionStepper
    from furnace_lab.widgets.explorer import GameExplorer
    from furnace_lab.widgets.labels import t
    from furnace_lab.widgets.production import ProductionStepper

    stepper = {"auction": AuctionStepper, "production": ProductionStepper, "explorer": GameExplorer}[kind]()
    tables = [vars(cls).get("LABELS", {}) for cls in type(stepper).__mro__]
    named = {attr: key for table in tables for attr, key in table.items()}
    assert {"back_button", "machine_button"} < set(named) and len(named) > 6
    for lang, choice in (("pt", "Português"), ("en", "English")):
        stepper.lang.value = choice
        for attr, key in named.items():
            assert getattr(stepper, attr).description == t(key, lang), (attr, lang)
    assert t("back", "pt") != t("back", "en")


def _buttons(widget: object) -> list[object]:
    import ipywidgets as widgets

    if isinstance(widget, widgets.Button):
        return [widget]
    return [b for child in getattr(widget, "children", ()) for b in _buttons(child)]


@pytest.mark.parametrize("kind", ["auction", "production", "explorer"])
def test_every_tooltip_of_a_stepper_follows_the_language_switch(kind: str) -> None:
    """A Portuguese learner hovering over a button does not get an English tooltip."""
    from furnace_lab.widgets.auction import AuctionStepper
    from furnace_lab.widgets.explorer import GameExplorer
    from furnace_lab.widgets.production import ProductionStepper

    stepper = {"auction": AuctionStepper, "production": ProductionStepper, "explorer": GameExplorer}[kind]()
    buttons = _buttons(stepper)
    english = [b.tooltip for b in buttons]  # type: ignore[attr-defined]
    assert sum(1 for tip in english if tip) >= 4
    stepper.lang.value = "Português"
    for button, tip in zip(buttons, english, strict=True):
        if tip:
            assert button.tooltip and button.tooltip != tip, tip  # type: ignore[attr-defined]
    stepper.lang.value = "English"
    assert [b.tooltip for b in buttons] == english  # type: ignore[attr-defined]


def test_the_message_shown_follows_the_language_switch() -> None:
    """A message or a refusal on screen is said again in Portuguese when the learner switches, not left in English."""
    from furnace_lab.widgets.auction import AuctionStepper
    from furnace_lab.widgets.explorer import GameExplorer
    from furnace_lab.widgets.labels import t

    stepper = AuctionStepper(seats="greedy")
    stepper.place_button.click()  # a bot is to act: the learner is told to let it play
    assert stepper.messages.text == t("waiting_machine", "en")
    stepper.lang.value = "Português"
    assert stepper.messages.text == t("waiting_machine", "pt")

    stepper = AuctionStepper()
    stepper.play("bid 1@1")
    stepper.until_human_button.click()
    stepper.disc.value, stepper.card.value = 2, 1  # you already have a disc on card 1 (disc 1 is no longer offered)
    stepper.place_button.click()
    error = stepper.messages.text
    assert stepper.messages.kind == "error" and error.startswith("Not allowed")
    stepper.lang.value = "Português"
    assert stepper.messages.kind == "error" and stepper.messages.text.startswith("Não permitido")
    assert stepper.messages.text != error
    stepper.lang.value = "English"
    assert stepper.messages.text == error

    explorer = GameExplorer()
    explorer.fork_button.click()
    explorer.lang.value = "Português"
    assert explorer.messages.text == t("forked", "pt", label="e-se 1 (passo 0)", step=0)


def test_a_furnace_lab_error_with_portuguese_is_shown_in_the_language_switched_to() -> None:
    """Any furnace_lab error may carry a Portuguese message: the widget shows it in Português (with the rule the
    error cites), says it again in English after switching back, and str(error) stays English."""
    messages = MessageArea()
    switch = LanguageSwitch()
    error = OptionsError("players must differ", "furnace_lab.setup.player-count",
                         pt="os nomes dos jogadores devem ser diferentes")
    assert str(error) == "players must differ [furnace_lab.setup.player-count]"
    assert error.pt == "os nomes dos jogadores devem ser diferentes [furnace_lab.setup.player-count]"

    @safe_callback(messages, lambda: switch.lang)
    def on_click() -> None:
        raise error

    on_click()
    assert messages.text == str(error)
    switch.value = "Português"
    messages.relabel(switch.lang)
    assert messages.text == error.pt
    switch.value = "English"
    messages.relabel(switch.lang)
    assert messages.text == str(error)


def test_an_error_without_portuguese_is_shown_in_english_in_both_languages() -> None:
    messages = MessageArea()
    error = DataError("expected a number", file="x.toml")
    assert error.pt is None and error.message("pt") == str(error)
    messages.show_error(error, "pt")
    assert messages.text == "file x.toml: expected a number"
    old = FurnaceLabError("plain", pt="simples")  # the base class takes the keyword as it is
    assert str(old) == "plain" and old.message("pt") == "simples" and old.message("en") == "plain"
