"""The state records of the modules, as ``GameState`` holds them: plain data shapes, no rules.

``GameState`` declares a field for each module's changing state; the field's type lives here so that ``core``
names no module (issue 27). The rules that read and change a record stay in the module: Interbellum's Managers in
:mod:`~furnace_lab.engine.interbellum.managers` (whose modules import these names from here).
"""

from __future__ import annotations

from typing import Final, NamedTuple


class ManagerState(NamedTuple):
    """All Manager state of a game (``state._managers``; an empty tuple when the module is off). Immutable and
    shared between clones: a change builds a new record (``_set`` of :mod:`~furnace_lab.engine.interbellum.managers`,
    which names the fields it changes). A new field is added here, in ``managers.initial``, in the Managers' part of
    the state (its JSON: :mod:`~furnace_lab.engine.interbellum.managers_state`) and in ``managers.conserved`` if it
    holds tokens."""

    pos: int
    """How many Managers of the shuffled pile (``spec.mpile``) have been dealt to the schools so far."""
    school: tuple[int, ...]
    """Per Business School, the Manager on it this round (-1: none, or taken)."""
    owned: tuple[tuple[int, ...], ...]
    """Per player, the Managers they own, in token order."""
    placed: tuple[tuple[int, int], ...]
    """The Managers placed on cards this production, as (token, card index) in placing order; (token, -1 - card)
    once a one-off Manager's choice is spent."""
    out: tuple[int, ...]
    """Managers out of the game (discarded from an empty school, won by the dummy, a Personal Manager nobody
    has)."""
    credit: tuple[int, ...]
    """The resources the card being resolved counts as spent already (coal, iron, oil, tokens, money;
    ``NO_CREDIT`` itself when none)."""
    stage: int
    """The Manager decision open now: ``STAGE_NONE``, ``STAGE_PLACING`` (before the first card), ``STAGE_START``
    or ``STAGE_END`` of a card, ``STAGE_DECLINED`` (the end-of-card choice declined)."""
    free: int
    """The free conversion on the card being resolved: ``FREE_NONE``, ``FREE_UNUSED`` or ``FREE_ARMED``."""


STAGE_NONE, STAGE_PLACING, STAGE_START, STAGE_END = range(4)
STAGE_DECLINED: Final = -1
"""The end-of-card choice was declined: finish the card without asking again."""


NO_MANAGERS: Final[ManagerState] = ()  # type: ignore[assignment]
"""``state._managers`` when the Managers module is off: empty, so ``if s._managers`` asks whether it is on."""
