"""The auction's phrases in Portuguese (``base/auction.py``, ``interbellum/variable.py``): phrase key → template.

The same keys and placeholders as :mod:`furnace_lab.engine.text.en.auction`, in the base rules' own terms (Disco de
Capital, licitante neutro, Crescimento de Capital). One phrase leaves a value out, as it always has: the refusal of a
variable disc worth more coal than the player holds does not say which value they can reach (``LEFT_OUT`` in
tests/engine/test_engine_text.py).
"""

from __future__ import annotations

from typing import Final

PHRASES: Final[dict[str, str]] = {
    # por que um lance é recusado (auction.why_not_bid, why_not_pair)
    "auction.dummy-rolls": "é a vez do licitante neutro: role o dado",
    "auction.no-such-card": "a linha tem {cards} cartas; não existe a carta {position}",
    "auction.disc-placed": "seu Disco de Capital {disc} já foi colocado nesta rodada",
    "auction.no-such-disc": "você não tem Disco de Capital de valor {disc}",
    "auction.own-disc-there": "você já tem um disco na carta {position}",
    "auction.value-there": "já há um disco de valor {value} na carta {position}",
    "auction.pair-not-arthur": "só o Arthur atualizado tem um disco extra para colocar junto com outro",
    "auction.extra-disc-placed": "seu disco extra já foi colocado nesta rodada",
    "auction.pair-not-legal": "esse par de lances não é permitido",
    # por que um lance do disco variável é recusado (variable.why_not_vbid)
    "auction.no-variable-discs": "este jogo não tem Discos de Capital variáveis",
    "auction.variable-disc-placed": "seu Disco de Capital variável já foi colocado nesta rodada",
    "auction.growth-value": "no Crescimento de Capital o disco variável vale a rodada, {round}",
    "auction.plus-two-minimum": "seu disco variável vale o carvão pago mais {bonus}: no mínimo {bonus}",
    "auction.coal-short": "o valor {disc} custa mais carvão do que você tem (você alcança no máximo {reach})",
    # o registro
    "auction.extra-disc-event": "{player} coloca ao mesmo tempo o disco extra {disc} na carta {position} ({card}).",
    "auction.variable-discs-reset": "Os Discos de Capital variáveis voltam, marcando 0.",
}
