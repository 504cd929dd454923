"""The tables ``core`` asks the rules to fill (issue 27): each filled once at import, by the layer that knows the
answer, and a second, different filling is refused, so core never silently plays another ruleset's answers."""

from __future__ import annotations

import pytest

from furnace_lab.engine import new_game
from furnace_lab.engine.base import capitalists, rounds
from furnace_lab.engine.core import options, phases, spec
from furnace_lab.engine.core.actions import ROLLS, Roll
from furnace_lab.engine.core.constants import DIE_FACES
from furnace_lab.engine.interbellum import expansion


def test_results_are_the_base_rules_ranking() -> None:
    """GameState.ranking/placings/returns ask what base registered (furnace.scoring.end, by base.rounds)."""
    assert (phases.RESULTS.ranking, phases.RESULTS.placings, phases.RESULTS.returns) == (
        rounds.ranking, rounds.placings, rounds.returns)
    state = new_game(["Ada", "Bo", "Cy"], seed=4)
    assert state.ranking() == rounds.ranking(state)
    assert state.returns() == [0.0, 0.0, 0.0]
    with pytest.raises(ValueError):
        phases.register_results(rounds.ranking, rounds.placings, rounds.returns)


def test_seat_hooks_come_from_the_base_capitalists() -> None:
    """Each seat's Capitalist hooks are built by base.capitalists.hooks_for; another builder is refused."""
    spec.register_seat_hooks(capitalists.hooks_for)  # the same builder again changes nothing
    assert [capitalists.hooks_for] == spec._SEAT_HOOKS
    with pytest.raises(ValueError):
        spec.register_seat_hooks(lambda cap: None)


def test_the_expansion_answers_the_option_validator() -> None:
    """The option validator's questions go to interbellum.expansion, registered once by rulesets."""
    checks = options._expansion()
    assert (checks.playable_capitalist, checks.expansion_ids, checks.check_capitalist_ids) == (
        expansion.playable_capitalist, expansion.expansion_ids, expansion.check_capitalist_ids)
    with pytest.raises(ValueError):
        options.register_expansion_checks(options.ExpansionChecks(lambda cap: True, expansion.expansion_ids,
                                                                  expansion.check_capitalist_ids))


def test_rolls_are_one_action_per_die_face() -> None:
    """The die's outcomes (furnace_lab.chance.die) are action types in core: one interned Roll per face."""
    assert tuple(Roll(face) for face in range(1, DIE_FACES + 1)) == ROLLS
