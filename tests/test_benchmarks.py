"""The benchmark scripts keep running (smoke runs on tiny inputs: nothing here is timed or compared with a target)."""

from __future__ import annotations

import contextlib
import importlib
import io
import sys
from pathlib import Path
from types import ModuleType

BENCHMARKS = Path(__file__).resolve().parent.parent / "benchmarks"


def benchmark(name: str) -> ModuleType:
    """Import ``benchmarks/<name>.py`` (the folder is on the path only while it imports)."""
    sys.path.insert(0, str(BENCHMARKS))
    try:
        return importlib.import_module(name)
    finally:
        sys.path.remove(str(BENCHMARKS))


def test_engine_breakdown_prints_a_row_per_kind_of_step_for_both_games() -> None:
    engine_breakdown = benchmark("engine_breakdown")
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert engine_breakdown.main(["--games", "3", "--repeats", "1"]) == 0
    rows = {line.split("|")[1].strip(): line.split("|")[2:5] for line in out.getvalue().splitlines()
            if line.startswith("| ") and not line.startswith("| step")}
    assert {"setup", "teardown", "Bid", "UseCard", "Run", "**total**"} <= set(rows)
    # steps only the all-modules game has: none of the base game's time, some of the other's
    assert rows["AssignManager"][0].strip() == "0" and rows["AssignManager"][1].strip() != "0"


def _engine_instructions() -> ModuleType:
    return benchmark("engine_instructions")


def test_engine_instructions_reads_the_cache_sizes_and_cachegrinds_summary(tmp_path: Path) -> None:
    bench = _engine_instructions()
    for name, (level, kind, size) in {"index0": ("1", "Data", "48K"), "index1": ("1", "Instruction", "32K"),
                                      "index2": ("2", "Unified", "2M"), "index3": ("3", "Unified", "32M")}.items():
        folder = tmp_path / name
        folder.mkdir()
        for field, value in {"level": level, "type": kind, "size": size, "ways_of_associativity": "8",
                             "coherency_line_size": "64"}.items():
            (folder / field).write_text(value + "\n")
    assert bench.cache_geometry(tmp_path) == {"I1": "32768,8,64", "D1": "49152,8,64", "LL": "2097152,8,64"}
    # a machine that does not say keeps the defaults
    assert bench.cache_geometry(tmp_path / "missing") == bench.DEFAULT_CACHES
    summary = ("==42== I   refs:      1,849,309,430\n==42== D1  misses:       16,456,728  ( 14,047,164 rd   + "
               "2,409,564 wr)\n==42== LL misses:         2,176,386  (  1,623,928 rd   +     552,458 wr)\n")
    assert bench.read_cachegrind(summary) == {"instructions": 1_849_309_430, "level-1 data misses": 16_456_728,
                                              "level-2 misses": 2_176_386}
    table = bench.cache_table({"instructions": 100.0, "level-1 data misses": 10.0, "level-2 misses": 0.0},
                              {"instructions": 170.0, "level-1 data misses": 22.0, "level-2 misses": 3.0})
    assert "| level-1 data misses | 10 | 22 | 2.20× |" in table and "| level-2 misses | 0 | 3 | — |" in table


def test_planner_grid_prints_a_row_per_cell_and_the_deadlines_share_proved() -> None:
    """Issue 25: the planner benchmark's grid (quick: 4 and 6 Companies, 0 and 1 Manager, one position a cell)."""
    planner_speed = benchmark("planner_speed")
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        planner_speed.main(["--grid", "--quick"])
    rows = {line.split("|")[1].strip(): line.split("|")[2:-1] for line in out.getvalue().splitlines()
            if line.startswith("| ") and not line.startswith("| grid")}
    cells = {f"{size} Companies, {count} Managers" for size in (4, 6) for count in (0, 1)}
    capitalists = {"Capitalist: none", "Capitalist: repeat-card", "Capitalist: iron-for-upgrade"}
    assert cells | capitalists | {"**all**"} == set(rows)
    assert all(row[0].strip() == "3" for name, row in rows.items() if name in cells)  # the three Capitalists each
    assert rows["**all**"][0].strip() == "12" and rows["**all**"][-1].strip().endswith("%")


def test_coach_strength_prints_the_coachs_win_share_and_its_interval() -> None:
    """Issue 26: the coach against three GreedyBots (quick: 4 games, the coach in each seat once)."""
    coach_strength = benchmark("coach_strength")
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert coach_strength.main(["--quick"]) == 0
    row = out.getvalue().splitlines()[-1].split("|")
    assert row[1].strip() == "4" and row[2].strip().endswith("%") and "–" in row[3]
    assert coach_strength.interval([1.0, 0.0, 0.5, 0.5]) == (0.5, 0.5 - 1.96 * (1 / 6) ** 0.5 / 2,
                                                             0.5 + 1.96 * (1 / 6) ** 0.5 / 2)
