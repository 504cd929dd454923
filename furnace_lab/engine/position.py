"""A production-phase position built by hand, for the planner, widgets and teaching.

``production_position(companies=[("base-c7", False), ("base-s11", True)], startup="base-startup-1",
resources={"coal": 3}, round=4)`` sets up a single player holding those cards and resources, in the
production phase, about to choose their first card. Every rule of the real production phase applies, and
``legal_actions()`` / ``apply`` work as in a full game, so a planner can search the same actions. The position
ends — ``is_over`` — when the player has finished production (furnace_lab.position.production-only); its
``returns()`` are then ``[1.0]`` and the result is ``state.money(0)``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import partial
from typing import Any

from furnace_lab.cards.notation import parse_bundle
from furnace_lab.cards.resources import NAMES_PT, ORDER, Bundle
from furnace_lab.engine.base.capitalists import ABILITIES
from furnace_lab.engine.base.setup import blank_state, compiled, load_base_catalog
from furnace_lab.engine.core import citations as R
from furnace_lab.engine.core.cards import capitalist_info
from furnace_lab.engine.core.constants import ROUNDS, SLOTS
from furnace_lab.engine.core.naming import listed
from furnace_lab.engine.core.options import Options, refused
from furnace_lab.engine.core.phases import begin
from furnace_lab.engine.core.spec import GameSpec
from furnace_lab.engine.core.state import GameState
from furnace_lab.engine.interbellum.managers import manager_info
from furnace_lab.engine.interbellum.permanent import refresh_held
from furnace_lab.engine.text import say
from furnace_lab.errors import UnknownCard


def _companies(companies: Any) -> list[tuple[str, bool]]:
    if isinstance(companies, str) or not isinstance(companies, Sequence):
        raise refused(R.ENGINE_POSITION, "position.companies-kind")
    out = []
    for item in companies:
        if isinstance(item, str):
            out.append((item, False))
        elif (isinstance(item, Sequence) and len(item) == 2 and isinstance(item[0], str)
              and isinstance(item[1], bool)):
            out.append((item[0], item[1]))
        else:
            raise refused(R.ENGINE_POSITION, "position.company-item", item=repr(item))
    ids = [card_id for card_id, _ in out]
    if len(set(ids)) != len(ids):
        raise refused(R.ENGINE_POSITION, "position.company-twice", ids=str(ids))
    return out


def _resources(resources: Any) -> Bundle:
    if resources is None:
        return Bundle()
    if isinstance(resources, Bundle):
        return resources
    if isinstance(resources, Mapping):
        try:
            return Bundle.of(**resources)
        except (TypeError, ValueError) as error:
            raise refused(R.ENGINE_POSITION, "position.bad-resources",
                          problem=partial(_bad_resources, resources, error)) from None
    raise refused(R.ENGINE_POSITION, "position.resources-kind", kind=type(resources).__name__)


def _bad_resources(resources: Mapping[Any, Any], error: Exception, lang: str) -> str:
    """What is wrong with a mapping ``Bundle.of`` refused: its own words in English, the tables' in another language
    (the resources' names stay the notation's)."""
    if lang == "en":
        return str(error)
    for key in resources:
        if not isinstance(key, str):
            return say("position.resource-name-kind", lang, key=repr(key))
    unknown = sorted(set(resources) - set(ORDER))
    if unknown:
        return say("position.resource-unknown", lang, name=repr(unknown[0]), names=listed(ORDER, lang))
    for name in ORDER:
        value = resources.get(name, 0)
        resource = NAMES_PT[name][0] if lang == "pt" else name
        if type(value) is not int:
            return say("position.resource-amount-kind", lang, resource=resource, name=repr(name), value=repr(value))
        if value < 0:
            return say("position.resource-negative", lang, resource=resource, name=repr(name), value=value)
    return f"{dict(resources)!r}"


def production_position(companies: Any = (), startup: str | None = None, resources: Any = None, round: int = 4,
                        capitalist: str | None = None, production_chain: bool = False, *,
                        startup_position: int = 0, catalog: Any = None, name: str = "Player 1",
                        stored: Any = None, managers: Any = None) -> GameState:
    """A one-player position at the start of a production phase (see the module docstring).

    ``companies`` lists card ids or ``(card id, upgraded)`` pairs — in line order for the Production Chain,
    where the Start-up sits at ``startup_position``; ``capitalist`` is a Capitalist id or an ability key
    (``"repeat-card"``, ``"iron-for-upgrade"``, ...). Interbellum Companies and Start-ups may be named too;
    ``stored`` maps card ids to resources already stored on them (``"2 coal"`` or a Bundle); ``managers``
    lists Manager ids the player owns, to place at the start of the phase (``assign M@CARD``, then ``done``).
    """
    if isinstance(round, bool) or not isinstance(round, int) or not 1 <= round <= ROUNDS:
        raise refused(R.FOUR_ROUNDS, "position.round", rounds=ROUNDS, value=repr(round))
    if not isinstance(production_chain, bool):
        raise refused(R.PRODUCTION_CHAIN, "position.chain-kind")
    if not isinstance(name, str) or not name.strip():
        raise refused(R.ENGINE_POSITION, "position.name")
    wanted = _companies(companies)
    holdings = _resources(resources)
    if catalog is None:
        catalog = load_base_catalog()
    base = compiled(catalog)
    infos, base_companies, base_startups, base_caps = base.infos, base.companies, base.startups, base.capitalists
    company_ids = [c.id for c in base_companies]
    if any(card_id not in company_ids for card_id, _ in wanted) or (startup is not None and startup not in
                                                                    [c.id for c in base_startups]):
        base = base.with_expansion()  # Interbellum cards named
        infos = base.infos
        company_ids = [i for i in infos if not infos[i].is_startup]
        base_startups = [*base_startups, *(c for c in _expansion(catalog, "startups"))]
    for card_id, _ in wanted:
        if card_id not in company_ids:
            import difflib

            raise UnknownCard(card_id, tuple(difflib.get_close_matches(card_id, company_ids, n=3, cutoff=0.5)))
    if startup is None:
        startup = base_startups[0].id
    if startup not in [c.id for c in base_startups]:
        raise UnknownCard(startup, tuple(c.id for c in base_startups))
    cap_info = None
    if capitalist is not None:
        pool = [*base_caps, *(c for c in _expansion(catalog, "capitalists") if c.ability in ABILITIES)]
        found = [c for c in pool if c.id == capitalist or c.ability == capitalist]
        if not found:
            raise refused(R.SETUP_CAPITALIST, "position.capitalist", value=repr(capitalist),
                          abilities=partial(listed, ABILITIES))
        cap_info = capitalist_info(found[0])
    if not isinstance(startup_position, int) or not 0 <= startup_position <= len(wanted):
        raise refused(R.ENGINE_CHAIN_STARTUP, "position.startup-position", last=len(wanted))

    table = [infos[card_id] for card_id, _ in wanted] + [infos[startup]]
    modules = ["base"] + (["capitalists"] if cap_info else []) + (["production-chain"] if production_chain else [])
    tokens = _manager_tokens(catalog, managers)
    if tokens:
        modules.append("managers")
    options = Options(names=(name,), seed=0, capitalists=cap_info is not None, production_chain=production_chain,
                      startups=(startup,), capitalist_ids=None if cap_info is None else (cap_info.id,),
                      modules=tuple(modules))
    spec = GameSpec(options, table, [len(wanted)], [cap_info], origin="position", mgrs=tokens,
                    mpile=range(len(tokens)))
    s = blank_state(spec)
    if tokens:
        from furnace_lab.engine.interbellum.managers import initial

        s._managers = initial(1, 0)._replace(pos=len(tokens), owned=(tuple(range(len(tokens))),))
    s._round = round
    s._holdings[0:SLOTS] = holdings.as_tuple()
    s._upgraded = sum(1 << k for k, (_, upgraded) in enumerate(wanted) if upgraded)
    line = list(range(len(wanted)))
    if production_chain:
        line.insert(startup_position, len(wanted))
    else:
        line.append(len(wanted))
        line.sort(key=spec.rank.__getitem__)
    s._lines = [tuple(line)]
    refresh_held(s)
    if stored:
        _store(s, stored)
    s._log = ("position", -1, True, tuple(modules), round, tuple(c for c, _ in wanted), startup, None)
    begin(s, "production")
    return s


def _manager_tokens(catalog: Any, managers: Any) -> list[Any]:
    """The Manager tokens a position's player owns, from their ids."""
    if not managers:
        return []
    if isinstance(managers, str) or not isinstance(managers, Sequence):
        raise refused("interbellum.manager.assign-at-start", "position.managers-kind")
    known = {m.id: m for m in _expansion(catalog, "managers")}
    out = []
    for manager_id in managers:
        if manager_id not in known:
            raise UnknownCard(str(manager_id), tuple(known)[:3])
        out.append(manager_info(known[manager_id]))
    return out


def _expansion(catalog: Any, name: str) -> list[Any]:
    items = getattr(catalog, name, ())
    if isinstance(items, dict):
        items = items.values()
    return [c for c in items if getattr(c, "expansion", "base") == "interbellum"]


def _store(s: GameState, stored: Any) -> None:
    """Resources already stored on cards of the position (Interbellum)."""
    if not isinstance(stored, dict):
        raise refused(R.IB_PERMANENT_ALWAYS, "position.stored-kind")
    for card_id, amount in stored.items():
        if card_id not in s._g.index:
            raise UnknownCard(card_id, tuple(s._g.index)[:3])
        if not isinstance(amount, (Bundle, str)):
            raise refused(R.IB_PERMANENT_ALWAYS, "position.stored-amount", value=repr(amount), card=repr(card_id))
        bundle = amount if isinstance(amount, Bundle) else parse_bundle(amount)
        s._stored[s._g.index[card_id]] = bundle.as_tuple()
