"""Game records' words in Portuguese (:mod:`furnace_lab.engine.records`, :mod:`furnace_lab.engine.record_files`):
the same keys and placeholders as :mod:`furnace_lab.engine.text.en.records`.
"""

from __future__ import annotations

from typing import Final

PHRASES: Final[dict[str, str]] = {
    # o JSON de um registro
    "records.json-kind": "esperava-se um texto JSON, mas veio {kind}",
    "records.bad-json": "JSON inválido: {error}",
    "records.json-at": "linha {line}, coluna {column}",
    "records.key-twice": "a chave {key} aparece duas vezes no mesmo objeto",
    "records.too-deep": "o JSON tem níveis demais para ser um registro",
    "records.not-a-record": "não é um registro de partida do furnace_lab (esperava-se o formato {format})",
    "records.unknown-key": "chave desconhecida {key} no registro; um registro tem só {keys}",
    # os campos de um registro
    "records.players": "'players' deve ser uma lista de nomes",
    "records.seed": "'seed' deve ser um número inteiro",
    "records.options": "'options' deve ser um objeto",
    "records.actions": "'actions' deve ser uma lista de ações escritas na notação",
    "records.action-text": "cada ação deve ser escrita na notação, como texto",
    "records.result": "'result' deve ser uma lista de números inteiros (o dinheiro de cada jogador)",
    "records.modules": "'modules' deve ser uma lista de nomes de módulos",
    # fazer e refazer um registro
    "records.state-kind": "esperava-se o estado de uma partida, mas veio {kind}",
    "records.position": "este estado foi montado como posição, não distribuído por 'new_game'; salve-o com "
                        "'to_json()'",
    "records.record-kind": "esperava-se um 'Record', mas veio {kind}",
    "records.upto": "'upto' deve ser um número inteiro de ações de 0 a {last}, não {value}",
    "records.setup": "a preparação do registro não é válida: {error}",
    "records.modules-differ": "o registro foi jogado com os módulos {played}, esta preparação dá {gives}",
    "records.not-over": "o registro diz que o resultado final é {result}, mas a partida não terminou depois de "
                        "{count} ações",
    "records.result-differs": "refeita, a partida termina com o dinheiro {money}; o registro diz {result}",
    # arquivos de registro
    "records.save-kind": "não foi possível salvar o registro em {path}: esperava-se um 'Record' ou o estado de uma "
                         "partida, mas veio {kind}",
    "records.reading": "não foi possível ler o registro",
    "records.saving": "não foi possível salvar o registro",
    "records.path-kind": "{doing}: esperava-se o caminho de um arquivo (texto), mas veio {kind}",
    "records.path-nul": "{doing}: o caminho de um arquivo não pode ter o caractere NUL (em {path})",
    "records.path-empty": "{doing}: esperava-se o nome de um arquivo, mas o caminho está vazio",
    "records.save-folder": "não foi possível salvar o registro em {path}: isso é uma pasta; dê o nome do arquivo",
    "records.cannot-save": "não foi possível salvar o registro em {path}: {reason}",
    "records.cannot-read": "não foi possível ler {path}: {reason}",
    "records.folder": "é uma pasta, não um arquivo de registro",
    "records.not-regular": "não é um arquivo comum (é um dispositivo, um pipe ou um socket), então não é um registro",
    "records.too-large": "o arquivo é grande demais para ser um registro ({size} bytes; um registro tem no máximo "
                         "{most} bytes, uma partida uns 4000)",
    "records.grew": "o arquivo é grande demais para ser um registro (mais; um registro tem no máximo {most} bytes, "
                    "uma partida uns 4000)",
    "records.not-utf8": "o arquivo não está em UTF-8 (byte {byte})",
    # por que o sistema recusou um arquivo
    "records.os-no-file": "o arquivo não existe",
    "records.os-no-folder": "a pasta não existe",
    "records.os-permission": "sem permissão",
    "records.os-is-folder": "é uma pasta",
    "records.os-not-folder": "uma parte do caminho não é uma pasta",
    "records.os-read-only": "o disco é somente leitura",
    "records.os-no-space": "não há espaço no disco",
    "records.os-quota": "a cota de disco acabou",
    "records.os-name-too-long": "o nome é longo demais",
    "records.os-loop": "o caminho dá voltas em links simbólicos",
    "records.os-busy": "o arquivo está em uso",
    "records.os-other": "erro do sistema ({code})",
}
