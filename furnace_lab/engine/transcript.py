"""Readable playthroughs: a whole game written out step by step, and read back to be checked.

A playthrough (OpenSpiel calls these golden files) starts with everything needed to replay the game — the
players, the seed, the options with the deal written out (deck order, Start-ups, Capitalists, first player)
and every card in play in the card notation — then lists each decision: who acted, the legal actions at that
moment, the action taken, and every event it caused, in plain English. The board is drawn at the start of
each phase.

:func:`playthrough` writes one from a finished (or unfinished) game; :func:`replay_playthrough` reads one,
rebuilds the game from the cards written in it (so it does not depend on the current catalog) and writes it
again: the two texts must be identical. A game with Interbellum modules names no cards: its playthrough replays with
the package catalog, as its record does. Interbellum golden files are written shorter by :func:`record_transcript`:
their record (options, seed, actions), every event of the log in English, and the result.

``playthrough(state, "pt")`` writes the same account in Portuguese, in the base rules' terms: each card's effects
in the card faces' words (:func:`~furnace_lab.cards.render.effect_words`), the events' Portuguese
(``event.explain("pt")``) and the Portuguese board (``state.describe("pt")``). Actions stay in their notation, in
quotes, and the options stay JSON: they are what replays the game. Only the English text is read back.
"""

from __future__ import annotations

import json
from typing import Any, Final

from furnace_lab.cards.catalog import Catalog
from furnace_lab.cards.model import Capitalist, Company, Startup
from furnace_lab.cards.notation import parse_bundle, parse_effect
from furnace_lab.cards.render import DISPUTED_FIELDS_PT, KIND_LABEL_PT, PARAMS_PT, words
from furnace_lab.cards.resources import EMPTY, bundle_words
from furnace_lab.engine.base.capitalists import NAMES_PT
from furnace_lab.engine.base.setup import new_game
from furnace_lab.engine.core.actions import read_action
from furnace_lab.engine.core.constants import CHANCE, phase_name
from furnace_lab.engine.core.spec import GameSpec
from furnace_lab.engine.core.state import GameState, walk_log
from furnace_lab.engine.describe import board_text, check_lang, row_words
from furnace_lab.engine.records import Record, replay
from furnace_lab.engine.text import say
from furnace_lab.errors import DataError

HEADER: Final = say("transcript.header", "en")
"""A playthrough's first line: what :func:`read_playthrough` reads back (the playthrough's own lines are the
``transcript.`` phrases; the events and the board have theirs)."""
ROWS_SEPARATOR: Final = "; "


def _card_line(definition: dict[str, Any], card_id: str) -> str:
    if definition["kind"] == "company":
        return (f"company {card_id} | {definition['compensation']} | {ROWS_SEPARATOR.join(definition['basic'])} | "
                f"{ROWS_SEPARATOR.join(definition['added'])}")
    return f"startup {card_id} | {definition['starting']} | {ROWS_SEPARATOR.join(definition['rows'])}"


def _company(card_id: str, title: str, comp: str, basic: list[str], added: list[str]) -> Company:
    return Company(id=card_id, title=title, expansion="base", compensation=parse_effect(comp),  # type: ignore[arg-type]
                   basic=tuple(parse_effect(t) for t in basic), added=tuple(parse_effect(t) for t in added))


def _startup(card_id: str, title: str, starting: str, rows: list[str]) -> Startup:
    return Startup(id=card_id, title=title, expansion="base", starting=parse_bundle(starting) if starting else EMPTY,
                   rows=tuple(parse_effect(t) for t in rows))


def _capitalist(cap_id: str, title: str, ability: str, params: tuple[tuple[str, Any], ...]) -> Capitalist:
    return Capitalist(id=cap_id, title=title, expansion="base", ability=ability, text_en=ability, text_pt=ability,
                      params=params)


def catalog_of(spec: GameSpec) -> Catalog:
    """A catalog holding exactly the cards and Capitalists of a game."""
    companies, startups = [], []
    for card in spec.cards:
        d = card.definition
        if d["kind"] == "company":
            companies.append(_company(card.id, card.title, d["compensation"], d["basic"], d["added"]))
        else:
            startups.append(_startup(card.id, card.title, d["starting"], d["rows"]))
    caps = [_capitalist(c.id, c.title, c.ability, c.params) for c in spec.capitalists if c is not None]
    return Catalog(companies=tuple(companies), startups=tuple(startups), capitalists=tuple(caps))


def _dealt_options(state: GameState) -> dict[str, Any]:
    """The game's options with the deal written out, so a catalog of just these cards replays it."""
    g = state.spec
    options = g.options.to_dict()
    options["readings"] = None
    first_row = next(e for e in walk_log(state._log) if e[0] == "row")
    options["deck"] = list(first_row[4]) + [g.cards[c].id for c in state._deck[len(first_row[4]):]]
    options["startups"] = [g.cards[i].id for i in g.startups]
    options["capitalist_ids"] = [c.id for c in g.capitalists if c is not None] if g.options.capitalists else None
    options["first_player"] = first_row[5]
    return options


def _effects_pt(notations: list[str]) -> str:
    return ROWS_SEPARATOR.join(row_words(text, "pt") for text in notations)


def _card_line_pt(definition: dict[str, Any], card_id: str) -> str:
    """A card line in Portuguese: the card faces' headings and effect words."""
    if definition["kind"] == "company":
        return (f"{KIND_LABEL_PT['company']} {card_id} | {words('compensation', 'pt')}: "
                f"{_effects_pt([definition['compensation']])} | {DISPUTED_FIELDS_PT['basic']}: "
                f"{_effects_pt(definition['basic'])} | {DISPUTED_FIELDS_PT['added']}: "
                f"{_effects_pt(definition['added'])}")
    starting = bundle_words(parse_bundle(definition["starting"]) if definition["starting"] else EMPTY, "pt")
    return (f"{KIND_LABEL_PT['startup']} {card_id} | {words('starting', 'pt')}: {starting} | "
            f"{words('rows', 'pt')}: {_effects_pt(definition['rows'])}")


def _capitalist_line(cap: Any, lang: str) -> str:
    if lang == "en":
        params = ", ".join(f"{k}={v}" for k, v in cap.params)
        return f"capitalist {cap.id} | {cap.ability} | {params}".rstrip(" |")
    params = ", ".join(f"{PARAMS_PT.get(k, k)}: {bundle_words(parse_bundle(v), 'pt') if isinstance(v, str) else v}"
                       for k, v in cap.params)
    return f"{KIND_LABEL_PT['capitalist']} {cap.id} | {NAMES_PT.get(cap.ability, repr(cap.ability))} | {params}".rstrip(
        " |")


def playthrough(state: GameState, lang: str = "en") -> str:
    """The game so far as a playthrough text, in English (``"en"``) or Portuguese (``"pt"``)."""
    check_lang(lang)
    g = state.spec
    if g.origin != "game":
        raise DataError("only games dealt by new_game have a playthrough", item="origin")
    expansion = g.options.interbellum  # its cards are not written out
    options = g.options.to_dict() if expansion else _dealt_options(state)
    lines = [say("transcript.header", lang),
             say("transcript.players", lang, players=json.dumps(list(g.names), ensure_ascii=False)),
             say("transcript.seed", lang, seed=g.seed),
             say("transcript.options", lang, options=json.dumps(options, ensure_ascii=False))]
    if expansion:  # replayed with the package catalog, as a record is
        replayed = new_game(list(g.names), g.seed, **options)
    else:
        write = _card_line if lang == "en" else _card_line_pt
        lines += [write(c.definition, c.id) for c in g.cards]
        lines += [_capitalist_line(cap, lang) for cap in g.capitalists if cap is not None]
        replayed = new_game(list(g.names), g.seed, catalog=catalog_of(g), **options)
    lines += _steps(replayed, state.history, lang)
    return "\n".join(line.rstrip() for line in lines) + "\n"


def _steps(state: GameState, actions: list[Any], lang: str = "en") -> list[str]:
    lines: list[str] = []
    seen = 0
    phase = None

    def current_phase() -> str:
        return phase_name(state._phase, lang)

    def flush() -> None:
        nonlocal seen
        events = state.log
        for event in events[seen:]:
            mark = "auto" if event.automatic else "    "
            lines.append(f"  [{mark}] {event.explain(lang)}")
        seen = len(events)

    for number, action in enumerate(actions, start=1):
        flush()
        if (state.round, state.phase) != phase:
            phase = (state.round, state.phase)
            lines.append(say("transcript.phase", lang, round=state.round, phase=current_phase()))
            lines += [f"   {line}" for line in board_text(state, lang).splitlines()]
        who = say("transcript.chance", lang) if state.current_player == CHANCE else state.players[state.current_player]
        legal = ", ".join(str(a) for a in state.legal_actions())
        lines.append(say("transcript.step", lang, number=number, who=who, action=str(action)))
        lines.append(say("transcript.legal", lang, legal=legal))
        state.apply_in_place(action)
    flush()
    lines.append(say("transcript.end", lang, phase=current_phase()))
    lines += [f"   {line}" for line in board_text(state, lang).splitlines()]
    return lines


def _rows(text: str) -> list[str]:
    return [t for t in text.split(ROWS_SEPARATOR) if t]


def read_playthrough(text: str) -> tuple[list[str], int, dict[str, Any], Catalog | None, list[Any]]:
    """(players, seed, options, catalog, actions) written in an English playthrough; the catalog is ``None`` (the
    package's) when the playthrough writes out no cards (an Interbellum game)."""
    lines = text.splitlines()
    if not lines or lines[0] != HEADER:
        raise DataError(f"a playthrough starts with {HEADER!r}", file="<playthrough>")
    players = json.loads(lines[1].removeprefix("players: "))
    seed = int(lines[2].removeprefix("seed: "))
    options = json.loads(lines[3].removeprefix("options: "))
    companies, startups, caps, actions = [], [], [], []
    for line in lines[4:]:
        kind, _, rest = line.partition(" ")
        parts = [p.strip() for p in rest.split("|")] + ["", "", ""]
        if kind == "company":
            companies.append(_company(parts[0], parts[0], parts[1], _rows(parts[2]), _rows(parts[3])))
        elif kind == "startup":
            startups.append(_startup(parts[0], parts[0], parts[1], _rows(parts[2])))
        elif kind == "capitalist":
            params: list[tuple[str, Any]] = []
            for item in filter(None, (p.strip() for p in parts[2].split(","))):
                key, _, value = item.partition("=")
                params.append((key, int(value) if value.isdigit() else value))
            caps.append(_capitalist(parts[0], parts[0], parts[1], tuple(params)))
        elif line.startswith("-- "):
            actions.append(read_action(line.split(": ", 1)[1]))
    if not (companies or startups or caps):
        return players, seed, options, None, actions
    catalog = Catalog(companies=tuple(companies), startups=tuple(startups), capitalists=tuple(caps))
    return players, seed, options, catalog, actions


def replay_playthrough(text: str) -> str:
    """Rebuild the game a playthrough describes and write its playthrough again."""
    players, seed, options, catalog, actions = read_playthrough(text)
    state = new_game(players, seed, catalog=catalog, **options)
    for action in actions:
        state.apply_in_place(action)
    return playthrough(state)


def record_transcript(record_json: str) -> str:
    """The golden text of a game given as its record's JSON: the record line, then every event of its log in
    English (``[auto]`` for automatic steps), then ``returns()``."""
    state = replay(Record.from_json(record_json))
    lines = [f"record: {record_json}"]
    lines += [f"[{'auto' if e.automatic else '    '}] {e.explain('en')}" for e in state.log]
    lines.append(f"returns: {state.returns()}")
    return "\n".join(line.rstrip() for line in lines) + "\n"
