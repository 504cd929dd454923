"""benchmarks/browser_latency.py keeps running: its --quick mode (the auction page, one click each, idle) finds every
control it clicks and prints a figure for each. Nothing is compared with a target here (speed is the benchmark's).
It runs in a process of its own: the suite's Playwright is already running in this one."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "benchmarks" / "browser_latency.py"
AUCTION_CLICKS = ("auction stepper: choose a disc", "auction stepper: Place disc", "auction stepper: Step back",
                  "language switch → Português", "language switch → English")


def test_browser_latency_quick_run_times_every_auction_control(chromium_path: str) -> None:
    env = {key: value for key, value in os.environ.items() if key != "PYTEST_CURRENT_TEST"}
    done = subprocess.run([sys.executable, str(SCRIPT), "--quick"], capture_output=True, text=True, timeout=300,
                          check=False, env=env, cwd=ROOT)
    assert done.returncode == 0, done.stderr[-2000:]
    rows = [line for line in done.stdout.splitlines() if line.startswith("| ") and "ms |" in line]
    assert tuple(row.split(" | ")[0].removeprefix("| ") for row in rows) == AUCTION_CLICKS, done.stdout
    assert all(re.search(r"\| \d+ ms \| \d+ ms \|", row) for row in rows), rows
    assert "nothing matches" not in done.stderr, done.stderr
