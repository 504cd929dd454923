"""Interbellum's Business Schools: a Manager dealt onto each every round, then taken by the highest disc.

**Business Schools** (interbellum.business-school.*): 2 cards with 1-3 players, 3 with 4-5
(interbellum.business-school.count), each face-up on a random side (interbellum.business-school.sides), lie
at the very end of the auction row (interbellum.business-school.end-of-row). Each round a Manager token from
the shuffled pile (interbellum.setup.shuffle-managers) is put face up on each
(interbellum.business-school.manager-each-round). Players bid on them as on Companies
(interbellum.business-school.normal-bidding); they are resolved last, in row order
(interbellum.business-school.resolved-last): the highest disc takes the Manager and the card stays
(interbellum.business-school.highest-takes-manager); each loser splits their compensation transactions between
the card's two options (interbellum.business-school.split-compensation) — the engine asks how many go to the
second (processing) option, the rest go to the first (extraction) option; a school with no discs has its
Manager discarded (interbellum.business-school.no-discs).

This module plays the Managers' part: the top of the pile dealt onto the schools when the row is revealed, one
per school while the pile lasts (:func:`deal_to_schools`); a school won (:func:`school_won`: the Manager joins its
new owner's; won by the two-player dummy bidder or an Agent it leaves the game, an Agent counting it among its
winnings: furnace_lab.interbellum.two-player-dummy, interbellum.agent.wins); and a school left without discs
(:func:`school_empty`). The schools and the shuffled pile are laid out by :mod:`~furnace_lab.engine.base.setup`
(:data:`SCHOOLS_FOR` schools per player count), the schools join the row in :mod:`~furnace_lab.engine.base.auction`, and
a loser's split compensation is paid by :mod:`~furnace_lab.engine.base.resolution`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from furnace_lab.engine.core import naming as N
from furnace_lab.engine.core.logtext import LogText, Named
from furnace_lab.engine.interbellum.ib_words import both
from furnace_lab.engine.interbellum.managers import _ib, _set

if TYPE_CHECKING:
    from furnace_lab.engine.core.state import GameState

R_SCHOOL_EACH: Final = "interbellum.business-school.manager-each-round"
R_SCHOOL_LAST: Final = "interbellum.business-school.resolved-last"
R_SCHOOL_WIN: Final = "interbellum.business-school.highest-takes-manager"
RULES_SCHOOLS_DEALT: Final = (R_SCHOOL_EACH,)
TEXT_SCHOOLS_DEALT: Final = LogText.of("ib.school.dealt", ("managers",))
"""The Managers dealt to the Business Schools this round (their names): written out when the log is read."""
RULES_SCHOOL_WON: Final = (R_SCHOOL_LAST, R_SCHOOL_WIN)
TEXT_SCHOOL_WON: Final = LogText.of("ib.school.won", ("player", "manager", "school"))
"""A Business School won (the seat's name, the Manager, the school)."""
R_SCHOOL_SPLIT: Final = "interbellum.business-school.split-compensation"
R_SCHOOL_EMPTY: Final = "interbellum.business-school.no-discs"
R_SCHOOL_COUNT: Final = "interbellum.business-school.count"
_NONE_DEALT: Final = both("ib.school.none-dealt")
"""What the Business Schools get from an empty pile, in English and Portuguese."""
SCHOOLS_FOR: Final = {1: 2, 2: 2, 3: 2, 4: 3, 5: 3}
"""Business School cards per player count (interbellum.business-school.count)."""


def deal_to_schools(s: GameState) -> None:
    """A Manager from the pile face up on each Business School (interbellum.business-school.manager-each-round)."""
    g = s._g
    mg = s._managers
    pos = mg.pos
    dealt = g.mpile[pos:pos + len(g.schools)]  # the top of the pile, one per school while it lasts
    school = (*dealt, *(-1,) * (len(g.schools) - len(dealt)))
    _set(s, pos=pos + len(dealt), school=school)
    names = N.named_list((g.mgrs[t] for t in dealt), *_NONE_DEALT)
    s._log = ("ib", -1, True, RULES_SCHOOLS_DEALT, TEXT_SCHOOLS_DEALT, names, s._log)


def school_slot(s: GameState, card: int) -> int:
    return s._g.schools.index(card)


def school_won(s: GameState, seat: int, card: int) -> None:
    """The highest disc on a Business School takes its Manager; the card stays."""
    g = s._g
    mg = s._managers
    k = g.schools.index(card)
    on = mg.school
    token = on[k]
    school = (*on[:k], -1, *on[k + 1:])
    if token < 0:
        _set(s, school=school)
        return
    if seat >= g.n:  # the two-player dummy: the Manager leaves the game like its cards
        _set(s, school=school, out=(*mg.out, token))
        if g.agent is not None:  # an Agent keeps it in its own area (interbellum.agent.wins)
            from furnace_lab.engine.interbellum.agent import won_manager

            won_manager(s, seat)
            agent = g.agents[seat - g.n]
            _ib(s, seat, (R_SCHOOL_WIN, "interbellum.agent.wins", "furnace_lab.interbellum.agent-schools"),
                *both("ib.school.agent-takes", agent=Named(agent.title, agent.title_pt),
                      manager=N.named_item(g.mgrs[token])))
            return
        _ib(s, seat, (R_SCHOOL_WIN, "furnace_lab.interbellum.two-player-dummy"),
            *both("ib.school.dummy-takes", manager=N.named_item(g.mgrs[token])))
        return
    owned = list(mg.owned)
    owned[seat] = tuple(sorted((*owned[seat], token)))
    _set(s, school=school, owned=tuple(owned))
    s._log = ("ib", seat, True, RULES_SCHOOL_WON, TEXT_SCHOOL_WON, g.names[seat], N.named_item(g.mgrs[token]),
              N.named(g, card),
              s._log)


def school_empty(s: GameState, card: int) -> None:
    """No discs on a Business School: its Manager is discarded."""
    k = school_slot(s, card)
    token = s._managers.school[k]
    school = list(s._managers.school)
    school[k] = -1
    if token >= 0:
        _set(s, school=tuple(school), out=(*s._managers.out, token))
        _ib(s, -1, (R_SCHOOL_EMPTY,), *both("ib.school.empty", school=N.named(s._g, card),
                                            manager=N.named_item(s._g.mgrs[token])))
