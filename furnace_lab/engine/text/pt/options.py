"""The game options' words in Portuguese: why a request is refused (an ``OptionsError``), why a Capitalist is left
out, and each module's and variant's name.

The same keys and placeholders as :mod:`furnace_lab.engine.text.en.options`, in the base rules' own terms (Carta
Inicial, Capitalista, Companhias, Discos de Capital, Gerentes, Escolas de Negócios).
"""

from __future__ import annotations

from typing import Final

PHRASES: Final[dict[str, str]] = {
    # os jogadores e a semente
    "options.players-kind": "os jogadores são um número (2 a 4) ou uma lista de nomes, não {value}",
    "options.player-name": "cada nome de jogador deve ser um texto não vazio de até 40 caracteres, não {value}",
    "options.names-differ": "os nomes dos jogadores devem ser diferentes: {names}",
    "options.player-count": "Fornalha é para 2 a 4 jogadores (1 e 5 com Interbellum), não {count}",
    "options.one-needs-interbellum": "uma partida para {count} jogador precisa de Interbellum ('interbellum=True' ou "
                                     "um de seus módulos); o jogo base é para 2 a 4 jogadores",
    "options.count-needs-interbellum": "uma partida para {count} jogadores precisa de Interbellum ('interbellum=True' "
                                       "ou um de seus módulos); o jogo base é para 2 a 4 jogadores",
    "options.seed": "a semente deve ser um número inteiro, não {value}",
    # o nome ou o valor de uma opção
    "options.unknown": "opção desconhecida {value}{hint}",
    "options.unknown-close": " (você quis dizer {close}?)",
    "options.unknown-list": "; as opções são {names}",
    "options.bool": "'{name}' deve ser True ou False, não {value}",
    "options.flag": "'{name}' deve ser True, False ou None, não {value}",
    "options.ids-kind": "'{name}' deve ser uma lista de ids de cartas, não {kind}",
    "options.ids-text": "'{name}' deve conter ids de cartas escritos como texto, não {value}",
    "options.ids-twice": "'{name}' nomeia uma carta duas vezes: {ids}",
    "options.readings": "'readings' deve associar ids de cartas (ou 'card-id.field') a chaves de leitura, escritos "
                        "como texto",
    "options.first-player": "'first_player' deve ser o índice de um jogador, de 0 a {last}, não {value}",
    # as cartas distribuídas
    "options.few-startups": "o catálogo tem {have} Cartas Iniciais, menos que os {count} jogadores",
    "options.startups-per-player": "'startups' deve nomear uma Carta Inicial por jogador ({count}), não {given}",
    "options.few-capitalists": "o catálogo tem {have} Capitalistas do jogo base, menos que os {count} jogadores",
    "options.capitalists-off": "'capitalist_ids' foi dado, mas o módulo de Capitalistas está desligado "
                               "('capitalists=False')",
    "options.capitalists-per-player": "'capitalist_ids' deve nomear um Capitalista por jogador ({count}), não {given}",
    "options.cap-needs-managers": "o Capitalista {card} precisa do módulo de Gerentes",
    "options.cap-needs-variable-discs": "o Capitalista {card} precisa do módulo de Discos de Capital variáveis",
    "options.cap-not-in-growth": "o Capitalista {card} não é usado na variante Crescimento de Capital",
    "options.cap-needs-new-companies": "o Capitalista {card} precisa das novas Companhias",
    # o baralho de Companhias
    "options.ib-deck-short": "o baralho de Interbellum tem poucas Companhias para {count} jogadores (são necessárias "
                             "{needed})",
    "options.deck-short": "um baralho para {count} jogadores precisa de pelo menos {needed} Companhias ({rounds} "
                          "rodadas de {row}), não {given}",
    "options.catalog-short": "o catálogo tem {have} Companhias em uso; {count} jogadores precisam de {needed}",
    "options.catalog-short-extra": "o catálogo tem {have} Companhias em uso; {count} jogadores precisam de {needed} "
                                   "(uma a mais por rodada com Discos de Capital variáveis e sem Gerentes: acrescente "
                                   "as novas Companhias)",
    "options.families-need-companies": "'families' monta o baralho de Interbellum: ative 'new_companies'",
    "options.families-kind": "'families' deve associar ids de Companhias do jogo base a nomes de família, escritos "
                             "como texto",
    "options.families-count": "as Companhias do jogo base formam {families} pilhas de ilustração; 'families' nomeia "
                              "{given}",
    "options.family-small": "cada família precisa de pelo menos {least} cartas; {family} tem {given}",
    # os módulos juntos
    "options.growth-needs-variable": "Crescimento de Capital é uma variante dos Discos de Capital variáveis: ative "
                                     "'variable_discs'",
    "options.agent-two-players": "um Agente joga em partidas de 2 jogadores (o jogo solo precisa de dois)",
    "options.agent-needs-interbellum": "os Agentes são cartas de Interbellum: ative um módulo de Interbellum",
    "options.agent-kind": "'agent' deve ser o id de um Agente, não {value}",
    "options.agents-solo": "'agents' nomeia os dois Agentes do jogo solo; com dois jogadores, dê 'agent='",
    "options.solo-agents-count": "o jogo solo tem dois Agentes, à esquerda e à direita, não {given}",
    "options.solo-agent-cards": "o jogo solo precisa de duas cartas de Agente no catálogo",
    "options.agent-schools-kind": "'agent_schools' deve ser True, False ou None, não {value}",
    "options.agent-schools-agent": "'agent_schools' é uma leitura dos lances dos Agentes: precisa de um Agente "
                                   "('agent=' com dois jogadores, ou o jogo solo)",
    "options.agent-schools-managers": "'agent_schools' precisa das Escolas de Negócios: ative 'managers'",
    "options.module-count": "{module}: só para {counts} jogadores, não {count}",
    "options.module-count-one": "{module}: só para {counts} jogador, não {count}",
    "options.counts-or": " ou ",
    "options.module-requires": "{module} requer {need}",
    "options.module-excludes": "{module} não pode ser combinado com {other}",
    # os nomes dos módulos e variantes (options.MODULES)
    "options.module.base": "Fornalha, jogo base",
    "options.module.capitalists": "Capitalistas",
    "options.module.two-player-dummy": "licitante neutro para 2 jogadores",
    "options.module.production-chain": "Cadeia de Produção",
    "options.module.new_companies": "Companhias de Interbellum",
    "options.module.managers": "Gerentes e Escolas de Negócios",
    "options.module.variable_discs": "Discos de Capital variáveis",
    "options.module.new_capitalists": "Cartas Iniciais e Capitalistas de Interbellum",
    "options.module.capital-growth": "Crescimento de Capital",
    "options.module.five-players": "cinco jogadores",
    "options.module.solo": "jogo solo contra dois Agentes",
    "options.module.two-player-agent": "Agente para 2 jogadores",
    "options.module.agent-schools": "o lance alternativo dos Agentes pode ir a uma Escola de Negócios",
}
