"""The auction's resolution, card by card, as the auction stepper shows it.

When the last disc is placed the engine resolves the row at once, left to right
(furnace.auction.resolve-left-to-right), stopping only where a player must choose how often to run a processing
compensation (furnace.compensation.processing) or, in the Production Chain, where to put a card won
(furnace.variant.production-chain). A learner should see it one card at a time, so this module reads the events
of the current round's resolution back out of the log and groups them by card:

* a card with no disc is discarded (furnace.auction.no-discs-discard);
* every losing disc earns compensation (furnace.compensation.losers) — an extraction pays its resources times
  the disc value (furnace.compensation.extraction): "lost card 3 (base-c2) with disc 2: 2 × 2 coal = 4 coal";
  a processing row may be run up to disc-value times (furnace.compensation.processing);
* the highest disc takes the card (furnace.auction.highest-wins); the two-player dummy takes no compensation and
  a card it wins leaves the game (furnace.two-player.dummy-cards);
* Interbellum: a card won with a delivery pays it at once (interbellum.delivery.basic-on-receipt), and the Business
  Schools are resolved last, the highest disc taking the school's Manager
  (interbellum.business-school.resolved-last) — those events join the card they name.

Each line keeps the engine's event, so its rules ("why") are the engine's own; only the short wording is built
here, from the event's numbers, in English or Portuguese.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final

from furnace_lab.engine.core.events import bundle_text
from furnace_lab.widgets.labels import t

AUCTION_KINDS: Final = ("bid", "vbid", "dummy-bid", "roll", "pass")
"""Event kinds written while discs are placed."""
RESOLUTION_KINDS: Final = ("discard", "comp", "no-comp", "win", "removed", "insert")
"""Event kinds written while the row is resolved."""
FINISHING_KINDS: Final = ("discard", "removed", "insert")
"""Event kinds after which a card is settled (a card won outside the Production Chain too)."""


def _card_of(event: Any) -> str:
    return str(event.raw[4] if event.kind == "discard" else event.raw[3])


@dataclass(frozen=True)
class CardResolution:
    """One card of the row being resolved: its place, its id (:meth:`name` for a reader), and the engine's events."""

    position: int
    card: str
    events: tuple[Any, ...]
    settled: bool
    first: int = -1
    """Where the card's first event sits in the game log (-1: not known)."""

    def name(self, lang: str) -> str:
        """The card's title in ``lang`` (the id only if no event names its game)."""
        from furnace_lab.engine.core.naming import name

        return name(self.events[0]._g, self.card, lang) if self.events else self.card

    def lines(self, lang: str) -> list[tuple[str, tuple[str, ...]]]:
        """Each event as a short sentence, with the rule IDs the engine applied."""
        return [(line_text(event, self.position, lang), tuple(event.rules)) for event in self.events]


def line_text(event: Any, position: int, lang: str) -> str:
    """A resolution event in the stepper's short form ("Bo lost card 1 (Coal mine → oil well) with disc 1: 1 × 2 coal
    = 2 coal"): cards named by their titles in ``lang``, never by their ids."""
    from furnace_lab.engine.core.naming import name

    kind = event.kind
    who = event.who(lang)
    raw = event.raw

    def card_at(slot: int) -> str:
        return name(event._g, str(raw[slot]), lang)

    if kind == "comp":
        _, _seat, auto, _card, value, units, times, cost, gain = raw
        head = t("lost_card", lang, position=position, card=card_at(3), disc=value)
        if units > value:
            head += t("counts_as", lang, units=units)
        if not cost:
            each = bundle_text(gain, lang)
            total = bundle_text(gain, lang, units)
            return f"{who} {head}: {units} × {each} = {total}"
        deal = f"{bundle_text(cost, lang)} → {bundle_text(gain, lang)}"
        if auto and not times:
            return f"{who} {head}: {t('cannot_pay', lang, deal=deal)}"
        return f"{who} {head}: {t('ran_times', lang, deal=deal, times=times, units=units)}"
    if kind == "no-comp":
        return f"{t('dummy_no_comp', lang)} ({t('lost_card', lang, position=position, card=card_at(3), disc=raw[4])})"
    if kind == "win":
        return f"{who} {t('won_card', lang, position=position, card=card_at(3), disc=raw[4])}"
    if kind == "removed":
        return t("removed", lang, position=position, card=card_at(3))
    if kind == "discard":
        return t("discarded", lang, position=position, card=card_at(4))
    return str(event.explain(lang))


def round_row(log: Sequence[Any]) -> tuple[int, tuple[str, ...]]:
    """Where the current round's ``row`` event sits in the log, and the row's card ids (``(-1, ())`` if none)."""
    for index in range(len(log) - 1, -1, -1):
        if log[index].kind == "row":
            return index, tuple(log[index].raw[4])
    return -1, ()


def _mentioned(event: Any, row: tuple[str, ...]) -> str | None:
    """The first card of the row an expansion's event names in its words (a delivery, a Business School's Manager)."""
    from furnace_lab.engine.core.naming import name

    words = str(event.explain("en"))  # the log names each card by its title (engine.naming), never by its id
    for card in row:
        if re.search(rf"(?<![\w-]){re.escape(name(event._g, card))}(?![\w-])", words):
            return card
    return None


def resolution_of(state: Any) -> list[CardResolution]:
    """The current round's resolution so far, one entry per card, left to right (empty during the auction)."""
    log = state.log
    start, row = round_row(log)
    if start < 0:
        return []
    events = []
    for event in log[start + 1:]:
        if event.kind in ("production", "round-end"):
            break
        events.append(event)
    last_bid = max((k for k, e in enumerate(events) if e.kind in AUCTION_KINDS), default=-1)
    groups: dict[str, list[Any]] = {}
    first: dict[str, int] = {}
    current: str | None = None
    for index, event in enumerate(events[last_bid + 1:], start=start + 2 + last_bid):
        # an expansion's event (a delivery, a Business School's Manager taken or discarded) joins the card it names
        current = _card_of(event) if event.kind in RESOLUTION_KINDS else _mentioned(event, row) or current
        if current is not None:
            groups.setdefault(current, []).append(event)
            first.setdefault(current, index)
    chain = bool(state.spec.chain)
    out = []
    for card, grouped in groups.items():
        kinds = {e.kind for e in grouped}
        settled = bool(kinds & set(FINISHING_KINDS)) or ("win" in kinds and not chain)
        position = row.index(card) + 1 if card in row else 0
        out.append(CardResolution(position, card, tuple(grouped), settled, first[card]))
    return out


NEUTRAL_KINDS: Final = ("no-comp", "removed", "discard", "insert", "production", "round-end")
"""Events that change no player's holdings or cards (beyond the card won, which the ``win`` event names)."""


class RevealedState:
    """A state as a class sees it while the resolution is revealed card by card: the holdings and cards each player
    had once the cards revealed so far were resolved, not yet those of the cards still hidden.

    It is the real state with the hidden events taken back: a compensation's resources (``comp``: runs × (gain −
    cost), furnace.compensation.losers) and a card won (``win``). Everything else is read from the real state.
    ``exact`` is False when a hidden event changes holdings in a way this cannot take back (an Interbellum
    delivery, an Agent's money...): the widget then holds the holdings back until every card is shown.
    """

    def __init__(self, state: Any, hidden: Sequence[Any]) -> None:
        self._state = state
        self._delta: dict[int, list[int]] = {}
        self._won: set[str] = set()
        self.exact = True
        for event in hidden:
            if event.kind == "comp":
                _, seat, _auto, _card, _value, _units, times, cost, gain = event.raw[:9]
                delta = self._delta.setdefault(int(seat), [0] * 5)
                for slot, amount in gain:
                    delta[slot] += amount * times
                for slot, amount in cost:
                    delta[slot] -= amount * times
            elif event.kind == "win":
                self._won.add(str(event.raw[3]))
            elif event.kind not in NEUTRAL_KINDS:
                self.exact = False

    def __getattr__(self, name: str) -> Any:
        return getattr(self._state, name)

    @property
    def phase(self) -> str:
        return "resolution"

    def holdings(self, player: int) -> Any:
        held = self._state.holdings(player)
        delta = self._delta.get(player)
        if delta is None:
            return held
        return type(held)(*(have - gained for have, gained in zip(held.as_tuple(), delta, strict=True)))

    def cards(self, player: int) -> tuple[str, ...]:
        return tuple(card for card in self._state.cards(player) if card not in self._won)
