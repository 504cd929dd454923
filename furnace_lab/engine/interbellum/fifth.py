"""Interbellum's five-player setup: the fifth player chooses their Start-up and Capitalist.

The first player is determined before Start-ups and Capitalists are dealt (interbellum.five-players.first-player-first);
the player who goes fifth in the first round is dealt two Start-ups and two Capitalists and keeps one of each
(interbellum.five-players.fifth-chooses). The engine asks with ``choose CARD`` — the Start-up first, then the
Capitalist — before the first row is revealed. The card not kept goes back to the box.

The game's fixed part (:class:`~furnace_lab.engine.core.spec.GameSpec`) holds the choice in ``picks = (seat, the two
Start-up card indices, the two Capitalists)``; each choice gives the state a new spec with the card kept.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from furnace_lab.engine.core import naming as N
from furnace_lab.engine.core.actions import ChooseCard
from furnace_lab.engine.core.constants import SLOTS
from furnace_lab.engine.core.logtext import Named
from furnace_lab.engine.core.spec import GameSpec
from furnace_lab.engine.interbellum.ib_words import both
from furnace_lab.engine.interbellum.managers import _set
from furnace_lab.engine.interbellum.permanent import refresh_held

if TYPE_CHECKING:
    from collections.abc import Sequence

    from furnace_lab.engine.core.cards import CapitalistInfo
    from furnace_lab.engine.core.state import GameState

R_FIRST: Final = "interbellum.five-players.first-player-first"
R_CHOOSES: Final = "interbellum.five-players.fifth-chooses"


def respec(g: GameSpec, startups: Sequence[int] | None = None,
           capitalists: Sequence[CapitalistInfo | None] | None = None) -> GameSpec:
    """The same game's spec with one seat's Start-up or Capitalist replaced."""
    return GameSpec(g.options, g.cards, g.startups if startups is None else startups,
                    g.capitalists if capitalists is None else capitalists, origin=g.origin, schools=g.schools,
                    mgrs=g.mgrs, mpile=g.mpile, agent=g.agent, picks=g.picks)


def choices(s: GameState) -> tuple[ChooseCard, ...]:
    g = s._g
    _seat, startups, caps = g.picks
    if s._pick == 2:
        return tuple(sorted(ChooseCard(g.cards[c].id) for c in startups))
    return tuple(sorted(ChooseCard(c.id) for c in caps))


def apply_choose(s: GameState, action: ChooseCard) -> None:
    """The fifth player keeps a Start-up or a Capitalist."""
    g = s._g
    seat, _startups, caps = g.picks
    name = g.names[seat]
    if s._pick == 2:
        card = g.index[action.card]
        old = g.startups[seat]
        new_startups = list(g.startups)
        new_startups[seat] = card
        s._g = respec(g, startups=tuple(new_startups))
        base = seat * SLOTS
        for slot, amount in enumerate(g.cards[old].starting):
            s._holdings[base + slot] -= amount
        for slot, amount in enumerate(g.cards[card].starting):
            s._holdings[base + slot] += amount
        s._lines[seat] = (card,)
        refresh_held(s)
        key = "ib.fifth.keeps"
    else:
        cap = next(c for c in caps if c.id == action.card)
        new_caps = list(g.capitalists)
        old = new_caps[seat]
        new_caps[seat] = cap
        s._g = respec(g, capitalists=tuple(new_caps))
        if s._managers and len(g.mgrs) > len(g.mpile):
            _personal(s, seat, old, cap)
        key = "ib.fifth.keeps-capitalist"
    s._pick -= 1
    if s._pick == 1 and len(caps) < 2:
        s._pick = 0  # one Capitalist (or none): nothing to choose
    kept = Named(N.name(s._g, action.card), N.name(s._g, action.card, "pt"))
    s._log = ("ib", seat, False, (R_FIRST, R_CHOOSES), *both(key, player=name, card=kept), s._log)
    if s._pick <= 0:
        s._pick = 0


def picking(s: GameState) -> bool:
    """Is the fifth player still choosing (before the first auction)?"""
    return s._pick > 0


def picks_run(s: GameState) -> bool:
    """The fifth player's next choice (False), or True once both are made: the first auction follows."""
    if s._pick:
        s._legal = choices(s)
        return False
    return True


def _personal(s: GameState, seat: int, old: CapitalistInfo | None, new: CapitalistInfo) -> None:
    """Keep the Personal Manager with whoever has its Capitalist (in the box if nobody)."""
    token = len(s._g.mpile)
    owned = [tuple(t for t in o if t != token) for o in s._managers.owned]
    out = tuple(t for t in s._managers.out if t != token)
    owner = next((p for p in range(s._g.n) if s._g.hooks[p].several_managers), -1)
    if owner >= 0:
        owned[owner] = (*owned[owner], token)
    else:
        out = (*out, token)
    _set(s, owned=tuple(owned), out=out)


def start_picks(s: GameState) -> None:
    """Setup ends with the fifth player's choices instead of the first row."""
    g = s._g
    s._pick = 2 if len(g.picks[1]) == 2 else 1
    s._disc_counts = g.counts0[:]
    s._held_masks = g.held0[:]
    s.current_player = g.picks[0]
