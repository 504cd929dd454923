"""Card faces as text and as HTML, drawn the way the rulebook draws them.

A Company card shows its compensation row on top (basic side only: it is used in the auction, never in
production), then its rows. On the basic side the rows the upgrade adds are drawn faded: they are inactive
until the card is upgraded (rule ``furnace.production.basic-side``); on the upgraded side every row is active
(``furnace.production.upgraded-side``). A delivery row carries the lightning bolt ⚡
(``interbellum.delivery.basic-on-receipt``), a permanent effect a blue background. Coal, iron, oil, upgrade
tokens and money have one colour and symbol each, shared with every other drawing
(:data:`~furnace_lab.cards.resources.COLOUR`, :data:`~furnace_lab.cards.resources.SYMBOL`).

Each face also says what its title is (official, descriptive or transliterated), whether an Agent is a
house agent, and where the card's facts come from: sources, confidence, notes and every disputed field with
all its readings. ``card_text(card)`` gives plain text; ``card_html(card)`` a self-contained HTML fragment
(inline styles, no external assets, all text escaped); ``CardFace(card)`` shows itself in a notebook.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass, field
from typing import Final

from furnace_lab.cards.effects import (
    MANAGER_KINDS,
    PERMANENT_KINDS,
    TEXT_KINDS,
    Delivery,
    Effect,
    Gain,
    ManagerEffect,
    Permanent,
    Process,
    Text,
    Upgrade,
)
from furnace_lab.cards.model import (
    CONFIDENCE,
    Agent,
    BusinessSchool,
    Capitalist,
    Card,
    Company,
    Manager,
    Startup,
)
from furnace_lab.cards.notation import format_bundle, format_effect
from furnace_lab.cards.resources import COLOUR, SYMBOL, Bundle

LIGHTNING: Final = "⚡"
UPGRADE_SYMBOL: Final = "⇧"
PERMANENT_BACKGROUND: Final = "#d6e6f5"
"""The blue background of permanent effects."""
FADED_OPACITY: Final = "0.35"
"""How faded an inactive row is drawn (the rulebook draws inactive effects as outlines)."""

KIND_LABEL: Final = {
    "company": "Company",
    "startup": "Start-up",
    "capitalist": "Capitalist",
    "manager": "Manager token",
    "business_school": "Business School",
    "agent": "Agent",
}

_INCOME_BASIS: Final = {"manager": "Manager token", "company": "Company card"}


@dataclass(frozen=True, slots=True)
class Row:
    """One line of a face: an effect (or plain text), whether it is active, and a short note."""

    effect: Effect | None = None
    text: str = ""
    active: bool = True
    note: str = ""


@dataclass(frozen=True, slots=True)
class Section:
    heading: str
    rows: tuple[Row, ...]


@dataclass(frozen=True, slots=True)
class Face:
    """What a card face shows, before it is drawn as text or HTML."""

    card: Card
    title: str
    badges: tuple[str, ...]
    sections: tuple[Section, ...]
    footer: tuple[str, ...] = field(default=())


def title_flags(card: Card) -> tuple[str, ...]:
    """Words said about the title and origin: 'descriptive title', 'transliterated name', 'house agent'."""
    flags: list[str] = []
    if getattr(card, "title_is_descriptive", False):
        flags.append("descriptive title")
    if getattr(card, "title_is_transliterated", False):
        flags.append("transliterated name")
    if isinstance(card, Agent):
        flags.append("official card" if card.official else "house agent, not an official card")
    return tuple(flags)


def display_title(card: Card) -> str:
    """The title with what it is: ``"Oil sale → coal mine (descriptive title)"``."""
    flags = [f for f in title_flags(card) if "title" in f or "name" in f]
    return f"{card.title} ({', '.join(flags)})" if flags else card.title


def _rows(effects: tuple[Effect, ...], active: bool = True, note: str = "") -> tuple[Row, ...]:
    return tuple(Row(effect=e, active=active, note=note) for e in effects)


def _sections(card: Card, upgraded: bool) -> tuple[Section, ...]:
    if isinstance(card, Company):
        if upgraded:
            return (Section("upgraded side", _rows(card.basic) + _rows(card.added)),)
        return (
            Section("compensation", _rows((card.compensation,), note="auction only: × disc value")),
            Section("basic side", _rows(card.basic) + _rows(card.added, active=False, note="active when upgraded")),
        )
    if isinstance(card, Startup):
        start = Row(text=f"start with {format_bundle(card.starting)}", note="once, at setup")
        return (Section("starting resources", (start,)), Section("rows", _rows(card.rows)))
    if isinstance(card, Capitalist):
        rows = [Row(text=card.text_en), Row(text=f"ability: {card.ability}")]
        rows += [Row(text=f"{name}: {value}") for name, value in card.params]
        if card.replaces:
            rows.append(Row(text=f"replaces {card.replaces}"))
        if card.requires:
            rows.append(Row(text=f"requires module: {', '.join(card.requires)}"))
        return (Section("rule change", tuple(rows)),)
    if isinstance(card, Manager):
        rows = [Row(effect=card.effect)]
        if card.printed_heading:
            rows.append(Row(text=f"printed: {card.printed_heading}"))
        rows.append(Row(text=f"{card.copies} token{'s' if card.copies > 1 else ''}"
                         + (" · personal (not in the auction pile)" if card.personal else "")))
        if card.requires:
            rows.append(Row(text=f"requires module: {', '.join(card.requires)}"))
        return (Section("Manager effect", tuple(rows)),)
    if isinstance(card, BusinessSchool):
        return tuple(Section(f"side {side.name}: compensation options", _rows(side.options, note="split transactions"))
                     for side in card.sides)
    s = card.strategy
    income = ", ".join(f"{money} money per {_INCOME_BASIS.get(per, per.replace('symbol:', '') + ' symbol')}"
                       for money, per in s.income)
    strategy = (
        Row(text=f"variable disc: {card.variable_disc}"),
        Row(text=f"target: {s.target} cards · bid: {s.bid} · otherwise: {s.fallback}"),
        Row(text=f"{s.compensation_money} money per compensation transaction"),
        Row(text=f"production income: {income}"),
        Row(text=card.text_en),
    )
    return (Section("strategy", strategy),)


def _footer(card: Card) -> tuple[str, ...]:
    p = card.provenance
    lines = [f"sources: {', '.join(p.sources)} · confidence: {p.confidence} ({CONFIDENCE.get(p.confidence, '')})"]
    if p.notes:
        lines.append(f"notes: {p.notes}")
    for d in p.disputes:
        readings = " | ".join(
            f"{r.key}{' (in use)' if r.key == d.chosen else ''}{' (default)' if r.key == d.default else ''}: "
            f"{r.value} [{r.source}]"
            for r in d.readings
        )
        lines.append(f"disputed {d.field}: {readings}")
        if d.note:
            lines.append(f"  why: {d.note}")
    return tuple(lines)


def card_face(card: Card, upgraded: bool = False) -> Face:
    """The face of ``card`` (the upgraded side of a Company when ``upgraded``)."""
    if upgraded and not isinstance(card, Company):
        raise ValueError(f"only Company cards have an upgraded side; {card.id} is a {KIND_LABEL[card.kind]}")
    badges = (KIND_LABEL[card.kind], card.expansion, *title_flags(card))
    return Face(card, card.title, badges, _sections(card, upgraded), _footer(card))


# --- text ------------------------------------------------------------------------------------------------


def _row_text(row: Row) -> str:
    if row.effect is None:
        body = row.text
    else:
        body = format_effect(row.effect)
        if isinstance(row.effect, Delivery):
            body = f"{LIGHTNING} {body}"
        elif isinstance(row.effect, Permanent):
            body = f"[blue] {body}"
    if not row.active:
        body = f"(faded) {body}"
    return f"{body}   — {row.note}" if row.note else body


def card_text(card: Card, upgraded: bool = False) -> str:
    """A plain-text card face."""
    face = card_face(card, upgraded)
    lines = [f"{card.id} · {face.title}", f"[{' · '.join(face.badges)}]"]
    for section in face.sections:
        lines.append(f"── {section.heading} ──")
        lines.extend(f"  {_row_text(row)}" for row in section.rows)
    lines.extend(face.footer)
    return "\n".join(lines)


# --- HTML ------------------------------------------------------------------------------------------------

_E = html.escape


def resource_chip(name: str, amount: int | None = None) -> str:
    """One coloured chip: the amount and symbol of a resource (or money) on its own colour."""
    text_colour = "#000" if name in ("iron", "money") else "#fff"
    label = f"{amount}&nbsp;{_E(SYMBOL[name])}" if amount is not None else _E(SYMBOL[name])
    return (f'<span class="fl-res fl-{name}" title="{_E(name)}" style="background:{COLOUR[name]};color:{text_colour};'
            f'border-radius:4px;padding:0 4px;margin:0 1px;font-weight:bold">{label}</span>')


def bundle_html(bundle: Bundle) -> str:
    return "".join(resource_chip(name, amount) for name, amount in bundle.items())


def _limit(limit: int | None) -> str:
    shown = "∞" if limit is None else str(limit)
    return f'<sup class="fl-limit" title="transaction limit">×{shown}</sup>'


def _template_html(template: str, effect: Text | Permanent | ManagerEffect) -> str:
    parts = re.split(r"(\{\w+\})", template)
    out: list[str] = []
    for part in parts:
        match = re.fullmatch(r"\{(\w+)\}", part)
        if not match:
            out.append(_E(part))
            continue
        name = match.group(1)
        value = getattr(effect, name)
        if isinstance(value, Bundle):
            out.append(bundle_html(value))
        elif name == "resource":
            out.append(resource_chip(value))
        elif name == "discs":
            out.append(_E(" or ".join(str(d) for d in value)))
        else:
            out.append(_E(str(value)))
    return "".join(out)


def effect_html(effect: Effect) -> str:
    """One effect with coloured chips; the notation text is kept in the ``title`` for screen readers."""
    if isinstance(effect, Gain):
        inner = bundle_html(effect.gain)
    elif isinstance(effect, Process):
        here = ' <span class="fl-here">from here</span>' if effect.from_here else ""
        limit = _limit(effect.limit) if effect.limit is not None else ""
        inner = f"{bundle_html(effect.cost)}{here} →{limit} {bundle_html(effect.gain)}"
    elif isinstance(effect, Upgrade):
        inner = f'{bundle_html(effect.cost)} →{_limit(effect.limit)} <span class="fl-upgrade">{UPGRADE_SYMBOL}</span>'
    elif isinstance(effect, Delivery):
        bolt = f'<span class="fl-delivery" title="delivery: resolved once">{LIGHTNING}</span>'
        inner = f"{bolt} {effect_html(effect.effect)}"
    elif isinstance(effect, Text):
        inner = _template_html(TEXT_KINDS[effect.kind], effect)
    elif isinstance(effect, Permanent):
        inner = _template_html(PERMANENT_KINDS[effect.kind], effect)
    else:
        inner = _template_html(MANAGER_KINDS[effect.kind], effect)
    return f'<span class="fl-effect" title="{_E(format_effect(effect))}">{inner}</span>'


def _row_html(row: Row) -> str:
    style = ["padding:2px 6px", "margin:2px 0", "border-radius:4px"]
    classes = ["fl-row"]
    if row.effect is None:
        body = _E(row.text)
    else:
        body = effect_html(row.effect)
        if isinstance(row.effect, Permanent):
            classes.append("fl-permanent")
            style.append(f"background:{PERMANENT_BACKGROUND}")
        if isinstance(row.effect, Delivery):
            classes.append("fl-delivery-row")
            style.append("border-left:3px solid #e0b000")
    if not row.active:
        classes.append("fl-faded")
        style.append(f"opacity:{FADED_OPACITY}")
    note = f' <small style="color:#666">{_E(row.note)}</small>' if row.note else ""
    return f'<div class="{" ".join(classes)}" style="{";".join(style)}">{body}{note}</div>'


def card_html(card: Card, upgraded: bool = False, provenance: bool = True) -> str:
    """A self-contained HTML card face (inline styles only, every text escaped)."""
    face = card_face(card, upgraded)
    parts = [
        f'<div class="fl-card fl-{card.kind}" style="display:inline-block;vertical-align:top;width:22em;'
        'border:2px solid #555;border-radius:8px;padding:6px;margin:4px;font-family:sans-serif;'
        'font-size:13px;background:#fffdf7;color:#222">',
        f'<div class="fl-title" style="font-weight:bold">{_E(face.title)}</div>',
        f'<div class="fl-id" style="color:#666;font-size:11px">{_E(card.id)} · {_E(" · ".join(face.badges))}</div>',
    ]
    for section in face.sections:
        parts.append(f'<div class="fl-section" style="margin-top:4px"><div style="font-size:11px;color:#666;'
                     f'border-bottom:1px solid #ccc">{_E(section.heading)}</div>')
        parts.extend(_row_html(row) for row in section.rows)
        parts.append("</div>")
    if provenance:
        lines = "".join(f"<div>{_E(line)}</div>" for line in face.footer)
        parts.append(f'<div class="fl-provenance" style="margin-top:4px;font-size:10px;color:#555">{lines}</div>')
    parts.append("</div>")
    return "".join(parts)


@dataclass(frozen=True, slots=True)
class CardFace:
    """A card (and side) that shows its face in a notebook: ``CardFace(catalog.card("ib-04"))``."""

    card: Card
    upgraded: bool = False

    def _repr_html_(self) -> str:
        return card_html(self.card, self.upgraded)

    def __str__(self) -> str:
        return card_text(self.card, self.upgraded)


def cards_html(cards: list[Card] | tuple[Card, ...], upgraded: bool = False) -> str:
    """Several faces side by side (``upgraded`` applies to the Company cards)."""
    return "".join(card_html(c, upgraded and isinstance(c, Company)) for c in cards)


__all__ = ["CardFace", "card_face", "card_html", "card_text", "cards_html", "display_title", "effect_html"]
