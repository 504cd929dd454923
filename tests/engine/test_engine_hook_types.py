"""Each named hook has its signature (issue 27: hooks typed ``Callable[..., Any]`` let mypy check nothing).

mypy checks a module's functions against :mod:`furnace_lab.engine.core.hook_types` where they are plugged in
(``RulesModule.hooks`` is a ``HookFunctions``). These tests keep the signatures in step with the hooks themselves:
one signature per hook, the game's ``Hooks`` holding functions of that signature, and every registered module's
function callable with the arguments its hook passes.
"""

from __future__ import annotations

import inspect
from typing import get_type_hints

import pytest

import furnace_lab.engine  # noqa: F401  (registers every module at the hooks)
from furnace_lab.engine.core import hooks as H
from furnace_lab.engine.core.hook_types import HookFunctions


def _arguments(hook: str) -> int:
    """How many arguments a function at ``hook`` is called with (its protocol's ``__call__``, ``self`` left out)."""
    protocol = get_type_hints(HookFunctions)[hook]
    return len(inspect.signature(protocol.__call__).parameters) - 1


def test_every_hook_has_one_signature() -> None:
    """The signatures name exactly the game's hooks and the dealing's, in their order."""
    assert tuple(HookFunctions.__annotations__) == H.HOOKS + H.SETUP_HOOKS


def test_a_games_hooks_hold_functions_of_their_hooks_signature() -> None:
    """``Hooks.on_outbid`` is a tuple of the ``on_outbid`` signature, and so on for every hook."""
    signatures = get_type_hints(HookFunctions)
    held = get_type_hints(H.Hooks)
    for name in H.HOOKS:
        assert held[name] == tuple[signatures[name], ...], name


@pytest.mark.parametrize("module", H.registered(), ids=lambda m: m.name)
def test_each_registered_function_takes_its_hooks_arguments(module: H.RulesModule) -> None:
    """Every function a registered module brings accepts the arguments its hook passes (positionally)."""
    functions: dict[str, object] = dict(module.hooks)
    for name, function in functions.items():
        assert callable(function)
        inspect.signature(function).bind(*[None] * _arguments(name))  # TypeError if it cannot be called so


def test_the_check_catches_a_function_with_the_wrong_arguments() -> None:
    """A ``round_end`` function that wants a seat too cannot be called with the state alone."""

    def wrong(s: object, seat: int) -> None: ...

    assert _arguments("round_end") == 1 and _arguments("compensated") == 5 and _arguments("deal_managers") == 4
    with pytest.raises(TypeError):
        inspect.signature(wrong).bind(*[None] * _arguments("round_end"))
