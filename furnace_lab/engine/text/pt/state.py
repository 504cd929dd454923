"""Portuguese words of the state's own texts: the text board (``describe.py`` and the modules' parts of the state),
the state's own refusals (``core/state.py``) and a saved state's refusals (``serialize.py``),
in the base rules' terms (Discos de Capital, Capitalista, Gerentes, Escolas de Negócios, Agentes).

The same keys and placeholders as :mod:`furnace_lab.engine.text.en.state`.
"""

from __future__ import annotations

from typing import Final

PHRASES: Final[dict[str, str]] = {
    # refusals of the state itself (core/state.py)
    "state.not-legal": "essa ação não é permitida agora",
    "state.no-die": "nenhum dado deve ser rolado agora",
    # a saved state refused (serialize.py)
    "state.json.not-text": "esperava-se um texto JSON, mas veio {kind}",
    "state.json.invalid": "JSON inválido: {reason}",
    "state.json.where": "linha {line}, coluna {column}",
    "state.json.too-deep": "o JSON tem níveis demais para ser um estado salvo",
    "state.json.not-a-state": "não é um estado salvo do furnace_lab (esperava-se o formato {format})",
    "state.json.malformed": "estado salvo malformado: {kind}: {detail}",
    "state.json.winner": "esperava-se [valor, lugar, empate], mas veio {found}",
    # the text board (describe.board_text)
    "state.board.die": "o dado (licitante neutro)",
    "state.board.nobody": "ninguém (fim de jogo)",
    "state.board.head": "Rodada {round}, {phase}; a jogar: {who}.",
    "state.board.row": "Linha do leilão:",
    "state.board.resolving-mark": "  <- em resolução",
    "state.board.no-capitalist": "sem Capitalista",
    "state.board.used": " (usada)",
    "state.board.first": " [primeiro jogador]",
    "state.board.player": "{name}{first} ({capitalist}): {holdings}; cartas: {cards}",
    "state.board.discs": "  Discos de Capital na mão: {discs}",
    "state.board.resolving": "Resolvendo {card}, linha {row}: {effect}",
    "state.board.rows-done": "Resolvendo {card}: suas linhas terminaram",
    "state.board.dummy-seat": "neutro",
    # the modules' lines of the board (their state parts, engine/interbellum/*_state.py)
    "state.board.offer": "  (Gerente oferecido: {manager})",
    "state.board.no-offer": "  (não resta Gerente)",
    "state.board.variable": "  Disco de Capital variável: na carta {position}, valendo {value}",
    "state.board.managers": "  Gerentes: {managers}",
    "state.board.manager-on": "{manager} em {card}",
    "state.board.manager-off": "{manager} (não colocado)",
    "state.board.agent": "Agente {agent}: dinheiro {money}; cartas: {cards}",
}
