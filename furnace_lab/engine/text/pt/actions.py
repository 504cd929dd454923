"""The actions' words in Portuguese (:mod:`furnace_lab.engine.core.actions`): the same keys and placeholders as
:mod:`furnace_lab.engine.text.en.actions`. The notation's verbs are quoted as they are typed; its placeholders are
Portuguese (CARTA, GERENTE, USO).
"""

from __future__ import annotations

from typing import Final

PHRASES: Final[dict[str, str]] = {
    # um valor que a ação não pode ter
    "actions.count-kind": "{name} deve ser um número inteiro, não {kind}",
    "actions.count-range": "{name} deve estar entre {low} e {high}, não {value}",
    "actions.count.disc": "o disco",
    "actions.count.card-position": "a posição da carta",
    "actions.count.times": "o número de vezes",
    "actions.count.line-position": "a posição na cadeia de produção",
    "actions.card-kind": "o id de uma carta é um texto como 'base-c7', não {kind}",
    "actions.card-malformed": "id de carta malformado {value}: use letras, algarismos, '-', '_' ou '.'",
    "actions.pair-same-card": "os dois discos vão em duas cartas diferentes",
    "actions.manager-use": "uso de Gerente desconhecido {value}; esperava-se um destes: {uses}",
    # notação que não se consegue ler
    "actions.number": "esperava-se {what} como número inteiro, mas veio {value}",
    "actions.number.disc": "o valor de um disco",
    "actions.number.position": "uma posição",
    "actions.number.count": "um número de vezes",
    "actions.not-text": "esperava-se uma ação escrita como texto, mas veio {kind}",
    "actions.unknown": "ação desconhecida {value}; esperava-se {notation}",
    "actions.notation": "'bid D@P', 'vbid D@P', 'pair D@P+Q', 'comp N', 'use CARTA', 'run N', 'upgrade CARTA', "
                        "'repeat CARTA', 'insert CARTA@P', 'roll N', 'choose CARTA', 'assign GERENTE@CARTA', "
                        "'manager USO' ou 'done'",
    "actions.expected-pair": "esperava-se 'pair D@P+Q' (o disco D na carta P, o disco extra na carta Q)",
    "actions.expected-assign": "esperava-se 'assign GERENTE@CARTA'",
    "actions.done-alone": "'done' não leva nada depois",
    "actions.expected-disc-at": "esperava-se '{verb} D@P', com P a posição",
    "actions.expected-card-at": "esperava-se '{verb} CARTA@P', com P a posição",
    "actions.expected-card": "esperava-se '{verb} CARTA', com o id de uma carta",
    # um objeto que não é uma ação
    "actions.malformed": "uma ação {name} malformada: crie as ações com a sua classe (como Bid(3, 2)) ou escreva a "
                         "sua notação (como 'bid 3@2')",
    "actions.not-action": "esperava-se uma ação ou a sua notação (como 'bid 3@2'), não {kind}",
}
