"""What every ruleset needs: the state, the actions, the game's fixed part, its options, the log and the cards.

``core`` imports neither :mod:`furnace_lab.engine.base` nor :mod:`furnace_lab.engine.interbellum`
(``tests/engine/test_engine_layers.py`` lists the edges that still do, and fails on a new one); the map of every
module is in ``docs/engine.md``. This package imports nothing itself, so importing one of its modules loads only
what that module needs.
"""
