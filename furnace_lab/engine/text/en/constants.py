"""The engine's fixed names in English (:mod:`furnace_lab.engine.core.constants`): the phases in words.

The same keys and placeholders as :mod:`furnace_lab.engine.text.pt.constants`.
"""

from __future__ import annotations

from typing import Final

PHRASES: Final[dict[str, str]] = {
    "constants.phase.auction": "auction",
    "constants.phase.resolution": "resolution",
    "constants.phase.production": "production",
    "constants.phase.over": "over",
}
