"""Notebook widgets (ipywidgets): thin views over the engine's state and log, the catalog, chains and Brass.

Widgets only show what the engine, catalog, planner, chain graphs and Brass model compute, and send actions back
through ``apply``; every callback is wrapped so a learner sees a readable message, never a traceback.
Import widgets from their modules; this package imports nothing heavy at import time so ``import furnace_lab``
stays fast.

* :class:`~furnace_lab.widgets.auction.AuctionStepper` — place Capital discs, every choice explained before it is
  made; bots and the die step visibly; the resolution card by card, each compensation explained.
* :class:`~furnace_lab.widgets.production.ProductionStepper` — resolve a player's cards one step at a time.
* :class:`~furnace_lab.widgets.chain.ChainExplorer` — the production-chain graph, a card face per effect, flows.
* :class:`~furnace_lab.widgets.explorer.GameExplorer` — a whole game: jump anywhere, fork what-ifs, records, views.
* :func:`~furnace_lab.widgets.share.classroom_explorer` — the explorer at a position named by URL parameters (Voilà).
* :class:`~furnace_lab.widgets.gallery.CardGallery` and :class:`~furnace_lab.widgets.brass.BrassExplorer`.

Shared pieces: :mod:`.common` (messages, safe callbacks, the double-click guard, language switch),
:mod:`.timeline` (time travel), :mod:`.stepper` (the steppers' base), :mod:`.seats` (humans, bots, the die),
:mod:`.views` (HTML pictures of a state), :mod:`.resolution` (the resolution card by card), :mod:`.labels`
(English and Portuguese labels).
"""
