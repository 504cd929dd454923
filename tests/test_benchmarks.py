"""The benchmark scripts keep running (smoke runs on tiny inputs: nothing here is timed or compared with a target)."""

from __future__ import annotations

import contextlib
import io
import sys
from pathlib import Path

BENCHMARKS = Path(__file__).resolve().parent.parent / "benchmarks"


def test_engine_breakdown_prints_a_row_per_kind_of_step_for_both_games() -> None:
    sys.path.insert(0, str(BENCHMARKS))
    try:
        import engine_breakdown
    finally:
        sys.path.remove(str(BENCHMARKS))
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert engine_breakdown.main(["--games", "3", "--repeats", "1"]) == 0
    rows = {line.split("|")[1].strip(): line.split("|")[2:5] for line in out.getvalue().splitlines()
            if line.startswith("| ") and not line.startswith("| step")}
    assert {"setup", "teardown", "Bid", "UseCard", "Run", "**total**"} <= set(rows)
    # steps only the all-modules game has: none of the base game's time, some of the other's
    assert rows["AssignManager"][0].strip() == "0" and rows["AssignManager"][1].strip() != "0"
