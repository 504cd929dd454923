"""Why an action is or is not legal, in plain words, citing the rule — without applying it.

:func:`why_not` is the refusal side of the rules: for any action it returns ``None`` if the action is legal
now, or ``(rule ID, English reason, Portuguese reason)``. ``apply`` uses it to word
:class:`~furnace_lab.errors.IllegalAction`; the tests check that it agrees exactly with
``legal_actions()`` on many random positions, so the two can never drift apart.

:func:`explain` turns that into an :class:`Explanation` for people: legal or not, the rule, and a sentence
saying what the action would do or why it may not be done.

No sentence is written here: each refusal and each description is a rule ID, a phrase key and its values
(:func:`~furnace_lab.engine.text.cited`), and the words come from the phrase tables of
:mod:`furnace_lab.engine.text`, one per language. A value written differently in each language (a card's name, an
amount, "twice") is passed as a function of the language.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from furnace_lab.engine.base.auction import why_not_bid, why_not_pair
from furnace_lab.engine.base.production import NOT_PRODUCTION, neighbour_of, upgrade_payment, why_not_production
from furnace_lab.engine.base.resolution import why_not_resolution
from furnace_lab.engine.core import citations as R
from furnace_lab.engine.core import naming as N
from furnace_lab.engine.core import words as W
from furnace_lab.engine.core.actions import (
    Action,
    AssignManager,
    Bid,
    ChooseCard,
    Compensate,
    Done,
    InsertCard,
    ManagerUse,
    PairBid,
    RepeatCard,
    Roll,
    Run,
    UpgradeCard,
    UseCard,
    VarBid,
    parse_action,
)
from furnace_lab.engine.core.cards import UPGRADE
from furnace_lab.engine.core.constants import AUCTION, CHANCE, DIE_FACES, OVER, PRODUCTION, RESOLUTION
from furnace_lab.engine.core.events import bundle_text
from furnace_lab.engine.core.module_state import STAGE_END, STAGE_PLACING, STAGE_START
from furnace_lab.engine.interbellum.fifth import R_CHOOSES
from furnace_lab.engine.interbellum.manager_placing import R_ASSIGN
from furnace_lab.engine.interbellum.manager_uses import USE_KEYS
from furnace_lab.engine.interbellum.managers import R_NOT_AUCTION
from furnace_lab.engine.text import Cited, cited, phrase, say
from furnace_lab.errors import check_lang

if TYPE_CHECKING:
    from furnace_lab.engine.core.state import GameState

Refusal = tuple[str, str, str]


def why_not(s: GameState, action: Action) -> Refusal | None:
    """``None`` if ``action`` is legal in ``s``, else (rule ID, English reason, Portuguese reason)."""
    phase = s._phase
    if phase == OVER:
        return cited(R.SCORING_END, "refusal.game-over").refusal()
    if phase == AUCTION and s._pick:
        from furnace_lab.engine.interbellum.fifth import R_CHOOSES, choices

        if action in choices(s):
            return None
        picks = choices(s)

        def names(lang: str) -> str:
            return ", ".join(N.name(s._g, c.card, lang) for c in picks)

        return cited(R_CHOOSES, "refusal.fifth-keeps-first", cards=names).refusal()
    if phase in (AUCTION, RESOLUTION) and s._managers and isinstance(action, (ManagerUse, AssignManager)):
        return cited(R_NOT_AUCTION, "refusal.managers-in-auction").refusal()
    if phase == AUCTION:
        return _why_not_in_auction(s, action)
    if phase == RESOLUTION:
        return why_not_resolution(s, action)
    assert phase == PRODUCTION
    if isinstance(action, (Bid, VarBid, PairBid, Compensate, InsertCard, Roll)):
        return NOT_PRODUCTION
    return why_not_production(s, action)


def _why_not_in_auction(s: GameState, action: Action) -> Refusal | None:
    """The auction: the dummy bidder's die roll when it is due, else a disc placement."""
    if s.current_player == CHANCE:
        if not isinstance(action, Roll):
            return cited(R.DUMMY, "refusal.roll-due").refusal()
        if not 1 <= action.face <= DIE_FACES:
            return cited(R.ENGINE_DIE, "refusal.die-faces", faces=DIE_FACES).refusal()
        return None
    if isinstance(action, PairBid):
        return why_not_pair(s, action)
    if isinstance(action, VarBid):
        from furnace_lab.engine.interbellum.variable import why_not_vbid

        return why_not_vbid(s, action)
    if not isinstance(action, Bid):
        return cited(R.PHASES, "refusal.bid-due").refusal()
    return why_not_bid(s, action)


@dataclass(frozen=True, slots=True)
class Explanation:
    """Is an action legal here, by which rule, and in words."""

    action: str
    legal: bool
    rule_id: str
    text: str

    def __str__(self) -> str:
        return f"{self.text} [{self.rule_id}]"

    def __bool__(self) -> bool:
        return self.legal


def _bid(s: GameState, action: Bid) -> Cited:
    """A Capital disc placed on a card of the row (furnace.auction.place-one-disc)."""
    i, seat = action.offset, s.current_player
    card = W.card(s._g, s._row[i])
    if s._seat_masks[i] >> seat & 1 or s._value_masks[i] >> action.disc & 1:  # legal only by her ability
        return cited(R.CAP_UNRESTRICTED, "legal.bid-by-capitalist", disc=action.disc, position=action.position,
                     card=card)
    return cited(R.PLACE_ONE_DISC, "legal.bid", disc=action.disc, position=action.position, card=card)


def _var_bid(s: GameState, action: VarBid) -> Cited:
    """The variable Capital disc placed (interbellum.variable-disc.spend-coal: 1 coal a point, less the +2 bonus)."""
    g = s._g
    card = W.card(s._g, s._row[action.offset])
    if g.growth:  # interbellum.variant.capital-growth-value
        return cited(R.IB_CAPITAL_GROWTH_VALUE, "legal.var-bid-growth", disc=action.disc, position=action.position,
                     card=card)
    coal = action.disc - g.var_bonus[s.current_player]
    return cited(R.IB_VAR_SPEND_COAL, "legal.var-bid", disc=action.disc, position=action.position, card=card,
                 coal=_coal_paid(coal))


def _coal_paid(coal: int) -> W.Words:
    """The coal a variable disc costs: English writes the number before its table's "coal" (so "0 coal"), the
    other languages the log's amount of resources ("nada", "1 carvão")."""
    return lambda lang: str(coal) if lang == "en" else bundle_text(((0, coal),), lang)


def _pair_bid(s: GameState, action: PairBid) -> Cited:
    """A disc and the extra disc placed together (interbellum.capitalist.updated-arthur)."""
    return cited(R.IB_ARTHUR, "legal.pair-bid", disc=action.disc, position=action.position,
                 card=W.card(s._g, s._row[action.offset]), extra=s._g.hooks[s.current_player].paired_disc,
                 other_position=action.extra, other=W.card(s._g, s._row[action.extra - 1]))


def _choose_card(s: GameState, action: ChooseCard) -> Cited:
    """The fifth player keeps one of their two cards."""
    key = "legal.keep-startup" if s._pick == 2 else "legal.keep-capitalist"
    return cited(R_CHOOSES, key, card=W.title(s._g, action.card))


def _assign_manager(s: GameState, action: AssignManager) -> Cited:
    """A Manager put on a card for this production phase."""
    return cited(R_ASSIGN, "legal.assign-manager", manager=W.title(s._g, action.manager),
                 card=W.title(s._g, action.card))


def _roll(s: GameState, action: Roll) -> Cited:
    """The dummy bidder's die."""
    return cited(R.ENGINE_DIE, "legal.roll", face=action.face)


def _compensate(s: GameState, action: Compensate) -> Cited:
    """A loser's compensation transactions (a Business School's split, or run N times)."""
    g = s._g
    info = g.cards[s._row[s._resolving]]
    card = W.card(s._g, s._row[s._resolving])
    assert s._queue is not None
    seat, value = s._queue[s._queue_index]
    units = value + g.comp_bonus[seat]
    if info.school is not None:  # a Business School: the loser splits the transactions between its two options
        assert info.comp is not None
        count = "part.compensation-transaction" if units == 1 else "part.compensation-transactions"
        return cited(R.IB_SCHOOL_SPLIT, "legal.school-split", transactions=phrase(count, count=units), card=card,
                     second_times=action.times, second=W.row(info.school[4]), first_times=units - action.times,
                     first=W.row(info.comp[4]))
    if action.times > value:  # beyond the disc value: only the compensation-plus-one Capitalist's disc allows it
        return cited(R.CAP_PLUS_ONE, "legal.compensate-plus-one", value=value, units=units, card=card,
                     times=W.times(action.times))
    return cited(R.COMP_PROCESSING, "legal.compensate", card=card, times=W.times(action.times))


def _insert_card(s: GameState, action: InsertCard) -> Cited:
    """A won card placed in the Production Chain."""
    return cited(R.PRODUCTION_CHAIN, "legal.insert-card", card=W.title(s._g, action.card), position=action.position)


def _use_card(s: GameState, action: UseCard) -> Cited:
    """A card of the line used once this production."""
    return cited(R.EACH_CARD_ONCE, "legal.use-card", card=W.title(s._g, action.card))


def _run(s: GameState, action: Run) -> Cited:
    """The current row's effect run N times."""
    return cited(R.PROCESSING, "legal.run", row=W.row(s._rows[s._row_index][4]), times=W.times(action.times))


def _upgrade_card(s: GameState, action: UpgradeCard) -> Cited:
    """A card upgraded: for a token just gained in the resolution, or in production (a token, or iron)."""
    g = s._g
    card = W.title(s._g, action.card)
    if s._phase == RESOLUTION:  # a token gained in the auction's resolution
        return cited(R.ENGINE_IB_TOKEN_UPGRADE, "legal.upgrade-token-gained", card=card)
    used = s._used >> g.index[action.card] & 1
    rule = R.UPGRADE_AFTER_USE if used else R.UPGRADE_BEFORE_USE
    row = s._rows[s._row_index]
    pay = None
    if row[0] == UPGRADE and g.token_sub[s.current_player] is not None:
        pay = upgrade_payment(s, s.current_player, row)
        if pay is not None and pay != row[1]:  # payable only by the iron-for-upgrade Capitalist: no token left
            rule = R.CAP_IRON
        else:
            pay = None
    return cited(rule, "legal.upgrade", card=card, paying=phrase("part.paying-iron", cost=W.bundle(pay)) if pay else "",
                 later=phrase("part.already-used") if used else "")


def _repeat_card(s: GameState, action: RepeatCard) -> Cited:
    """A card used again (the repeat Capitalist), or a neighbour's card resolved (the neighbour Capitalist)."""
    g = s._g
    seat = s.current_player
    card = W.title(s._g, action.card)
    if g.index[action.card] not in s._lines[seat]:  # the neighbour Capitalist (interbellum.capitalist.neighbour)
        return cited(R.IB_NEIGHBOUR, "legal.neighbour", cost=W.bundle(g.hooks[seat].neighbour_cost or ()), card=card,
                     whose=lambda lang: neighbour_of(s, seat, lang))
    return cited(R.CAP_REPEAT, "legal.use-again", card=card)


def _manager_use(s: GameState, action: ManagerUse) -> Cited:
    """A Manager's choice on the card in use."""
    if s._card < 0:
        return _anything(s, action)
    return cited(R.IB_MANAGER_ANY_TIME, "legal.manager-use", card=W.card(s._g, s._card),
                 what=phrase(USE_KEYS[action.what]))


def _done(s: GameState, action: Done) -> Cited:
    """'done': what it ends depends on where the player is (placing Managers, upgrading, a card, production)."""
    stage = s._managers.stage if s._managers else None
    if stage == STAGE_PLACING:
        return cited(R_ASSIGN, "legal.done-placing")
    if s._card >= 0 and s._phase == RESOLUTION:
        return cited(R.ENGINE_IB_TOKEN_UPGRADE, "legal.done-token-upgrades")
    if s._card >= 0 and stage in (STAGE_START, STAGE_END):
        key = "legal.done-manager-end" if stage == STAGE_END else "legal.done-manager-start"
        return cited(R.IB_MANAGER_ANY_TIME, key)
    if s._card >= 0:
        return cited(R.STARTUP_UPGRADE, "legal.done-upgrades")
    return cited(R.ENGINE_ALL_CARDS, "legal.done-production")


def _anything(s: GameState, action: Action) -> Cited:
    """Any other legal action: legal on the player's turn."""
    return cited(R.ENGINE_TURN, "legal.other")


_DESCRIBERS: dict[type[Action], Callable[[GameState, Any], Cited]] = {
    Bid: _bid, VarBid: _var_bid, PairBid: _pair_bid, ChooseCard: _choose_card, AssignManager: _assign_manager,
    Roll: _roll, Compensate: _compensate, InsertCard: _insert_card, UseCard: _use_card, Run: _run,
    UpgradeCard: _upgrade_card, RepeatCard: _repeat_card, ManagerUse: _manager_use, Done: _done,
}
"""What each kind of legal action does: one describer per action type, giving the rule and its phrase."""


def _describe(s: GameState, action: Action) -> Cited:
    """What a legal action does: the rule and the phrase that says it."""
    return _DESCRIBERS.get(type(action), _anything)(s, action)


def explain(s: GameState, action: Action | str, lang: str = "en") -> Explanation:
    """Why ``action`` (an action or its notation) is or is not legal in ``s``."""
    check_lang(lang)
    if isinstance(action, str):
        action = parse_action(s, action)
    if not isinstance(action, Action):
        raise TypeError(f"expected an action or its notation (such as 'bid 3@2'), not {type(action).__name__}")
    refusal = why_not(s, action)
    if refusal is None and action not in s.legal_actions():
        refusal = cited(R.ENGINE_TURN, "refusal.not-now").refusal()
    if refusal is not None:
        rule_id, en, pt = refusal
        reason = pt if lang == "pt" else en
        return Explanation(str(action), False, rule_id, say("explain.illegal", lang, reason=reason))
    described = _describe(s, action)
    return Explanation(str(action), True, described.rule_id, described.text(lang))
