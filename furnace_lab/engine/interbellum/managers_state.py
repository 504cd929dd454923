"""The Managers' part of the state (:class:`~furnace_lab.engine.core.module_parts.StatePart`).

``state._managers``: one immutable :class:`~furnace_lab.engine.core.module_state.ManagerState` (the pile's position,
the Manager on each Business School, each player's Managers, the placed ones, those out of the game, and the open
Manager decision); ``NO_MANAGERS`` (empty) in a game without the module. A new game starts with none dealt; the
Personal Manager is its Capitalist's owner's from the start, or out of the game while only the fifth player may
choose that Capitalist (interbellum.capitalist.personal-manager). Saved as ``managers`` (a list of the record's
eight fields, checked field by field on reading); the game's schools, Manager tokens and pile are saved in the spec
(``schools``, ``managers``, ``pile``). The invariant: no Manager token is lost or made (``managers.conserved``). The
board shows the Manager on offer at each Business School and each player's Managers.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Final

from furnace_lab.engine.core import naming as N
from furnace_lab.engine.core.module_parts import WHERE, Saved, StatePart, read_int, read_ints, read_list
from furnace_lab.engine.core.module_state import NO_MANAGERS, STAGE_DECLINED, STAGE_END, ManagerState
from furnace_lab.engine.interbellum.managers import FREE_ARMED, NO_CREDIT, conserved, initial, manager_from_definition
from furnace_lab.engine.text import say
from furnace_lab.errors import DataError

if TYPE_CHECKING:
    from furnace_lab.engine.core.spec import GameSpec
    from furnace_lab.engine.core.state import GameState


def _start(g: GameSpec) -> tuple[ManagerState]:
    """No Manager dealt yet; the Personal Manager (the token after the pile) with its owner, if dealt."""
    n = g.n
    state = initial(n, len(g.schools))
    if len(g.mgrs) > len(g.mpile):  # the Personal Manager
        owner = next((p for p in range(n) if g.hooks[p].several_managers), -1)
        owned: list[tuple[int, ...]] = [() for _ in range(n)]
        if owner >= 0:
            owned[owner] = (len(g.mpile),)
            state = state._replace(owned=tuple(owned))
        else:  # its Capitalist is only one of the fifth player's two to choose from
            state = state._replace(owned=tuple(owned), out=(len(g.mpile),))
    return (state,)


def _base(g: GameSpec) -> tuple[ManagerState]:
    return (NO_MANAGERS,)


def _save(s: GameState) -> Saved:
    if not s._managers:
        return {}
    pos, school, owned, placed, out, credit, stage, free = s._managers
    return {"managers": [pos, list(school), [list(o) for o in owned], [list(p) for p in placed], list(out),
                         list(credit), stage, free]}


def _load(s: GameState, st: Mapping[str, Any]) -> None:
    g = s._g
    s._managers = _read(st["managers"], g) if "managers" in st else NO_MANAGERS
    if bool(s._managers) != g.managers:
        raise DataError("Managers do not match the modules in use", file=WHERE, field="managers")


def _read(raw: object, g: GameSpec) -> ManagerState:
    """The Managers' part of a saved state, checked field by field (where each token is, whether they are conserved,
    is checked with the other invariants)."""
    field = "managers"
    if not isinstance(raw, list) or len(raw) != 8:
        raise DataError("expected [pile position, schools, owned, placed, out, credit, stage, free]", file=WHERE,
                        field=field)
    pos, school, owned, placed, out, credit, stage, free = raw
    owned_back = tuple(tuple(read_ints(o, field)) for o in read_list(owned, field))
    if len(owned_back) != g.n:
        raise DataError(f"expected the Managers of {g.n} players, found {len(owned_back)}", file=WHERE, field=field)
    placed_back = []
    for entry in read_list(placed, field):
        pair = read_ints(entry, field)
        # a Manager whose one-off choice is spent stays placed (kept) as [token, -1 - card] (manager_timing's
        # _mark_used): a card index c in 0..len(cards)-1, or -1 - c for a spent one; nothing else
        if len(pair) != 2 or not -len(g.cards) <= pair[1] < len(g.cards):
            raise DataError(f"a placed Manager is [token, card index] (or [token, -1 - card index] once its "
                            f"choice is spent), found {entry!r}", file=WHERE, field=field)
        placed_back.append((pair[0], pair[1]))
    credit_back = tuple(read_ints(credit, field))
    if len(credit_back) != len(NO_CREDIT):
        raise DataError(f"expected {len(NO_CREDIT)} credit amounts, found {credit!r}", file=WHERE, field=field)
    stage_back = read_int(stage, field)
    free_back = read_int(free, field)
    if not STAGE_DECLINED <= stage_back <= STAGE_END or not 0 <= free_back <= FREE_ARMED:
        raise DataError(f"unknown Manager stage {stage!r} or free-conversion mark {free!r}", file=WHERE, field=field)
    return ManagerState(read_int(pos, field), tuple(read_ints(school, field)), owned_back, tuple(placed_back),
                        tuple(read_ints(out, field)), credit_back, stage_back, free_back)


def _save_spec(g: GameSpec) -> Saved:
    if not g.managers:
        return {}
    return {"schools": [g.cards[i].id for i in g.schools], "managers": [m.definition() for m in g.mgrs],
            "pile": list(g.mpile)}


def _load_spec(raw: Mapping[str, Any], index: Mapping[str, int]) -> dict[str, Any]:
    mgrs = [manager_from_definition(m) for m in raw["managers"]] if raw.get("managers") else []
    return {"schools": [index[i] for i in raw.get("schools", [])], "mgrs": mgrs,
            "mpile": [int(i) for i in raw.get("pile", [])]}


def _problems(s: GameState) -> list[str]:
    return conserved(s) if s._managers else []


def _row_note(s: GameState, i: int, lang: str) -> str:
    """A Business School: the Manager on offer."""
    g = s._g
    card = s._row[i]
    if card not in g.schools or not s._managers:
        return ""
    manager = s._managers.school[g.schools.index(card)]
    return say("state.board.offer", lang, manager=N.item(g.mgrs[manager], lang)) if manager >= 0 else \
        say("state.board.no-offer", lang)


def _player_lines(s: GameState, p: int, lang: str) -> list[str]:
    managers = s.managers(p) if s._managers else []
    if not managers:
        return []
    g = s._g
    words = ", ".join(say("state.board.manager-on", lang, manager=N.name(g, m, lang), card=N.name(g, c, lang)) if c
                      else say("state.board.manager-off", lang, manager=N.name(g, m, lang)) for m, c in managers)
    return [say("state.board.managers", lang, managers=words)]


PART: Final = StatePart(("_managers",), _base, _start, save=_save, load=_load, save_spec=_save_spec,
                        load_spec=_load_spec, problems=_problems, row_note=_row_note, player_lines=_player_lines,
                        spec_order=3)
"""The Managers' part of the state (its spec keys come after the Agents' and the fifth player's)."""
