"""Why an action is or is not legal, in plain words, citing the rule — without applying it.

:func:`why_not` is the refusal side of the rules: for any action it returns ``None`` if the action is legal
now, or ``(rule ID, English reason, Portuguese reason)``. ``apply`` uses it to word
:class:`~furnace_lab.errors.IllegalAction`; the tests check that it agrees exactly with
``legal_actions()`` on many random positions, so the two can never drift apart.

:func:`explain` turns that into an :class:`Explanation` for people: legal or not, the rule, and a sentence
saying what the action would do or why it may not be done.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from furnace_lab.engine.base.auction import why_not_bid, why_not_pair
from furnace_lab.engine.base.production import NOT_PRODUCTION, neighbour_of, upgrade_payment, why_not_production
from furnace_lab.engine.base.resolution import why_not_resolution
from furnace_lab.engine.core import citations as R
from furnace_lab.engine.core import naming as N
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
from furnace_lab.engine.core.events import bundle_text, counted, times_words
from furnace_lab.engine.describe import row_words
from furnace_lab.engine.interbellum.managers import (
    MG_STAGE,
    R_ASSIGN,
    R_NOT_AUCTION,
    STAGE_END,
    STAGE_PLACING,
    STAGE_START,
)
from furnace_lab.errors import check_lang

if TYPE_CHECKING:
    from furnace_lab.engine.core.state import GameState

Refusal = tuple[str, str, str]


def why_not(s: GameState, action: Action) -> Refusal | None:
    """``None`` if ``action`` is legal in ``s``, else (rule ID, English reason, Portuguese reason)."""
    phase = s._phase
    if phase == OVER:
        return (R.SCORING_END, "the game is over", "o jogo terminou")
    if phase == AUCTION and s._pick:
        from furnace_lab.engine.interbellum.fifth import R_CHOOSES, choices

        if action in choices(s):
            return None
        return (R_CHOOSES, "the fifth player first keeps one of their two cards: "
                + ", ".join(N.name(s._g, c.card) for c in choices(s)),
                "o quinto jogador primeiro escolhe uma das duas cartas")
    if phase in (AUCTION, RESOLUTION) and s._mg and isinstance(action, (ManagerUse, AssignManager)):
        return (R_NOT_AUCTION, "Managers cannot be used in the auction: they are put on cards and used in production",
                "os Gerentes não podem ser usados no leilão: são colocados nas cartas e usados na produção")
    if phase == AUCTION:
        if s.current_player == CHANCE:
            if not isinstance(action, Roll):
                return (R.DUMMY, "it is the dummy bidder's turn: a die roll ('roll N') is due",
                        "é a vez do licitante neutro: role o dado ('roll N')")
            if not 1 <= action.face <= DIE_FACES:
                return (R.ENGINE_DIE, f"a die shows 1 to {DIE_FACES}", f"um dado mostra de 1 a {DIE_FACES}")
            return None
        if isinstance(action, PairBid):
            return why_not_pair(s, action)
        if isinstance(action, VarBid):
            from furnace_lab.engine.interbellum.variable import why_not_vbid

            return why_not_vbid(s, action)
        if not isinstance(action, Bid):
            return (R.PHASES, "it is the auction: place a Capital disc ('bid D@P')",
                    "é a fase de leilão: coloque um Disco de Capital ('bid D@P')")
        return why_not_bid(s, action)
    if phase == RESOLUTION:
        return why_not_resolution(s, action)
    assert phase == PRODUCTION
    if isinstance(action, (Bid, VarBid, PairBid, Compensate, InsertCard, Roll)):
        return NOT_PRODUCTION
    return why_not_production(s, action)


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


def _describe(s: GameState, action: Action, lang: str) -> tuple[str, str]:
    """What a legal action does: (rule ID, sentence)."""
    g = s._g
    pt = lang == "pt"

    def nm(item_id: str) -> str:
        return N.name(g, item_id, lang)

    if isinstance(action, Bid):
        card = N.card(g, s._row[action.offset], lang)
        i, seat = action.offset, s.current_player
        if s._omask[i] >> seat & 1 or s._vmask[i] >> action.disc & 1:  # legal only by her ability
            if pt:
                return (R.CAP_UNRESTRICTED, f"Permitido pelo seu Capitalista, que ignora as regras do mesmo jogador e "
                        f"do mesmo valor: colocar o Disco de Capital {action.disc} na carta {action.position} "
                        f"({card}).")
            return (R.CAP_UNRESTRICTED, f"Legal thanks to your Capitalist, who ignores the same-player and "
                    f"same-value rules: place Capital disc {action.disc} on card {action.position} ({card}).")
        if pt:
            return (R.PLACE_ONE_DISC,
                    f"Permitido: colocar o Disco de Capital {action.disc} na carta {action.position} ({card}).")
        return R.PLACE_ONE_DISC, f"Legal: place Capital disc {action.disc} on card {action.position} ({card})."
    if isinstance(action, VarBid):  # interbellum.variable-disc.spend-coal: 1 coal a point, less the +2 bonus
        card = N.card(g, s._row[action.offset], lang)
        if g.growth:  # interbellum.variant.capital-growth-value
            if pt:
                return (R.IB_CAPITAL_GROWTH_VALUE, f"Permitido: colocar seu Disco de Capital variável, valendo a "
                        f"rodada ({action.disc}), sem custo, na carta {action.position} ({card}).")
            return (R.IB_CAPITAL_GROWTH_VALUE, f"Legal: place your variable Capital disc, worth the round "
                    f"({action.disc}), for free, on card {action.position} ({card}).")
        coal = action.disc - g.var_bonus[s.current_player]
        if pt:
            return (R.IB_VAR_SPEND_COAL, f"Permitido: colocar seu Disco de Capital variável, valendo {action.disc}, "
                    f"na carta {action.position} ({card}), pagando {bundle_text(((0, coal),), 'pt')}.")
        return (R.IB_VAR_SPEND_COAL, f"Legal: place your variable Capital disc, worth {action.disc}, on card "
                f"{action.position} ({card}), paying {coal} coal.")
    if isinstance(action, PairBid):
        card = N.card(g, s._row[action.offset], lang)
        other = N.card(g, s._row[action.extra - 1], lang)
        extra = g.hooks[s.current_player].paired_disc
        if pt:
            return (R.IB_ARTHUR, f"Permitido: colocar o Disco de Capital {action.disc} na carta {action.position} "
                    f"({card}) e, ao mesmo tempo, o disco extra {extra} na carta {action.extra} ({other}).")
        return (R.IB_ARTHUR, f"Legal: place Capital disc {action.disc} on card {action.position} ({card}) and, at "
                f"the same time, the extra disc {extra} on card {action.extra} ({other}).")
    if isinstance(action, ChooseCard):
        from furnace_lab.engine.interbellum.fifth import R_CHOOSES

        if pt:
            kind = "sua Carta Inicial" if s._pick == 2 else "seu Capitalista"
            return R_CHOOSES, f"Permitido: ficar com {nm(action.card)} como {kind}; a outra carta volta para a caixa."
        kind = "Start-up" if s._pick == 2 else "Capitalist"
        return R_CHOOSES, f"Legal: keep {nm(action.card)} as your {kind}; the other card goes back to the box."
    if isinstance(action, AssignManager):
        if pt:
            return R_ASSIGN, f"Permitido: pôr {nm(action.manager)} em {nm(action.card)} nesta fase de produção."
        return R_ASSIGN, f"Legal: put {nm(action.manager)} on {nm(action.card)} for this production phase."
    if isinstance(action, Roll):
        return R.ENGINE_DIE, ("Permitido: o dado mostra " if pt else "Legal: the die shows ") + f"{action.face}."
    if isinstance(action, Compensate):
        info = g.cards[s._row[s._rpos]]
        card = N.card(g, s._row[s._rpos], lang)
        if info.school is not None:  # a Business School: the loser splits the transactions between its two options
            assert s._queue is not None and info.comp is not None
            seat, value = s._queue[s._qi]
            units = value + g.comp_bonus[seat]
            second, first = info.school[4], info.comp[4]
            if pt:
                return (R.IB_SCHOOL_SPLIT, f"Permitido: com {counted(units, 'transação', 'transações')} de "
                        f"Compensação em {card}: {action.times} na segunda opção ({row_words(second, 'pt')}) e "
                        f"{units - action.times} na primeira ({row_words(first, 'pt')}).")
            return (R.IB_SCHOOL_SPLIT, f"Legal: of your "
                    f"{counted(units, 'compensation transaction', 'compensation transactions')} on {card}, "
                    f"{action.times} go to the second option ({second}) and {units - action.times} to the first "
                    f"({first}).")
        assert s._queue is not None
        seat, value = s._queue[s._qi]
        if action.times > value:  # beyond the disc value: only the compensation-plus-one Capitalist's disc allows it
            units = value + g.comp_bonus[seat]
            if pt:
                return (R.CAP_PLUS_ONE, f"Permitido pelo seu Capitalista, que conta o disco {value} como {units}: "
                        f"executar a Compensação de {card} {times_words(action.times, 'pt')}.")
            return (R.CAP_PLUS_ONE, f"Legal thanks to your Capitalist, who counts disc {value} as {units}: run "
                    f"{card}'s compensation {times_words(action.times, 'en')}.")
        if pt:
            return (R.COMP_PROCESSING, f"Permitido: executar a Compensação de {card} "
                    f"{times_words(action.times, 'pt')}.")
        return R.COMP_PROCESSING, f"Legal: run {card}'s compensation {times_words(action.times, 'en')}."
    if isinstance(action, InsertCard):
        if pt:
            return R.PRODUCTION_CHAIN, f"Permitido: colocar {nm(action.card)} na posição {action.position} da cadeia."
        return R.PRODUCTION_CHAIN, f"Legal: put {nm(action.card)} at place {action.position} of your chain."
    if isinstance(action, UseCard):
        return R.EACH_CARD_ONCE, ("Permitido: usar " if pt else "Legal: use ") + f"{nm(action.card)}."
    if isinstance(action, Run):
        row = s._rows[s._ri]
        if pt:
            return (R.PROCESSING, f"Permitido: executar o efeito ({row_words(row[4], 'pt')}) "
                    f"{times_words(action.times, 'pt')}.")
        return R.PROCESSING, f"Legal: run '{row[4]}' {times_words(action.times, 'en')}."
    if isinstance(action, UpgradeCard) and s._phase == RESOLUTION:  # a token gained in the auction's resolution
        if pt:
            return R.ENGINE_IB_TOKEN_UPGRADE, (f"Permitido: melhorar {nm(action.card)} pelo Marcador de Melhoria "
                                               "recém-ganho, antes de a resolução continuar.")
        return R.ENGINE_IB_TOKEN_UPGRADE, (f"Legal: upgrade {nm(action.card)} for the upgrade token just gained, "
                                           "before the resolution goes on.")
    if isinstance(action, UpgradeCard):
        used = s._used >> g.index[action.card] & 1
        rule = R.UPGRADE_AFTER_USE if used else R.UPGRADE_BEFORE_USE
        row = s._rows[s._ri]
        pay = None
        if row[0] == UPGRADE and g.token_sub[s.current_player] is not None:
            pay = upgrade_payment(s, s.current_player, row)
            if pay is not None and pay != row[1]:  # payable only by the iron-for-upgrade Capitalist: no token left
                rule = R.CAP_IRON
            else:
                pay = None
        if pt:
            how = f", pagando {bundle_text(pay, 'pt')} (ferro no lugar do Marcador de Melhoria)" if pay else ""
            later = " Já usada: o efeito adicional vale a partir da próxima fase." if used else ""
            return rule, f"Permitido: melhorar {nm(action.card)}{how}.{later}"
        how = f", paying {bundle_text(pay, 'en')} (iron instead of an upgrade token)" if pay else ""
        later = " Already used: its added effect starts next phase." if used else ""
        return rule, f"Legal: upgrade {nm(action.card)}{how}.{later}"
    if isinstance(action, RepeatCard):
        seat = s.current_player
        if g.index[action.card] not in s._line[seat]:  # the neighbour Capitalist (interbellum.capitalist.neighbour)
            cost = g.hooks[seat].neighbour_cost or ()
            if pt:
                return (R.IB_NEIGHBOUR, f"Permitido: pagar {bundle_text(cost, 'pt')} para resolver {nm(action.card)} "
                        f"{neighbour_of(s, seat, 'pt')} (com seus Gerentes, sem seus efeitos permanentes).")
            return (R.IB_NEIGHBOUR, f"Legal: pay {bundle_text(cost, 'en')} to resolve {nm(action.card)} "
                    f"{neighbour_of(s, seat)} (its Managers too, not its permanent effects).")
        return R.CAP_REPEAT, ("Permitido: usar de novo " if pt else "Legal: use again ") + f"{nm(action.card)}."
    if isinstance(action, ManagerUse) and s._card >= 0:
        from furnace_lab.engine.interbellum.managers import USE_TEXTS

        en, pt_text = USE_TEXTS[action.what]
        card = N.card(g, s._card, lang)
        if pt:
            return R.IB_MANAGER_ANY_TIME, f"Permitido: o Gerente em {card} — {pt_text}."
        return R.IB_MANAGER_ANY_TIME, f"Legal: the Manager on {card} — {en}."
    if isinstance(action, Done):
        if s._mg and s._mg[MG_STAGE] == STAGE_PLACING:
            if pt:
                return R_ASSIGN, "Permitido: não pôr mais Gerentes nesta rodada; comece a usar suas cartas."
            return R_ASSIGN, "Legal: put no more Managers on cards this round; start using your cards."
        if s._card >= 0 and s._phase == RESOLUTION:
            if pt:
                return R.ENGINE_IB_TOKEN_UPGRADE, "Permitido: não melhorar mais; a resolução continua."
            return R.ENGINE_IB_TOKEN_UPGRADE, "Legal: stop upgrading; the resolution goes on."
        if s._card >= 0 and s._mg and s._mg[MG_STAGE] in (STAGE_START, STAGE_END):
            end = s._mg[MG_STAGE] == STAGE_END
            if pt:
                return R.IB_MANAGER_ANY_TIME, ("Permitido: não usar a escolha do Gerente; " +
                                               ("a carta termina." if end else "as linhas da carta vêm a seguir."))
            return R.IB_MANAGER_ANY_TIME, ("Legal: leave the Manager's choice unused; " +
                                           ("the card ends." if end else "the card's rows come next."))
        if s._card >= 0:
            return R.STARTUP_UPGRADE, "Permitido: encerrar as melhorias." if pt else "Legal: stop upgrading."
        return R.ENGINE_ALL_CARDS, "Permitido: terminar a produção." if pt else "Legal: finish your production."
    return R.ENGINE_TURN, "Permitido." if pt else "Legal."


def explain(s: GameState, action: Action | str, lang: str = "en") -> Explanation:
    """Why ``action`` (an action or its notation) is or is not legal in ``s``."""
    check_lang(lang)
    if isinstance(action, str):
        action = parse_action(s, action)
    if not isinstance(action, Action):
        raise TypeError(f"expected an action or its notation (such as 'bid 3@2'), not {type(action).__name__}")
    refusal = why_not(s, action)
    if refusal is None and action not in s.legal_actions():
        refusal = (R.ENGINE_TURN, "that action is not legal now", "essa ação não é permitida agora")
    if refusal is not None:
        rule_id, en, pt = refusal
        text = f"Não permitido: {pt}." if lang == "pt" else f"Illegal: {en}."
        return Explanation(str(action), False, rule_id, text)
    rule_id, text = _describe(s, action, lang)
    return Explanation(str(action), True, rule_id, text)
