"""Cards as the engine compiles them, in Portuguese (:mod:`furnace_lab.engine.core.cards`): the same keys and
placeholders as :mod:`furnace_lab.engine.text.en.cards`, in the base rules' terms (Escola de Negócios, Extração,
Capitalista).
"""

from __future__ import annotations

from typing import Final

PHRASES: Final[dict[str, str]] = {
    "cards.not-played": "{effect} é um efeito do tipo {kind}, que o motor do jogo base não joga",
    "cards.row-refused": "{effect}: {reason}",
    "cards.stored-payment": "pagar com recursos guardados na carta é um efeito de Interbellum",
    "cards.school-first": "a primeira opção de uma Escola de Negócios deve ser uma Extração",
    "cards.malformed-card": "definição de carta malformada: {error}",
    "cards.unknown-kind": "tipo de carta desconhecido {kind}; esperava-se 'company' ou 'startup'",
    "cards.unknown-ability": "habilidade desconhecida {ability}",
    "cards.ability-params": "a habilidade {ability} recebe os parâmetros {params}",
    "cards.param-int": "esperava-se um número inteiro de pelo menos 0, mas veio {value}",
    "cards.param-resources": "esperava-se recursos como '1 coal', mas veio {value}",
    "cards.malformed-capitalist": "definição de Capitalista malformada: {error}",
}
