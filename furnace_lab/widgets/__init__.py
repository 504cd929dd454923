"""Notebook widgets (ipywidgets): thin views over the engine's state and log, the catalog, chains and Brass.

Widgets only show what the engine, catalog, planner, chain graphs and Brass model compute, and send actions back
through ``apply``; every callback is wrapped so a learner sees a readable message, never a traceback.
Import widgets from their modules (e.g. ``from furnace_lab.widgets.common import MessageArea``); this package
imports nothing heavy at import time so ``import furnace_lab`` stays fast.
"""
