"""Saving and loading a whole game state as JSON (never pickle or eval).

``state.to_json()`` writes everything: the game's fixed part (players, seed, options, the definition of
every card in play in the card notation, the Start-ups and Capitalists dealt), every changing field, the
action history and the log. Cards are referred to by id and written out in full, so a saved state reads
back identically even if the catalog changes later. ``GameState.from_json(text)`` rebuilds a state equal
(``==``) to the original and checks it against :mod:`~furnace_lab.engine.invariants`; malformed text raises
:class:`~furnace_lab.errors.DataError` saying what was wrong.

The base game's fields are written and read here by name; each module's fields and spec keys by its part of the
state (:class:`~furnace_lab.engine.core.module_parts.StatePart`), looped over: this file names no module.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any, Final

from furnace_lab.engine.core.actions import read_action
from furnace_lab.engine.core.cards import Row, capitalist_from_definition, info_from_definition
from furnace_lab.engine.core.module_parts import WHERE, parts_in_use, read_cards, read_int, read_ints, registered_parts
from furnace_lab.engine.core.options import INTERBELLUM_MODULES, Options
from furnace_lab.engine.core.spec import GameSpec
from furnace_lab.engine.core.state import GameState, walk, walk_log

if TYPE_CHECKING:
    from collections.abc import Iterable

    from furnace_lab.engine.core.actions import Action
    from furnace_lab.engine.core.state import History, LogNode
from furnace_lab.engine.invariants import problems
from furnace_lab.engine.saved_shapes import check_shapes
from furnace_lab.engine.text import Value, say
from furnace_lab.errors import DataError, FurnaceLabError, NotationError, quoted

FORMAT: Final = "furnace_lab.state/1"
_int = read_int
_int_list = read_ints


def _ids(g: GameSpec, cards: Iterable[int]) -> list[str]:
    return [g.cards[c].id for c in cards]


def _bits(g: GameSpec, mask: int) -> list[str]:
    if not mask:
        return []
    return [card.id for i, card in enumerate(g.cards) if mask >> i & 1]


_SPEC_JSON: dict[int, tuple[GameSpec, str]] = {}


def spec_json(g: GameSpec) -> str:
    """The spec as JSON text (cached per spec: a spec never changes)."""
    hit = _SPEC_JSON.get(id(g))
    if hit is None or hit[0] is not g:
        if len(_SPEC_JSON) >= 64:
            _SPEC_JSON.clear()
        hit = _SPEC_JSON[id(g)] = (g, json.dumps(spec_to_dict(g), ensure_ascii=False, separators=(",", ":")))
    return hit[1]


def spec_to_dict(g: GameSpec) -> dict[str, Any]:
    o = g.options
    return {
        "names": list(g.names), "seed": g.seed, "origin": g.origin, "options": o.to_dict(),
        "modules": list(o.modules),
        "cards": [{"id": c.id, **c.definition} for c in g.cards],
        "startups": [g.cards[i].id for i in g.startups],
        "capitalists": [None if c is None else {"id": c.id, **c.definition()} for c in g.capitalists],
        **_modules_saved(g),
    }


def _modules_saved(g: GameSpec) -> dict[str, Any]:
    """The keys the modules in use add to the saved spec, in their ``spec_order``."""
    saved: dict[str, Any] = {}
    for part in sorted(parts_in_use(g), key=lambda p: p.spec_order):
        if part.save_spec is not None:
            saved.update(part.save_spec(g))
    return saved


def state_to_dict(s: GameState) -> dict[str, Any]:
    """The whole state as JSON-ready values."""
    return {"format": FORMAT, "spec": spec_to_dict(s._g), **_dynamic_to_dict(s)}


def _dynamic_to_dict(s: GameState) -> dict[str, Any]:
    g = s._g
    info = g.cards[s._card] if s._card >= 0 else None
    return {
        "state": {
            "phase": s._phase, "round": s._round, "first": s._first, "current": s.current_player,
            "holdings": s._holdings,
            "deck": _ids(g, s._deck), "dealt": s._dealt, "row": _ids(g, s._row), "value_masks": s._value_masks,
            "seat_masks": s._seat_masks, "row_bids": [[list(b) for b in bids] for bids in s._row_bids],
            "disc_counts": s._disc_counts, "held_masks": s._held_masks, "blocked": s._blocked,
            "turn_order": list(s._turn_order),
            "turn": s._turn, "lines": [_ids(g, line) for line in s._lines], "upgraded": _bits(g, s._upgraded),
            "used": _bits(g, s._used), "discard": _ids(g, s._discard), "removed": _ids(g, s._removed),
            "stored": {g.cards[c].id: list(v) for c, v in s._stored.items()},
            "resolving": s._resolving, "queue": None if s._queue is None else [list(b) for b in s._queue],
            "queue_index": s._queue_index, "winner": list(s._winner),
            "pending": None if s._pending < 0 else g.cards[s._pending].id,
            "production_order": list(s._production_order), "producing": s._producing,
            "card": None if info is None else info.id,
            "card_upgraded_side": info is not None and s._rows is info.upgraded and bool(info.added),
            "row_index": s._row_index, "upgrades_on_row": s._upgrades_on_row, "repeated": s._repeated, "rng": s._rng,
            "actions": len(walk(s._history)),
            **_module_state_saved(s),
            **({"rows": [_row_json(r) for r in s._rows]} if info is not None and s._rows is not info.basic
               and s._rows is not info.upgraded else {}),
        },
        "history": [a[-1] for a in walk(s._history)],
        "log": walk_log(s._log),
    }


def _module_state_saved(s: GameState) -> dict[str, Any]:
    """The keys the modules add to the saved state, in their ``save_order`` (none in a base game: a part writes no
    key while its fields hold their base values). Every registered part is asked, as every one is when reading: a
    module's field can hold more than its base value in a game whose spec no longer uses the module (the fifth
    player's choice of Capitalist builds the spec afresh; the updated Arthur's record stays as it was dealt)."""
    saved: dict[str, Any] = {}
    for part in sorted(registered_parts(), key=lambda p: p.save_order):
        if part.save is not None:
            saved.update(part.save(s))
    return saved


def _row_json(row: Row) -> list[Any]:
    return [row[0], [list(p) for p in row[1]], [list(p) for p in row[2]],
            list(row[3]) if isinstance(row[3], tuple) else row[3], row[4]]


def _row_back(raw: Any) -> Row:
    data = raw[3]
    if isinstance(data, list):
        data = tuple(tuple(x) if isinstance(x, list) else x for x in data)
    return (int(raw[0]), tuple(tuple(p) for p in raw[1]), tuple(tuple(p) for p in raw[2]), data, str(raw[4]))


def state_to_json(s: GameState) -> str:
    dynamic = json.dumps(_dynamic_to_dict(s), ensure_ascii=False, separators=(",", ":"))
    return f'{{"format":"{FORMAT}","spec":{spec_json(s._g)},{dynamic[1:]}'


def _tuples(value: list[Any]) -> tuple[Any, ...]:
    """An event's JSON lists back to the tuples the engine stores (lists of values, or lists of pairs)."""
    return tuple([(tuple(map(tuple, v)) if v and type(v[0]) is list else tuple(v)) if type(v) is list else v
                  for v in value])


_SPECS: dict[str, GameSpec] = {}


def _spec(raw: Any) -> GameSpec:
    """Rebuild (or reuse: specs never change) the spec of a saved state."""
    key = json.dumps(raw, sort_keys=True)
    hit = _SPECS.get(key)
    if hit is None:
        hit = spec_from_dict(raw)
        if len(_SPECS) >= 64:
            _SPECS.clear()
        _SPECS[key] = hit
    return hit


_INFOS: dict[str, Any] = {}
"""Cards rebuilt from their saved definitions, by definition: a compiled card never changes and games share them
(``new_game`` shares one per catalog card too), so reading many saved games compiles each card once."""


def _info(raw: Any) -> Any:
    key = json.dumps(raw, sort_keys=True)
    hit = _INFOS.get(key)
    if hit is None:
        if len(_INFOS) >= 4096:
            _INFOS.clear()
        hit = _INFOS[key] = info_from_definition(raw["id"], raw)
    return hit


def spec_from_dict(raw: dict[str, Any]) -> GameSpec:
    cards = [_info(c) for c in raw["cards"]]
    index = {c.id: i for i, c in enumerate(cards)}
    caps = [None if c is None else capitalist_from_definition(c["id"], c) for c in raw["capitalists"]]
    o = raw["options"]
    readings = o.get("readings")
    options = Options(
        names=tuple(raw["names"]), seed=_int(raw["seed"], "seed"), capitalists=bool(o["capitalists"]),
        production_chain=bool(o["production_chain"]),
        startups=None if o.get("startups") is None else tuple(o["startups"]),
        capitalist_ids=None if o.get("capitalist_ids") is None else tuple(o["capitalist_ids"]),
        readings=None if readings is None else tuple(sorted(readings.items())),
        deck=None if o.get("deck") is None else tuple(o["deck"]),
        first_player=o.get("first_player"), modules=tuple(raw["modules"]),
        capital_growth=bool(o.get("capital_growth", False)),
        extra_coal=bool(o.get("extra_coal", any(m in raw["modules"] for m in INTERBELLUM_MODULES))),
        families=None if o.get("families") is None else tuple(sorted(o["families"].items())),
        agent=o.get("agent"), agents=None if o.get("agents") is None else tuple(o["agents"]),
    )
    return GameSpec(options, cards, [index[i] for i in raw["startups"]], caps, origin=str(raw["origin"]),
                    **_modules_spec(raw, index))


def _modules_spec(raw: dict[str, Any], index: dict[str, int]) -> dict[str, Any]:
    """The ``GameSpec`` keyword arguments the modules read from a saved spec. Every registered module is asked:
    which modules a game uses is known only once its spec is built."""
    kwargs: dict[str, Any] = {}
    for part in registered_parts():
        if part.load_spec is not None:
            kwargs.update(part.load_spec(raw, index))
    return kwargs


def state_from_json(text: str) -> GameState:
    """Rebuild a state from ``to_json`` text."""
    if not isinstance(text, str):
        raise _error("state.json.not-text", kind=type(text).__name__)
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        message, line, column = str(error), error.lineno, error.colno
        # the JSON reader's own message is English: another language says where the text went wrong
        raise _error("state.json.invalid", reason=lambda lang: message if lang == "en" else
                     say("state.json.where", lang, line=line, column=column)) from None
    except RecursionError:
        raise _error("state.json.too-deep") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise _error("state.json.not-a-state", field="format", format=repr(FORMAT))
    try:
        return _build(data)
    except FurnaceLabError:
        raise
    except RecursionError:  # a part nested deeper than the engine reads
        raise _error("state.json.too-deep") from None
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as error:
        detail = str(error)
        raise _error("state.json.malformed", kind=type(error).__name__,
                     detail=lambda lang: quoted(detail, lang)) from None


def _error(key: str, field: str | None = None, **values: Value) -> DataError:
    """A saved state refused, in both languages from the phrase tables (``state.json.*``)."""
    return DataError(say(key, "en", **values), file=WHERE, field=field, pt=say(key, "pt", **values))


def _history_back(texts: Any) -> History:
    """The saved actions (notation, oldest first) as the state's history: a linked list, newest first."""
    hist: History = None
    parsed: dict[str, Action] = {}
    for text in texts:
        action = parsed.get(text)
        if action is None:
            try:
                action = parsed[text] = read_action(text)
            except NotationError as error:
                raise DataError(str(error), file=WHERE, field="history") from None
        hist = (action, hist)
    return hist


def _log_back(events: Any) -> LogNode:
    """The saved log events (oldest first) as the state's log: a linked list of event nodes, newest first."""
    log: LogNode = None
    for event in events:
        if not isinstance(event, list) or len(event) < 3:
            raise DataError("each log event must be a list [kind, player, automatic, ...]", file=WHERE, field="log")
        log = (*_tuples(event), log)
    return log


def _build(data: dict[str, Any]) -> GameState:
    g = _spec(data["spec"])
    st = data["state"]
    index = g.index

    def cards(ids: Any, field: str) -> tuple[int, ...]:
        return read_cards(ids, field, index)

    def mask(ids: Any, field: str) -> int:
        if not ids:
            return 0
        return sum(1 << c for c in cards(ids, field))

    s = object.__new__(GameState)
    s._g = g
    s._phase = _int(st["phase"], "phase")
    if not 0 <= s._phase <= 3:
        raise DataError(f"unknown phase {s._phase}", file=WHERE, field="phase")
    s._round = _int(st["round"], "round")
    s._first = _int(st["first"], "first")
    s.current_player = _int(st["current"], "current")
    s.is_over = s._phase == 3
    s._holdings = _int_list(st["holdings"], "holdings")
    if len(s._holdings) != g.n * 5:
        raise DataError(f"expected {g.n * 5} holdings, found {len(s._holdings)}", file=WHERE, field="holdings")
    s._deck = cards(st["deck"], "deck")
    s._dealt = _int(st["dealt"], "dealt")
    s._row = cards(st["row"], "row")
    s._value_masks = _int_list(st["value_masks"], "value_masks")
    s._seat_masks = _int_list(st["seat_masks"], "seat_masks")
    s._row_bids = [tuple((_int(a, "row_bids"), _int(b, "row_bids")) for a, b in bids) for bids in st["row_bids"]]
    s._disc_counts = _int_list(st["disc_counts"], "disc_counts")
    s._held_masks = _int_list(st["held_masks"], "held_masks")
    s._blocked = _int(st["blocked"], "blocked")
    s._turn_order = tuple(_int_list(st["turn_order"], "turn_order"))
    s._turn = _int(st["turn"], "turn")
    s._lines = [cards(line, "lines") for line in st["lines"]]
    if len(s._lines) != g.n:
        raise DataError(f"expected {g.n} lines of cards", file=WHERE, field="lines")
    s._upgraded = mask(st["upgraded"], "upgraded")
    s._used = mask(st["used"], "used")
    s._discard = cards(st["discard"], "discard")
    s._removed = cards(st["removed"], "removed")
    s._stored = {index[k]: tuple(_int_list(v, "stored")) for k, v in st["stored"].items()}
    s._resolving = _int(st["resolving"], "resolving")
    s._queue = None if st["queue"] is None else tuple((_int(a, "queue"), _int(b, "queue")) for a, b in st["queue"])
    s._queue_index = _int(st["queue_index"], "queue_index")
    w = st["winner"]
    if not isinstance(w, list) or len(w) != 3:
        raise _error("state.json.winner", field="winner", found=lambda lang: quoted(w, lang))
    s._winner = (_int(w[0], "winner"), _int(w[1], "winner"), bool(w[2]))
    s._pending = -1 if st["pending"] is None else index[st["pending"]]
    s._production_order = tuple(_int_list(st["production_order"], "production_order"))
    s._producing = _int(st["producing"], "producing")
    card = st["card"]
    s._card = -1 if card is None else index[card]
    if s._card >= 0:
        info = g.cards[s._card]
        s._rows = info.upgraded if st["card_upgraded_side"] else info.basic
    else:
        s._rows = ()
    if "rows" in st:  # a delivery spliced into the card being resolved (Interbellum)
        s._rows = tuple(_row_back(r) for r in st["rows"])
    s._row_index = _int(st["row_index"], "row_index")
    s._upgrades_on_row = _int(st["upgrades_on_row"], "upgrades_on_row")
    s._repeated = _int(st["repeated"], "repeated")
    s._rng = _int(st["rng"], "rng")
    for part in registered_parts():  # every module's fields: from its keys, or its base values without them
        if part.load is not None:
            part.load(s, st)
        else:
            for name, value in zip(part.fields, part.base(g), strict=True):
                setattr(s, name, value)
    actions = _int(st["actions"], "actions")
    s._unused = s._unused_uses = ()
    if s._phase == 2 and 0 <= s.current_player < g.n:
        from furnace_lab.engine.base.production import set_left

        set_left(s)
    s._history = _history_back(data["history"])
    s._log = _log_back(data["log"])
    s._legal = None
    if len(data["history"]) != actions:
        raise DataError("the history's length does not match the action count", file=WHERE, field="history")
    if s._card >= 0 and not 0 <= s._row_index <= len(s._rows):  # == at a Manager end-of-card choice
        raise DataError("row index outside the current card", file=WHERE, field="row_index")
    check_shapes(s)
    found = problems(s)
    if found:
        raise DataError("the saved state breaks the rules: " + "; ".join(found), file=WHERE)
    try:
        s.legal_actions()
    except (IndexError, TypeError, AssertionError) as error:
        raise DataError(f"the saved state is inconsistent: {error}", file=WHERE) from None
    return s
