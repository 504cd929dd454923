"""Putting Managers on cards at the start of a player's production, and taking them back at the end of the round.

At the start of their production each player may put their Managers on their cards, one per card, Start-ups
included (interbellum.manager.assign-at-start, interbellum.manager.one-per-card: ``assign M@CARD``, then
``done``); the Personal Manager's Capitalist may put several on one card (interbellum.capitalist.personal-manager).
A Manager is an extra, optional effect of that card for the phase (interbellum.manager.extra-effect). At the end
of the round the Managers come back and are kept (interbellum.manager.kept).

The placing choices are an ``assign`` for each of the seat's free Manager designs on each card that may take one,
then ``done`` (:func:`placing_choices`); :func:`why_not_assign` says why an ``assign`` is refused. What the
Managers on each card do is derived from the placements once and remembered by the game's spec
(``GameSpec.kinds_memo``, see :func:`placed_table`; :func:`on_card` reads it for one card), as are the placing
choices an ``assign`` leaves (``GameSpec.place_memo``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final, NamedTuple

from furnace_lab.engine.core import naming as N
from furnace_lab.engine.core.actions import DONE, Action, AssignManager
from furnace_lab.engine.core.logtext import LogText
from furnace_lab.engine.core.module_state import STAGE_NONE, STAGE_PLACING
from furnace_lab.engine.core.spec import assign_row
from furnace_lab.engine.interbellum.ib_words import both
from furnace_lab.engine.interbellum.managers import (
    FREE_NONE,
    FREE_UNUSED,
    NO_CREDIT,
    R_EXTRA,
    ManagerInfo,
    _ib,
    _set,
)
from furnace_lab.engine.text import cited

if TYPE_CHECKING:
    from furnace_lab.engine.core.spec import GameSpec
    from furnace_lab.engine.core.state import GameState

R_ASSIGN: Final = "interbellum.manager.assign-at-start"
R_ONE: Final = "interbellum.manager.one-per-card"
R_KEPT: Final = "interbellum.manager.kept"
RULES_PLACED: Final = (R_ASSIGN, R_ONE, R_EXTRA)
TEXT_PLACED: Final = LogText.of("ib.manager.placed", ("player", "manager", "card"))
TEXTS_KEPT: Final = both("ib.manager.kept")
"""The Managers back with their owners at the round's end (English, Portuguese): worded once."""
"""A Manager placed on a card (the seat's name, the Manager, the card): written out when the log is read."""




class CardManagers(NamedTuple):
    """What the Managers on one card do (:func:`on_card`'s answer), worked out once per set of Managers and shared
    by every game."""

    infos: tuple[ManagerInfo, ...]
    """The Managers on the card, in placing order."""
    kinds: frozenset[str]
    """Their effect kinds."""
    credit: tuple[int, ...]
    """The resources the card counts as spent already (``free-resources``; ``NO_CREDIT`` itself when none)."""
    free: int
    """``FREE_UNUSED`` if a Manager gives a free conversion, else ``FREE_NONE``."""
    start: tuple[ManagerInfo, ...]
    """The Managers that may offer a choice when the card starts."""
    uses: tuple[ManagerInfo, ...]
    """The Managers that may offer a ``manager X`` while the card resolves."""
    bonus: tuple[ManagerInfo, ...]
    """The Managers paid per transaction."""
    full: tuple[ManagerInfo, ...]
    """The Managers paid when the card's selling is fully resolved."""
    twice: bool
    """Whether the card's conversions run once more."""


CM_INFOS, CM_KINDS, CM_CREDIT, CM_FREE, CM_START, CM_USES, CM_BONUS, CM_FULL, CM_TWICE = range(9)
"""The positions of :class:`CardManagers`' fields."""
START_KINDS: Final = frozenset({"free-resources-choice", "upgrade-self", "repeat-delivery"})
"""Manager effects that may offer a choice when their card starts (:func:`start_choices`)."""
USE_KINDS: Final = frozenset({"free-conversion", "repeat-delivery", "upgrade-self", "discard-self"})
"""Manager effects that may offer a ``manager X`` while their card resolves (:func:`uses`)."""
BONUS_KINDS: Final = frozenset({"bonus-per-conversion", "bonus-per-sale"})
"""Manager effects paid per transaction (:func:`bonuses`)."""
_CARD_MANAGERS: dict[tuple[Any, ...], CardManagers] = {}
"""Per tuple of Managers on a card (their definitions, ``ManagerInfo.key``): what they do (shared by every game;
bounded; immutable values only)."""


def _card_managers(infos: tuple[ManagerInfo, ...]) -> CardManagers:
    """What these Managers on one card do, in placing order: (the Managers, their effect kinds, the resources
    counted as spent already, the free conversion, the Managers that may offer a choice at the start / while
    the card resolves / pay per transaction / pay when selling is fully resolved, and whether conversions run
    once more)."""
    key = tuple([m.key for m in infos])
    hit = _CARD_MANAGERS.get(key)
    if hit is None:
        credit = list(NO_CREDIT)
        for m in infos:
            if m.kind == "free-resources":
                for slot, amount in m.gain:
                    credit[slot] += amount
        kinds = frozenset(m.kind for m in infos)
        hit = CardManagers(infos, kinds, NO_CREDIT if credit == list(NO_CREDIT) else tuple(credit),
               FREE_UNUSED if "free-conversion" in kinds else FREE_NONE,
               tuple(m for m in infos if m.kind in START_KINDS), tuple(m for m in infos if m.kind in USE_KINDS),
               tuple(m for m in infos if m.kind in BONUS_KINDS),
               tuple(m for m in infos if m.kind == "selling-fully-resolved"), "conversions-once-more" in kinds)
        if len(_CARD_MANAGERS) >= 1024:
            _CARD_MANAGERS.clear()
        _CARD_MANAGERS[key] = hit
    return hit


def placed_table(g: GameSpec, placed: tuple[tuple[int, int], ...]) -> tuple[Any, ...]:
    """``GameSpec.kinds_memo`` for these placements: (placements, bit mask of the cards carrying a Manager that
    still acts, per such card what its Managers do, and the game's table of that per token and per tuple of
    tokens). Placements change only while Managers are placed, when a one-off use is spent and when a card is
    discarded, so a whole production asks this once or twice; when the placements extend the last table's (the
    next player placed theirs), that table is copied and only the new placements are added."""
    last = g.kinds_memo
    entries = last[3]  # for this game: per token what it does alone on a card, per tuple of tokens
    prev = last[0]
    if prev and len(prev) < len(placed) and placed[:len(prev)] == prev:
        # the last table's placements and more (the next player has placed theirs): only the new ones are added
        table = dict(last[2])
        mask = last[1]
        added = placed[len(prev):]
    else:
        table = {}
        mask = 0
        added = placed
    for t, c in added:  # one Manager per card, none spent (usual): a plain loop (tiny, so no map/zip)
        if c < 0 or c in table:
            break
        entry = entries.get(t)
        if entry is None:
            m = g.mgrs[t]
            entry = entries[t] = _CARD_MANAGERS.get((m.key,)) or _card_managers((m,))
        table[c] = entry
        mask |= 1 << c
    else:
        memo = g.kinds_memo = (placed, mask, table, entries)
        return memo
    on: dict[int, tuple[int, ...]] = {}
    for t, c in placed:
        if c >= 0:
            on[c] = (*on[c], t) if c in on else (t,)
    table = {}
    mask = 0
    for c, tokens in on.items():
        entry = entries.get(tokens)
        if entry is None:
            infos = tuple(map(g.mgrs.__getitem__, tokens))
            entry = entries[tokens] = _card_managers(infos)
        table[c] = entry
        mask |= 1 << c
    memo = g.kinds_memo = (placed, mask, table, entries)
    return memo


def on_card(s: GameState, card: int) -> CardManagers | None:
    """What the Managers on a card do (``CM_*`` fields), or None if no Manager on it acts."""
    placed = s._managers.placed
    if not placed:
        return None
    memo = s._g.kinds_memo
    if memo[0] is not placed:
        memo = placed_table(s._g, placed)
    return memo[2].get(card)


def kinds_on(s: GameState, card: int) -> tuple[ManagerInfo, ...]:
    """The Managers on a card, in placing order."""
    entry = on_card(s, card)
    return () if entry is None else entry.infos


def begin_placing(s: GameState, seat: int) -> bool:
    """At the start of a player's production: True if they have Managers to place (a decision)."""
    mg = s._managers
    if mg.owned[seat]:
        _set(s, stage=STAGE_PLACING)
        return True
    return False


def placing_choices(s: GameState) -> tuple[Action, ...]:
    """``assign M@CARD`` for each free Manager design and each card that may take one, then ``done``: built in the
    actions' sort order (by card, then Manager), so nothing is sorted. After an ``assign`` the answer is usually
    ready: :func:`apply_assign` derives it from the last one (``GameSpec.place_memo``)."""
    seat = s.current_player
    mg = s._managers
    placed = mg.placed
    memo = s._g.place_memo  # the answer for these very placements, Managers and line (set by the last assign)
    if memo[0] is placed and memo[3] == seat and memo[1] is mg.owned[seat] and memo[2] is s._lines[seat]:
        return memo[4]
    return _placing(s._g, seat, placed, mg.owned[seat], s._lines[seat])[4]


def _placing(g: Any, seat: int, placed: tuple[tuple[int, int], ...], owned: tuple[int, ...],
             line: tuple[int, ...]) -> tuple[Any, ...]:
    """Work out ``GameSpec.place_memo`` for a seat: (placements, the seat's Managers, its line, the seat, the
    choices, the cards that may take a Manager (in the actions' order) and their rows of ``assign`` actions (none
    when one design is free: the rows only serve to rebuild the choices when a design goes and two or more stay), the
    free designs' ranks, per such design the seat's free tokens of it (in owned order: the first is placed next),
    and whether several Managers may share a card). The choices are that grid, card by card, then ``done``."""
    full_line = line
    several = g.hooks[seat].several_managers
    mrank = g.mrank
    by: dict[int, tuple[int, ...]] = {}  # per free design: the seat's free tokens of it, in owned order
    if placed:  # plain loops: these are a handful of items (map and zip cost more here)
        where = dict(placed)  # token -> card
        for t in owned:
            if t not in where:
                r = mrank[t]
                by[r] = (*by[r], t) if r in by else (t,)
        if not several:
            taken = set(where.values())
            # filtered only if some of the seat's cards already carry one (usually none: the placements met
            # are other players')
            if not taken.isdisjoint(line):
                left = []
                for c in line:  # a loop: no comprehension's frame for a handful of cards
                    if c not in taken:
                        left.append(c)
                line = tuple(left)
    else:
        for t in owned:
            r = mrank[t]
            by[r] = (*by[r], t) if r in by else (t,)
    if len(by) == 1:  # one design (usual)
        ranks = tuple(by)
        tokens = tuple(by.values())
    else:
        ranks = tuple(sorted(by))
        tokens = tuple(map(by.__getitem__, ranks))
    if g.chain:
        line = tuple(sorted(line, key=g.rank.__getitem__))
    cards = g.cards
    known = g.assign_rows  # per card id: its interned assign actions by design
    out = []  # the choices (as _choices builds them, in the same pass)
    if len(ranks) == 1:  # one design (usual): the rows are never needed again (the design only goes)
        r = ranks[0]
        for c in line:
            card_id = cards[c].id
            out.append((known.get(card_id) or assign_row(g, card_id))[r])
        rows: tuple[tuple[Action, ...], ...] = ()
    else:
        grid = []
        for c in line:
            card_id = cards[c].id
            row = known.get(card_id) or assign_row(g, card_id)
            grid.append(row)
            for r in ranks:
                out.append(row[r])
        rows = tuple(grid)
    out.append(DONE)
    memo = g.place_memo = (placed, owned, full_line, seat, tuple(out), line, rows, ranks, tokens, several)
    return memo


def _choices(rows: tuple[tuple[Action, ...], ...], ranks: tuple[int, ...]) -> tuple[Action, ...]:
    """The ``assign`` actions of these designs (two or more, by rank) on these cards (their rows), then ``done``."""
    out = []
    for row in rows:
        for r in ranks:
            out.append(row[r])
    out.append(DONE)
    return tuple(out)


def apply_assign(s: GameState, action: AssignManager) -> None:
    g = s._g
    seat = s.current_player
    mg = s._managers
    placed = mg.placed
    memo = g.place_memo
    if not (memo[0] is placed and memo[3] == seat and memo[1] is mg.owned[seat] and memo[2] is s._lines[seat]):
        memo = _placing(g, seat, placed, mg.owned[seat], s._lines[seat])
    _, owned, line, _, choices, cards, rows, ranks, tokens, several = memo
    # the choices are a grid (per card a row of the free designs) then done
    n = len(ranks)
    card = g.index[action.card]
    j = cards.index(card)
    # the design's column: with one design free (usual) the only one
    i = 0 if n == 1 else ranks.index(g.mdesigns.index(action.manager))
    mine = tokens[i]  # the seat's free tokens of the design: the first is placed
    now = (*placed, (mine[0], card))
    # the choices only shrink: this card is taken (one Manager per card, interbellum.manager.one-per-card)
    # and the design is gone once its last free token is placed; the order stays the actions' sort order
    if len(mine) > 1:  # another token of the design is left
        tokens = (*tokens[:i], mine[1:], *tokens[i + 1:])
        if not several:
            choices = choices[:j * n] + choices[j * n + n:]
            cards = cards[:j] + cards[j + 1:]
            rows = rows[:j] + rows[j + 1:]
    elif n == 1:  # the last free design is placed: only done is left
        choices = (DONE,)
    else:
        ranks = ranks[:i] + ranks[i + 1:]
        tokens = tokens[:i] + tokens[i + 1:]
        if several:  # several Managers may share a card: the card stays
            choices = (*choices[1 - i:-1:2], DONE) if n == 2 else _choices(rows, ranks)
        else:
            cards = cards[:j] + cards[j + 1:]
            rows = rows[:j] + rows[j + 1:]
            if n == 2:  # the other design's column (every second action), less this card's
                other = choices[1 - i:-1:2]
                choices = (*other[:j], *other[j + 1:], DONE)
            else:
                choices = _choices(rows, ranks)
    s._log = ("ib", seat, False, RULES_PLACED, TEXT_PLACED, g.names[seat], N.named_id(g, action.manager),
              N.named_id(g, action.card), s._log)
    if len(choices) > 1:  # still placing: the next answer, remembered (the production's step reads it back)
        _set(s, placed=now)
        g.place_memo = (now, owned, line, seat, choices, cards, rows, ranks, tokens, several)
        return
    # only done is left: placing is over (what the production's step would find: end_placing)
    _set(s, placed=now, stage=STAGE_NONE)


def end_placing(s: GameState) -> None:
    if s._managers.stage != STAGE_NONE:
        _set(s, stage=STAGE_NONE)


def clear_round(s: GameState) -> None:
    """End of the round: Managers come back to their owners and are kept (interbellum.manager.kept)."""
    mg = s._managers
    if mg.placed:
        _set(s, placed=(), credit=NO_CREDIT, stage=STAGE_NONE, free=FREE_NONE)
        _ib(s, -1, (R_KEPT,), *TEXTS_KEPT)


def why_not_assign(s: GameState, action: AssignManager, choices: tuple[Action, ...]) -> tuple[str, str, str] | None:
    """Why ``assign M@CARD`` is refused now (rule ID, English, Portuguese), or None if it is among ``choices`` (the
    placing decision's; empty when no placing is due)."""
    if action in choices:
        return None
    mg = s._managers
    if not mg:
        return cited(R_ASSIGN, "ib.refusal.no-managers").refusal()
    if mg.stage != STAGE_PLACING:
        return cited(R_ASSIGN, "ib.refusal.place-at-start").refusal()
    g = s._g
    seat = s.current_player
    card = g.index.get(action.card)
    if card is None or card not in s._lines[seat]:
        return cited(R_ASSIGN, "ib.refusal.not-your-card", card=action.card).refusal()
    placed = dict(mg.placed)  # token -> card
    free = {g.mgrs[t].id for t in mg.owned[seat] if t not in placed}
    if action.manager not in free:
        return cited(R_ASSIGN, "ib.refusal.none-left", manager=action.manager).refusal()
    return cited(R_ONE, "ib.refusal.one-per-card", card=action.card).refusal()
