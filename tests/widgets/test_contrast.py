"""Widget views keep every word readable (WCAG 2 AA contrast): a card set aside is greyed, never made transparent,
and secondary words ("no discs") use the shared muted colour of :mod:`furnace_lab.cards.render`."""

from __future__ import annotations

from furnace_lab.cards import load_catalog
from furnace_lab.cards.render import MUTED_TEXT, SET_ASIDE_STYLE
from furnace_lab.widgets.auction import AuctionStepper
from furnace_lab.widgets.views import row_cells


def test_resolved_auction_cards_are_greyed_not_transparent_and_no_discs_is_readable() -> None:
    """axe-core measured "no discs" at 2.8:1 (#999) and resolved cards faded by opacity: both now stay >= 4.5:1."""
    state = AuctionStepper(seed=1).state
    cells = row_cells(state, load_catalog(), "en", resolved=3)
    assert all("opacity" not in cell for cell in cells)
    outer = [cell.split(">", 1)[0] for cell in cells]  # each cell's own box
    assert SET_ASIDE_STYLE in outer[0] and SET_ASIDE_STYLE in outer[1]
    assert SET_ASIDE_STYLE not in outer[2]
    assert f'<span style="color:{MUTED_TEXT}">no discs</span>' in cells[0]
    pt = row_cells(state, load_catalog(), "pt")
    assert f'<span style="color:{MUTED_TEXT}">sem discos</span>' in pt[0]


def _luminance(colour: str) -> float:
    channels = [int(colour[i:i + 2], 16) / 255 for i in (1, 3, 5)]
    linear = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def test_the_bot_step_button_caption_meets_wcag_aa_contrast() -> None:
    """The theme's "info" button (white on #0097a7) measured 3.5:1 in axe-core; the bot-step button sets its own."""
    from furnace_lab.widgets.stepper import MACHINE_BUTTON

    stepper = AuctionStepper(seed=1)
    assert stepper.machine_button.button_style == ""
    assert stepper.machine_button.style.button_color == MACHINE_BUTTON["button_color"]
    assert stepper.machine_button.style.text_color == MACHINE_BUTTON["text_color"]
    light, dark = sorted((_luminance(MACHINE_BUTTON["text_color"]), _luminance(MACHINE_BUTTON["button_color"])))[::-1]
    assert (light + 0.05) / (dark + 0.05) >= 4.5
