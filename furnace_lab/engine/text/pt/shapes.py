"""A saved state's shapes in Portuguese (:mod:`furnace_lab.engine.saved_shapes`): the same keys and placeholders as
:mod:`furnace_lab.engine.text.en.shapes`.
"""

from __future__ import annotations

from typing import Final

PHRASES: Final[dict[str, str]] = {
    "shapes.length": "esperava-se {expected} ({what}), mas veio {found}",
    "shapes.within": "{name} indica {value}, que não é {what} (esperava-se de {low} a {high})",
    "shapes.queue": "a fila da resolução tem {count} cartas, mais que as {row} da linha",
    # os campos, em palavras
    "shapes.row-bids": "os lances da linha",
    "shapes.disc-counts": "as contagens de discos",
    "shapes.turn-order": "a ordem dos turnos",
    "shapes.production-order": "a ordem da produção",
    "shapes.dealt": "a posição no baralho",
    "shapes.resolving": "a carta sendo resolvida",
    # o tamanho de uma lista
    "shapes.per-row-card": "um por carta da linha do leilão",
    "shapes.slots-per-seat": "{slots} por lugar",
    "shapes.per-seat": "um por lugar",
    "shapes.per-seat-or-none": "um por lugar, ou nenhum",
    "shapes.per-resource": "uma quantidade por recurso",
    "shapes.per-school": "um por Escola de Negócios",
    "shapes.every-seat": "todos os lugares",
    "shapes.every-player": "todos os jogadores",
    # para o que um valor aponta
    "shapes.a-seat": "um lugar da partida",
    "shapes.a-disc-value": "o valor de um disco",
    "shapes.a-disc-count": "uma quantidade de discos",
    "shapes.a-deck-place": "uma posição do baralho",
    "shapes.a-row-place": "uma posição da linha do leilão",
    "shapes.a-player": "um jogador",
}
