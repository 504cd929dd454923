"""Fixtures for the whole suite.

Tests drive widgets with scripted clicks, often the same button twice in a row within microseconds (place a disc,
then another; step back twice). A learner's hand cannot click that fast on purpose, so the widgets take such a pair
for a double click and ignore the second (:data:`furnace_lab.widgets.common.DOUBLE_CLICK_SECONDS`). Here every click
acts: the window is 0 in every test, except where a test module overrides :func:`every_click_acts` to keep the
shipped window (``tests/widgets/test_double_click.py`` does, with a clock of its own).
"""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def every_click_acts(monkeypatch: pytest.MonkeyPatch) -> None:
    """Turn the widgets' double-click window off (0 s) for the test."""
    from furnace_lab.widgets import common

    monkeypatch.setattr(common, "DOUBLE_CLICK_SECONDS", 0.0)
