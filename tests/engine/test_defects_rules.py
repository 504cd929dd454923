"""Issue 23, "Rules and explanations": each defect's rule, checked as the rule demands.

Each test names the rule ID it covers and failed before its fix.
"""

from __future__ import annotations

import random

from furnace_lab.cards.names import card_name
from furnace_lab.engine import CHANCE, GameState, new_game
from furnace_lab.engine.core.actions import RepeatCard


def _random_until(state: GameState, seed: int, stop: object) -> GameState | None:
    """Play random legal actions until ``stop(state)`` holds (then return the state) or the game ends (None)."""
    rng = random.Random(seed)
    while not state.is_over:
        if state.current_player == CHANCE:
            state.apply_in_place(state.sample_chance())
            continue
        if stop(state):  # type: ignore[operator]
            return state
        state.apply_in_place(rng.choice(state.legal_actions()))
    return None


def _neighbour_offers(state: GameState) -> list[RepeatCard]:
    return [a for a in state.legal_actions() if isinstance(a, RepeatCard)]


def test_interbellum_capitalist_neighbour_solo_resolves_the_right_agents_company() -> None:
    """interbellum.capitalist.neighbour / interbellum.clarification.neighbour-card: "If you are playing alone, resolve
    any Company of the Agent to your right" — solo, the Capitalist is offered exactly the right Agent's Companies
    (never a Start-up), pays 1 iron and resolves one; the log says whose card it was."""
    offered = planned = 0
    for seed in range(12):
        state = new_game(1, seed, interbellum=True, capitalist_ids=["ib-cap-neighbour"])
        found = _random_until(state, seed, lambda s: bool(_neighbour_offers(s)))
        if found is None:
            continue
        offered += 1
        right_agent = set(found.agent_cards(1))
        offers = {a.card for a in _neighbour_offers(found)}
        assert offers and offers <= right_agent
        assert not offers & set(found.agent_cards(0))
        card = _neighbour_offers(found)[0].card
        said = found.explain(_neighbour_offers(found)[0]), found.explain(_neighbour_offers(found)[0], "pt")
        assert said[0].rule_id == "interbellum.capitalist.neighbour" and "use again" not in said[0].text
        assert "of the Agent" in said[0].text and "do Agente" in said[1].text
        found.apply_in_place(_neighbour_offers(found)[0])
        if found.current_card == card and found.current_player == 0:  # the planner reads the Agent's card too
            from furnace_lab.planner import Position

            assert Position.from_state(found, 0).current.card == card
            planned += 1
        event = [e for e in found.log if e.kind == "ib" and "interbellum.capitalist.neighbour" in e.rules][-1]
        title = found._g.agents[1].title
        assert f"of the Agent {title}" in event.explain("en") and "pays 1 iron" in event.explain("en")
        assert "do Agente" in event.explain("pt")
    assert offered >= 3 and planned >= 1


def _startup8_game() -> GameState:
    """The issue's game: Start-up 8 (store 1 oil when compensated with disc 3 or 4) with player 1."""
    state = new_game(3, seed=2, interbellum=True, capitalists=False,
                     startups=["base-startup-1", "ib-startup-8", "base-startup-2"], first_player=0)
    for action in ("bid 4@1", "vbid 3@1", "bid 4@2", "bid 3@3", "bid 3@2"):
        state.apply_in_place(action)
    return state


def _finish_auction(state: GameState) -> None:
    while state.phase == "auction" or state.phase == "resolution":
        if state.current_player == CHANCE:
            state.apply_in_place(state.sample_chance())
        else:
            state.apply_in_place(state.legal_actions()[0])


def test_interbellum_permanent_store_on_compensation_needs_a_transaction() -> None:
    """interbellum.permanent.store-on-compensation: a disc 3 that "cannot pay ... and gets nothing" was not
    compensated, so Start-up 8 stores no oil; the log says so for no event."""
    state = _startup8_game()
    _finish_auction(state)
    stores = [e for e in state.log if "interbellum.permanent.store-on-compensation" in e.rules]
    nothing = [e for e in state.log if e.kind == "comp" and e.player == 1 and e.data[3] == 0]
    assert nothing, "the game still has player 1's disc 3 making no transaction"
    assert state.stored("ib-startup-8").oil == len(stores)
    for event in stores:
        assert "stores 1 oil" in event.explain("en") and "guarda 1 petróleo" in event.explain("pt")


# --- issue 23 item 9: each Manager and Capitalist event cites its own card's rule --------------------------------

MANAGER_RULES = {
    "ib-mgr-free-coal-iron-or-oil": "interbellum.manager.free-coal-iron-or-oil",
    "ib-mgr-repeat-delivery": "interbellum.manager.repeat-delivery",
    "ib-mgr-selling-bonus-money": "interbellum.manager.selling-fully-resolved-money",
    "ib-mgr-free-conversion": "interbellum.manager.free-conversion",
    "ib-mgr-upgrade-for-iron": "interbellum.manager.iron-upgrade",
    "ib-mgr-free-four-coal": "interbellum.manager.free-four-coal",
    "ib-mgr-conversion-money": "interbellum.manager.conversion-money",
    "ib-mgr-conversions-once-more": "interbellum.manager.repeat-conversion",
    "ib-mgr-sale-money": "interbellum.manager.selling-money",
    "ib-mgr-discard-for-money": "interbellum.manager.discard-for-money",
    "ib-mgr-sale-coal": "interbellum.manager.selling-coal",
    "ib-mgr-selling-bonus-oil": "interbellum.manager.selling-fully-resolved-oil",
    "ib-mgr-personal": "interbellum.manager.personal",
}
"""Each Manager token of the catalog and the rule of its own text (the Manager Reference, seed 000)."""
TOKEN_RULES = frozenset(MANAGER_RULES.values())
CAPITALIST_USE_RULES = {"furnace.capitalist.repeat-card": "repeat-card",
                        "interbellum.capitalist.neighbour": "use-neighbour-card"}
"""The Capitalist rules a card's use cites, and the ability that alone may cite each."""


def _new_events(state: GameState, before: object) -> list[tuple[object, ...]]:
    """The events the last action logged (the log nodes back to ``before``), oldest first, put into words."""
    from furnace_lab.engine.core.state import walk_log

    node, nodes = state._log, []
    while node is not before:
        nodes.append(node)
        node = node[-1]
    return [event for node in reversed(nodes) for event in walk_log((*node[:-1], None))]


def _managers_on(state: GameState, cards: set[int], placed_before: tuple[tuple[int, int], ...]) -> set[str]:
    """The Manager tokens on these cards before or after the action (placed, used or not: the Managers module's
    ``placed`` pairs)."""

    if not state._managers:
        return set()
    placed = (*placed_before, *state._managers.placed)
    return {state._g.mgrs[t].id for t, c in placed if (c if c >= 0 else -1 - c) in cards}


def _check_citations(state: GameState, rng: random.Random, cited: set[str]) -> None:
    from furnace_lab.engine.core.events import Event

    while not state.is_over:
        if state.current_player == CHANCE:
            state.apply_in_place(state.sample_chance())
            continue
        g = state._g  # five players: the spec changes once the fifth player keeps a Capitalist
        before, card_before = state._log, state._card
        placed_before = state._managers.placed if state._managers else ()
        state.apply_in_place(rng.choice(state.legal_actions()))
        events = [Event(raw, g) for raw in _new_events(state, before)]
        cards = {card_before, state._card} | {g.index[e.raw[3]] for e in events if e.kind == "use"}
        on_cards = {MANAGER_RULES[m] for m in _managers_on(state, cards, placed_before)}
        for event in events:
            tokens = set(event.rules) & TOKEN_RULES
            assert tokens <= on_cards, (event.explain(), tokens, on_cards)
            cited |= tokens
            if event.kind in ("use", "repeat") and 0 <= event.player < g.n:
                cap = g.capitalists[event.player]
                for rule_id, ability in CAPITALIST_USE_RULES.items():
                    if rule_id in event.rules:
                        assert cap is not None and cap.ability == ability, (event.explain(), rule_id)
                        cited.add(rule_id)


def test_interbellum_manager_and_capitalist_events_cite_their_own_cards_rule() -> None:
    """interbellum.manager.selling-coal, interbellum.manager.selling-fully-resolved-oil, interbellum.manager.personal,
    interbellum.capitalist.neighbour: over many random Interbellum games, every event citing a Manager token's rule
    cites the rule of a token on the card being resolved (not another token's that shares its effect kind), and a
    card's use cites the repeat-card or the neighbour Capitalist's rule only for a player holding that Capitalist."""
    cited: set[str] = set()
    caps = ["ib-cap-neighbour", "ib-cap-personal-manager", "base-cap-evariste", "ib-cap-compensator",
            "base-cap-monica"]
    for seed in range(60):
        rng = random.Random(seed)
        players = 2 + seed % 4
        ids = [caps[(seed + p) % len(caps)] for p in range(players)]
        if "base-cap-evariste" not in ids:
            ids[-1] = "base-cap-evariste"
        state = new_game(players, seed, interbellum=True, capitalist_ids=ids)
        _check_citations(state, rng, cited)
    needed = {"interbellum.manager.selling-coal", "interbellum.manager.selling-money",
              "interbellum.manager.selling-fully-resolved-oil", "interbellum.manager.personal",
              "interbellum.capitalist.neighbour", "furnace.capitalist.repeat-card"}
    assert needed <= cited, needed - cited


# --- issue 23 item 10: explanations say what happened, in both languages, without slips -------------------------

SLIPS = ("(s)", "(es)", "(ões)")
"""A hedged plural ("transaction(s)", "vez(es)", "carvão(ões)") in a text for learners."""
NOTATION = ("->", " x1", " x2", " x3", " x∞", "text:", "delivery:")
"""The card notation (English, "2 coal -> 2 money x2"), never quoted in a Portuguese text."""


def _texts_of_random_games(games: int) -> tuple[list[tuple[object, str, str]], list[str]]:
    """Events (event, English, Portuguese) of random Interbellum games of every player count, and the Portuguese
    explanations of each decision's legal actions and of one refused run."""
    from furnace_lab.engine.core.actions import Run

    events, refusals = [], []
    for seed in range(games):
        rng = random.Random(seed)
        state = new_game(1 + seed % 5, seed, interbellum=True)
        while not state.is_over:
            if state.current_player == CHANCE:
                state.apply_in_place(state.sample_chance())
                continue
            legal = state.legal_actions()
            action = rng.choice(legal)
            if rng.random() < 0.2:
                refusals.append(state.explain(action, "pt").text)
                if any(isinstance(a, Run) for a in legal):
                    refusals.append(state.explain(Run(99), "pt").text)
            state.apply_in_place(action)
        events.extend((e, e.explain("en"), e.explain("pt")) for e in state.log)
    return events, refusals


def test_interbellum_explanations_have_no_hedged_plurals_or_notation_in_portuguese() -> None:
    """furnace.production.processing-limit, interbellum.business-school.split-compensation: no event or explanation
    reads "transaction(s)", "vez(es)", "carvão(ões)"; Portuguese never quotes the English notation ("2 coal ->
    2 money x2"); nothing is "recebe nada" without "não"."""
    events, refusals = _texts_of_random_games(25)
    texts = [text for _, en, pt in events for text in (en, pt)] + refusals
    assert [t for t in texts if any(slip in t for slip in SLIPS)] == []
    portuguese = [pt for _, _, pt in events] + refusals
    assert [t for t in portuguese if any(word in t for word in NOTATION)] == []
    assert [t for t in texts if " recebe nada" in t and "não recebe nada" not in t] == []
    english = ("coal ", " money x", "iron ", " oil ")
    assert [t for t in refusals if t.startswith("Não permitido") and any(w in t for w in english)] == []
    assert any("pode ser executado no máximo" in t for t in refusals)


def test_furnace_auction_row_size_counts_companies_not_business_schools() -> None:
    """furnace.auction.row-size, interbellum.business-school.end-of-row: with 3 players the row event reveals
    7 Companies (players + 4) and names the Business Schools apart."""
    state = new_game(3, 12, interbellum=True)
    row = next(e for e in state.log if e.kind == "row")
    schools = [c for c in row.raw[4] if c.startswith("ib-school")]
    assert schools
    named = ", ".join(card_name(c) for c in schools)
    assert "reveals 7 Companies:" in row.explain("en") and row.explain().endswith(f"; and {named}.")
    named_pt = ", ".join(card_name(c, "pt") for c in schools)
    assert "revela 7 Companhias:" in row.explain("pt") and row.explain("pt").endswith(f"; e também {named_pt}.")


def test_interbellum_business_school_option_without_transaction_is_not_called_unpaid() -> None:
    """interbellum.business-school.split-compensation: a school's second option given no transaction is not
    "cannot pay ... and gets nothing" (the first option gets them all), and the first option's gain counts only
    the transactions it got."""
    events, _ = _texts_of_random_games(25)
    school = [(e, en, pt) for e, en, pt in events if e.kind == "comp" and e.raw[3].startswith("ib-school")]
    second = [(e, en, pt) for e, en, pt in school if e.raw[7] and not e.raw[6] and e.raw[5]]
    assert second
    for _, en, pt in second:
        assert "gets nothing" not in en and "all go to the first" in en
        assert "não recebe nada" not in pt and "todas vão para a primeira" in pt
    shared = [(e, en) for e, en, _ in school if not e.raw[7] and 0 < e.raw[6] < e.raw[5]]
    assert shared
    for e, en in shared:
        assert f"({e.raw[6]} of {e.raw[5]} transactions)" in en


def test_interbellum_manager_events_say_what_was_gained_and_name_the_manager() -> None:
    """interbellum.manager.selling-coal, interbellum.manager.repeat-conversion, interbellum.permanent.always-on:
    a Manager's bonus says what it gave, a card storing says what it stores, and a conversion run beyond its
    printed limit is preceded by the event naming the "once more" Manager."""
    cited: set[str] = set()
    gains = stores = once_more = 0
    for seed in range(80):
        rng = random.Random(seed)
        state = new_game(2 + seed % 4, seed, interbellum=True, capitalist_ids=None)
        _check_citations(state, rng, cited)
        log = state.log
        for i, e in enumerate(log):
            en, pt = e.explain("en"), e.explain("pt")
            assert "stores its gain" not in en and "guarda o ganho" not in pt
            if e.kind == "ib" and "interbellum.clarification.each-transaction" in e.rules and (
                    set(e.rules) & TOKEN_RULES):
                gains += 1
                assert " gives " in en and " dá " in pt and "transaction(s)" not in en
            if e.kind == "ib" and " stores " in en:
                stores += 1
            if e.kind == "run" and e.raw[5] is not None and e.raw[4] > e.raw[5]:
                before = log[i - 1]
                if "interbellum.manager.repeat-conversion" in before.rules:
                    once_more += 1
                    assert card_name("ib-mgr-conversions-once-more") in before.explain("en")
                    assert card_name("ib-mgr-conversions-once-more", "pt") in before.explain("pt")
    assert gains and stores and once_more


# --- issue 23 item 11: nobody wins, and every reading of the result says so ----------------------------------


def _last_two_player_action() -> tuple[GameState, object]:
    """A two-player game with the Agent one action before its end, and that action."""
    from furnace_lab.engine import RandomBot

    state, bot = new_game(2, 5, interbellum=True, agent="ib-agent-steel-magnate"), RandomBot(7)
    while True:
        action = bot.act(state)
        after = state.apply(action)
        if after.is_over:
            return state, action
        state = after


def test_interbellum_agent_richer_than_all_no_player_is_placed_first() -> None:
    """interbellum.agent.richer-than-all: when the Agent is richer than every player, placings() has no 1 (the
    Agent comes first), returns() are all 0, and the last log line and the board text say nobody wins."""
    last, action = _last_two_player_action()
    last._agents = tuple((10_000, cards, managers) for _, cards, managers in last._agents)
    end = last.apply(action)
    assert 1 not in end.placings() and sorted(end.placings())[0] == 2
    assert end.returns() == [0.0, 0.0]
    final = end.log[-1]
    assert final.kind == "game-end"
    assert final.explain("en").startswith("Game over: nobody wins") and "1. " not in final.explain("en")
    assert final.explain("pt").startswith("Fim de jogo: ninguém vence") and "1. " not in final.explain("pt")
    assert "nobody wins" in end.describe("en").splitlines()[-1]
    assert "ninguém vence" in end.describe("pt").splitlines()[-1]


def test_interbellum_agent_poorer_keeps_the_players_first_place() -> None:
    """interbellum.agent.richer-than-all: an Agent not richer than every player changes nothing: a player has
    place 1 and the last line lists the places from 1."""
    last, action = _last_two_player_action()
    last._agents = tuple((0, cards, managers) for _, cards, managers in last._agents)
    end = last.apply(action)
    assert 1 in end.placings() and sum(end.returns()) == 1.0
    assert end.log[-1].explain("en").startswith("Game over: 1. ")
    assert end.describe("en").splitlines()[-1].startswith("Game over: 1. ")


# --- issue 23 item 12: Agents and Business Schools, a switchable reading --------------------------------------


def _agent_bids(agent_schools: bool | None, games: int = 20) -> tuple[int, int, list[GameState]]:
    """Agent bids on Business Schools and Managers the Agents won, over random two-player and solo games."""
    from furnace_lab.engine import play_random_game

    on_schools = managers = 0
    states = []
    for seed in range(games):
        extra = {} if agent_schools is None else {"agent_schools": agent_schools}
        options = {"agent": "ib-agent-steel-magnate"} if seed % 2 else {}
        state = play_random_game(2 if seed % 2 else 1, seed, interbellum=True, **options, **extra)
        on_schools += sum(1 for e in state.log if e.kind == "dummy-bid" and e.raw[5].startswith("ib-school"))
        managers += sum(a[2] for a in state._agents)
        states.append(state)
    return on_schools, managers, states


def test_furnace_lab_interbellum_agent_schools_default_lets_agents_win_managers() -> None:
    """furnace_lab.interbellum.agent-schools (interbellum.agent.wins, interbellum.steel-magnate.production): by
    default an Agent's rightmost-card fallback may be a Business School, so Agents win Managers; the reading is in
    the modules, the record and the saved state, and the bid's event cites it."""
    on_schools, managers, states = _agent_bids(None)
    assert on_schools and managers
    for state in states:
        assert "agent-schools" in state.options.modules
        assert "agent-schools" in GameState.from_json(state.to_json()).options.modules
        for event in state.log:
            if event.kind == "dummy-bid" and event.raw[5].startswith("ib-school"):
                assert "furnace_lab.interbellum.agent-schools" in event.rules
                assert "Business School" in event.explain("en") and "Escola de Negócios" in event.explain("pt")


def test_furnace_lab_interbellum_agent_schools_off_keeps_agents_on_companies() -> None:
    """furnace_lab.interbellum.agent-schools: with agent_schools=False no Agent bids on a Business School or holds a
    Manager, and the record keeps the choice so it replays the same game."""
    from furnace_lab.engine.records import replay

    on_schools, managers, states = _agent_bids(False)
    assert on_schools == 0 and managers == 0
    for state in states:
        assert "agent-schools" not in state.options.modules
        record = state.record()
        assert record.options["agent_schools"] is False
        assert replay(record).to_json() == state.to_json()


def test_furnace_lab_interbellum_agent_schools_refused_without_agents_or_schools() -> None:
    """furnace_lab.interbellum.agent-schools: the one options validator refuses the reading without an Agent,
    without the Managers module, or as a non-bool, citing the rule in English and Portuguese."""
    import pytest

    from furnace_lab.errors import OptionsError

    bad = [dict(players=3, interbellum=True, agent_schools=True),
           dict(players=2, interbellum=True, agent="ib-agent-steel-magnate", managers=False, agent_schools=True),
           dict(players=2, interbellum=True, agent="ib-agent-steel-magnate", agent_schools="yes")]
    for options in bad:
        players = options.pop("players")
        with pytest.raises(OptionsError) as caught:
            new_game(players, 1, **options)
        assert caught.value.rule_id == "furnace_lab.interbellum.agent-schools"
        assert "agent_schools" in str(caught.value) and caught.value.message("pt") != str(caught.value)
    assert "agent-schools" not in new_game(2, 1, interbellum=True).options.modules


# --- issue 23 item 13 (notebook 08): every Brass exercise is described and has its answer cell --------------------


def test_brass_notebook_describes_and_checks_every_exercise() -> None:
    """brass.network.definition (the network-red exercise) and every other exercise of
    furnace_lab.brass.exercises: notebook 08 numbers them all in its exercise list and has a cell calling check on
    each; the notebook is the one scripts/build_notebooks.py writes."""
    import json
    import re
    from pathlib import Path

    from furnace_lab.brass.exercises import EXERCISES

    path = Path(__file__).resolve().parents[2] / "notebooks" / "08_brass_network.ipynb"
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    listed = next("".join(c["source"]) for c in cells if "## 9. Exercises" in "".join(c["source"]))
    numbered = re.findall(r"^(\d+)\. \*\*([a-z-]+)\*\*", listed, flags=re.M)
    assert [name for _, name in numbered] == [item.id for item in EXERCISES]
    assert [int(k) for k, _ in numbered] == list(range(1, len(EXERCISES) + 1))
    code = "".join("".join(c["source"]) for c in cells if c["cell_type"] == "code")
    assert [item.id for item in EXERCISES if f'check("{item.id}"' not in code] == []
    assert all(c["id"].startswith("08-brass-network-") for c in cells)
