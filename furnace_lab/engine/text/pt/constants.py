"""The engine's fixed names in Portuguese (:mod:`furnace_lab.engine.core.constants`): the same keys as
:mod:`furnace_lab.engine.text.en.constants`.
"""

from __future__ import annotations

from typing import Final

PHRASES: Final[dict[str, str]] = {
    "constants.phase.auction": "leilão",
    "constants.phase.resolution": "resolução",
    "constants.phase.production": "produção",
    "constants.phase.over": "fim de jogo",
}
