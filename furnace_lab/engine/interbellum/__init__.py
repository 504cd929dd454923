"""Furnace: Interbellum's modules: variable discs, permanent effects, deliveries, Agents, the fifth player,
Business Schools and Managers, and the expansion's deck and new rows (:mod:`.expansion`). Each module's functions
at the base rules' named hooks are one object in :mod:`.rules` (registered by ``engine/rulesets.py``).

``interbellum`` may import :mod:`furnace_lab.engine.core` and :mod:`furnace_lab.engine.base`; the map of every
module is in ``docs/engine.md``. This package imports nothing itself.
"""
