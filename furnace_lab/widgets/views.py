"""HTML pictures of a game state for the widgets: the auction row, the players' holdings, a tableau, the log.

These are plain functions from an engine state (and a language) to an HTML string, with every text escaped;
they decide nothing. What the rules say comes from the engine: each log line is ``event.explain(lang)`` and
its "why" line lists ``event.rules``, each rule ID shown with its one-line summary from the rule index as a
tooltip; a refusal or a legal choice is the engine's :class:`~furnace_lab.engine.Explanation`.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import lru_cache
from typing import Any, Final

from furnace_lab.cards.names import card_name
from furnace_lab.cards.pieces import piece_svg
from furnace_lab.cards.render import MUTED_TEXT, SET_ASIDE_STYLE, card_html
from furnace_lab.engine import CHANCE, TERMINAL
from furnace_lab.engine.core.naming import name as item_name
from furnace_lab.errors import FurnaceLabError
from furnace_lab.widgets.common import escape
from furnace_lab.widgets.labels import phase_name, t

SEAT_COLOURS: Final = ("#c53030", "#2b6cb0", "#2f855a", "#b7791f", "#6b46c1")
"""A colour per seat for its Capital discs (the two-player dummy bidder is grey)."""
DUMMY_COLOUR: Final = "#718096"
RESOURCE_KEYS: Final = ("coal", "iron", "oil", "token", "money")


@lru_cache(maxsize=512)
def rule_summary(rule_id: str, lang: str) -> str:
    """The rule's one-line summary (empty if the index does not know it)."""
    from furnace_lab.rules import rule

    try:
        return str(rule(rule_id).summary(lang))
    except FurnaceLabError:
        return ""


def rule_tag(rule_id: str, lang: str) -> str:
    """``[rule.id]`` with the rule's summary as a tooltip."""
    return (f'<code class="fl-rule" title="{escape(rule_summary(rule_id, lang))}" '
            f'style="font-size:11px;color:#4a5568;white-space:nowrap">[{escape(rule_id)}]</code>')


def explanation_html(explanation: Any, lang: str) -> str:
    """The engine's verdict on one action: green when legal, red when not, with its rule and the rule's words."""
    legal = bool(explanation.legal)
    background, border = ("#effaf1", "#2f855a") if legal else ("#fff1f0", "#c53030")
    summary = rule_summary(explanation.rule_id, lang)
    words = f'<div style="font-size:12px;color:#4a5568">{t("rule", lang)}: {escape(summary)}</div>' if summary else ""
    return (f'<div class="fl-explanation fl-{"legal" if legal else "illegal"}" role="status" '
            f'style="background:{background};border-left:4px solid {border};padding:6px 10px;margin:4px 0;'
            f'font-family:sans-serif">{escape(explanation.text)} {rule_tag(explanation.rule_id, lang)}{words}</div>')


def agent_seat(state: Any, seat: int) -> int | None:
    """Which non-player seat this is: 0 for the two-player dummy (or Agent) and the solo game's left Agent, 1 for the
    solo game's right Agent; None for a player's seat or the die."""
    dummy = state.spec.dummy
    return seat - dummy if 0 <= dummy <= seat < state.spec.seats else None


def seat_colour(state: Any, seat: int) -> str:
    if agent_seat(state, seat) is not None:
        return DUMMY_COLOUR
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


def agent_titles(state: Any) -> tuple[str, ...]:
    """Interbellum: the titles of the game's Agents (two players: one, in the dummy's seat; solo: left and right)."""
    agents = tuple(getattr(state.spec, "agents", ()) or ())
    if not agents and getattr(state.spec, "agent", None) is not None:
        agents = (state.spec.agent,)
    return tuple(str(agent.title) for agent in agents)


def agent_title(state: Any) -> str | None:
    """Interbellum: the title of the two-player game's Agent (solo: both, left / right), if it has one."""
    titles = agent_titles(state)
    return " / ".join(titles) if titles else None


def seat_name(state: Any, seat: int, lang: str) -> str:
    """A seat's name: a player's, the two-player dummy bidder (or Agent), a solo Agent, or the die."""
    k = agent_seat(state, seat)
    titles = agent_titles(state)
    if k is not None:
        if not titles:
            return t("dummy", lang)
        side = f" ({t('agent_left' if k == 0 else 'agent_right', lang)})" if len(titles) > 1 else ""
        return f"{t('agent', lang)} {titles[min(k, len(titles) - 1)]}{side}"
    if seat == CHANCE:
        agent = agent_title(state)
        return t("the_die_agent", lang, agent=agent) if agent else t("the_die", lang)
    return str(state.players[seat])


def disc_chip(state: Any, seat: int, value: int | str, lang: str, *, variable: bool = False) -> str:
    """A round chip showing a Capital disc's value in its owner's colour (Interbellum's variable disc: square)."""
    name = seat_name(state, seat, lang) + (f" ({t('variable', lang)})" if variable else "")
    shape = "border-radius:3px;border:2px dashed white" if variable else "border-radius:50%"
    kind = "fl-disc fl-variable-disc" if variable else "fl-disc"
    return (f'<span class="{kind}" title="{escape(name)}" style="display:inline-block;min-width:1.6em;'
            f'text-align:center;{shape};padding:2px 4px;margin:1px;color:white;font-weight:bold;'
            f'background:{seat_colour(state, seat)}">{value}</span>')


def variable_at(state: Any, seat: int) -> tuple[int, int] | None:
    """Where a seat's variable Capital disc sits, as (card position, value), if the game has one placed."""
    if seat < 0 or seat >= state.num_players or not hasattr(state, "variable_disc"):
        return None
    found = state.variable_disc(seat)
    return None if found is None else (int(found[0]), int(found[1]))


def who_acts(state: Any, lang: str, you: int | None = None) -> str:
    """Who acts now, in ``lang``; the seat ``you`` (the learner's) is marked "(you)" / "(você)"."""
    player = state.current_player
    if player == TERMINAL:
        return t("game_over", lang)
    name = seat_name(state, player, lang)
    if you is not None and player == you and f"({t('you', lang)})" not in name:
        name = f"{name} ({t('you', lang)})"
    return f"{name} {t('to_act', lang)}"


def status_html(state: Any, lang: str, step: int, steps: int, *, revealing: tuple[int, int] | None = None,
                you: int | None = None) -> str:
    """Round, phase, who acts (the seat ``you`` marked as the learner's), the seed and the step shown. While the
    resolution is revealed card by card (``revealing``: cards shown, cards in all) it says that instead of the phase
    and who acts after it."""
    if revealing is not None:
        where = escape(t("revealing", lang, shown=revealing[0], total=revealing[1]))
    else:
        where = f'{escape(phase_name(state.phase, lang))} · <b>{escape(who_acts(state, lang, you))}</b>'
    return (f'<div class="fl-status" style="font-family:sans-serif"><b>{t("round", lang)} {state.round}</b> · '
            f'{where} · '
            f'{t("seed", lang)} <code class="fl-seed">{state.seed}</code> · {t("step", lang)} '
            f'<span class="fl-step">{step}</span>/{steps}</div>')


def row_html(state: Any, catalog: Any, lang: str, *, selected: int | None = None,
             resolved: int | None = None) -> str:
    """The auction row, left to right: each Company's face and the discs on it.

    ``selected`` (1-based) outlines the card chosen in the controls; ``resolved`` dims the cards before it.
    """
    cells = row_cells(state, catalog, lang, selected=selected, resolved=resolved)
    if not cells:
        return ""
    # the row wraps onto more lines on a narrow screen (a projector at 1024 px): no sideways scroll hides a card
    return (f'<div class="fl-row-box">{row_heading(lang)}'
            f'<div class="fl-row" style="{WRAPPING_ROW}">{"".join(cells)}</div></div>')


WRAPPING_ROW: Final = "display:flex;flex-wrap:wrap;align-items:flex-start"
"""A row of cards that wraps onto more lines on a narrow screen instead of scrolling sideways."""


def row_heading(lang: str) -> str:
    return f'<div style="font-family:sans-serif;font-weight:bold">{t("row", lang)}</div>'


def row_cells(state: Any, catalog: Any, lang: str, *, selected: int | None = None,
              resolved: int | None = None) -> list[str]:
    """The auction row's cards, one HTML cell each (see :func:`row_html`), so a widget can redraw only the cells
    that changed."""
    row = state.row
    if not row:
        return []
    school_manager = schools_with_managers(state, catalog)
    cells = []
    for position, (card_id, discs) in enumerate(zip(row, state.bids(), strict=True), start=1):
        chips = "".join(disc_chip(state, seat, value, lang, variable=variable_at(state, seat) == (position, value))
                        for seat, value in discs) or (
            f'<span style="color:{MUTED_TEXT}">{t("no_discs", lang)}</span>')
        outline = "outline:3px solid #d69e2e;" if position == selected else ""
        fade = f"{SET_ASIDE_STYLE};" if resolved is not None and position < resolved else ""
        try:
            face = card_html(catalog.card(card_id), provenance=False, lang=lang)
        except FurnaceLabError:
            face = f"<div>{escape(card_id)}</div>"
        if card_id in school_manager:
            face += manager_html(catalog, school_manager[card_id], lang)
        cells.append(f'<div class="fl-row-card" data-position="{position}" style="flex:0 1 auto;max-width:100%;'
                     f'{outline}{fade}margin:2px;border-radius:8px">'
                     f'<div style="font-family:sans-serif;font-weight:bold;text-align:center">'
                     f'{t("card", lang)} {position}</div>{face}'
                     f'<div class="fl-discs" style="text-align:center;min-height:1.8em">{chips}</div></div>')
    return cells


def schools_with_managers(state: Any, catalog: Any) -> dict[str, str | None]:
    """Interbellum: each Business School of the row and the Manager on it this round (None once gone)."""
    managers = state.school_managers() if hasattr(state, "school_managers") else []
    if not managers:
        return {}
    schools = [card_id for card_id in state.row if getattr(_card_or_none(catalog, card_id), "kind", "")
               == "business_school"]
    return dict(zip(schools, managers, strict=False))


def _card_or_none(catalog: Any, card_id: str) -> Any:
    try:
        return catalog.card(card_id)
    except FurnaceLabError:
        return None


def manager_html(catalog: Any, manager_id: str | None, lang: str) -> str:
    """A Manager token under the card it sits on (or under its Business School), with its effect as a tooltip."""
    if manager_id is None:
        return ""
    title = card_name(manager_id, lang)  # in the language shown (the catalog's title is English)
    return (f'<div class="fl-manager" title="{escape(manager_id)}" style="font-family:sans-serif;font-size:12px;'
            f'margin:2px 4px;padding:2px 6px;border:1px solid #6b46c1;border-radius:10px;background:#faf5ff">'
            f'{escape(t("manager", lang))}: {escape(title)}</div>')


def managers_of(state: Any, player: int) -> list[tuple[str, str | None]]:
    """Interbellum: the player's Managers as (Manager id, card it sits on or None)."""
    return list(state.managers(player)) if hasattr(state, "managers") else []


def capitalist_cell(state: Any, player: int, lang: str = "en") -> str:
    """A player's Capitalist as a table cell: its title in ``lang``, with its card id as the tooltip."""
    card_id = state.capitalist(player)
    if card_id is None:
        return "<td>-</td>"
    return f'<td title="{escape(card_id)}">{escape(item_name(state.spec, card_id, lang))}</td>'


def holdings_html(state: Any, lang: str, *, players: Sequence[int] | None = None, highlight: int | None = None,
                  show_discs: bool = True) -> str:
    """Each player's Capitalist, holdings, cards (``*`` upgraded) and, in the auction, discs in hand."""
    chosen = range(state.num_players) if players is None else players
    head = "".join(f"<th>{escape(t(key, lang))}</th>" for key in ("player", "capitalist"))
    head += "".join(f'<th style="white-space:nowrap">{piece_svg(key, lang)} {escape(t(key, lang))}</th>'
                    for key in RESOURCE_KEYS)
    head += f"<th>{escape(t('cards', lang))}</th>"
    auction = state.phase == "auction" and show_discs
    if auction:
        head += f"<th>{escape(t('discs_in_hand', lang))}</th>"
    body = []
    for p in chosen:
        held = state.holdings(p).as_tuple()
        cards = ", ".join(item_name(state.spec, c, lang) + ("*" if state.is_upgraded(c) else "")
                          for c in state.cards(p))
        managers = managers_of(state, p)
        if managers:  # cards and Managers by their titles in the widget's language (engine.naming), not ids
            named = [item_name(state.spec, m, lang) if on is None else  # "on", not an arrow: titles hold arrows
                     t("manager_on", lang, manager=item_name(state.spec, m, lang), card=item_name(state.spec, on, lang))
                     for m, on in managers]
            cards += f" · {t('manager', lang)}: " + ", ".join(named)
        bold = "font-weight:bold;background:#fefcbf;" if p == highlight else ""
        cells = [f'<td><span style="color:{seat_colour(state, p)}">●</span> {escape(state.players[p])}</td>',
                 capitalist_cell(state, p, lang),
                 *(f'<td style="text-align:right">{amount}</td>' for amount in held),
                 f"<td>{escape(cards)}</td>"]
        if auction:
            chips = [disc_chip(state, p, v, lang) for v in state.discs(p)]
            if state.options.uses("variable_discs") and variable_at(state, p) is None:
                chips.append(disc_chip(state, p, "V", lang, variable=True))
            cells.append(f"<td>{' '.join(chips)}</td>")
        body.append(f'<tr class="fl-player" style="{bold}">{"".join(cells)}</tr>')
    agents = len(agent_titles(state)) if players is None else 0
    for k in range(agents):
        name = escape(seat_name(state, state.spec.dummy + k, lang))
        won = escape(", ".join(item_name(state.spec, c, lang) for c in state.agent_cards(k)))
        money = state.agent_money(k)
        cells = [f'<td><span style="color:{DUMMY_COLOUR}">●</span> {name}</td>', "<td>-</td>",
                 *("<td></td>" for _ in RESOURCE_KEYS[:-1]), f'<td style="text-align:right">{money}</td>',
                 f"<td>{won}</td>"]
        if auction:
            cells.append("<td></td>")
        body.append(f'<tr class="fl-agent">{"".join(cells)}</tr>')
    return (f'<table class="fl-holdings" cellpadding="4" style="font-family:sans-serif;border-collapse:collapse">'
            f"<tr>{head}</tr>{''.join(body)}</table>")


def event_html(event: Any, lang: str, *, why: bool = True, current: bool = False) -> str:
    """One log line: the engine's words, and a "why" line with the rules it applied."""
    text = escape(event.explain(lang))
    auto = ' style="color:#4a5568"' if event.automatic else ""
    mark = ' class="fl-event fl-current" style="background:#fefcbf"' if current else ' class="fl-event"'
    rules = ""
    if why:
        rules = '<div class="fl-why">' + " ".join(rule_tag(r, lang) for r in event.rules) + "</div>"
    return f"<li{mark}><span{auto}>{text}</span>{rules}</li>"


def events_html(events: Iterable[Any], lang: str, *, why: bool = True, empty: str = "",
                current: int | None = None, start: int = 0) -> str:
    """A list of log lines (``current``: the index, counted from ``start``, to highlight)."""
    items = [event_html(e, lang, why=why, current=(start + k == current)) for k, e in enumerate(events)]
    if not items:
        return f'<p style="color:{MUTED_TEXT}">{escape(empty or t("nothing_yet", lang))}</p>'
    return f'<ol class="fl-log" start="{start + 1}" style="font-family:sans-serif">{"".join(items)}</ol>'


def tableau_html(state: Any, catalog: Any, player: int, lang: str) -> str:
    """A player's cards as faces, in line order, marked used / upgraded / being resolved."""
    spare, faces = tableau_cells(state, catalog, player, lang)
    return (f'<div class="fl-tableau-box">{spare}<div class="fl-tableau" style="{WRAPPING_ROW}">'
            f'{"".join(faces)}</div></div>')


def tableau_cells(state: Any, catalog: Any, player: int, lang: str) -> tuple[str, list[str]]:
    """The Managers waiting for a card, and each card of the tableau as one HTML cell (see :func:`tableau_html`)."""
    faces = []
    placed: dict[str, list[str]] = {}
    waiting = []
    for manager, on in managers_of(state, player):
        if on is None:
            waiting.append(manager)
        else:
            placed.setdefault(on, []).append(manager)
    producing = state.phase == "production" and state.current_player == player
    current = state.current_card if producing else None
    startup = state.startup(player)
    for card_id in state.cards(player):
        is_startup = card_id == startup
        upgraded = (not is_startup) and state.is_upgraded(card_id)
        marks = [t("startup", lang) if is_startup else t("upgraded" if upgraded else "basic", lang)]
        if producing and state.was_used(card_id):
            marks.append(t("used", lang))
        style = f"{SET_ASIDE_STYLE};" if producing and state.was_used(card_id) and card_id != current else ""
        if card_id == current:
            marks.append(t("resolving", lang))
            style = "outline:3px solid #d69e2e;border-radius:8px;"
        try:
            face = card_html(catalog.card(card_id), upgraded=upgraded, provenance=False, lang=lang)
        except FurnaceLabError:
            face = f"<div>{escape(card_id)}</div>"
        face += "".join(manager_html(catalog, manager, lang) for manager in placed.get(card_id, ()))
        faces.append(f'<div class="fl-tableau-card" data-card="{escape(card_id)}" style="flex:0 1 auto;'
                     f'max-width:100%;{style}"><div style="font-family:sans-serif;text-align:center;'
                     f'font-size:12px">{escape(" · ".join(marks))}</div>{face}</div>')
    spare = "".join(manager_html(catalog, manager, lang) for manager in waiting)
    return spare, faces
