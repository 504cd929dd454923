"""The game's pieces drawn small and inline: coal cubes, iron bars, oil drums, money coins and upgrade tokens.

Furnace's components are coal *cubes*, iron *bars*, oil *drums*, money *coins* and round upgrade *tokens*
(the research notes on the components list: 40 coal, 20 iron, 15 oil, 61 money and 12 upgrade tokens). Every
widget that shows an amount of a resource draws the piece: a small SVG in the piece's own shape and colour
(:data:`~furnace_lab.cards.resources.COLOUR`), with its name in the chosen language as the accessible name and
tooltip. Shapes differ, so colour is never the only cue; a letter is never the only cue either.

Two more marks appear on card rows: the upgrade arrow (a row that flips a Company) and the transaction limit
(``×2``, ``×∞``). :func:`legend_html` draws all of them with their names, so a projector or a touch screen (which
never shows a tooltip) still says what each piece is. This module is plain HTML strings, every text escaped.
"""

from __future__ import annotations

import html
from typing import Final

from furnace_lab.cards.resources import COLOUR

PIECES: Final = ("coal", "iron", "oil", "money", "token")
"""The resources in the order the legend shows them."""

PIECE_NAMES: Final[dict[str, tuple[str, str]]] = {
    "coal": ("coal (cube)", "carvão (cubo)"),
    "iron": ("iron (bar)", "ferro (barra)"),
    "oil": ("oil (drum)", "petróleo (barril)"),
    "money": ("money (coin)", "dinheiro (moeda)"),
    "token": ("upgrade token", "Marcador de Melhoria"),
    "upgrade": ("upgrade a Company (flip it)", "melhorar uma Companhia (virá-la)"),
    "limit": ("×2: at most 2 times, ×∞: no limit", "×2: até 2 vezes, ×∞: sem limite"),
    "legend": ("Pieces", "Peças"),
}
"""What the legend says of each piece, key → (English, Portuguese), in the base rules' Portuguese terms."""

_SHAPES: Final = {
    # a cube seen from above a corner: top, left and right faces
    "coal": ('<polygon points="8,1 15,4.5 8,8 1,4.5" fill="#6b6b6b"/>'
             '<polygon points="1,4.5 8,8 8,15 1,11.5" fill="{c}"/>'
             '<polygon points="15,4.5 8,8 8,15 15,11.5" fill="#1f1f1f"/>'),
    # an ingot: a trapezoid bar
    "iron": '<polygon points="3,5 13,5 15.5,12 0.5,12" fill="{c}" stroke="#4a5568" stroke-width="1"/>'
            '<line x1="3.5" y1="6.5" x2="12.5" y2="6.5" stroke="#e2e8f0" stroke-width="1"/>',
    # a drum: a cylinder with two hoops
    "oil": '<rect x="3" y="2" width="10" height="12.5" rx="2" fill="{c}"/>'
           '<ellipse cx="8" cy="2.6" rx="5" ry="1.6" fill="#4a90c2"/>'
           '<line x1="3" y1="6.5" x2="13" y2="6.5" stroke="#0d3350" stroke-width="1"/>'
           '<line x1="3" y1="10.5" x2="13" y2="10.5" stroke="#0d3350" stroke-width="1"/>',
    # a coin: a gold disc with a rim and a $ sign
    "money": '<circle cx="8" cy="8" r="7" fill="{c}" stroke="#8a6d00" stroke-width="1.2"/>'
             '<text x="8" y="11.6" font-size="10" font-weight="bold" text-anchor="middle" fill="#5a4500" '
             'font-family="sans-serif">$</text>',
    # an upgrade token: an octagon with an up arrow
    "token": '<polygon points="5,1 11,1 15,5 15,11 11,15 5,15 1,11 1,5" fill="{c}" stroke="#7a4a00" '
             'stroke-width="1"/><path d="M8 3.5 L12 8.5 H9.5 V12.5 H6.5 V8.5 H4 Z" fill="#fff"/>',
    # the upgrade mark on a row: a thick up arrow in a square
    "upgrade": '<rect x="0.5" y="0.5" width="15" height="15" rx="3" fill="#fff" stroke="#c47f17" stroke-width="1.4"/>'
               '<path d="M8 2.5 L13 8 H10 V13.5 H6 V8 H3 Z" fill="#c47f17"/>',
}


def _name(key: str, lang: str) -> str:
    en, pt = PIECE_NAMES[key]
    return pt if lang == "pt" else en


def piece_svg(name: str, lang: str = "en", size: int = 16) -> str:
    """One piece as an inline SVG (``name``: coal, iron, oil, money, token, or ``upgrade`` for the flip mark), with
    its name in ``lang`` as the accessible name and tooltip."""
    if name not in _SHAPES:
        raise ValueError(f"no piece called {name!r}; pieces are {', '.join(_SHAPES)}")
    label = html.escape(_name(name, lang), quote=True)
    shape = _SHAPES[name].replace("{c}", COLOUR.get(name, "#c47f17"))
    return (f'<svg class="fl-piece fl-piece-{name}" role="img" aria-label="{label}" width="{size}" '
            f'height="{size}" viewBox="0 0 16 16" style="vertical-align:-3px;display:inline-block">'
            f"<title>{label}</title>{shape}</svg>")


_PIPS: Final = {1: ((8, 8),), 2: ((4.5, 4.5), (11.5, 11.5)), 3: ((4, 4), (8, 8), (12, 12)),
                4: ((4.5, 4.5), (11.5, 4.5), (4.5, 11.5), (11.5, 11.5)),
                5: ((4, 4), (12, 4), (8, 8), (4, 12), (12, 12)),
                6: ((4.5, 3.5), (11.5, 3.5), (4.5, 8), (11.5, 8), (4.5, 12.5), (11.5, 12.5))}


def die_svg(face: int | None = None, label: str = "", size: int = 22) -> str:
    """The die (the two-player dummy bidder's, furnace.two-player.dummy) showing ``face`` pips (blank: not rolled),
    drawn, not an emoji a classroom's browser may lack."""
    pips = "".join(f'<circle cx="{x}" cy="{y}" r="1.5" fill="#1a202c"/>' for x, y in _PIPS.get(face or 0, ()))
    name = html.escape(label, quote=True)
    # without a label the die only decorates words that say the roll: hidden from screen readers
    said = f'role="img" aria-label="{name}"' if label else 'aria-hidden="true"'
    title = f"<title>{name}</title>" if label else ""
    return (f'<svg class="fl-die-face" {said} width="{size}" height="{size}" '
            f'viewBox="0 0 16 16" style="vertical-align:-5px;display:inline-block">{title}'
            f'<rect x="0.75" y="0.75" width="14.5" height="14.5" rx="3" fill="#fff" stroke="#1a202c" '
            f'stroke-width="1.2"/>{pips}</svg>')


def amount_html(name: str, amount: int | None = None, lang: str = "en") -> str:
    """An amount and its piece: ``2`` and two-coal's cube ("2 ▣"), kept on one line."""
    number = "" if amount is None else f'<b class="fl-amount">{amount}</b>&#8239;'
    return (f'<span class="fl-res fl-{name}" style="white-space:nowrap;margin:0 2px">'
            f"{number}{piece_svg(name, lang)}</span>")


def legend_html(lang: str = "en", *, marks: bool = True) -> str:
    """The visible legend: each piece with its name in ``lang`` (and, with ``marks``, the upgrade and limit marks).
    It wraps on a narrow screen."""
    items = [f'<span class="fl-legend-item" style="white-space:nowrap;margin-right:12px">{piece_svg(name, lang)} '
             f"{html.escape(_name(name, lang))}</span>" for name in PIECES]
    if marks:
        items.append(f'<span class="fl-legend-item" style="white-space:nowrap;margin-right:12px">'
                     f'{piece_svg("upgrade", lang)} {html.escape(_name("upgrade", lang))}</span>')
        items.append(f'<span class="fl-legend-item" style="white-space:nowrap;margin-right:12px">'
                     f"{html.escape(_name('limit', lang))}</span>")
    return (f'<div class="fl-legend" role="note" aria-label="{html.escape(_name("legend", lang))}" '
            f'style="display:flex;flex-wrap:wrap;align-items:center;font-family:sans-serif;font-size:13px;'
            f'color:#2d3748;padding:4px 0"><b style="margin-right:10px">{html.escape(_name("legend", lang))}:</b>'
            f'{"".join(items)}</div>')


__all__ = ["PIECES", "PIECE_NAMES", "amount_html", "die_svg", "legend_html", "piece_svg"]
