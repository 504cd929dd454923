"""The goals a lesson can set, and how the engine's log decides them.

A goal is one check from a small vocabulary (:data:`KINDS`), read from a lesson file and evaluated on a game
state by reading the log the engine writes (never by guessing from the position):

=========================  ==================================================================================
kind                       met when, and failed when
=========================  ==================================================================================
``win_card``               the player wins the card at ``card`` (1 = leftmost of the lesson's row); failed
                           when another player wins it, nobody bids on it, or the auction is resolved
                           (furnace.auction.highest-wins); on a Business School, the player takes its Manager
                           (interbellum.business-school.highest-takes-manager; nobody bid:
                           interbellum.business-school.no-discs)
``compensation_on``        the player takes Compensação on the card at ``card`` and receives something; failed
                           when the player wins that card instead or the resolution ends without it
                           (furnace.compensation.losers), or when a processing Compensation could not be paid
                           for with what the player held when the card was settled
                           (furnace.compensation.earlier-gains); a Business School's split counts when either
                           option gives something
``money_at_least``         the player finishes this production with at least ``amount`` money; failed when the
                           production ends with less (furnace.production.each-card-once: no card runs twice)
``upgraded_before_use``    the Company ``card_id`` is upgraded before it is used this production; failed when it
                           is used first (furnace.upgrade.after-use) or the production ends without the upgrade
``upgraded_by_end``        the Company ``card_id`` is upgraded during this production, before or after it is
                           used (furnace.upgrade.after-use: upgraded after use, it works upgraded from the next
                           production); failed when the production ends without the upgrade
                           (furnace.upgrade.before-use)
``finish_first``           the game ends with the player in first place (furnace.scoring.most-money, ties
                           broken by furnace.scoring.tie-cards and furnace.scoring.tie-resources); failed when
                           it ends with another player first, citing the rule that put them ahead
``win_tie_break``          the game ends with the player alone in first place: tied on money with the closest
                           rival and ahead on cards (furnace.scoring.tie-cards) or, with as many cards, on
                           resources counted one each (furnace.scoring.tie-resources); more money than everyone
                           also meets it (furnace.scoring.most-money: no tie-break needed); failed when another
                           player finishes ahead, or when a full tie shares first place
                           (furnace_lab.scoring.full-tie)
=========================  ==================================================================================

A lesson lists one to three goals and all of them must hold ("win card 2 and take compensation on card 4").
The :class:`Verdict` says met / not yet / failed, in English and Portuguese, with the rule that decided it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, Final

from furnace_lab.engine.core import citations as R
from furnace_lab.engine.core.naming import name

MET: Final = "met"
NOT_YET: Final = "not-yet"
FAILED: Final = "failed"

KINDS: Final = ("win_card", "compensation_on", "money_at_least", "upgraded_before_use", "upgraded_by_end",
                 "finish_first", "win_tie_break")
"""The goal vocabulary (see the module docstring)."""


@dataclass(frozen=True, slots=True)
class Goal:
    """One check: its ``kind``, the learner's seat ``player``, and the one parameter the kind uses."""

    kind: str
    player: int
    card: int = 0
    amount: int = 0
    card_id: str = ""


@dataclass(frozen=True, slots=True)
class Verdict:
    """Where a lesson stands: ``status`` (``met``, ``not-yet``, ``failed``), why (en/pt) and the rule that
    decided it."""

    status: str
    en: str
    pt: str
    rule_id: str

    def text(self, lang: str = "en") -> str:
        return self.pt if lang == "pt" else self.en

    @property
    def met(self) -> bool:
        return self.status == MET

    @property
    def failed(self) -> bool:
        return self.status == FAILED


Events = list[tuple[Any, ...]]


SCHOOL_WIN: Final = "interbellum.business-school.highest-takes-manager"
SCHOOL_EMPTY: Final = "interbellum.business-school.no-discs"


def _school_won(goal: Goal, k: int, ev: tuple[Any, ...], school: str) -> Verdict | None:
    """A Business School is not taken like a Company: its highest disc takes the Manager on it, and the card stays
    (the engine writes an ``ib`` event naming the school, not a ``win``)."""
    if ev[0] != "ib" or SCHOOL_WIN not in ev[3] or f" from {school};" not in ev[4]:
        return None
    if ev[1] == goal.player:
        return Verdict(MET, f"You took the Manager on card {k} with your highest disc; the Business School stays "
                            "in the row.",
                       f"Você levou o Gerente da carta {k} com o disco mais alto; a Escola de Negócios fica na "
                       "linha.", SCHOOL_WIN)
    return Verdict(FAILED, f"Another player took the Manager on card {k}: their disc was higher.",
                   f"Outro jogador levou o Gerente da carta {k}: o disco dele era mais alto.", SCHOOL_WIN)


def _win_card(goal: Goal, row: tuple[str, ...], events: Events, state: Any) -> Verdict:
    k = goal.card
    school = name(state.spec, row[k - 1], "en") if row[k - 1].startswith("ib-school") else ""
    for ev in events:
        decided = _school_won(goal, k, ev, school) if school else None
        if decided is not None:
            return decided
        if school and ev[0] == "ib" and SCHOOL_EMPTY in ev[3] and school in ev[4]:
            return Verdict(FAILED, f"Nobody bid on card {k}, so its Manager was discarded.",
                           f"Ninguém colocou disco na carta {k}, então o Gerente dela foi descartado.", SCHOOL_EMPTY)
        if ev[0] == "win" and ev[5] == k:
            if ev[1] == goal.player:
                return Verdict(MET, f"You won card {k} with your highest disc.",
                               f"Você arrematou a carta {k} com o disco mais alto.", R.HIGHEST_WINS)
            return Verdict(FAILED, f"Card {k} went to another player: their disc was higher.",
                           f"A carta {k} foi para outro jogador: o disco dele era mais alto.", R.HIGHEST_WINS)
        if ev[0] == "removed" and ev[3] == row[k - 1]:
            return Verdict(FAILED, f"The dummy bidder took card {k}.", f"O licitante neutro levou a carta {k}.",
                           R.HIGHEST_WINS)
        if ev[0] == "discard" and ev[3] == k:
            return Verdict(FAILED, f"Nobody bid on card {k}, so it was discarded.",
                           f"Ninguém colocou disco na carta {k}, então ela foi descartada.", R.NO_DISCS_DISCARD)
        if ev[0] == "production":
            break
    return _unresolved(f"Win card {k}: have the highest disc on it.",
                       f"Arremate a carta {k}: tenha o disco mais alto nela.", R.HIGHEST_WINS, events)


def _compensation_on(goal: Goal, row: tuple[str, ...], events: Events, _state: Any) -> Verdict:
    k = goal.card
    card_id = row[k - 1]
    settled = events[:next((n for n, ev in enumerate(events) if ev[0] == "production"), len(events))]
    comps = [ev for ev in settled if ev[0] == "comp" and ev[1] == goal.player and ev[3] == card_id]
    received = [ev for ev in comps if ev[6]]  # a Business School's split writes one event per option
    if received:
        return Verdict(MET, f"You lost card {k} and took its Compensation for your disc {received[0][4]}.",
                       f"Você perdeu a carta {k} e recebeu a Compensação pelo seu disco {received[0][4]}.",
                       R.COMP_LOSERS)
    if comps:
        return Verdict(FAILED, f"Your Compensation on card {k} gave you nothing: it is paid with what you hold "
                               "when the card is settled, and cards are settled from left to right.",
                       f"A sua Compensação da carta {k} não lhe deu nada: ela é paga com o que você tem quando a "
                       "carta é resolvida, e as cartas são resolvidas da esquerda para a direita.",
                       R.COMP_EARLIER_GAINS)
    if any(ev[0] == "win" and ev[5] == k and ev[1] == goal.player for ev in settled):
        return Verdict(FAILED, f"You won card {k}: only the players who lose a card take its Compensation.",
                       f"Você arrematou a carta {k}: só quem perde uma carta recebe a Compensação.", R.COMP_LOSERS)
    return _unresolved(f"Take the Compensation on card {k}: bid on it and lose it to a higher disc.",
                       f"Receba a Compensação da carta {k}: coloque um disco nela e perca para um disco mais alto.",
                       R.COMP_LOSERS, events)


def _unresolved(en: str, pt: str, rule_id: str, events: Events) -> Verdict:
    """Not yet while the round's resolution is still to come; failed once it has ended."""
    if any(ev[0] in ("production", "game-end") for ev in events):
        return Verdict(FAILED, f"The resolution is over. {en}", f"A resolução terminou. {pt}", rule_id)
    return Verdict(NOT_YET, en, pt, rule_id)


def _produced(goal: Goal, events: Events) -> bool:
    return any(ev[0] == "produced" and ev[1] == goal.player for ev in events)


def _money_at_least(goal: Goal, _row: tuple[str, ...], events: Events, state: Any) -> Verdict:
    n, money = goal.amount, state.money(goal.player)
    if not _produced(goal, events):
        return Verdict(NOT_YET, f"End this production with at least {n} money (now {money}).",
                       f"Termine esta Produção com pelo menos {n} de dinheiro (agora {money}).", R.EACH_CARD_ONCE)
    if money >= n:
        return Verdict(MET, f"You ended the production with {money} money (goal: {n}).",
                       f"Você terminou a Produção com {money} de dinheiro (meta: {n}).", R.EACH_CARD_ONCE)
    return Verdict(FAILED, f"You ended the production with {money} money, short of {n}: every card has been used.",
                   f"Você terminou a Produção com {money} de dinheiro, menos que {n}: todas as cartas já foram "
                   "ativadas.", R.EACH_CARD_ONCE)


def _upgraded_before_use(goal: Goal, _row: tuple[str, ...], events: Events, state: Any) -> Verdict:
    title_en, title_pt = _titles(state, goal.card_id)
    for ev in events:
        if ev[0] == "upgrade" and ev[3] == goal.card_id:
            if not ev[6]:
                return Verdict(MET, f"You upgraded {title_en} before using it: both its effects run.",
                               f"Você melhorou {title_pt} antes de usá-la: os dois efeitos funcionam.",
                               R.UPGRADE_BEFORE_USE)
            break
        if ev[0] == "use" and ev[3] == goal.card_id and not ev[6]:
            return Verdict(FAILED, f"You used {title_en} before upgrading it: its additional effect waits for the "
                                   "next production.",
                           f"Você usou {title_pt} antes de melhorá-la: o Efeito Adicional fica para a próxima "
                           "Produção.", R.UPGRADE_AFTER_USE)
    if _produced(goal, events):
        return Verdict(FAILED, f"The production ended without upgrading {title_en}.",
                       f"A Produção terminou sem melhorar {title_pt}.", R.UPGRADE_BEFORE_USE)
    return Verdict(NOT_YET, f"Upgrade {title_en} with your Start-up before you use it.",
                   f"Melhore {title_pt} com a Carta Inicial antes de usá-la.", R.UPGRADE_BEFORE_USE)


def _upgraded_by_end(goal: Goal, _row: tuple[str, ...], events: Events, state: Any) -> Verdict:
    title_en, title_pt = _titles(state, goal.card_id)
    for ev in events:
        if ev[0] == "upgrade" and ev[1] == goal.player and ev[3] == goal.card_id:
            if ev[6]:
                return Verdict(MET, f"You upgraded {title_en} after using it: from the next production it runs both "
                                    "its effects.",
                               f"Você melhorou {title_pt} depois de usá-la: a partir da próxima Produção ela faz os "
                               "dois efeitos.", R.UPGRADE_AFTER_USE)
            return Verdict(MET, f"You upgraded {title_en} before using it: both its effects run.",
                           f"Você melhorou {title_pt} antes de usá-la: os dois efeitos funcionam.",
                           R.UPGRADE_BEFORE_USE)
    if _produced(goal, events):
        return Verdict(FAILED, f"The production ended without upgrading {title_en}.",
                       f"A Produção terminou sem melhorar {title_pt}.", R.UPGRADE_AFTER_USE)
    return Verdict(NOT_YET, f"Upgrade {title_en} before this production ends, even after using it.",
                   f"Melhore {title_pt} antes de esta Produção terminar, mesmo depois de usá-la.",
                   R.UPGRADE_AFTER_USE)


def _titles(state: Any, card_id: str) -> tuple[str, str]:
    return f"“{name(state.spec, card_id, 'en')}”", f"“{name(state.spec, card_id, 'pt')}”"


def _score(state: Any, player: int) -> tuple[int, int, int]:
    """What ranks a player at the end, in order: money (furnace.scoring.most-money), cards
    (furnace.scoring.tie-cards), resources counted one each (furnace.scoring.tie-resources,
    furnace_lab.scoring.resource-count)."""
    held = state.holdings(player)
    return state.money(player), len(state.cards(player)), held.coal + held.iron + held.oil + held.token


def _decided(mine: tuple[int, int, int], theirs: tuple[int, int, int]) -> str:
    """The rule that orders two players' scores: the first of money, cards, resources that differs."""
    for rule_id, a, b in zip((R.MOST_MONEY, R.TIE_CARDS, R.TIE_RESOURCES), mine, theirs, strict=True):
        if a != b:
            return rule_id
    return R.ENGINE_FULL_TIE


def _compared(mine: tuple[int, int, int], theirs: tuple[int, int, int], who: str) -> tuple[str, str, str]:
    """How the learner's score stands against ``who``'s on the rule that decides between them, in words."""
    money, cards, res = mine
    their_cards, their_res = theirs[1], theirs[2]
    rule_id = _decided(mine, theirs)
    if rule_id == R.TIE_CARDS:
        return (f"you tied with {who} on {money} money, so cards decided: {cards} to {their_cards}",
                f"você empatou com {who} em {money} de dinheiro, então as cartas decidiram: {cards} a {their_cards}",
                rule_id)
    if rule_id == R.TIE_RESOURCES:
        return (f"you tied with {who} on {money} money and on cards ({cards} each), so resources decided: "
                f"{res} to {their_res}",
                f"você empatou com {who} em {money} de dinheiro e em cartas ({cards} cada), então os recursos "
                f"decidiram: {res} a {their_res}", rule_id)
    if rule_id == R.ENGINE_FULL_TIE:
        return (f"you tied with {who} on money ({money}), cards ({cards}) and resources ({res}), so you share the "
                "place", f"você empatou com {who} em dinheiro ({money}), cartas ({cards}) e recursos ({res}), então "
                "vocês dividem a colocação", rule_id)
    return (f"you had {money} money and {who} {theirs[0]}", f"você tinha {money} de dinheiro e {who}, {theirs[0]}",
            rule_id)


def _rival(goal: Goal, state: Any, places: Any) -> int:
    """The player the learner is measured against: the winner, or, when the learner is first, the closest other."""
    others = [p for p in range(len(places)) if p != goal.player]
    if places[goal.player] != 1:
        return min(others, key=lambda p: (places[p], p))
    return max(others, key=lambda p: (_score(state, p), -p))


def _finish_first(goal: Goal, _row: tuple[str, ...], events: Events, state: Any) -> Verdict:
    end = next((ev for ev in events if ev[0] == "game-end"), None)
    if end is None:
        return Verdict(NOT_YET, f"Finish the game with the most money (round {state.round} of 4).",
                       f"Termine o jogo com mais dinheiro (rodada {state.round} de 4).", R.MOST_MONEY)
    money, places = end[4], end[5]
    mine = money[goal.player]
    if places[goal.player] == 1:
        return Verdict(MET, f"You finished first, with {mine} money.",
                       f"Você terminou em primeiro lugar, com {mine} de dinheiro.", R.MOST_MONEY)
    winner = _rival(goal, state, places)
    who = state.players[winner]
    en, pt, rule_id = _compared(_score(state, goal.player), _score(state, winner), who)
    if rule_id == R.MOST_MONEY:
        return Verdict(FAILED, f"You finished in place {places[goal.player]} with {mine} money; {who} won with "
                               f"{money[winner]}.",
                       f"Você terminou em {places[goal.player]}º lugar com {mine} de dinheiro; {who} venceu com "
                       f"{money[winner]}.", rule_id)
    return Verdict(FAILED, f"You finished in place {places[goal.player]}: {en}.",
                   f"Você terminou em {places[goal.player]}º lugar: {pt}.", rule_id)


def _win_tie_break(goal: Goal, _row: tuple[str, ...], events: Events, state: Any) -> Verdict:
    """Finish alone in first place; a tie on money is broken by cards, then resources."""
    end = next((ev for ev in events if ev[0] == "game-end"), None)
    if end is None:
        return Verdict(NOT_YET, f"Finish first (round {state.round} of 4): the most money wins; on a tie of money, "
                                "more cards; then more resources.",
                       f"Termine em primeiro lugar (rodada {state.round} de 4): vence quem tiver mais dinheiro; num "
                       "empate de dinheiro, mais cartas; depois, mais recursos.", R.TIE_RESOURCES)
    places = end[5]
    rival = _rival(goal, state, places)
    who = state.players[rival]
    mine, theirs = _score(state, goal.player), _score(state, rival)
    en, pt, rule_id = _compared(mine, theirs, who)
    if places[goal.player] == 1 and rule_id == R.MOST_MONEY:
        return Verdict(MET, f"You finished first with the most money, {mine[0]} ({who}: {theirs[0]}): no tie-break "
                            "was needed.",
                       f"Você terminou em primeiro lugar com mais dinheiro, {mine[0]} ({who}: {theirs[0]}): não foi "
                       "preciso desempate.", rule_id)
    if places[goal.player] == 1 and rule_id != R.ENGINE_FULL_TIE:
        return Verdict(MET, f"You won the tie-break: {en}.", f"Você venceu o desempate: {pt}.", rule_id)
    return Verdict(FAILED, f"You did not finish first alone: {en}.",
                   f"Você não terminou sozinho em primeiro lugar: {pt}.", rule_id)


CHECKS: Final[dict[str, Callable[[Goal, tuple[str, ...], Events, Any], Verdict]]] = {
    "win_card": _win_card,
    "compensation_on": _compensation_on,
    "money_at_least": _money_at_least,
    "upgraded_before_use": _upgraded_before_use,
    "upgraded_by_end": _upgraded_by_end,
    "finish_first": _finish_first,
    "win_tie_break": _win_tie_break,
}


def judge(goals: Iterable[Goal], row: tuple[str, ...], events: Events, state: Any) -> Verdict:
    """All ``goals`` together: the first failed one, else the first not yet met, else the last met one."""
    verdicts = [CHECKS[goal.kind](goal, row, events, state) for goal in goals]
    for status in (FAILED, NOT_YET):
        for verdict in verdicts:
            if verdict.status == status:
                return verdict
    return verdicts[-1]
