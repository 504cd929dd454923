"""The engine's phrases in Portuguese: phrase key → template (``{name}`` is a value the rule module gives).

The same keys and placeholders as :mod:`furnace_lab.engine.text.en.explain`, in the base rules' own terms (Disco
de Capital, Carta Inicial, Capitalista, Marcador de Melhoria, Compensação, Gerente; docs/glossary.md has them all).
"""

from __future__ import annotations

from typing import Final

PHRASES: Final[dict[str, str]] = {
    # explain(): o que faz uma ação permitida
    "legal.bid": "Permitido: colocar o Disco de Capital {disc} na carta {position} ({card}).",
    "legal.bid-by-capitalist": "Permitido pelo seu Capitalista, que ignora as regras do mesmo jogador e do mesmo "
                               "valor: colocar o Disco de Capital {disc} na carta {position} ({card}).",
    "legal.var-bid": "Permitido: colocar seu Disco de Capital variável, valendo {disc}, na carta {position} ({card}), "
                     "pagando {coal}.",
    "legal.var-bid-growth": "Permitido: colocar seu Disco de Capital variável, valendo a rodada ({disc}), sem custo, "
                            "na carta {position} ({card}).",
    "legal.pair-bid": "Permitido: colocar o Disco de Capital {disc} na carta {position} ({card}) e, ao mesmo tempo, o "
                      "disco extra {extra} na carta {other_position} ({other}).",
    "legal.keep-startup": "Permitido: ficar com {card} como sua Carta Inicial; a outra carta volta para a caixa.",
    "legal.keep-capitalist": "Permitido: ficar com {card} como seu Capitalista; a outra carta volta para a caixa.",
    "legal.assign-manager": "Permitido: pôr {manager} em {card} nesta fase de produção.",
    "legal.roll": "Permitido: o dado mostra {face}.",
    "legal.school-split": "Permitido: com {transactions} de Compensação em {card}: {second_times} na segunda opção "
                          "({second}) e {first_times} na primeira ({first}).",
    "legal.compensate": "Permitido: executar a Compensação de {card} {times}.",
    "legal.compensate-plus-one": "Permitido pelo seu Capitalista, que conta o disco {value} como {units}: executar a "
                                 "Compensação de {card} {times}.",
    "legal.insert-card": "Permitido: colocar {card} na posição {position} da cadeia.",
    "legal.use-card": "Permitido: usar {card}.",
    "legal.run": "Permitido: executar o efeito ({row}) {times}.",
    "legal.upgrade-token-gained": "Permitido: melhorar {card} pelo Marcador de Melhoria recém-ganho, antes de a "
                                  "resolução continuar.",
    "legal.upgrade": "Permitido: melhorar {card}{paying}.{later}",
    "legal.use-again": "Permitido: usar de novo {card}.",
    "legal.neighbour": "Permitido: pagar {cost} para resolver {card} {whose} (com seus Gerentes, sem seus efeitos "
                       "permanentes).",
    "legal.manager-use": "Permitido: o Gerente em {card} — {what}.",
    "legal.done-placing": "Permitido: não pôr mais Gerentes nesta rodada; comece a usar suas cartas.",
    "legal.done-token-upgrades": "Permitido: não melhorar mais; a resolução continua.",
    "legal.done-manager-start": "Permitido: não usar a escolha do Gerente; as linhas da carta vêm a seguir.",
    "legal.done-manager-end": "Permitido: não usar a escolha do Gerente; a carta termina.",
    "legal.done-upgrades": "Permitido: encerrar as melhorias.",
    "legal.done-production": "Permitido: terminar a produção.",
    "legal.other": "Permitido.",
    # partes das frases acima
    "part.compensation-transaction": "{count} transação",
    "part.compensation-transactions": "{count} transações",
    "part.paying-iron": ", pagando {cost} (ferro no lugar do Marcador de Melhoria)",
    "part.already-used": " Já usada: o efeito adicional vale a partir da próxima fase.",
    # why_not(): por que uma ação é recusada (explain() escreve "Não permitido: ...")
    "refusal.game-over": "o jogo terminou",
    "refusal.fifth-keeps-first": "o quinto jogador primeiro escolhe uma das duas cartas: {cards}",
    "refusal.managers-in-auction": "os Gerentes não podem ser usados no leilão: são colocados nas cartas e usados na "
                                   "produção",
    "refusal.roll-due": "é a vez do licitante neutro: role o dado ('roll N')",
    "refusal.die-faces": "um dado mostra de 1 a {faces}",
    "refusal.bid-due": "é a fase de leilão: coloque um Disco de Capital ('bid D@P')",
    "refusal.not-now": "essa ação não é permitida agora",
    "explain.illegal": "Não permitido: {reason}.",
}
"""Phrase key → Portuguese template."""
