"""A plain-text picture of a game state (what ``print(state)`` shows), in English or Portuguese.

It lists the round and phase, who is to act, the auction row with the discs on each card, and each
player's Capitalist, holdings and cards (``*`` marks an upgraded Company, ``(used)`` a card already
resolved this production phase). With Interbellum it also shows the Manager on offer at each Business School,
resources stored on cards (``ib-02 [2 coal]``), each player's Managers and where they are, a placed variable disc,
and the Agents' money and cards.

``board_text(state)`` (and ``str(state)``) is English; ``board_text(state, "pt")`` (or ``state.describe("pt")``)
says the same in the base rules' Portuguese terms (Companhias, Discos de Capital, Capitalista, Marcadores de
Melhoria, carvão, ferro, petróleo, dinheiro; Gerentes, Escolas de Negócios, Agentes). Cards, Managers,
Capitalists and Agents are named by their titles in that language (:mod:`furnace_lab.engine.core.naming`), not by the
ids the actions carry. A card row being resolved is put in words by the card
faces' own wording (:func:`~furnace_lab.cards.render.effect_words`); a row that notation cannot read stays in
quotes. Nothing here runs during play: the text is built only when asked for.

The modules' lines (a Business School's Manager, a placed variable disc, each player's Managers, the Agents) come
from their parts of the state (:class:`~furnace_lab.engine.core.module_parts.StatePart`), looped over; the words
from the phrase tables (``state.board.*`` in :mod:`~furnace_lab.engine.text.en.state` and ``pt_state``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from furnace_lab.cards.resources import ORDER
from furnace_lab.engine.core import naming as N
from furnace_lab.engine.core.constants import (
    AUCTION,
    CHANCE,
    MONEY,
    RESOLUTION,
    SLOTS,
    TERMINAL,
    phase_name,
)
from furnace_lab.engine.core.events import PT_NAMES, bundle_text, result_text
from furnace_lab.engine.core.module_parts import parts_in_use
from furnace_lab.engine.core.words import row_words
from furnace_lab.engine.text import say
from furnace_lab.errors import check_lang

if TYPE_CHECKING:
    from furnace_lab.engine.core.module_parts import StatePart
    from furnace_lab.engine.core.state import GameState

HOLDING_LABELS: Final = {
    "en": ("coal", "iron", "oil", "tokens", "money"),
    "pt": tuple(PT_NAMES[name][name == "token"] for name in ORDER),
}
"""The names before each holding: coal, iron, oil, upgrade tokens, money (Portuguese from the log's table)."""



def _stored(s: GameState, card: int, lang: str) -> str:
    if lang == "en":
        return str(s.stored(s._g.cards[card].id))
    return bundle_text(tuple((slot, n) for slot, n in enumerate(s._stored[card]) if n), lang)


def board_text(s: GameState, lang: str = "en") -> str:
    """The board as text in ``lang`` (``"en"``, the default and what ``str(state)`` shows, or ``"pt"``)."""
    check_lang(lang)
    g = s._g
    parts = parts_in_use(g)  # the modules' lines: none in a base game
    if s.current_player == CHANCE:
        who = say("state.board.die", lang)
    elif s.current_player == TERMINAL:
        who = say("state.board.nobody", lang)
    else:
        who = g.names[s.current_player]
    lines = [say("state.board.head", lang, round=s._round, phase=phase_name(s._phase, lang), who=who)]
    if s._phase in (AUCTION, RESOLUTION) and s._row:
        lines.append(say("state.board.row", lang))
        lines.extend(_row_line(s, i, lang, parts) for i in range(len(s._row)))
    for p in range(g.n):
        lines.append(_player_line(s, p, lang))
        if s._phase == AUCTION:
            lines.append(say("state.board.discs", lang, discs=str(s.discs(p))))
        for part in parts:
            if part.player_lines is not None:
                lines.extend(part.player_lines(s, p, lang))
    for part in parts:
        if part.board_lines is not None:
            lines.extend(part.board_lines(s, lang))
    if s.current_card is not None:
        if s._row_index < len(s._rows):
            lines.append(say("state.board.resolving", lang, card=N.name(g, s.current_card, lang), row=s._row_index + 1,
                             effect=row_words(s._rows[s._row_index][4], lang)))
        else:  # after its last row: a Manager's use may still be open
            lines.append(say("state.board.rows-done", lang, card=N.name(g, s.current_card, lang)))
    if s.current_player == TERMINAL:  # the result, in the words of the log's last line (state.placings)
        money = [s._holdings[p * SLOTS + MONEY] for p in range(g.n)]
        lines.append(result_text(g.names, s.ranking(), money, s.placings(), lang))
    return "\n".join(lines)


def _row_line(s: GameState, i: int, lang: str, parts: tuple[StatePart, ...]) -> str:
    """A card of the auction row: its discs, what the modules add (a Business School's Manager), the card being
    resolved."""
    g = s._g
    dummy = say("state.board.dummy-seat", lang)
    discs = ", ".join(f"{dummy if seat == g.dummy else g.seat_name(seat)}:{value}" for seat, value in s._row_bids[i]) \
        or "-"
    mark = say("state.board.resolving-mark", lang) if s._phase == RESOLUTION and i == s._resolving else ""
    notes = "".join(part.row_note(s, i, lang) for part in parts if part.row_note is not None)
    return f"  {i + 1}. {N.card(g, s._row[i], lang)}: {discs}{notes}{mark}"


def _player_line(s: GameState, p: int, lang: str) -> str:
    """A player: their Capitalist, holdings and cards (``*`` upgraded, ``[...]`` stored, ``(used)``)."""
    g = s._g
    capitalist = g.capitalists[p]
    cap = N.name(g, capitalist.id, lang) if capitalist is not None else say("state.board.no-capitalist", lang)
    cards = []
    for card in s._lines[p]:
        text = N.card(g, card, lang) + ("*" if s._upgraded >> card & 1 else "")
        if any(s._stored.get(card, ())):
            text += f" [{_stored(s, card, lang)}]"
        if p == s.current_player and s._used >> card & 1:
            text += say("state.board.used", lang)
        cards.append(text)
    first = say("state.board.first", lang) if p == s._first and g.origin == "game" else ""
    res = s._holdings[p * SLOTS:(p + 1) * SLOTS]
    holdings = ", ".join(f"{label} {amount}" for label, amount in zip(HOLDING_LABELS[lang], res, strict=True))
    return say("state.board.player", lang, name=g.names[p], first=first, capitalist=cap, holdings=holdings,
               cards=", ".join(cards))
