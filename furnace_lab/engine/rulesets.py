"""Every module's rules registered at the named hooks (:mod:`~furnace_lab.engine.core.hooks`).

This is the layer that knows every module: ``furnace_lab.engine`` imports it once, so a game built after the
package is imported (any import of an engine module imports the package first) finds every module registered.
A new module's :class:`~furnace_lab.engine.core.hooks.RulesModule` is added here, and so are new kinds of card
rows: their compilers (``cards.ROW_COMPILERS``) and the summary of a card that has them (``cards.ROW_SUMMARY``),
and the expansion's answers to the option validator (``options.register_expansion_checks``).
"""

from __future__ import annotations

from furnace_lab.engine.core.cards import ROW_COMPILERS, ROW_SUMMARY
from furnace_lab.engine.core.hooks import register
from furnace_lab.engine.core.options import ExpansionChecks, register_expansion_checks
from furnace_lab.engine.interbellum.effects import summarise
from furnace_lab.engine.interbellum.expansion import (
    NEW_ROW_COMPILERS,
    check_capitalist_ids,
    expansion_ids,
    playable_capitalist,
)
from furnace_lab.engine.interbellum.manager_production import fill as fill_manager_production
from furnace_lab.engine.interbellum.rules import RULES

for _module in RULES:
    register(_module)
fill_manager_production()  # the Managers' part of production (base/production.py's MANAGER_RULES)
ROW_COMPILERS.update(NEW_ROW_COMPILERS)  # the expansion's row kinds: deliveries, text, permanent, from-here
if summarise not in ROW_SUMMARY:
    ROW_SUMMARY.append(summarise)
# what the option validator asks the expansion: its playable Capitalists, its cards, its refusals
register_expansion_checks(ExpansionChecks(playable_capitalist, expansion_ids, check_capitalist_ids))
