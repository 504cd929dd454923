"""Actions in words, in Portuguese (:func:`furnace_lab.engine.sentences.action_sentence`), in the base rules' terms
(Disco de Capital, Compensação, Gerente): the same keys and placeholders as
:mod:`furnace_lab.engine.text.en.sentences`.
"""

from __future__ import annotations

from typing import Final

PHRASES: Final[dict[str, str]] = {
    "sentences.bid": "Colocar o Disco de Capital {disc} na carta {position}: {card}",
    "sentences.vbid": "Pôr o disco variável, valendo {disc}, na carta {position}: {card}",
    "sentences.pair": "Colocar o Disco de Capital {disc} na carta {position}: {card}, e seu disco extra na carta "
                      "{extra}: {other}",
    "sentences.pair-short": "Pôr o disco {disc} na carta {position}: {card}, e o extra na carta {extra}",
    "sentences.roll": "O dado mostra {face}",
    "sentences.comp": "Compensação de {card}: executar {times}",
    "sentences.comp-none": "Compensação de {card}: recusar",
    "sentences.school": "Compensação de {card}: {times} na segunda opção, o resto na primeira",
    "sentences.run": "Executar a linha {row} de {card} ({effect}) {times}",
    "sentences.run-short": "Executar a linha {row} ({effect}) {times}",
    "sentences.run-none": "Pular a linha {row} de {card} ({effect})",
    "sentences.run-none-short": "Pular a linha {row} ({effect})",
    "sentences.use": "Usar {card}",
    "sentences.upgrade": "Melhorar {card}",
    "sentences.repeat": "Usar {card} de novo",
    "sentences.insert": "Colocar {card} na posição {position} da sua cadeia de produção",
    "sentences.choose": "Ficar com {card}",
    "sentences.assign": "Pôr o Gerente {manager} em {card}",
    "sentences.assign-short": "Gerente {manager} em {card}",
    "sentences.manager": "Gerente: {what}",
    "sentences.done-placing": "Pronto: não pôr mais Gerentes nesta rodada",
    "sentences.done-upgrading": "Pronto: encerrar as melhorias",
    "sentences.done-manager": "Pronto: não usar a escolha do Gerente",
    "sentences.done": "Pronto: terminar a produção",
    "sentences.once": "1 vez",
    "sentences.times": "{n} vezes",
}
