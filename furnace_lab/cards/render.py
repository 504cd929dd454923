"""Card faces as text and as HTML, drawn the way the rulebook draws them.

A Company card shows its compensation row on top (basic side only: it is used in the auction, never in
production), then its rows. On the basic side the rows the upgrade adds are drawn faded: they are inactive
until the card is upgraded (rule ``furnace.production.basic-side``); on the upgraded side every row is active
(``furnace.production.upgraded-side``). A delivery row carries the lightning bolt ⚡
(``interbellum.delivery.basic-on-receipt``), a permanent effect a blue background. Coal, iron, oil, upgrade
tokens and money have one colour and symbol each, shared with every other drawing
(:data:`~furnace_lab.cards.resources.COLOUR`), drawn as the game's pieces (:mod:`~furnace_lab.cards.pieces`:
cube, bar, drum, coin, token), so the shape says what a piece is even without colour.

Each face also says whether its title is a transliterated name and whether an Agent is a house agent, and
where the card's facts come from: sources, confidence, notes and every disputed field with all its readings. A
descriptive title (furnace_lab's own words where no official card name is known) is said there, with the sources,
not as a badge on every face. ``card_text(card)`` gives plain text; ``card_html(card)`` a self-contained HTML fragment
(inline styles, no external assets, all text escaped); ``CardFace(card)`` shows itself in a notebook.

Every face can be drawn in English or Portuguese (``lang="en"`` or ``"pt"``). An English face prints each effect
in the card notation (``2 coal -> 1 oil x2``); a Portuguese one says it in the base rules' terms (Companhia,
Compensação, lado básico, carvão, Marcador de Melhoria, money as ``$3`` as in the engine's log), shows the
Portuguese title, and a Capitalist's or Agent's ``text_pt``. The research notes exist in English only: a
Portuguese face says so rather than mixing the two languages.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass, field
from typing import Final

from furnace_lab.cards.abilities import AGENT_WORDS_PT, REQUIRABLE_MODULES_PT
from furnace_lab.cards.effects import (
    ACTIVITIES_PT,
    TEMPLATES,
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
    CONFIDENCE_PT,
    LIST_SEPARATOR,
    Agent,
    BusinessSchool,
    Capitalist,
    Card,
    Company,
    Manager,
    Startup,
)
from furnace_lab.cards.notation import INFINITY, format_bundle, format_effect, parse_bundle, parse_effect
from furnace_lab.cards.pieces import amount_html, piece_svg
from furnace_lab.cards.resources import NAMES_PT, Bundle, amount_words, bundle_words
from furnace_lab.errors import NotationError, check_lang

LIGHTNING: Final = "⚡"
UPGRADE_SYMBOL: Final = "⇧"
PERMANENT_BACKGROUND: Final = "#d6e6f5"
"""The blue background of permanent effects."""
CARD_BACKGROUND: Final = "#fffdf7"
"""A card face's paper."""
CARD_TEXT: Final = "#222222"
"""A card face's text (15.6:1 on the paper)."""
MUTED_TEXT: Final = "#555555"
"""Secondary text: badges, section headings, notes beside rows, provenance, "no discs" (7.2:1 on the paper, 7.5:1 on
white: WCAG AA asks 4.5:1 for small text)."""
FADED_TEXT: Final = "#5c5c5c"
"""The text of an inactive row (6.5:1 on the paper). The rulebook draws inactive effects as outlines: such a row is
drawn grey with a dashed outline and its pieces in grey (their shapes stay), never by transparency, which would make
its words too faint to read; its note says "active when upgraded" in words, so the grey is never the only cue."""
FADED_BORDER: Final = "#8c8c8c"
FADED_ROW_STYLE: Final = f"color:{FADED_TEXT};border:1px dashed {FADED_BORDER};filter:grayscale(1)"
"""How an inactive row is drawn."""
SET_ASIDE_STYLE: Final = "filter:grayscale(1)"
"""A whole card set aside for now (already used in this production, already resolved in the auction): grey, its
text as readable as ever; the widget says why in words beside it."""

KIND_LABEL: Final = {
    "company": "Company",
    "startup": "Start-up",
    "capitalist": "Capitalist",
    "manager": "Manager token",
    "business_school": "Business School",
    "agent": "Agent",
}

KIND_LABEL_PT: Final = {
    "company": "Companhia",
    "startup": "Carta Inicial",
    "capitalist": "Capitalista",
    "manager": "Marcador de Gerente",
    "business_school": "Escola de Negócios",
    "agent": "Agente",
}
"""The card kinds as the Portuguese base rules name them (Companhia, Carta Inicial, Capitalista)."""

EXPANSION_PT: Final = {"base": "jogo base", "interbellum": "Interbellum"}

FACE_WORDS: Final[dict[str, tuple[str, str]]] = {
    # badges about the title and origin
    "descriptive": ("descriptive title", "título descritivo"),
    "descriptive_note": ("title: descriptive (no official card name is known)",
                         "título: descritivo (não se conhece um nome oficial da carta)"),
    "transliterated": ("transliterated name", "nome transliterado"),
    "official": ("official card", "carta oficial"),
    "house": ("house agent, not an official card", "agente da casa, não é uma carta oficial"),
    # section headings
    "upgraded_side": ("upgraded side", "lado melhorado"),
    "basic_side": ("basic side", "lado básico"),
    "compensation": ("compensation", "Compensação"),
    "starting": ("starting resources", "recursos iniciais"),
    "rows": ("rows", "efeitos"),
    "rule_change": ("rule change", "mudança de regra"),
    "manager_effect": ("Manager effect", "efeito do Gerente"),
    "school_side": ("side {side}: compensation options", "lado {side}: opções de Compensação"),
    "strategy": ("strategy", "estratégia"),
    # notes beside rows
    "auction_only": ("auction only: × disc value", "só no leilão: × valor do disco"),
    "active_upgraded": ("active when upgraded", "ativo quando a carta for melhorada"),
    "once_setup": ("once, at setup", "uma vez, na preparação"),
    "split": ("split transactions", "transações divididas"),
    # rows of plain text
    "start_with": ("start with {bundle}", "começa com {bundle}"),
    "ability": ("ability: {ability}", "habilidade: {ability}"),
    "replaces": ("replaces {card}", "substitui {card}"),
    "requires": ("requires module: {modules}", "exige o módulo: {modules}"),
    "printed": ("printed: {text}", "impresso: {text}"),
    "tokens": ("{n} token", "{n} marcador"),
    "tokens_plural": ("{n} tokens", "{n} marcadores"),
    "personal": (" · personal (not in the auction pile)", " · pessoal (fora da pilha do leilão)"),
    "variable_disc": ("variable disc: {value}", "disco variável: {value}"),
    "target_line": ("target: {target} cards · bid: {bid} · otherwise: {fallback}",
                    "alvo: {target} · lance: {bid} · senão: {fallback}"),
    "comp_money": ("{money} per compensation transaction", "{money} por transação de Compensação"),
    "income": ("production income: {income}", "renda na produção: {income}"),
    "income_part": ("{money} per {basis}", "{money} por {basis}"),
    "symbol": ("{name} symbol", "símbolo de {name}"),
    "target_resource": ("{name}", "Companhias com {name}"),
    # footer
    "sources": ("sources: {sources} · confidence: {tag} ({meaning})",
                "fontes: {sources} · confiança: {tag} ({meaning})"),
    "notes": ("notes: {notes}", "notas: {notes}"),
    "notes_en_only": ("", "notas de pesquisa: só em inglês (mude para English para lê-las)"),
    "disputed": ("disputed {field}: {readings}", "em disputa ({field}): {readings}"),
    "in_use": (" (in use)", " (em uso)"),
    "default": (" (default)", " (padrão)"),
    "why": ("  why: {note}", ""),
    # effect words (Portuguese card faces say the effect, English ones print the notation)
    "gain": ("gain {bundle}", "receber {bundle}"),
    "from_here": ("from here", "daqui"),
    "upgrade": ("upgrade for {bundle}", "melhorar Companhias por {bundle} cada"),
    "delivery": ("delivery", "entrega"),
    "text": ("text", "texto"),
    "permanent": ("permanent", "permanente"),
    "manager": ("manager", "Gerente"),
    "or": ("or", "ou"),
    "limit": ("transaction limit", "limite de transações"),
    "delivery_tip": ("delivery: resolved once", "entrega: resolvida uma vez"),
    "faded": ("(faded)", "(apagado)"),
    "blue": ("[blue]", "[azul]"),
    "up_to": ("", "até {n}×"),
    "no_limit": ("", "sem limite"),
}
"""Every word a card face says, key → (English, Portuguese), in the base rules' Portuguese terms."""

DISPUTED_FIELDS_PT: Final = {
    "compensation": "Compensação",
    "basic": "efeito básico",
    "added": "efeito adicional",
    "starting": "recursos iniciais",
    "rows": "efeitos",
    "effect": "efeito",
}
"""The names of disputable fields on a Portuguese face (the rulebook's Efeito Básico / Efeito Adicional)."""

PARAMS_PT: Final = {"cost": "custo", "value": "valor", "bonus": "bônus"}

_INCOME_BASIS: Final = {"manager": "Manager token", "company": "Company card"}


def words(key: str, lang: str = "en", **fields: object) -> str:
    """The face word ``key`` in ``lang`` (``"en"`` or ``"pt"``), with ``{fields}`` filled in."""
    check_lang(lang)
    en, pt = FACE_WORDS[key]
    text = pt if lang == "pt" else en
    return text.format(**fields) if fields else text


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
    lang: str = "en"


def _flag_keys(card: Card) -> tuple[str, ...]:
    keys: list[str] = []
    if getattr(card, "title_is_descriptive", False):
        keys.append("descriptive")
    if getattr(card, "title_is_transliterated", False):
        keys.append("transliterated")
    if isinstance(card, Agent):
        keys.append("official" if card.official else "house")
    return tuple(keys)


def title_flags(card: Card, lang: str = "en") -> tuple[str, ...]:
    """Words said about the title and origin: 'descriptive title', 'transliterated name', 'house agent'."""
    return tuple(words(key, lang) for key in _flag_keys(card))


def _badge_flags(card: Card, lang: str) -> tuple[str, ...]:
    """The flags a face shows as badges: not 'descriptive title', which nearly every card has (furnace_lab's own
    titles): the footer says it instead."""
    return tuple(words(key, lang) for key in _flag_keys(card) if key != "descriptive")


def local_title(card: Card, lang: str = "en") -> str:
    """The card's title in ``lang``: its Portuguese title when it has one (a proper name stays as it is)."""
    check_lang(lang)
    return (card.title_pt or card.title) if lang == "pt" else card.title


def display_title(card: Card, lang: str = "en") -> str:
    """The title with what it is: ``"Oil sale → coal mine (descriptive title)"``."""
    flags = [words(k, lang) for k in _flag_keys(card) if k in ("descriptive", "transliterated")]
    title = local_title(card, lang)
    return f"{title} ({', '.join(flags)})" if flags else title


# --- effects in words ------------------------------------------------------------------------------------


def _value_words(name: str, value: object, lang: str) -> str:
    if isinstance(value, Bundle):
        return bundle_words(value, lang)
    if name == "resource":
        return NAMES_PT[str(value)][0] if lang == "pt" else str(value)
    if name == "activity":
        return ACTIVITIES_PT.get(str(value), str(value)) if lang == "pt" else str(value)
    if name == "discs" and isinstance(value, tuple):
        return f" {words('or', lang)} ".join(str(d) for d in value)
    return str(value)


def _family(effect: Text | Permanent | ManagerEffect) -> str:
    if isinstance(effect, Text):
        return "text"
    return "permanent" if isinstance(effect, Permanent) else "manager"


def _fill(template: str, effect: Text | Permanent | ManagerEffect, lang: str) -> str:
    return re.sub(r"\{(\w+)\}", lambda m: _value_words(m.group(1), getattr(effect, m.group(1)), lang), template)


def effect_words(effect: Effect, lang: str = "en") -> str:
    """One effect as a face says it: the card notation in English (``2 coal -> 1 oil x2``), Portuguese words in
    Portuguese (``2 carvões → 1 petróleo, até 2×``)."""
    check_lang(lang)
    if lang == "en":
        return format_effect(effect)
    if isinstance(effect, Gain):
        return words("gain", lang, bundle=bundle_words(effect.gain, lang))
    if isinstance(effect, Process):
        here = f" {words('from_here', lang)}" if effect.from_here else ""
        limit = f", {words('up_to', lang, n=effect.limit)}" if effect.limit is not None else ""
        return f"{bundle_words(effect.cost, lang)}{here} → {bundle_words(effect.gain, lang)}{limit}"
    if isinstance(effect, Upgrade):
        limit = words("no_limit", lang) if effect.limit is None else words("up_to", lang, n=effect.limit)
        return f"{words('upgrade', lang, bundle=bundle_words(effect.cost, lang))}, {limit}"
    if isinstance(effect, Delivery):
        return f"{words('delivery', lang)}: {effect_words(effect.effect, lang)}"
    family = _family(effect)
    return f"{words(family, lang)}: {_fill(TEMPLATES[lang][family][effect.kind], effect, lang)}"


def _reading_words(value: str, lang: str) -> str:
    """A dispute reading's value (notation) as the face says it: each row parsed and put in words."""
    if lang == "en":
        return value
    parts = []
    for part in value.split(LIST_SEPARATOR):
        try:
            parts.append(effect_words(parse_effect(part), lang))
        except NotationError:
            try:
                parts.append(bundle_words(parse_bundle(part), lang))
            except NotationError:
                parts.append(part)
    return LIST_SEPARATOR.join(parts)


def _param_words(name: str, value: int | str, lang: str) -> str:
    if lang == "en":
        return f"{name}: {value}"
    shown = bundle_words(parse_bundle(value), lang) if isinstance(value, str) else str(value)
    return f"{PARAMS_PT.get(name, name)}: {shown}"


# --- the face --------------------------------------------------------------------------------------------


def _rows(effects: tuple[Effect, ...], active: bool = True, note: str = "") -> tuple[Row, ...]:
    return tuple(Row(effect=e, active=active, note=note) for e in effects)


def _modules(modules: tuple[str, ...], lang: str) -> str:
    return ", ".join(REQUIRABLE_MODULES_PT.get(m, m) if lang == "pt" else m for m in modules)


def _income_basis(per: str, lang: str) -> str:
    if lang == "pt":
        if per.startswith("symbol:"):
            return words("symbol", lang, name=NAMES_PT[per.removeprefix("symbol:")][0])
        return AGENT_WORDS_PT.get(per, per)
    return _INCOME_BASIS.get(per, per.replace("symbol:", "") + " symbol")


def _money(amount: int, lang: str) -> str:
    return amount_words("money", amount, lang)


def _agent_strategy(card: Agent, lang: str) -> tuple[Row, ...]:
    s = card.strategy
    income = ", ".join(words("income_part", lang, money=_money(money, lang), basis=_income_basis(per, lang))
                       for money, per in s.income)
    if lang == "pt":
        target = (AGENT_WORDS_PT["any"] if s.target == "any"
                  else words("target_resource", lang, name=NAMES_PT[s.target][0]))
        bid, fallback = AGENT_WORDS_PT.get(s.bid, s.bid), AGENT_WORDS_PT.get(s.fallback, s.fallback)
    else:
        target, bid, fallback = s.target, s.bid, s.fallback
    return (
        Row(text=words("variable_disc", lang, value=card.variable_disc)),
        Row(text=words("target_line", lang, target=target, bid=bid, fallback=fallback)),
        Row(text=words("comp_money", lang, money=_money(s.compensation_money, lang))),
        Row(text=words("income", lang, income=income)),
        Row(text=card.text_pt if lang == "pt" else card.text_en),
    )


def _sections(card: Card, upgraded: bool, lang: str) -> tuple[Section, ...]:
    if isinstance(card, Company):
        if upgraded:
            return (Section(words("upgraded_side", lang), _rows(card.basic) + _rows(card.added)),)
        return (
            Section(words("compensation", lang), _rows((card.compensation,), note=words("auction_only", lang))),
            Section(words("basic_side", lang),
                    _rows(card.basic) + _rows(card.added, active=False, note=words("active_upgraded", lang))),
        )
    if isinstance(card, Startup):
        start = Row(text=words("start_with", lang, bundle=bundle_words(card.starting, lang) if lang == "pt"
                               else format_bundle(card.starting)), note=words("once_setup", lang))
        return (Section(words("starting", lang), (start,)), Section(words("rows", lang), _rows(card.rows)))
    if isinstance(card, Capitalist):
        rows = [Row(text=card.text_pt if lang == "pt" else card.text_en),
                Row(text=words("ability", lang, ability=card.ability))]
        rows += [Row(text=_param_words(name, value, lang)) for name, value in card.params]
        if card.replaces:
            rows.append(Row(text=words("replaces", lang, card=card.replaces)))
        if card.requires:
            rows.append(Row(text=words("requires", lang, modules=_modules(card.requires, lang))))
        return (Section(words("rule_change", lang), tuple(rows)),)
    if isinstance(card, Manager):
        rows = [Row(effect=card.effect)]
        heading = card.printed_heading_pt if lang == "pt" else card.printed_heading
        if heading:
            rows.append(Row(text=words("printed", lang, text=heading)))
        count = words("tokens" if card.copies == 1 else "tokens_plural", lang, n=card.copies)
        rows.append(Row(text=count + (words("personal", lang) if card.personal else "")))
        if card.requires:
            rows.append(Row(text=words("requires", lang, modules=_modules(card.requires, lang))))
        return (Section(words("manager_effect", lang), tuple(rows)),)
    if isinstance(card, BusinessSchool):
        return tuple(Section(words("school_side", lang, side=side.name),
                             _rows(side.options, note=words("split", lang)))
                     for side in card.sides)
    return (Section(words("strategy", lang), _agent_strategy(card, lang)),)


def _footer(card: Card, lang: str) -> tuple[str, ...]:
    p = card.provenance
    if lang == "pt":
        tag, meaning = CONFIDENCE_PT.get(p.confidence, (p.confidence, ""))
    else:
        tag, meaning = p.confidence, CONFIDENCE.get(p.confidence, "")
    lines = [words("sources", lang, sources=", ".join(p.sources), tag=tag, meaning=meaning)]
    if getattr(card, "title_is_descriptive", False):
        lines.append(words("descriptive_note", lang))
    if lang == "pt":
        # the research notes (and why a reading is the default) are written in English only: a Portuguese face
        # says they exist instead of mixing the two languages
        if p.notes or any(d.note for d in p.disputes):
            lines.append(words("notes_en_only", lang))
    elif p.notes:
        lines.append(words("notes", lang, notes=p.notes))
    for d in p.disputes:
        readings = " | ".join(
            f"{r.key}{words('in_use', lang) if r.key == d.chosen else ''}"
            f"{words('default', lang) if r.key == d.default else ''}: "
            f"{_reading_words(r.value, lang)} [{r.source}]"
            for r in d.readings
        )
        name = DISPUTED_FIELDS_PT.get(d.field, d.field) if lang == "pt" else d.field
        lines.append(words("disputed", lang, field=name, readings=readings))
        if d.note and lang == "en":
            lines.append(words("why", lang, note=d.note))
    return tuple(lines)


def card_face(card: Card, upgraded: bool = False, lang: str = "en") -> Face:
    """The face of ``card`` (the upgraded side of a Company when ``upgraded``), in ``lang`` ("en" or "pt")."""
    check_lang(lang)
    if upgraded and not isinstance(card, Company):
        raise ValueError(f"only Company cards have an upgraded side; {card.id} is a {KIND_LABEL[card.kind]}")
    kind = KIND_LABEL_PT[card.kind] if lang == "pt" else KIND_LABEL[card.kind]
    expansion = EXPANSION_PT.get(card.expansion, card.expansion) if lang == "pt" else card.expansion
    badges = (kind, expansion, *_badge_flags(card, lang))
    return Face(card, local_title(card, lang), badges, _sections(card, upgraded, lang), _footer(card, lang), lang)


# --- text ------------------------------------------------------------------------------------------------


def _row_text(row: Row, lang: str) -> str:
    if row.effect is None:
        body = row.text
    else:
        body = effect_words(row.effect, lang)
        if isinstance(row.effect, Delivery):
            body = f"{LIGHTNING} {body}"
        elif isinstance(row.effect, Permanent):
            body = f"{words('blue', lang)} {body}"
    if not row.active:
        body = f"{words('faded', lang)} {body}"
    return f"{body}   — {row.note}" if row.note else body


def card_text(card: Card, upgraded: bool = False, lang: str = "en") -> str:
    """A plain-text card face, in ``lang`` ("en" or "pt")."""
    face = card_face(card, upgraded, lang)
    lines = [f"{card.id} · {face.title}", f"[{' · '.join(face.badges)}]"]
    for section in face.sections:
        lines.append(f"── {section.heading} ──")
        lines.extend(f"  {_row_text(row, lang)}" for row in section.rows)
    lines.extend(face.footer)
    return "\n".join(lines)


# --- HTML ------------------------------------------------------------------------------------------------

_E = html.escape


def resource_chip(name: str, amount: int | None = None, lang: str = "en") -> str:
    """One resource (or money) as the game's own piece (cube, bar, drum, coin, token; :mod:`~furnace_lab.cards.pieces`)
    beside its amount, its name in ``lang`` as the piece's accessible name and tooltip."""
    return amount_html(name, amount, lang)


def bundle_html(bundle: Bundle, lang: str = "en") -> str:
    return "".join(resource_chip(name, amount, lang) for name, amount in bundle.items())


def _limit(limit: int | None, lang: str = "en") -> str:
    shown = INFINITY if limit is None else str(limit)
    return (f'<sup class="fl-limit" title="{_E(words("limit", lang))}" style="white-space:nowrap">'
            f'×{shown}</sup>')


def _template_html(template: str, effect: Text | Permanent | ManagerEffect, lang: str) -> str:
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
            out.append(bundle_html(value, lang))
        elif name == "resource":
            out.append(resource_chip(value, lang=lang))
        else:
            out.append(_E(_value_words(name, value, lang)))
    return "".join(out)


def effect_html(effect: Effect, lang: str = "en") -> str:
    """One effect with coloured chips; the effect in words (the notation, in English) is the ``title``, for
    screen readers."""
    check_lang(lang)
    if isinstance(effect, Gain):
        inner = bundle_html(effect.gain, lang)
    elif isinstance(effect, Process):
        here = f' <span class="fl-here">{_E(words("from_here", lang))}</span>' if effect.from_here else ""
        limit = _limit(effect.limit, lang) if effect.limit is not None else ""
        inner = f"{bundle_html(effect.cost, lang)}{here} →{limit} {bundle_html(effect.gain, lang)}"
    elif isinstance(effect, Upgrade):
        inner = (f'{bundle_html(effect.cost, lang)} →{_limit(effect.limit, lang)} '
                 f'<span class="fl-upgrade">{piece_svg("upgrade", lang)}</span>')
    elif isinstance(effect, Delivery):
        bolt = f'<span class="fl-delivery" title="{_E(words("delivery_tip", lang))}">{LIGHTNING}</span>'
        inner = f"{bolt} {effect_html(effect.effect, lang)}"
    else:
        inner = _template_html(TEMPLATES[lang][_family(effect)][effect.kind], effect, lang)
    return f'<span class="fl-effect" title="{_E(effect_words(effect, lang))}">{inner}</span>'


def _row_html(row: Row, lang: str) -> str:
    style = ["padding:2px 6px", "margin:2px 0", "border-radius:4px"]
    classes = ["fl-row"]
    if row.effect is None:
        body = _E(row.text)
    else:
        body = effect_html(row.effect, lang)
        if isinstance(row.effect, Permanent):
            classes.append("fl-permanent")
            style.append(f"background:{PERMANENT_BACKGROUND}")
        if isinstance(row.effect, Delivery):
            classes.append("fl-delivery-row")
            style.append("border-left:3px solid #e0b000")
    if not row.active:
        classes.append("fl-faded")
        style.append(FADED_ROW_STYLE)
    colour = FADED_TEXT if not row.active else MUTED_TEXT
    note = f' <small style="color:{colour}">{_E(row.note)}</small>' if row.note else ""
    return f'<div class="{" ".join(classes)}" style="{";".join(style)}">{body}{note}</div>'


def card_html(card: Card, upgraded: bool = False, provenance: bool = True, lang: str = "en") -> str:
    """A self-contained HTML card face (inline styles only, every text escaped), in ``lang`` ("en" or "pt")."""
    face = card_face(card, upgraded, lang)
    parts = [
        f'<div class="fl-card fl-{card.kind}" lang="{lang}" style="display:inline-block;vertical-align:top;'
        'width:22em;max-width:100%;box-sizing:border-box;white-space:normal;overflow-wrap:break-word;line-height:1.35;'
        'border:2px solid #555;border-radius:8px;padding:6px;margin:4px;font-family:sans-serif;'
        f'font-size:13px;background:{CARD_BACKGROUND};color:{CARD_TEXT}">',
        f'<div class="fl-title" style="font-weight:bold">{_E(face.title)}</div>',
        # the id is what a player types (``use base-c7``): a hover on the badges, not a line every learner reads
        f'<div class="fl-id" title="{_E(card.id)}" style="color:{MUTED_TEXT};font-size:11px">'
        f'{_E(" · ".join(face.badges))}</div>',
    ]
    for section in face.sections:
        parts.append(f'<div class="fl-section" style="margin-top:4px"><div style="font-size:11px;color:{MUTED_TEXT};'
                     f'border-bottom:1px solid #ccc">{_E(section.heading)}</div>')
        parts.extend(_row_html(row, lang) for row in section.rows)
        parts.append("</div>")
    if provenance:
        lines = "".join(f"<div>{_E(line)}</div>" for line in face.footer)
        parts.append(f'<div class="fl-provenance" style="margin-top:4px;font-size:10px;color:{MUTED_TEXT}">'
                     f"{lines}</div>")
    parts.append("</div>")
    return "".join(parts)


@dataclass(frozen=True, slots=True)
class CardFace:
    """A card (and side) that shows its face in a notebook: ``CardFace(catalog.card("ib-04"), lang="pt")``."""

    card: Card
    upgraded: bool = False
    lang: str = "en"

    def _repr_html_(self) -> str:
        return card_html(self.card, self.upgraded, lang=self.lang)

    def __str__(self) -> str:
        return card_text(self.card, self.upgraded, self.lang)


def cards_html(cards: list[Card] | tuple[Card, ...], upgraded: bool = False, lang: str = "en") -> str:
    """Several faces side by side (``upgraded`` applies to the Company cards)."""
    return "".join(card_html(c, upgraded and isinstance(c, Company), lang=lang) for c in cards)


__all__ = ["CardFace", "card_face", "card_html", "card_text", "cards_html", "display_title", "effect_html",
           "effect_words", "local_title"]
