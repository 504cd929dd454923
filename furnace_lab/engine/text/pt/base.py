"""The base rules' phrases in Portuguese (``base.*``): the same keys and placeholders as
:mod:`furnace_lab.engine.text.en.base`, in the base rules' own terms (Carta Inicial, Companhia, Capitalista, Marcador
de Melhoria, Compensação, Disco de Capital; docs/glossary.md has them all).
"""

from __future__ import annotations

from typing import Final

PHRASES: Final[dict[str, str]] = {
    # produção: why_not_production()
    "base.production.other-phase": "é a fase de produção: use suas cartas ('use CARTA', 'run N', 'upgrade CARTA', "
                                   "'done')",
    "base.production.finish-row": "termine primeiro o efeito de {card}: {row}",
    "base.production.finish-run": "termine {card} primeiro: escolha quantas vezes executar o efeito ({row}) "
                                  "('run N')",
    "base.production.finish-upgrade-row": "termine a linha de melhoria de {card} primeiro ('upgrade CARTA' ou "
                                          "'done')",
    "base.production.run-limit": "o efeito ({row}) pode ser executado no máximo {times}",
    "base.production.run-unaffordable": "seus recursos pagam apenas {runs} do efeito ({row})",
    "base.production.run-one": "{count} execução",
    "base.production.run-many": "{count} execuções",
    "base.production.cards-left": "todas as cartas devem ser resolvidas antes de terminar a produção",
    "base.production.upgrade-on-startup": "melhorias são feitas na linha de melhoria da Carta Inicial: use-a "
                                          "primeiro",
    "base.production.no-processing-row": "nenhuma linha de processamento está em curso: escolha uma carta",
    "base.production.not-your-card": "{card} não é uma carta sua",
    "base.production.card-used": "{card} já foi usada nesta fase de produção",
    "base.production.chain-next": "a cadeia é resolvida da esquerda para a direita: a próxima é {card}",
    "base.production.neighbour-only": "uma vez no fim da produção, pague 1 ferro para resolver uma Companhia do "
                                      "jogador à direita",
    "base.production.repeat-capitalist-only": "só o Capitalista que repete cartas pode usar uma carta de novo",
    "base.production.repeat-done": "você já repetiu uma carta nesta fase de produção",
    "base.production.repeat-not-used": "{card} não é uma carta sua já usada nesta fase",
    "base.production.repeat-cost": "usar uma carta de novo custa 2 carvões",
    "base.production.not-your-company": "{card} não é uma Companhia sua",
    "base.production.startup-no-upgrade": "Cartas Iniciais não podem ser melhoradas",
    "base.production.already-upgraded": "{card} já está melhorada",
    "base.production.upgrade-row-limit": "esta linha melhora no máximo {count} Companhias",
    "base.production.upgrade-unaffordable": "uma melhoria custa {cost}; você não pode pagar",
    # produção: de quem é a carta que o Capitalista vizinho resolve
    "base.production.of-player": "de {name}",
    "base.production.of-agent": "do Agente {agent}",
    # resolução: why_not_resolution()
    "base.resolution.insert-first": "primeiro coloque {card} na sua linha ('insert {card}@P')",
    "base.resolution.insert-which": "a carta a colocar é {card}, não {other}",
    "base.resolution.insert-past-end": "sua linha terá {size} cartas; a posição {position} fica além do fim",
    "base.resolution.token-upgrade-first": "primeiro decida as melhorias pelo Marcador de Melhoria recém-ganho "
                                           "('upgrade CARTA' ou 'done')",
    "base.resolution.comp-due": "é hora de escolher a Compensação: 'comp N' executa a linha do topo N vezes",
    "base.resolution.comp-disc-limit": "seu disco {value} permite no máximo {units} vezes",
    "base.resolution.comp-unaffordable": "seus recursos pagam apenas {can} vezes (não se gasta renda futura)",
    # Capitalistas: cada habilidade em poucas palavras
    "base.capitalist.ability.paired-extra-disc": "disco extra de valor 2, colocado junto com outro disco em outra "
                                                 "carta",
    "base.capitalist.ability.use-neighbour-card": "pagar 1 ferro para resolver uma Companhia do jogador à direita, "
                                                  "no fim da produção",
    "base.capitalist.ability.variable-plus-two": "disco variável vale o carvão gasto mais 2",
    "base.capitalist.ability.compensation-before-production": "resolver uma vez a Compensação de uma Companhia não "
                                                              "melhorada antes de usá-la",
    "base.capitalist.ability.personal-manager": "Gerente Pessoal e vários Gerentes na mesma carta",
    "base.capitalist.ability.repeat-card": "usar de novo uma carta (2 carvões, uma vez por fase de produção)",
    "base.capitalist.ability.compensation-plus-one": "disco vale 1 a mais na Compensação",
    "base.capitalist.ability.unrestricted-bids": "lances sem as restrições de valor e de jogador",
    "base.capitalist.ability.extra-disc": "Disco de Capital extra de valor 2",
    "base.capitalist.ability.iron-for-upgrade": "ferro no lugar do Marcador de Melhoria quando não houver "
                                                "marcadores",
    # Capitalistas: uma carta que o motor não sabe jogar (OptionsError)
    "base.capitalist.unknown-ability": "o Capitalista {cap} tem a habilidade {ability}, que não é do jogo base; o "
                                       "motor do jogo base joga {abilities}",
    "base.capitalist.bad-cost": "Capitalista {cap}: custo ilegível {cost}: {why}",
    "base.capitalist.cost-expected": "esperava-se uma quantia de recursos, como '2 coal'",
    "base.capitalist.cost-not-resources": "Capitalista {cap}: o custo deve ser em recursos, como '2 coal'",
    "base.capitalist.disc-value": "Capitalista {cap}: o disco extra deve valer de {low} a 9, não {value}",
    # preparação (OptionsError)
    "base.setup.not-a-catalog": "'catalog' deve ser um catálogo de cartas (como o que "
                                "'furnace_lab.cards.load_catalog()' dá), não '{kind}'",
    "base.setup.readings-own-catalog": "'readings' escolhe entre as leituras do catálogo do pacote; com um "
                                       "catálogo próprio, monte-o com as leituras que quiser",
    "base.setup.readings-not-a-map": "'readings' deve associar ids de cartas (ou 'card-id.field') a chaves de "
                                     "leitura",
    # o registro do jogo
    "base.log.extra-coal": "Cada jogador recebe 1 carvão extra (preparação de Interbellum).",
    "base.log.variable-disc": "Cada jogador recebe um Disco de Capital variável marcando 0.",
    "base.log.compensator": "{0} pode antes resolver uma vez a Compensação de {1} ({2}).",
    "base.log.neighbour": "{name} paga {cost} para resolver {card} {whose} (com seus Gerentes, sem seus efeitos "
                          "permanentes).",
    "base.log.school-split": "{0} divide a Compensação de {2} (transações: {1}): {3} na segunda opção, {4} na "
                             "primeira.",
}
"""Phrase key → Portuguese template."""
