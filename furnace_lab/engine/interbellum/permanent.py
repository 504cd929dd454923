"""Interbellum's permanent effects: active from the moment a card is received (interbellum.permanent.always-on).

A permanent effect is never resolved with its card and counts as neither extraction nor processing
(interbellum.permanent.neither). The engine asks here at the moments they act:

==============================  ===============================================================================
kind                            when it acts
==============================  ===============================================================================
``store-on-outbid``             in the auction, each time its owner's currently winning disc on a card is
                                outbid by an opponent: the gain is stored on this card (interbellum.components.
                                outbid-iron-card)
``bonus-per-sale``              each selling transaction of that resource: gain per transaction
``bonus-per-unit-sold``         each unit of that resource sold: gain per unit
``extraction-bonus``            each extraction that gives that resource (production, compensation, deliveries):
                                gain that much more
``single-type-selling-limit``   production rows selling a single resource type: limit + amount
                                (interbellum.clarification.single-type-selling, .transaction-limit-plus-one)
``store-upgrade-coal``          coal paid for upgrades is stored on this card
``store-on-compensation``       compensation for a disc of a named value (never the variable disc): store the gain
``upgrade-on-token-gain``       each gain of an upgrade token, in any phase: an upgrade choice at once
                                (:func:`token_upgrade`; furnace_lab.interbellum.token-upgrade)
==============================  ===============================================================================
"""

from __future__ import annotations

from itertools import compress
from operator import itemgetter
from typing import TYPE_CHECKING, Final

from furnace_lab.engine.core import citations as R
from furnace_lab.engine.core import naming as N
from furnace_lab.engine.core.cards import UPGRADE as _UPGRADE
from furnace_lab.engine.core.constants import (  # the bits of state._permanent_groups, one per group of GROUPS
    COMPENSATION_HELD,  # noqa: F401 (re-exported: other modules ask here)
    EXTRACTION_HELD,
    GROUP_BITS,
    LIMIT_HELD,  # noqa: F401 (re-exported: other modules ask here)
    OUTBID_HELD,
    SALE_HELD,
    SLOTS,
    TOKEN,
    TOKEN_HELD,
    UPGRADE_COAL_HELD,  # noqa: F401 (re-exported: other modules ask here)
)
from furnace_lab.engine.core.events import bundle_text
from furnace_lab.engine.core.logtext import LogText, Named, notation_words
from furnace_lab.engine.core.words import row_words
from furnace_lab.engine.interbellum.ib_words import both

if TYPE_CHECKING:
    from furnace_lab.engine.core.cards import Pairs, Row
    from furnace_lab.engine.core.spec import GameSpec, PermKey
    from furnace_lab.engine.core.state import GameState
    from furnace_lab.engine.interbellum.effects import IbCard


NONE: Final[tuple[()]] = ()
_VALUE: Final = itemgetter(1)
_SLOT: Final = itemgetter(0)
OUTBID: Final = ("store-on-outbid",)
TOKEN_GAIN: Final = ("upgrade-on-token-gain", "upgrade-one-on-token-gain")
EXTRACTION: Final = ("extraction-bonus",)
SALE: Final = ("bonus-per-sale", "bonus-per-unit-sold")
SELL_LIMIT: Final = ("single-type-selling-limit",)
UPGRADE_COAL: Final = ("store-upgrade-coal",)
COMPENSATION: Final = ("store-on-compensation",)
GROUPS: Final = (OUTBID, TOKEN_GAIN, EXTRACTION, SALE, SELL_LIMIT, UPGRADE_COAL, COMPENSATION)
"""The kinds asked together at one moment of the rules (each tuple is a key of ``GameSpec.perm_kind``)."""
assert len(GROUP_BITS) == len(GROUPS)  # one bit per group (core.constants), in this order
GAIN_HELD: Final = EXTRACTION_HELD | TOKEN_HELD
"""The groups that act after an extraction row (:func:`after_extraction`)."""
RUN_HELD: Final = SALE_HELD | TOKEN_HELD
"""The groups that act after a processing row's runs (:func:`after_processing`)."""

# the explanations logged most often, kept as templates (written out when the log is read: engine.logtext)
RULES_OUTBID: Final = (R.IB_PERMANENT_ALWAYS, R.IB_OUTBID_CARD)
TEXT_OUTBID: Final = LogText.of("ib.perm.outbid", ("player", "card", "store", "stored"),
                              ("player", "card", "store", "", "stored"))
"""(the seat's name, the card outbid, the card that stores, what it stores in English, in Portuguese)"""
RULES_TOKEN_UPGRADE: Final = (R.IB_PERMANENT_ALWAYS, R.IB_PERMANENT_EXAMPLES, R.ENGINE_IB_TOKEN_UPGRADE)
TEXT_TOKEN_UPGRADE: Final = LogText.of("ib.perm.token-upgrade", ("player", "row"), pt_values=notation_words(1))
TEXT_TOKEN_UPGRADE_NOW: Final = LogText.of("ib.perm.token-upgrade-now", ("player", "row"), pt_values=notation_words(1))
RULES_COAL_STORED: Final = (R.IB_PERMANENT_ALWAYS,)
TEXT_COAL_STORED: Final = LogText.of("ib.perm.coal-stored", ("coal", "card"))
RULES_EXTRACTION_BONUS: Final = (R.IB_PERMANENT_ALWAYS, R.ENGINE_IB_EFFECT_READINGS)
TEXT_EXTRACTION_BONUS: Final = LogText.of("ib.perm.extraction-bonus", ("player", "row"), pt_values=notation_words(1))
RULES_SALE_BONUS: Final = (R.IB_PERMANENT_ALWAYS, R.IB_EACH_TRANSACTION, R.IB_GAIN_PER_TRANSACTION)
TEXT_SALE_BONUS: Final = LogText.of("ib.perm.sale-bonus", ("player", "row", "times"), pt_values=notation_words(1))


def kind_table(ib_rows: tuple[IbCard | None, ...]) -> dict[PermKey, tuple[int, ...]]:
    """Per kind, and per group of kinds asked together: the cards printing it on either side, by index.

    Built once per game, so a rule asks only the few cards that can answer (most games have none of a kind)."""
    table: dict[str, list[int]] = {}
    for card in compress(range(len(ib_rows)), ib_rows):  # the cards with Interbellum rows
        for kind in ib_rows[card].kinds:  # type: ignore[union-attr]  # compress keeps the cards with rows
            table.setdefault(kind, []).append(card)
    out: dict[PermKey, tuple[int, ...]] = {kind: tuple(cards) for kind, cards in table.items()}
    for group in GROUPS:
        if len(group) == 1:
            if group[0] in out:
                out[group] = out[group[0]]
            continue
        cards = sorted({c for kind in group for c in table.get(kind, ())})
        if cards:
            out[group] = tuple(cards)
    return out


def holding(g: GameSpec, line: tuple[int, ...], kinds: tuple[str, ...]) -> tuple[int, ...]:
    """The cards of a line printing one of ``kinds`` (a group of :data:`GROUPS`), in line order."""
    cards = [c for c in g.perm_kind.get(kinds, ()) if c in line]
    if len(cards) > 1:
        cards.sort(key=line.index)
    return tuple(cards)


def group_bits(table: dict[PermKey, tuple[int, ...]]) -> dict[int, int]:
    """Per card printing a permanent effect (by index), the groups it prints on either side (bits of
    :data:`GROUP_BITS`), from a :func:`kind_table`."""
    bits: dict[int, int] = {}
    for bit, group in zip(GROUP_BITS, GROUPS, strict=True):
        for card in table.get(group, ()):
            bits[card] = bits.get(card, 0) | bit
    return bits


_PERM: dict[tuple[IbCard | None, ...], tuple[tuple[tuple[PermKey, tuple[int, ...]], ...], dict[int, int]]] = {}
"""Per tuple of a table's Interbellum rows (None or each card's summary, compared by identity, so the key says
which cards with Interbellum rows sit where): the permanent-effect table's items and each printing card's groups
(:func:`perm_tables`)."""


def perm_tables(ib_rows: tuple[IbCard | None, ...]
                ) -> tuple[tuple[tuple[PermKey, tuple[int, ...]], ...], dict[int, int]]:
    """The items of :func:`kind_table` for these cards, and per card printing
    a permanent effect the groups it prints (:func:`group_bits`). Cached: it
    depends only on which cards with Interbellum rows sit where, and games with the new Companies place them alike."""
    key = ib_rows  # its rows are compared by identity (a row summary has no __eq__ of its own)
    hit = _PERM.get(key)
    if hit is None:
        table = kind_table(ib_rows)
        hit = (tuple(table.items()), group_bits(table))
        if len(_PERM) >= 512:
            _PERM.clear()
        _PERM[key] = hit
    return hit


def spec_tables(g: GameSpec) -> None:
    """A game whose cards print permanent effects: its tables, once, when its fixed part is built (the
    ``spec_ready`` hook): ``g.perm_kind`` and ``g.perm_bits``."""
    items, g.perm_bits = perm_tables(g.ib_rows)
    g.perm_kind = dict(items)


def held_groups(g: GameSpec, line: tuple[int, ...]) -> int:
    """Which groups of permanent effects the cards of a line print, on either side (bits of :data:`GROUP_BITS`,
    from ``GameSpec.perm_bits``; 0 for none).

    Each player's answer is kept in ``state._permanent_groups`` and updated whenever their line changes (a card
    received, inserted or discarded), so a rule whose group bit is clear for a player skips its effects at once: most
    players hold no such card."""
    bits = g.perm_bits
    mask = 0
    for card in bits.keys() & line:  # the printers in the line: usually none, or one
        mask |= bits[card]
    return mask


def joined(s: GameState, seat: int, card: int) -> None:
    """A card printing a permanent effect joins a player's line: its groups join theirs
    (``state._permanent_groups``)."""
    held = s._permanent_groups
    s._permanent_groups = (*held[:seat], held[seat] | s._g.perm_bits[card], *held[seat + 1:])


def refresh_held(s: GameState) -> None:
    """Work out ``state._permanent_groups`` afresh from the lines (after setup, loading, or a card leaving a line)."""
    g = s._g
    s._permanent_groups = tuple([held_groups(g, line) for line in s._lines]) if g.perm_bits else (0,) * len(s._lines)


def active(s: GameState, player: int, kinds: tuple[str, ...] | None = None) -> list[tuple[int, Row]]:
    """(card index, permanent row) for each active permanent effect of a player's cards, in line order
    (only the kinds named, when ``kinds`` is one of :data:`GROUPS`).

    Only the game's few cards printing those kinds (``GameSpec.perm_kind``, usually one card or none) are looked
    for in the line, so asking costs next to nothing when nobody holds one."""
    g = s._g
    rows = g.ib_rows
    up = s._upgraded
    if kinds is None:
        return [(card, row) for card in s._lines[player] if rows[card] is not None
                for row in rows[card].perms[up >> card & 1]]
    printers = g.perm_kind.get(kinds)
    if printers is None:
        return NONE  # type: ignore[return-value]
    line = s._lines[player]
    if len(printers) == 1:
        if printers[0] not in line:
            return NONE  # type: ignore[return-value]
        cards: tuple[int, ...] = printers
    else:
        cards = holding(g, line, kinds)
        if not cards:
            return NONE  # type: ignore[return-value]
    found = []  # plain loops: a comprehension costs a function object per call, for a card or two
    for card in cards:
        for row in rows[card].perms[up >> card & 1]:
            if row[3][0] in kinds:
                found.append((card, row))
    return found


def store(s: GameState, card: int, parts: Pairs, times: int = 1) -> None:
    amounts = list(s._stored.get(card, (0, 0, 0, 0, 0)))
    for slot, amount in parts:
        amounts[slot] += amount * times
    s._stored[card] = tuple(amounts)


def on_outbid(s: GameState, i: int, seat: int, value: int) -> None:
    """A disc worth ``value`` of ``seat`` is about to land on card ``i``: is someone's winning bid outbid?
    (``auction.note_outbid`` calls it only for a disc higher than every disc on the card.)"""
    bids = s._row_bids[i]
    if not bids:  # no disc yet: nobody to outbid
        return
    top_seat, top = max(bids, key=_VALUE)  # the first of equal highest discs, as placed
    if value <= top or top_seat == seat or top_seat >= s._g.n:
        return
    if not s._permanent_groups[top_seat] & OUTBID_HELD:  # the usual answer: the leader's cards print no such effect
        return
    g = s._g
    for card, row in active(s, top_seat, OUTBID):
        if row[3][0] == "store-on-outbid":
            store(s, card, row[2])
            s._log = ("ib", top_seat, True, RULES_OUTBID, TEXT_OUTBID, g.names[top_seat], N.named(g, s._row[i]),
                      N.named(g, card), _bundle_text(row[2], "en"), _bundle_text(row[2], "pt"), s._log)


def token_upgrade(s: GameState, player: int, gain: Pairs, at: int | None = None, times: int = 1) -> None:
    """"When gaining an upgrade token, you may upgrade" (Start-up 7), at every gain of a token: a production row,
    compensation (a Business School's too), a delivery, a text or permanent effect.

    The choice is an upgrade row of that player's (``upgrade CARD`` ... ``done``): in production it is spliced into
    the card being resolved, at ``at`` (default: right after the row in progress); in the auction's resolution it
    opens at once, on the Start-up, and the resolution goes on once it is done
    (furnace_lab.interbellum.token-upgrade). Any number of Companies, or with the 'one-per-token' reading one per
    token gained (``times`` transactions of ``gain``)."""
    g = s._g
    if player >= g.n:
        return
    printers = g.perm_kind.get(TOKEN_GAIN)  # the usual answer, nobody holds it, found before counting tokens
    if printers is None or (len(printers) == 1 and printers[0] not in s._lines[player]):
        return
    tokens = 0
    for slot, amount in gain:
        if slot == TOKEN:
            tokens += amount * times
    if not tokens:
        return
    found = active(s, player, TOKEN_GAIN)
    if not found:
        return
    card, row = found[0]
    limit = tokens if row[3][0] == "upgrade-one-on-token-gain" else None
    upgrade = (_UPGRADE, row[1], (), limit, row[4])
    name = s._g.names[player]
    rules = RULES_TOKEN_UPGRADE
    if s._card >= 0:  # a card (or an earlier token gain) is being resolved: the upgrade row comes next
        where = s._row_index + 1 if at is None else at
        s._rows = (*s._rows[:where], upgrade, *s._rows[where:])
        s._log = ("ib", player, True, rules, TEXT_TOKEN_UPGRADE, name, row[4], s._log)
        return
    # between cards: in the auction's resolution (compensation, a delivery on receipt) the decision is now
    s._card = card
    s._rows = (upgrade,)
    s._row_index = 0
    s._upgrades_on_row = 0
    s.current_player = player
    s._log = ("ib", player, True, rules, TEXT_TOKEN_UPGRADE_NOW, name, row[4], s._log)


def extraction_bonus(s: GameState, player: int, gain: Pairs) -> None:
    """After an extraction: "when extracting X, gain Y more" (every extraction, once per extraction)."""
    printers = s._g.perm_kind.get(EXTRACTION)  # the usual answer, nobody holds it, found without asking active()
    if printers is None or (len(printers) == 1 and printers[0] not in s._lines[player]):
        return
    found = active(s, player, EXTRACTION)
    if not found:
        return
    slots = {slot for slot, _ in gain}
    for _card, row in found:
        kind, slot = row[3][0], row[3][1]
        if kind == "extraction-bonus" and slot in slots:
            base = player * SLOTS
            for gslot, amount in row[2]:
                s._holdings[base + gslot] += amount
            s._log = ("ib", player, True, RULES_EXTRACTION_BONUS, TEXT_EXTRACTION_BONUS, s._g.names[player], row[4],
                      s._log)
            token_upgrade(s, player, row[2])


def sale_bonus(s: GameState, player: int, cost: Pairs, gain: Pairs, times: int) -> None:
    """After ``times`` transactions of a row: bonuses per sale / per unit sold (each transaction counts:
    interbellum.clarification.each-transaction, interbellum.clarification.gain-per-transaction)."""
    if not times or 4 not in map(_SLOT, gain) or SALE not in s._g.perm_kind:  # no sale, or no card has it
        return
    for _card, row in active(s, player, SALE):
        kind, slot = row[3][0], row[3][1]
        if kind not in SALE:
            continue
        units = sum(amount for cslot, amount in cost if cslot == slot)
        if not units:
            continue
        k = times if kind == "bonus-per-sale" else times * units
        base = player * SLOTS
        for gslot, amount in row[2]:
            s._holdings[base + gslot] += amount * k
        s._log = ("ib", player, True, RULES_SALE_BONUS, TEXT_SALE_BONUS, s._g.names[player], row[4], k, s._log)
        token_upgrade(s, player, row[2], times=k)


def limit_bonus(s: GameState, player: int, row: Row) -> int:
    """Extra processing limit for a production row selling a single resource type."""
    printers = s._g.perm_kind.get(SELL_LIMIT)  # the usual answer, nobody holds it, found without asking active()
    if printers is None or (len(printers) == 1 and printers[0] not in s._lines[player]):
        return 0
    found = active(s, player, SELL_LIMIT)
    if not found:
        return 0
    if 4 not in map(_SLOT, row[2]) or len([1 for slot, _ in row[1] if slot < 4]) != 1:
        return 0
    return sum(p[3][2] for _c, p in found)


def after_extraction(s: GameState, player: int, row: Row, ri: int) -> None:
    """In production, after an extraction row (row ``ri`` of the card, from 0) of a player whose line prints an
    effect acting on it (the ``extraction_done`` hook): the extraction bonus, then an upgrade on a token gained
    (spliced in right after the row)."""
    perm = s._permanent_groups[player]
    if perm & EXTRACTION_HELD:
        extraction_bonus(s, player, row[2])
    if perm & TOKEN_HELD:
        token_upgrade(s, player, row[2], ri + 1)


def after_processing(s: GameState, player: int, row: Row, times: int) -> None:
    """In production, after ``times`` runs of a processing row (``state._row_index``) of a player whose line prints
    an effect acting on it (the ``processing_done`` hook): the sale bonuses, then an upgrade on a token gained."""
    perm = s._permanent_groups[player]
    if perm & SALE_HELD:
        sale_bonus(s, player, row[1], row[2], times)
    if times and perm & TOKEN_HELD:
        token_upgrade(s, player, row[2], s._row_index + 1, times)


def upgrade_coal(s: GameState, player: int, pay: Pairs) -> None:
    """Coal paid for an upgrade is stored on a card that says so."""
    printers = s._g.perm_kind.get(UPGRADE_COAL)  # the usual answer, nobody holds it, found before summing coal
    if printers is None or (len(printers) == 1 and printers[0] not in s._lines[player]):
        return
    coal = sum(amount for slot, amount in pay if slot == 0)
    if not coal:
        return
    for card, row in active(s, player, UPGRADE_COAL):
        if row[3][0] == "store-upgrade-coal":
            store(s, card, ((0, coal),))
            s._log = ("ib", player, True, RULES_COAL_STORED, TEXT_COAL_STORED, coal, N.named(s._g, card), s._log)
            return


def compensation_store(s: GameState, player: int, value: int, variable: bool, times: int) -> None:
    """Compensation for a disc of a named value stores resources (never for the variable disc:
    interbellum.variable-disc.named-value-ignored), once the disc brought at least one transaction (``times``).

    Reading (interbellum.permanent.store-on-compensation): the card says "when compensated"; a player who makes
    no compensation transaction (cannot pay for the processing one, or chooses none) gets nothing and so was not
    compensated: nothing is stored."""
    if variable or not times:
        return
    printers = s._g.perm_kind.get(COMPENSATION)  # the usual answer, nobody holds it, found without asking active()
    if printers is None or (len(printers) == 1 and printers[0] not in s._lines[player]):
        return
    for card, row in active(s, player, COMPENSATION):
        if row[3][0] == "store-on-compensation" and value in row[3][3]:
            store(s, card, row[2])
            stored = Named(bundle_text(row[2], "en"), bundle_text(row[2], "pt"))
            s._log = ("ib", player, True, (R.IB_STORE_ON_COMP, R.IB_PERMANENT_ALWAYS, R.IB_VAR_NAMED_VALUE),
                      *both("ib.perm.compensation-stored", disc=value, card=N.named(s._g, card), stored=stored),
                      s._log)


def _pt_words(notation: str) -> str:
    """A card row in the card faces' Portuguese words (``describe.row_words``, imported when first needed)."""
    return row_words(notation, "pt")


def _bundle_text(parts: Pairs, lang: str) -> str:
    """What a card stores, in words (``events.bundle_text``, imported when first needed)."""
    return bundle_text(parts, lang)
