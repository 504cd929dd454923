"""The base game's rules: setup, the auction, its resolution and compensation, production, rounds, Capitalists.

``base`` imports :mod:`furnace_lab.engine.core` and never :mod:`furnace_lab.engine.interbellum`
(``tests/engine/test_engine_layers.py`` lists the edges that still do, and fails on a new one); the map of every
module is in ``docs/engine.md``. This package imports nothing itself.
"""
