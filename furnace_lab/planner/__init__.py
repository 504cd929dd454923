"""The exact production planner, and "what is this card worth to me?".

In the production phase a player resolves each of their cards once, in the order they choose, running each
processing row as often as they like within its limit and their resources, and flipping Companies on their
Start-up's upgrade row. The order, the run counts and the flips all matter; this package finds the best of
them, exactly:

* :class:`Position` — a player's production position (built by hand, or read from a game state);
* :class:`Valuation` — what money, leftovers and flips are worth (money only in round 4 by default);
* :func:`plan_production` — the best :class:`Plan`: engine actions, value, steps, and ``plan.explain(lang)``
  comparing it with :func:`naive_plan` (cards in tableau order, each effect as much as possible);
* :func:`card_worth` — the value of a tableau with and without a Company, this round or for the rest of the game;
* :func:`exhaustive_value` — the reference: a plain search over the engine's own legal actions.

Each entry point checks its arguments once, before searching (:mod:`~furnace_lab.planner.checks`): a wrong type or
value raises a typed :class:`~furnace_lab.errors.FurnaceLabError` — a :class:`~furnace_lab.errors.DataError` naming
the field, or the engine's own (``OptionsError``, ``UnknownCard``) from :meth:`Position.build` and card ids the catalog
does not know (an id that is not one of a position's cards is a ``DataError`` on the field ``card``) — in English and
Portuguese (``error.message("pt")``), and changes nothing.

Each of :func:`plan_production`, :func:`card_worth` and :func:`tableau_value` takes ``deadline=seconds``: the search
then answers in about that time with the best plan found so far and an upper bound it proved (``plan.exact`` is True
when they meet); without a deadline the answer is exact, however long it takes (or the position is refused, if its
search would pass :data:`~furnace_lab.planner.planning.STATES` states: memory is bounded). :func:`start_planning`
gives a :class:`Planning` that answers within a deadline and then goes on from where it stopped (``resume``).
"""

from furnace_lab.planner.exhaustive import exhaustive_search, exhaustive_value
from furnace_lab.planner.plan import Plan
from furnace_lab.planner.planning import Planning, as_position, naive_plan, plan_production, plan_value, start_planning
from furnace_lab.planner.position import Position, Resume
from furnace_lab.planner.valuation import EARLY_ROUND_DEFAULT, MONEY_ONLY, Valuation, default_valuation
from furnace_lab.planner.worth import TableauValue, Worth, card_worth, tableau_value

__all__ = [
    "EARLY_ROUND_DEFAULT",
    "MONEY_ONLY",
    "Plan",
    "Planning",
    "Position",
    "Resume",
    "TableauValue",
    "Valuation",
    "Worth",
    "as_position",
    "card_worth",
    "default_valuation",
    "exhaustive_search",
    "exhaustive_value",
    "naive_plan",
    "plan_production",
    "plan_value",
    "start_planning",
    "tableau_value",
]
