"""The rule index: every rule clause of the three source documents, by stable ID.

Each entry names the seed document (``seeds/000_…`` Interbellum, ``001_…`` Brass: Birmingham,
``002_…`` Furnace base rules in Portuguese) and the section heading it comes from, and says the rule in one
line of English and one of Portuguese, in our own words. Entries whose substance comes from the research
notes rather than the seeds (rules the seeds only imply, such as tie-breaks) say so in ``source``.

IDs look like ``furnace.auction.same-value``: a game prefix (``furnace``, ``interbellum``, ``brass``,
``furnace_lab`` for documented engine choices), then dot-separated lower-case words with hyphens.
Engine events, refusals and Brass answers cite these IDs; :func:`rule` looks one up.
"""

from furnace_lab.rules.index import (
    GAMES,
    SEED_FILES,
    SEED_TITLES,
    RuleEntry,
    all_rules,
    rule,
    rules_for_seed,
)

__all__ = ["GAMES", "SEED_FILES", "SEED_TITLES", "RuleEntry", "all_rules", "rule", "rules_for_seed"]
