"""Every number a learner sets is a labelled number box, never an ipywidgets slider: the slider's handle (a
``role="slider"`` div drawn by noUiSlider) gets no accessible name from the widget's description, so axe-core reports
``aria-input-field-name`` and a screen reader says only "slider". The explorer's step, the variable disc's value and
a processing row's times are ``BoundedIntText`` boxes whose description names them in the language shown, and whose
bounds are what the rules allow."""

from __future__ import annotations

from typing import Any

import ipywidgets as widgets

from furnace_lab.widgets.auction import VARIABLE, AuctionStepper
from furnace_lab.widgets.explorer import GameExplorer
from furnace_lab.widgets.production import ProductionStepper


def _tree(widget: Any) -> list[Any]:
    found = [widget]
    for child in getattr(widget, "children", ()):
        found += _tree(child)
    return found


def _no_slider(widget: Any) -> None:
    sliders = [type(w).__name__ for w in _tree(widget) if isinstance(w, (widgets.IntSlider, widgets.FloatSlider,
                                                                           widgets.SelectionSlider))]
    assert sliders == []


def test_the_explorer_step_is_a_labelled_box_running_0_to_n() -> None:
    explorer = GameExplorer.bot_game(seed=7)
    _no_slider(explorer)
    assert isinstance(explorer.step, widgets.BoundedIntText) and explorer.step in _tree(explorer)
    assert (explorer.step.min, explorer.step.max) == (0, explorer.timeline.length)
    explorer.step.value = 5
    assert explorer.timeline.index == 5
    captions = {}
    for lang in ("English", "Português"):
        explorer.lang.value = lang
        captions[lang] = explorer.step.description
    assert captions == {"English": "Step", "Português": "Passo"}


def test_the_variable_disc_value_is_a_labelled_box_bounded_by_the_coal_held() -> None:
    """interbellum.variable-disc.bid: the box offers 0 up to what the coal held pays for."""
    stepper = AuctionStepper(seed=1, variable_discs=True)
    _no_slider(stepper)
    stepper.disc.value = VARIABLE
    assert isinstance(stepper.variable, widgets.BoundedIntText)
    assert (stepper.variable.min, stepper.variable.max) == (0, stepper.state.holdings(0).coal)
    assert stepper.variable.description == "Value"
    stepper.lang.value = "Português"
    stepper.disc.value = VARIABLE  # the language switch sets the disc choice back to the first disc
    assert stepper.variable.description == "Valor"


def test_the_times_of_a_processing_row_is_a_labelled_box() -> None:
    """furnace.effects.processing-limit: 0 up to what the limit and the holdings allow, in a named box."""
    stepper = ProductionStepper(companies=["base-c7"], resources={"coal": 5})
    _no_slider(stepper)
    stepper.card.value = "use base-c7"
    stepper.use_button.click()
    assert isinstance(stepper.times, widgets.BoundedIntText) and stepper.times.max == 2
    assert stepper.times.description == "Times"
    stepper.lang.value = "Português"
    assert stepper.times.description == "Vezes"
