"""Furnace: Interbellum's modules: variable discs, permanent effects, deliveries, Agents, the fifth player,
Business Schools and Managers, and the expansion's deck and new rows (:mod:`.expansion`).

``interbellum`` may import :mod:`furnace_lab.engine.core` and :mod:`furnace_lab.engine.base`; the map of every
module is in ``docs/engine.md``. This package imports nothing itself.
"""
