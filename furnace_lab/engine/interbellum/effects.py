"""Interbellum's new effects on a card, summarised once, and the rules that apply them.

* **Deliveries** (lightning bolt) are resolved once: the basic side's as soon as the card is received in the
  auction, before the next card of the row is resolved (interbellum.delivery.basic-on-receipt); the upgraded
  side's as soon as the card is upgraded, even if it was already resolved this round
  (interbellum.delivery.upgraded-on-upgrade). They are not resolved with the card in production.
* **Text effects** are resolved with the card, in listed order (interbellum.text-effect.order), and count as
  neither extraction nor processing (interbellum.text-effect.neither).
* **Permanent effects** act from the moment the card is received, the auction included
  (interbellum.permanent.always-on); they are never resolved with the card.

:class:`IbCard` is what the engine keeps per card: per side, its delivery, its permanent effects, and which
resources it lets you sell or convert (for "gain X per card that lets you ..."; only active, fully coloured
effects count: interbellum.clarification.for-each-card-active).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from furnace_lab.cards.resources import ORDER
from furnace_lab.engine.base import production as _production
from furnace_lab.engine.base.production import ROW_HANDLERS
from furnace_lab.engine.core import citations as R
from furnace_lab.engine.core import events as _events
from furnace_lab.engine.core import naming as N
from furnace_lab.engine.core.actions import DONE, Action
from furnace_lab.engine.core.cards import GAIN, PROCESS, UPGRADE
from furnace_lab.engine.core.constants import SLOTS
from furnace_lab.engine.core.logtext import LogText, Named, notation_words
from furnace_lab.engine.core.words import row_words
from furnace_lab.engine.interbellum.expansion import DELIVERY, FROM_HERE, PERMANENT, TEXT, is_conversion, is_selling
from furnace_lab.engine.interbellum.ib_words import both
from furnace_lab.engine.interbellum.permanent import (
    EXTRACTION_HELD,
    TOKEN_HELD,
    UPGRADE_COAL_HELD,
    extraction_bonus,
    token_upgrade,
    upgrade_coal,
)
from furnace_lab.engine.text import say

if TYPE_CHECKING:
    from furnace_lab.engine.core.cards import CardInfo, Pairs, Row
    from furnace_lab.engine.core.state import GameState


class IbCard:
    """One card's Interbellum content, per side (index 0 basic, 1 upgraded)."""

    __slots__ = ("delivery", "kinds", "lets", "perms")

    def __init__(self, delivery: tuple[Row | None, Row | None], perms: tuple[tuple[Row, ...], tuple[Row, ...]],
                 lets: tuple[frozenset[tuple[str, int]], frozenset[tuple[str, int]]]) -> None:
        self.delivery = delivery
        """(basic side's delivery row or None, the upgraded side's added delivery row or None)."""
        self.perms = perms
        """Active permanent rows per side."""
        self.kinds = tuple(dict.fromkeys(row[3][0] for side in perms for row in side))
        """The kinds of its permanent effects, either side, in printed order."""
        self.lets = lets
        """Per side: the (activity, resource slot) pairs its active processing rows allow."""


def _lets(rows: tuple[Row, ...]) -> frozenset[tuple[str, int]]:
    """"Sell/convert a resource" counts whether it is processed alone or with others
    (interbellum.clarification.convert-sell-combined)."""
    out = set()
    for row in rows:
        if row[0] != PROCESS and row[0] != FROM_HERE:
            continue
        for slot, _ in row[1]:
            if slot < 4:
                if is_selling(row):
                    out.add(("selling", slot))
                if is_conversion(row):
                    out.add(("converting", slot))
    return frozenset(out)


def summarise(info: CardInfo) -> IbCard:
    basic_delivery = next((r for r in info.basic if r[0] == DELIVERY), None)
    added_delivery = next((r for r in info.added if r[0] == DELIVERY), None)
    perms = (tuple(r for r in info.basic if r[0] == PERMANENT), tuple(r for r in info.upgraded if r[0] == PERMANENT))
    return IbCard((basic_delivery, added_delivery), perms, (_lets(info.basic), _lets(info.upgraded)))


# --- resolving the new rows ----------------------------------------------------------------------------


# the explanations logged most often, kept as templates (written out when the log is read: engine.logtext)
RULES_DELIVERY_RECEIPT: Final = (R.IB_DELIVERY_ONCE, R.IB_DELIVERY_RECEIPT)
RULES_DELIVERY_UPGRADE: Final = (R.IB_DELIVERY_ONCE, R.IB_DELIVERY_UPGRADE)
TEXT_DELIVERY: Final = LogText.of("ib.effect.delivery", ("player", "card", "gain"), ("player", "card", "", "gain"))
"""A delivery taken (the seat's name, the card, what it gives in English, in Portuguese)."""
TEXT_DELIVERY_NEXT: Final = LogText.of("ib.effect.delivery-next", ("card", "row"), pt_values=notation_words(1))
"""A processing delivery spliced in as the card's next row (the card, the row in the card notation)."""
RULES_TEXT: Final = (R.IB_TEXT_ORDER, R.IB_TEXT_NEITHER)
RULES_GAIN_PER_CARD: Final = (*RULES_TEXT, R.IB_FOR_EACH_ACTIVE, R.IB_CONVERT_SELL_COMBINED)
TEXT_GAIN_PER_CARD: Final = LogText.of("ib.effect.gain-per-card", ("player", "row", "cards"),
                                     pt_values=notation_words(1))


def _taken_pt(values: tuple[Any, ...]) -> tuple[Any, ...]:
    """The Portuguese words of TEXT_TAKE_STORED's values: "2 ferros guardados" for (2, "iron"), the amount with its
    resource and "guardado" agreeing with it (every resource's name is masculine in Portuguese)."""
    who, k, name, card = values
    amount = f"${k}" if name == "money" else f"{k} {_events.PT_NAMES[name][k != 1]}"
    stored = say("ib.effect.amount-stored-one" if k == 1 else "ib.effect.amount-stored-many", "pt", amount=amount)
    return who, stored, card


TEXT_TAKE_STORED: Final = LogText.of("ib.effect.take-stored", ("player", "amount", "resource", "card"),
                                   ("player", "amount", "card"), _taken_pt)
"""Resources taken from a card (the seat's name, how many, the resource's English name, the card)."""


def _none_stored_pt(values: tuple[Any, ...]) -> tuple[Any, ...]:
    who, name, card = values
    return who, _events.PT_NAMES[name][0], card


TEXT_NONE_STORED: Final = LogText.of("ib.effect.none-stored", ("player", "resource", "card"),
                                   pt_values=_none_stored_pt)
"""A take-stored effect on a card holding none of that resource (the seat's name, the resource's English name, the
card): said so, rather than "takes 0 iron"."""


def _pt_words(notation: str) -> str:
    """A card row in the card faces' Portuguese words."""
    return row_words(notation, "pt")


def _log(s: GameState, seat: int, rules: tuple[str, ...], en: str, pt: str) -> None:
    s._log = ("ib", seat, True, rules, en, pt, s._log)


def gain(s: GameState, seat: int, parts: Pairs, times: int = 1) -> None:
    base = seat * SLOTS
    for slot, amount in parts:
        s._holdings[base + slot] += amount * times


def deliver(s: GameState, seat: int, card: int, row: Row, upgraded: bool, at: int | None = None) -> None:
    """Resolve a delivery once (interbellum.delivery.once): an extraction at once; a processing delivery is
    spliced in as the next row of the card being resolved, so the player chooses how often to run it."""
    g = s._g
    rule = R.IB_DELIVERY_UPGRADE if upgraded else R.IB_DELIVERY_RECEIPT
    readings = R.ENGINE_IB_EFFECT_READINGS
    if not row[1]:
        gain(s, seat, row[2])
        bundle_text = _events.bundle_text
        s._log = ("ib", seat, True, RULES_DELIVERY_UPGRADE if upgraded else RULES_DELIVERY_RECEIPT, TEXT_DELIVERY,
                  g.names[seat], N.named(g, card), bundle_text(row[2], "en"), bundle_text(row[2], "pt"), s._log)
        perm = s._permanent_groups[seat]  # state._permanent_groups (permanent.held_groups)
        if perm & EXTRACTION_HELD:
            extraction_bonus(s, seat, row[2])
        if perm & TOKEN_HELD:
            token_upgrade(s, seat, row[2], at)
        return
    run = (PROCESS, row[1], row[2], row[3], row[4])
    ri = s._row_index
    current = s._rows[ri] if ri < len(s._rows) else None
    # from an upgrade row (or a free-upgrade text row) the delivery comes at once, then the row continues;
    # from a text effect that upgrades the next Company, right after that text effect
    if at is None:
        at = ri if current is not None and (current[0] == UPGRADE or (current[0] == TEXT and
                                                                      current[3][0] == "upgrade-one")) else ri + 1
    s._rows = (*s._rows[:at], run, *s._rows[at:])
    s._log = ("ib", seat, True, (R.IB_DELIVERY_ONCE, rule, readings), TEXT_DELIVERY_NEXT, N.named(g, card), row[4],
              s._log)


def on_upgrade(s: GameState, seat: int, card: int, pay: Pairs, at: int | None = None) -> None:
    """After a Company is upgraded: its upgraded side's delivery, and coal-storing permanents."""
    g = s._g
    if s._permanent_groups[seat] & UPGRADE_COAL_HELD:  # state._permanent_groups (permanent.held_groups)
        upgrade_coal(s, seat, pay)
    ib = g.ib_rows[card]
    if ib is not None and ib.delivery[1] is not None:
        deliver(s, seat, card, ib.delivery[1], True, at)


def on_receipt(s: GameState, seat: int, card: int) -> None:
    """A card is received in the auction: its basic side's delivery (interbellum.delivery.basic-on-receipt)."""
    ib = s._g.ib_rows[card]
    if ib is not None and ib.delivery[0] is not None:
        deliver(s, seat, card, ib.delivery[0], False)


def cards_letting(s: GameState, seat: int, activity: str, slot: int) -> int:
    """How many of the seat's cards let it sell/convert a resource on their active side."""
    cards = s._g.cards
    up = s._upgraded
    key = (activity, slot)
    k = 0
    for c in s._lines[seat]:  # a plain loop: no generator's frame for a handful of cards
        if key in (cards[c].lets or lets_of(cards[c]))[up >> c & 1]:
            k += 1
    return k


def text_row(s: GameState, seat: int, row: Row) -> tuple[Action, ...] | None:
    """Resolve a text effect (interbellum.text-effect.order / neither); return a choice if one is needed."""
    g = s._g
    kind, activity, slot = row[3]
    card = s._card
    name = g.names[seat]
    rules = RULES_TEXT
    if kind == "gain-per-card":
        k = cards_letting(s, seat, activity, slot)
        gain(s, seat, row[2], k)
        s._log = ("ib", seat, True, RULES_GAIN_PER_CARD, TEXT_GAIN_PER_CARD, name, row[4], k, s._log)
        if k:
            token_upgrade(s, seat, row[2], times=k)
        return None
    if kind == "take-stored":
        stored = list(s._stored.get(card, (0, 0, 0, 0, 0)))
        k = stored[slot]
        if k:
            stored[slot] = 0
            s._stored[card] = tuple(stored)
            s._holdings[seat * SLOTS + slot] += k
        if k:
            s._log = ("ib", seat, True, RULES_TEXT, TEXT_TAKE_STORED, name, k, ORDER[slot], N.named(g, card), s._log)
            token_upgrade(s, seat, ((slot, k),))
        else:
            s._log = ("ib", seat, True, RULES_TEXT, TEXT_NONE_STORED, name, ORDER[slot], N.named(g, card), s._log)
        return None
    closed = s._upgraded | g.startup_mask
    line = s._lines[seat]
    if kind == "upgrade-next":
        if card not in line:  # a neighbour's card resolved by a Capitalist: no "next" Company of hers
            return None
        k = line.index(card)
        target = next((c for c in line[k + 1:] if not closed >> c & 1), -1)
        if target >= 0:
            s._upgraded |= 1 << target
            _log(s, seat, (*rules, R.IB_UPGRADE_NEITHER, R.ENGINE_IB_EFFECT_READINGS),
                 *both("ib.effect.upgrades-next", player=name, card=N.named(g, target),
                       row=Named(row[4], _pt_words(row[4]))))
            on_upgrade(s, seat, target, ())
        return None
    # upgrade-one: a free upgrade of one Company of the player's choice, or none
    if s._upgrades_on_row:
        return None
    choices = [g.upg_act[c] for c in line if not closed >> c & 1]
    return (*sorted(choices), DONE) if choices else None


def from_here_row(s: GameState, seat: int, row: Row) -> tuple[Action, ...] | None:
    """A processing row paid with resources stored on the card itself."""
    stored = s._stored.get(s._card, (0, 0, 0, 0, 0))
    m = row[3]
    for slot, amount in row[1]:
        m = min(m, stored[slot] // amount)
    return _production.RUN_PREFIX[m] if m else None


def skip_row(s: GameState, seat: int, row: Row) -> None:
    """Deliveries and permanent effects are not resolved with the card."""
    return None


def lets_of(info: CardInfo) -> tuple[frozenset[tuple[str, int]], frozenset[tuple[str, int]]]:
    """What a card's basic and upgraded sides let you sell or convert (worked out once per compiled card)."""
    lets = info.lets
    if lets is None:
        lets = info.lets = (_lets(info.basic), _lets(info.upgraded))
    return lets


def register() -> None:
    ROW_HANDLERS.update({DELIVERY: skip_row, PERMANENT: skip_row, TEXT: text_row, FROM_HERE: from_here_row})


GAIN_ROW = GAIN
register()

# bound last, as modules: the log's texts, and the production phase (loaded by register() above; no import order
# matters)
