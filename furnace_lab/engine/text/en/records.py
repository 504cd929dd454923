"""Game records' words in English: why a record, its JSON or its file is refused (a ``RecordError``;
:mod:`furnace_lab.engine.records`, :mod:`furnace_lab.engine.record_files`).

The same keys and placeholders as :mod:`furnace_lab.engine.text.pt.records`.
"""

from __future__ import annotations

from typing import Final

PHRASES: Final[dict[str, str]] = {
    # a record's JSON
    "records.json-kind": "expected JSON text, found {kind}",
    "records.bad-json": "not valid JSON: {error}",
    "records.json-at": "line {line}, column {column}",
    "records.key-twice": "the key {key} is given twice in one object",
    "records.too-deep": "the JSON is nested too deeply to be a record",
    "records.not-a-record": "not a furnace_lab game record (expected format {format})",
    "records.unknown-key": "unknown key {key} in the record; a record has only {keys}",
    # a record's fields
    "records.players": "'players' must be a list of names",
    "records.seed": "'seed' must be a whole number",
    "records.options": "'options' must be an object",
    "records.actions": "'actions' must be a list of action notations",
    "records.action-text": "each action must be written in the notation, as text",
    "records.result": "'result' must be a list of whole numbers (money per player)",
    "records.modules": "'modules' must be a list of module names",
    # making and replaying a record
    "records.state-kind": "expected a game state, found {kind}",
    "records.position": "this state was built as a position, not dealt by new_game; save it with to_json()",
    "records.record-kind": "expected a Record, found {kind}",
    "records.upto": "'upto' must be a whole number of actions from 0 to {last}, not {value}",
    "records.setup": "the record's setup is not valid: {error}",
    "records.modules-differ": "the record was played with modules {played}, this setup gives {gives}",
    "records.not-over": "the record claims a final result {result} but the game is not over after {count} actions",
    "records.result-differs": "replaying gives final money {money}, the record says {result}",
    # record files
    "records.save-kind": "cannot save the record to {path}: expected a Record or a game state, found {kind}",
    "records.reading": "cannot read the record",
    "records.saving": "cannot save the record",
    "records.path-kind": "{doing}: expected a file path (text), found {kind}",
    "records.path-nul": "{doing}: a file path cannot hold a NUL character (found in {path})",
    "records.path-empty": "{doing}: expected a file name, found an empty path",
    "records.save-folder": "cannot save the record to {path}: that names a folder; name the file",
    "records.cannot-save": "cannot save the record to {path}: {reason}",
    "records.cannot-read": "cannot read {path}: {reason}",
    "records.folder": "it is a folder, not a record file",
    "records.not-regular": "not a regular file (a device, a pipe or a socket), so not a record",
    "records.too-large": "the file is too large to be a record ({size} bytes; a record is at most {most} bytes, a "
                         "game's about 4000)",
    "records.grew": "the file is too large to be a record (more; a record is at most {most} bytes, a game's about "
                    "4000)",
    "records.not-utf8": "not UTF-8 text (byte {byte})",
    # why the system refused a file: English says it in the system's own words (error.strerror); these are the
    # same reasons for the tables' other languages
    "records.os-no-file": "the file does not exist",
    "records.os-no-folder": "the folder does not exist",
    "records.os-permission": "permission denied",
    "records.os-is-folder": "it is a folder",
    "records.os-not-folder": "a part of the path is not a folder",
    "records.os-read-only": "the disk is read-only",
    "records.os-no-space": "no space left on the disk",
    "records.os-quota": "the disk quota is used up",
    "records.os-name-too-long": "the name is too long",
    "records.os-loop": "the path loops through symbolic links",
    "records.os-busy": "the file is in use",
    "records.os-other": "system error ({code})",
}
