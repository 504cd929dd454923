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
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from furnace_lab.cards.resources import ORDER
from furnace_lab.engine.core import naming as N
from furnace_lab.engine.core.constants import (
    AUCTION,
    CHANCE,
    MONEY,
    PHASE_NAMES,
    PHASE_NAMES_PT,
    RESOLUTION,
    SLOTS,
    TERMINAL,
)
from furnace_lab.engine.core.events import PT_NAMES, bundle_text, result_text
from furnace_lab.errors import check_lang

if TYPE_CHECKING:
    from furnace_lab.engine.core.state import GameState

BOARD_WORDS: Final[dict[str, dict[str, str]]] = {
    "en": {
        "die": "the die (dummy bidder)",
        "nobody": "nobody (game over)",
        "head": "Round {round}, {phase}; {who} to act.",
        "row": "Auction row:",
        "resolving_mark": "  <- resolving",
        "offer": "  (Manager on offer: {manager})",
        "no_offer": "  (no Manager left)",
        "no_capitalist": "no Capitalist",
        "used": " (used)",
        "first": " [first player]",
        "player": "{name}{first} ({capitalist}): {holdings}; cards: {cards}",
        "discs": "  discs in hand: {discs}",
        "variable": "  variable disc: on card {position}, worth {value}",
        "managers": "  Managers: {managers}",
        "manager_on": "{manager} on {card}",
        "manager_off": "{manager} (not placed)",
        "agent": "Agent {agent}: money {money}; cards: {cards}",
        "resolving": "Resolving {card}, row {row}: {effect}",
        "rows_done": "Resolving {card}: its rows are done",
    },
    "pt": {
        "die": "o dado (licitante neutro)",
        "nobody": "ninguém (fim de jogo)",
        "head": "Rodada {round}, {phase}; a jogar: {who}.",
        "row": "Linha do leilão:",
        "resolving_mark": "  <- em resolução",
        "offer": "  (Gerente oferecido: {manager})",
        "no_offer": "  (não resta Gerente)",
        "no_capitalist": "sem Capitalista",
        "used": " (usada)",
        "first": " [primeiro jogador]",
        "player": "{name}{first} ({capitalist}): {holdings}; cartas: {cards}",
        "discs": "  Discos de Capital na mão: {discs}",
        "variable": "  Disco de Capital variável: na carta {position}, valendo {value}",
        "managers": "  Gerentes: {managers}",
        "manager_on": "{manager} em {card}",
        "manager_off": "{manager} (não colocado)",
        "agent": "Agente {agent}: dinheiro {money}; cartas: {cards}",
        "resolving": "Resolvendo {card}, linha {row}: {effect}",
        "rows_done": "Resolvendo {card}: suas linhas terminaram",
    },
}
"""The board's phrases per language (``str.format`` fields)."""

HOLDING_LABELS: Final = {
    "en": ("coal", "iron", "oil", "tokens", "money"),
    "pt": tuple(PT_NAMES[name][name == "token"] for name in ORDER),
}
"""The names before each holding: coal, iron, oil, upgrade tokens, money (Portuguese from the log's table)."""

DUMMY_SEAT: Final = {"en": "dummy", "pt": "neutro"}
"""How the auction row names the two-player dummy's (or an Agent's) discs."""

PHASES: Final = {"en": PHASE_NAMES, "pt": PHASE_NAMES_PT}


def row_words(notation: str, lang: str) -> str:
    """A card row written in the card notation, as the board says it: as it is in English, in words in Portuguese
    (in quotes if the notation cannot be read)."""
    if lang == "en":
        return notation
    from furnace_lab.cards.notation import parse_effect
    from furnace_lab.cards.render import effect_words
    from furnace_lab.errors import NotationError

    try:
        return effect_words(parse_effect(notation), lang)
    except NotationError:
        return f"'{notation}'"


def _stored(s: GameState, card: int, lang: str) -> str:
    if lang == "en":
        return str(s.stored(s._g.cards[card].id))
    return bundle_text(tuple((slot, n) for slot, n in enumerate(s._stored[card]) if n), lang)


def board_text(s: GameState, lang: str = "en") -> str:
    """The board as text in ``lang`` (``"en"``, the default and what ``str(state)`` shows, or ``"pt"``)."""
    check_lang(lang)
    w = BOARD_WORDS[lang]
    g = s._g
    if s.current_player == CHANCE:
        who = w["die"]
    elif s.current_player == TERMINAL:
        who = w["nobody"]
    else:
        who = g.names[s.current_player]
    lines = [w["head"].format(round=s._round, phase=PHASES[lang][s._phase], who=who)]
    if s._phase in (AUCTION, RESOLUTION) and s._row:
        lines.append(w["row"])
        for i, card in enumerate(s._row):
            discs = ", ".join(f"{DUMMY_SEAT[lang] if seat == g.dummy else g.seat_name(seat)}:{value}"
                              for seat, value in s._row_bids[i]) or "-"
            mark = w["resolving_mark"] if s._phase == RESOLUTION and i == s._resolving else ""
            offer = ""
            if card in g.schools and s._managers:  # a Business School: the Manager on offer
                manager = s._managers.school[g.schools.index(card)]
                offer = w["offer"].format(manager=N.item(g.mgrs[manager], lang)) if manager >= 0 else w["no_offer"]
            lines.append(f"  {i + 1}. {N.card(g, card, lang)}: {discs}{offer}{mark}")
    labels = HOLDING_LABELS[lang]
    for p in range(g.n):
        res = s._holdings[p * SLOTS:(p + 1) * SLOTS]
        capitalist = g.capitalists[p]
        cap = N.name(g, capitalist.id, lang) if capitalist is not None else w["no_capitalist"]
        cards = []
        for card in s._lines[p]:
            text = N.card(g, card, lang) + ("*" if s._upgraded >> card & 1 else "")
            if any(s._stored.get(card, ())):
                text += f" [{_stored(s, card, lang)}]"
            if p == s.current_player and s._used >> card & 1:
                text += w["used"]
            cards.append(text)
        first = w["first"] if p == s._first and g.origin == "game" else ""
        holdings = ", ".join(f"{label} {amount}" for label, amount in zip(labels, res, strict=True))
        lines.append(w["player"].format(name=g.names[p], first=first, capitalist=cap, holdings=holdings,
                                        cards=", ".join(cards)))
        if s._phase == AUCTION:
            lines.append(w["discs"].format(discs=s.discs(p)))
        # the variable disc stays recorded until the next auction resets it: shown while it is on the row
        variable = s.variable_disc(p) if s._variable_discs and s._phase in (AUCTION, RESOLUTION) else None
        if variable is not None:
            lines.append(w["variable"].format(position=variable[0], value=variable[1]))
        managers = s.managers(p) if s._managers else []
        if managers:
            lines.append(w["managers"].format(managers=", ".join(
                w["manager_on"].format(manager=N.name(g, m, lang), card=N.name(g, c, lang)) if c
                else w["manager_off"].format(manager=N.name(g, m, lang))
                for m, c in managers)))
    for k in range(len(g.agents)):
        lines.append(w["agent"].format(agent=N.item(g.agents[k], lang), money=s.agent_money(k),
                                       cards=N.names(g, s.agent_cards(k), lang) or "-"))
    if s.current_card is not None:
        if s._row_index < len(s._rows):
            lines.append(w["resolving"].format(card=N.name(g, s.current_card, lang), row=s._row_index + 1,
                                               effect=row_words(s._rows[s._row_index][4], lang)))
        else:  # after its last row: a Manager's use may still be open
            lines.append(w["rows_done"].format(card=N.name(g, s.current_card, lang)))
    if s.current_player == TERMINAL:  # the result, in the words of the log's last line (state.placings)
        money = [s._holdings[p * SLOTS + MONEY] for p in range(g.n)]
        lines.append(result_text(g.names, s.ranking(), money, s.placings(), lang))
    return "\n".join(lines)
