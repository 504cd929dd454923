"""Issue 27, "speed tricks that cost readability": the engine reads an action by its named fields (``bid.offset``,
``assign.card``), never by position, and changes the Manager state only through ``managers._set``, which names the
fields it changes (no positional copies of it "for the hot path").

Both are read from the source, like the layer test (``test_engine_layers.py``): every function of every engine
module is parsed, so a new handler that goes back to ``action[3]`` fails here, naming the file and line.
"""

from __future__ import annotations

import ast
from pathlib import Path

from furnace_lab.engine.core import actions as A

ENGINE = Path(A.__file__).resolve().parents[1]
ACTION_TYPES = frozenset(name for name, value in vars(A).items()
                         if isinstance(value, type) and issubclass(value, A.Action))


def _action_names(fn: ast.FunctionDef | ast.AsyncFunctionDef) -> set[str]:
    """The function's parameters that hold an action: named ``action`` or annotated with an action type."""
    args = [*fn.args.posonlyargs, *fn.args.args, *fn.args.kwonlyargs]
    return {a.arg for a in args if a.arg == "action" or (
        a.annotation is not None and ACTION_TYPES & {n.id for n in ast.walk(a.annotation) if isinstance(n, ast.Name)}
        | {n.value for n in ast.walk(a.annotation) if isinstance(n, ast.Constant) and isinstance(n.value, str)})}


def _positional_reads(path: Path, root: Path = ENGINE) -> list[str]:
    """``name[k]`` with a constant k >= 0 on a parameter holding an action (``action[-1]``, the notation of a plain
    tuple handed in, is not a field)."""
    found = []
    for fn in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(fn, ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        names = _action_names(fn)
        for node in ast.walk(fn):
            if (isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name) and node.value.id in names
                    and isinstance(node.slice, ast.Constant) and isinstance(node.slice.value, int)
                    and node.slice.value >= 0):
                found.append(f"{path.relative_to(root)}:{node.lineno}: {ast.unparse(node)}")
    return found


def test_the_engine_reads_actions_by_their_named_fields():
    """No engine function reads a field of an action by its position in the tuple (issue 27)."""
    assert "AssignManager" in ACTION_TYPES and "Bid" in ACTION_TYPES
    found = [line for path in sorted(ENGINE.rglob("*.py")) for line in _positional_reads(path)]
    assert found == []


def test_the_check_finds_a_positional_read(tmp_path):
    """The check above is not empty-handed: it finds ``action[3]`` and a read on an annotated parameter."""
    sample = tmp_path / "sample.py"
    sample.write_text("def f(s, action):\n    return action[3]\n\n\ndef g(s, bid: Bid | VarBid):\n"
                      "    return bid[2], bid[-1]\n", encoding="utf-8")
    found = [line.split(": ", 1)[1] for line in _positional_reads(sample, tmp_path)]
    assert found == ["action[3]", "bid[2]"]


def test_only_managers_set_changes_the_manager_state():
    """Outside ``managers._set``, the Manager state is only built whole (a new game, a load, a hand-built position,
    a clone sharing it): no module rebuilds the record by position (issue 27)."""
    builders = {"interbellum/managers.py", "interbellum/managers_state.py", "position.py", "core/state.py"}
    writes = []
    for path in sorted(ENGINE.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        name = path.relative_to(ENGINE).as_posix()
        if name != "interbellum/managers.py":  # where _set builds the record
            assert "tuple.__new__(ManagerState" not in text and "_record(ManagerState" not in text, name
        if "._managers = " in text and name not in builders:
            writes.append(name)
    assert writes == []
    assert (ENGINE / "interbellum/managers.py").read_text(encoding="utf-8").count("._managers = ") == 1


def test_every_call_of_managers_set_names_its_fields():
    """``managers._set`` takes the Manager record's fields as plain parameters (keyword-only ones cost more to call,
    see its docstring), so this checks what keyword-only would: every call in the engine passes the state alone by
    position and each field by its name (issue 27)."""
    calls = []
    for path in sorted(ENGINE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "_set":
                calls.append((f"{path.relative_to(ENGINE)}:{node.lineno}", len(node.args),
                              all(k.arg is not None for k in node.keywords) and bool(node.keywords)))
    assert len(calls) > 20
    assert [c for c in calls if c[1:] != (1, True)] == []
