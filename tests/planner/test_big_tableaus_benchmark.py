"""benchmarks/planner_big_tableaus.py keeps running (a smoke run on tiny tableaus: nothing here is timed)."""

from __future__ import annotations

import contextlib
import io

from tests.test_benchmarks import benchmark


def test_the_big_tableaus_benchmark_prints_a_row_per_size_and_capitalist() -> None:
    bench = benchmark("planner_big_tableaus")
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert bench.main(["--sizes", "3", "--seeds", "2"]) == 0
    rows = [line.split("|")[1:-1] for line in out.getvalue().splitlines() if line.startswith("| 3 ")]
    assert [row[1].strip() for row in rows] == ["none", "repeat-card"]
    for row in rows:
        exact, found, refused = (int(cell) for cell in row[4:7])
        assert exact + found + refused == 2 and refused == 0  # three Companies: answered, never refused
