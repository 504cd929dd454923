"""Interbellum's phrases in Portuguese (keys ``ib.*``): the log's texts and the refusals of the Interbellum modules.

The same keys and placeholders as :mod:`furnace_lab.engine.text.en.interbellum`, in the rules' own terms (Gerente,
Escola de Negócios, Agente, Companhia, Carta Inicial, Marcador de Melhoria, Compensação).
"""

from __future__ import annotations

from typing import Final

PHRASES: Final[dict[str, str]] = {
    # Escolas de Negócios (business_schools.py)
    "ib.school.dealt": "Gerentes nas Escolas de Negócios: {managers}.",
    "ib.school.none-dealt": "nenhum (a pilha está vazia)",
    "ib.school.won": "{player} leva o Gerente {manager} de {school}; a carta fica.",
    "ib.school.agent-takes": "O Agente {agent} leva {manager} e o guarda na sua área.",
    "ib.school.dummy-takes": "O licitante neutro leva {manager}; ele sai do jogo.",
    "ib.school.empty": "Nenhum disco em {school}: {manager} é descartado.",
    # as primeiras escolhas do quinto jogador (fifth.py)
    "ib.fifth.keeps": "{player}, quinto na primeira rodada, fica com {card}.",
    "ib.fifth.keeps-capitalist": "{player}, quinto na primeira rodada, fica com {card}.",
    # Agentes (agent.py)
    "ib.agent.takes-card": "O Agente {agent} leva {card} com o disco {disc}.",
    "ib.agent.compensated": "O Agente recebe ${money} pelo disco {disc} em {card}.",
    "ib.agent.production": "O Agente ganha ${money} na produção.",
    "ib.agent.purse": "{agent} ${money}",
    "ib.agent.solo-loses": "{player} (${money}) não tem mais dinheiro que cada Agente ({purses}): {player} perde.",
    "ib.agent.solo-wins": "{player} (${money}) tem mais dinheiro que cada Agente ({purses}): {player} vence.",
    "ib.agent.nobody-wins": "O Agente ({purses}) tem mais dinheiro que todos os jogadores (no máximo ${best}): "
                            "ninguém vence.",
    "ib.agent.ranking-stands": "O Agente ({purses}) não tem mais dinheiro que todos os jogadores: vale a "
                               "classificação dos jogadores.",
    # efeitos permanentes (permanent.py)
    "ib.perm.outbid": "O lance vencedor de {player} em {card} foi superado: {store} guarda {stored}.",
    "ib.perm.token-upgrade": "{player} ganhou um Marcador de Melhoria: efeito {row}.",
    "ib.perm.token-upgrade-now": "{player} ganhou um Marcador de Melhoria: efeito {row} — agora, antes de a "
                                 "resolução continuar.",
    "ib.perm.extraction-bonus": "{player}: efeito {row}.",
    "ib.perm.sale-bonus": "{player}: efeito {row} ({times}×).",
    "ib.perm.coal-stored": "{coal} carvão fica guardado em {card}.",
    "ib.perm.compensation-stored": "Compensação com o disco {disc}: {card} guarda {stored}.",
    # entregas e efeitos de texto (effects.py)
    "ib.effect.delivery": "{player} recebe a entrega de {card}: {gain}.",
    "ib.effect.delivery-next": "A entrega de {card} ({row}) é resolvida a seguir.",
    "ib.effect.gain-per-card": "{player}: efeito de {row} — cartas: {cards}.",
    # {amount} já traz o recurso e a concordância ("2 ferros guardados": ib.effect.amount-stored-*)
    "ib.effect.take-stored": "{player} pega {amount} em {card}.",
    "ib.effect.amount-stored-one": "{amount} guardado",
    "ib.effect.amount-stored-many": "{amount} guardados",
    "ib.effect.none-stored": "Não há {resource} guardado em {card} para {player} pegar.",
    "ib.effect.upgrades-next": "{player} melhora {card} ({row}).",
    # Gerentes nas cartas, suas transações e bônus (manager_placing.py, manager_transactions.py)
    "ib.manager.placed": "{player} coloca {manager} em {card}.",
    "ib.manager.kept": "Os Gerentes voltam aos seus donos, que os mantêm.",
    "ib.manager.free-transaction": "Uma transação de conversão não custa nada (Gerente).",
    "ib.manager.free-kept": "A linha não é executada: a conversão grátis fica para uma linha de conversão posterior.",
    "ib.manager.bonus": "O Gerente {manager} dá {gain}: {count}.",
    "ib.manager.transaction-one": "{count} transação",
    "ib.manager.transaction-many": "{count} transações",
    "ib.manager.once-more": "Gerente “{manager}”: o efeito ({row}) pode ser executado até {most} vezes em vez de "
                            "{limit}.",
    "ib.manager.fully-resolved": "Todas as vendas de {card} foram resolvidas por completo: o Gerente {manager} dá "
                                 "{gain}.",
    # o uso de um Gerente: o que cada um faz (explain, sentences) e o que fez (manager_uses.py)
    "ib.use.coal-iron": "contar 1 carvão + 1 ferro como já gastos",
    "ib.use.oil": "contar 1 petróleo como já gasto",
    "ib.use.token": "contar 1 Marcador de Melhoria como já gasto",
    "ib.use.upgrade": "pagar 1 ferro para melhorar esta carta; seus efeitos adicionais vêm depois das linhas que "
                      "faltam",
    "ib.use.repeat-delivery": "resolver a entrega desta carta mais uma vez",
    "ib.use.free": "tornar grátis uma transação desta conversão",
    "ib.use.discard": "descartar esta carta por dinheiro",
    "ib.use.name-coal-iron": "carvão e ferro",
    "ib.use.name-oil": "petróleo",
    "ib.use.name-token": "Marcador de Melhoria",
    "ib.used.counted-one": "O Gerente de {player} conta {what} como já gasto em {card}.",
    "ib.used.counted-many": "O Gerente de {player} conta {what} como já gastos em {card}.",
    "ib.used.upgrade-start": "{player} paga 1 ferro: o Gerente melhora {card}; seus efeitos adicionais valem agora.",
    "ib.used.upgrade-part-way": "{player} paga 1 ferro: o Gerente melhora {card} durante a resolução; seus efeitos "
                                "adicionais vêm depois das linhas que faltam.",
    "ib.used.repeat-delivery": "O Gerente de {player} resolve a entrega de {card} mais uma vez.",
    "ib.used.free": "O Gerente de {player} torna grátis uma transação do efeito ({row}) (a primeira execução).",
    "ib.used.discard": "{player} descarta {card} por ${money}; seus Gerentes voltam.",
    # por que colocar ou usar um Gerente é recusado (manager_placing.py, manager_uses.py, manager_production.py)
    "ib.refusal.no-managers": "não há Gerentes neste jogo",
    "ib.refusal.place-at-start": "os Gerentes são colocados nas cartas no início da sua produção, antes de usar uma "
                                 "carta",
    "ib.refusal.not-your-card": "{card} não é uma carta sua",
    "ib.refusal.none-left": "você não tem {manager} para colocar",
    "ib.refusal.one-per-card": "{card} já tem um Gerente: um por carta",
    "ib.refusal.decision-due": "uma decisão de Gerente está pendente: {choices}",
    "ib.refusal.no-card-resolving": "um Gerente é usado enquanto sua carta é resolvida, e nenhuma carta está em "
                                    "resolução agora",
    "ib.refusal.delivery-repeated": "a entrega de {card} já foi resolvida mais uma vez pelo seu Gerente",
    "ib.refusal.free-resources-given": "o Gerente em {card} dá seus recursos grátis uma vez por rodada, e já deu",
    "ib.refusal.no-manager-can": "nenhum Gerente em {card} pode '{use}'",
    "ib.refusal.free-resources-at-start": "os recursos grátis são escolhidos quando a carta começa",
    "ib.refusal.discard-own-only": "{card} não pode ser descartada: só uma Companhia sua",
    "ib.refusal.discard-after-rows": "o descarte é oferecido quando as linhas de {card} terminam",
    "ib.refusal.startup-never-upgraded": "Cartas Iniciais nunca são melhoradas",
    "ib.refusal.already-upgraded": "{card} já está melhorada",
    "ib.refusal.not-your-company": "{card} não é uma Companhia sua",
    "ib.refusal.upgrade-no-iron": "a melhoria custa 1 ferro e você não tem",
    "ib.refusal.no-active-delivery": "{card} não tem entrega ativa para resolver de novo",
    "ib.refusal.free-used": "a conversão grátis de {card} já foi usada",
    "ib.refusal.free-armed": "uma transação desta linha já é grátis",
    "ib.refusal.free-at-run": "a conversão grátis é escolhida na escolha 'run N' de uma linha de conversão",
    "ib.refusal.not-now": "agora não: {choices}",
    # um Agente de um estado salvo que o vocabulário das cartas recusa (agent.py)
    "ib.data.whole-number-between": "esperava-se um número inteiro de {low} a {high}, mas veio {value}",
    "ib.data.whole-number-from": "esperava-se um número inteiro a partir de {low}, mas veio {value}",
    "ib.data.one-of": "valor desconhecido em {field}: {value}; esperava-se um destes: {choices}",
    "ib.data.income": "esperavam-se pares [dinheiro >= 1, base] com a base entre {bases}, mas veio {value}",
    # Capitalistas de Interbellum pedidos nas opções (expansion.py)
    "ib.options.interbellum-capitalist": "o Capitalista {card!r} é uma carta de Interbellum: ative 'new_capitalists'",
    "ib.options.capitalist-replaced": "o Capitalista {card!r} é substituído pela carta atualizada em Interbellum",
    "ib.options.capitalist-unplayed": "o Capitalista {card!r} ({ability}) ainda não é jogado por este motor",
}
"""Phrase key → Portuguese template."""
