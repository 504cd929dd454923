"""A production position's words in Portuguese (:func:`~furnace_lab.engine.position.production_position`): the same
keys and placeholders as :mod:`furnace_lab.engine.text.en.position`.
"""

from __future__ import annotations

from typing import Final

PHRASES: Final[dict[str, str]] = {
    "position.companies-kind": "'companies' deve ser uma lista de ids de cartas ou de pares (id da carta, melhorada)",
    "position.company-item": "esperava-se um id de carta ou um par (id da carta, melhorada), mas veio {item}",
    "position.company-twice": "uma Companhia aparece duas vezes: {ids}",
    "position.bad-resources": "recursos inválidos: {problem}",
    "position.resources-kind": "'resources' deve ser um Bundle ou um dicionário como {{'coal': 2}}, não {kind}",
    "position.round": "a rodada ('round') deve ser de 1 a {rounds}, não {value}",
    "position.chain-kind": "'production_chain' deve ser True ou False",
    "position.name": "o nome do jogador ('name') deve ser um texto não vazio",
    "position.capitalist": "Capitalista desconhecido {value}; dê o id de um Capitalista do jogo base ou uma destas "
                           "habilidades: {abilities}",
    "position.startup-position": "'startup_position' deve ser de 0 a {last}",
    "position.managers-kind": "'managers' deve ser uma lista de ids de Gerentes",
    "position.stored-kind": "'stored' deve associar ids de cartas a recursos como '2 coal'",
    "position.stored-amount": "os recursos guardados devem ser escritos como '2 coal' ou dados como um Bundle, não "
                              "{value} (carta {card})",
    # o que há de errado num dicionário de recursos
    "position.resource-name-kind": "os nomes dos recursos devem ser textos, não {key}",
    "position.resource-unknown": "recurso desconhecido {name}; esperava-se um destes: {names}",
    "position.resource-amount-kind": "a quantidade de {resource} ({name}) deve ser um número inteiro, não {value}",
    "position.resource-negative": "a quantidade de {resource} ({name}) não pode ser negativa, mas veio {value}",
}
