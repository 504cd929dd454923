"""The game log's phrases in Portuguese: each event kind's sentence (:mod:`furnace_lab.engine.core.events`), the
amounts of resources the log writes, and the playthrough's own lines (:mod:`furnace_lab.engine.transcript`).

The same keys and placeholders as :mod:`furnace_lab.engine.text.en.events`, in the base rules' own terms
(Companhias, Discos de Capital, Compensação, Carta Inicial, Capitalista, Marcador de Melhoria; docs/glossary.md).
The resources' singular and plural names are the card faces' (:data:`furnace_lab.cards.resources.NAMES_PT`; a test
checks they agree); money is written ``$3``.
"""

from __future__ import annotations

from typing import Final

PHRASES: Final[dict[str, str]] = {
    # quem age, quando não é um jogador
    "event.who.die": "o dado",
    "event.who.agent": "o Agente {agent}",
    "event.who.dummy": "o licitante neutro",
    "event.who.table": "a mesa",
    # os módulos que a preparação nomeia
    "event.module.base": "jogo base",
    "event.module.capitalists": "Capitalistas",
    "event.module.two-player-dummy": "licitante neutro",
    "event.module.production-chain": "Cadeia de Produção",
    # quantidades: recursos e dinheiro, contagens, vezes
    "event.amount.coal.one": "{amount} carvão",
    "event.amount.coal.many": "{amount} carvões",
    "event.amount.iron.one": "{amount} ferro",
    "event.amount.iron.many": "{amount} ferros",
    "event.amount.oil.one": "{amount} petróleo",
    "event.amount.oil.many": "{amount} petróleos",
    "event.amount.token.one": "{amount} Marcador de Melhoria",
    "event.amount.token.many": "{amount} Marcadores de Melhoria",
    "event.amount.money.one": "${amount}",
    "event.amount.money.many": "${amount}",
    "event.amount.nothing": "nada",
    "event.times.one": "1 vez",
    "event.times.many": "{count} vezes",
    "event.count.company": "{count} Companhia",
    "event.count.companies": "{count} Companhias",
    "event.count.transaction": "{count} transação",
    "event.count.transactions": "{count} transações",
    "event.deal": "{cost} → {gain}",
    # preparação e leilão
    "event.setup": "Preparação ({modules}): {players}. Cartas Iniciais: {startups}. {capitalists}{first} começa com o "
                   "Marcador de Primeiro Jogador; baralho de {deck} Companhias.",
    "event.setup.capitalists": "Capitalistas: {capitalists}. ",
    "event.position": "Posição de produção, rodada {round}: {startup} e as Companhias {companies}.",
    "event.position.no-companies": "nenhuma",
    "event.row": "Rodada {round}: {who} revela {count}: {companies}{schools}.",
    "event.row.schools": "; e também {schools}",
    "event.bid": "{who} coloca o Disco de Capital {disc} na carta {position} ({card}).",
    "event.bid.unrestricted": "{who} coloca o Disco de Capital {disc} na carta {position} ({card}) — permitido pela "
                              "Capitalista sem restrições.",
    "event.pass": "{who} não tem mais onde colocar discos e passa.",
    "event.roll": "O dado mostra {face}.",
    "event.dummy-bid": "{who} coloca o disco {disc} na carta {position} ({card}): seu menor disco válido, procurando "
                       "para a direita a partir da carta {start}.",
    "event.dummy-bid.agent": "{who} coloca o disco {disc} na carta {position} ({card}): a carta-alvo que a sua carta "
                             "de Agente escolhe a partir da carta {start}, com o disco que ela indica.",
    "event.dummy-bid.agent-school": "{who} coloca o disco {disc} na carta {position} ({card}): nenhuma Companhia serve "
                                    "à sua carta de Agente, que então lança na carta mais à direita onde pode lançar, "
                                    "aqui uma Escola de Negócios.",
    "event.vbid": "{who} coloca o Disco de Capital variável valendo {disc} na carta {position} ({card}), gastando "
                  "{coal} carvão.",
    "event.discard": "A carta {position} ({card}) não tem discos e é descartada.",
    "event.no-comp": "O licitante neutro não recebe Compensação por {card}.",
    "event.win": "{who} arremata {card} com o disco {disc}, lado básico para cima.",
    "event.win.tie": "{who} arremata {card} com o disco {disc}, lado básico para cima (empate com a Capitalista sem "
                     "restrições: vence o oponente).",
    "event.removed": "O licitante neutro arremata {card} com o disco {disc}; a carta sai do jogo.",
    # Compensação
    "event.comp.gain": "Compensação: {who} recebe {gain} pelo Disco de Capital {disc} em {card}{bonus}{share}.",
    "event.comp.gain-none": "Compensação: {who} não recebe nada pelo Disco de Capital {disc} em {card}{bonus}{share}.",
    "event.comp.bonus": " (o Capitalista conta o disco como {units})",
    "event.comp.share": " ({times} de {transactions})",
    "event.comp.school-none": "Compensação: {who} não faz nenhuma transação com a segunda opção de {card}, '{deal}' "
                              "(disco {disc}): {why}; todas vão para a primeira.",
    "event.comp.school-none.cannot-pay": "não pode pagar por ela",
    "event.comp.school-none.choice": "escolhe assim",
    "event.comp.cannot-pay": "Compensação: {who} não pode pagar '{deal}' de {card} (disco {disc}) e não recebe nada.",
    "event.comp.run": "Compensação: {who} faz '{deal}' de {card} {times} (disco {disc}: até {units}).",
    # produção
    "event.insert": "{who} coloca {card} na posição {position} da sua cadeia de produção.",
    "event.production.one": "Fase de Produção: {players} produz.",
    "event.production.many": "Fase de Produção: {players} produzem em ordem.",
    "event.use": "{who} usa {card} ({side}){why}.",
    "event.use.again": "{who} usa de novo {card} ({side}){why}.",
    "event.use.why-chain": " (a próxima da Cadeia de Produção)",
    "event.use.why-last": " (a única carta restante)",
    "event.side.startup": "Carta Inicial",
    "event.side.upgraded": "lado melhorado",
    "event.side.basic": "lado básico",
    "event.neighbour": "{who} resolve {card} {owner} ({side}) por meio do seu Capitalista.",
    "event.neighbour.of-agent": "do Agente {agent}",
    "event.neighbour.of-player": "de {player}",
    "event.gain": "{who} recebe {gain} de {card}.",
    "event.run": "{who} faz '{deal}' de {card} {times} (limite {limit}).",
    "event.run.cannot-pay": "{who} não pode pagar '{deal}' de {card}; a linha é pulada.",
    "event.upgrade": "{who} melhora {card} pagando {cost}{iron}.{note}",
    "event.upgrade.iron": " (ferro no lugar do Marcador de Melhoria)",
    "event.upgrade.used-before": " Ela já foi usada nesta fase: o efeito adicional só vale a partir da próxima.",
    "event.upgrade.not-used": " Ainda não foi usada: nesta fase resolve os dois efeitos.",
    "event.upgrade-skip": "{who} não melhora nada com {card}: {why}; a linha de melhoria é pulada.",
    "event.upgrade-skip.no-basic": "nenhuma de suas Companhias está no lado básico",
    "event.upgrade-skip.cannot-pay": "não pode pagar {cost}",
    "event.repeat": "{who} paga {cost} para usar {card} de novo.",
    "event.produced": "{who} resolveu todas as cartas e termina a produção.",
    # fim de rodada e fim de jogo
    "event.round-end": "Fim da rodada {round}: os Discos de Capital voltam; {first} recebe o Marcador de Primeiro "
                       "Jogador.",
    "event.round-end.last": "Fim da rodada {round}: os Discos de Capital voltam.",
    "event.result": "Fim de jogo: {places}.",
    "event.result.place": "{place}. {player} (${money})",
    "event.result.spoiled": "Fim de jogo: ninguém vence ({agents} à frente). {players}: {places}.",
    "event.result.agents": "os Agentes ficam",
    "event.result.agent-solo": "um Agente fica",
    "event.result.agent": "o Agente fica",
    "event.result.player": "Jogador",
    "event.result.players": "Jogadores",
    # as linhas da própria partida passo a passo (os eventos e o tabuleiro têm as suas)
    "transcript.header": "# furnace_lab: partida passo a passo",
    "transcript.players": "jogadores: {players}",
    "transcript.seed": "semente: {seed}",
    "transcript.options": "opções (JSON): {options}",
    "transcript.phase": "== rodada {round}, {phase}",
    "transcript.chance": "o dado",
    "transcript.step": "-- {number}. {who}: '{action}'",
    "transcript.legal": "   ações permitidas: '{legal}'",
    "transcript.end": "== fim: {phase}",
}
"""Phrase key → Portuguese template."""
