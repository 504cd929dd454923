"""Every module's rules registered at the named hooks (:mod:`~furnace_lab.engine.core.hooks`).

This is the layer that knows every module: ``furnace_lab.engine`` imports it once, so a game built after the
package is imported (any import of an engine module imports the package first) finds every module registered.
A new module's :class:`~furnace_lab.engine.core.hooks.RulesModule` is added here.
"""

from __future__ import annotations

from furnace_lab.engine.core.hooks import register
from furnace_lab.engine.interbellum.rules import RULES

for _module in RULES:
    register(_module)
