"""benchmarks/browser_latency.py keeps running: its --quick mode (the auction page, one click each, idle) finds every
control it clicks and prints a figure for each. Nothing is compared with a target here (speed is the benchmark's)."""

from __future__ import annotations

import contextlib
import io
import re
import sys
from pathlib import Path

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"


def test_browser_latency_quick_run_times_every_auction_control(chromium_path: str) -> None:
    sys.path.insert(0, str(BENCHMARKS))
    try:
        import browser_latency
    finally:
        sys.path.remove(str(BENCHMARKS))
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert browser_latency.main(["--quick"]) == 0
    rows = [line for line in out.getvalue().splitlines() if line.startswith("| ") and "ms |" in line]
    names = [click.name for click in browser_latency.PAGES["02_auction.ipynb"]]
    assert [row.split(" | ")[0].removeprefix("| ") for row in rows] == names
    assert all(re.search(r"\| \d+ ms \| \d+ ms \|", row) for row in rows), rows
