"""What the explorer shows fits a projector and names no card by its id (issue 22, points 1, 3 and 12).

* A drop-down is sized to its longest option and its caption, within the page (``choices.fit``): a browser sized it
  to its text with no room beside its arrow, and the browser suite found "main", "the whole table" and "principal"
  cut in the explorer's Line and View drop-downs.
* The address to share a step carries the game's notation (an Agent's id: ``agent=ib-agent-steel-magnate``), so it is
  folded under "Share this step" instead of shown as widget text.
"""

from __future__ import annotations

import re

import ipywidgets as widgets

from furnace_lab.widgets.choices import fit, set_choices
from furnace_lab.widgets.explorer import GameExplorer

WIDTH = re.compile(r"calc\((\d+)ch \+ 3em\)")


def width_in_ch(dropdown: widgets.Dropdown) -> int:
    found = WIDTH.fullmatch(dropdown.layout.width)
    assert found, dropdown.layout.width
    return int(found.group(1))


def test_a_drop_down_is_as_wide_as_its_longest_option_and_caption_within_the_page() -> None:
    dropdown = widgets.Dropdown(options=[("main", 0)], description="Line")
    fit(dropdown)
    assert width_in_ch(dropdown) >= len("main") + len("Line") and dropdown.layout.max_width == "100%"
    set_choices(dropdown, [("Place Capital disc 1 on card 1: Coal mine → oil well", "bid 1@1"), ("x", "bid 2@1")])
    longest = len("Place Capital disc 1 on card 1: Coal mine → oil well")
    assert width_in_ch(dropdown) >= longest + 1 + len("Line")  # the arrow counted twice


def test_the_explorers_drop_downs_fit_their_options_in_both_languages() -> None:
    explorer = GameExplorer.bot_game(("Ana", "Bo", "Cy"), seed=1)
    for lang in ("en", "pt"):
        explorer.lang.value = {"en": "English", "pt": "Português"}[lang]
        for dropdown in (explorer.branch, explorer.view, explorer.action):
            labels = [str(label) for label in dropdown._options_labels]
            assert labels and width_in_ch(dropdown) >= max(map(len, labels)) + len(dropdown.description), \
                (lang, dropdown.description, dropdown.layout.width)
            assert dropdown.layout.max_width == "100%"


def test_the_address_to_share_is_folded_under_share_this_step() -> None:
    explorer = GameExplorer.bot_game(["Ana", "Bo"], seed=3, agent="ib-agent-steel-magnate")
    assert explorer.share not in explorer.children  # not shown as the page's text
    assert explorer.more.children[0] is explorer.share and explorer.more.selected_index is None
    assert "agent=ib-agent-steel-magnate" in explorer.share.value
    assert explorer.more.titles[0] == "Share this step"
    explorer.lang.value = "Português"
    assert explorer.more.titles[0] == "Compartilhar este passo"


def test_the_status_reaches_the_page_after_the_steps_events() -> None:
    """Seen in the browser suite: the status already said step 14 while the events under the log still showed
    step 0 (a page, or a test, reading the new step number must find that step's events)."""
    explorer = GameExplorer.bot_game(("Ana", "Bo", "Cy"), seed=7)
    sent: list[str] = []
    for name in ("status", "log_heading", "event_log"):
        widget = getattr(explorer, name)
        original = widget.send_state

        def record(key: object = None, *, name: str = name, original: object = original) -> None:
            sent.append(name)
            original(key)  # type: ignore[operator]

        widget.send_state = record
    explorer.jump(14)
    assert "status" in sent and "log_heading" in sent
    assert sent.index("log_heading") < len(sent) - 1 - sent[::-1].index("status")
    assert sent[-1] == "status"
