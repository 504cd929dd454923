"""How fast the widgets feel: the first widget on screen, and a click to an updated view.

Targets (issue 7): ``import furnace_lab`` plus the first widget displayed within 1 s; a click to an updated view
within 100 ms for the steppers.

Everything is measured **inside a fresh Jupyter kernel** (started with jupyter_client, as JupyterLab starts one),
because that is where a learner's code runs: the kernel has IPython loaded already, and every widget sends its state
to the front end over comm messages, which are included. The browser's own drawing time is not. Clicks are timed
with ``button.click()`` / trait changes on displayed widgets, so the callbacks, the engine and the re-rendered HTML
are all in the figure. A cold ``python -c`` run is reported too, for reference (it pays for importing IPython).

Usage: ``python benchmarks/widget_speed.py [--repeat N]``. Prints a markdown table.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from textwrap import dedent

FIRST_WIDGET = dedent("""
    import time as _t
    _t0 = _t.perf_counter()
    import furnace_lab
    from furnace_lab.widgets.auction import AuctionStepper
    _w = AuctionStepper()
    display(_w)
    print(_t.perf_counter() - _t0)
""")

CLICKS = dedent("""
    import json, statistics, time
    from IPython.display import display
    from furnace_lab.engine import Bid
    from furnace_lab.widgets.auction import AuctionStepper
    from furnace_lab.widgets.production import ProductionStepper
    from furnace_lab.widgets.explorer import GameExplorer
    from furnace_lab.widgets.chain import ChainExplorer

    REPEAT = {repeat}
    results = {{}}

    def timed(name, action):
        start = time.perf_counter()
        action()
        results.setdefault(name, []).append(time.perf_counter() - start)

    def finish_auction(stepper):
        while stepper.state.phase == "auction":
            if stepper.seats.human_to_act(stepper.state):
                bids = [a for a in stepper.state.legal_actions() if isinstance(a, Bid)]
                stepper.card.value, stepper.disc.value = bids[-1].position, bids[-1].disc
                stepper.place()
            else:
                stepper.play_until_human()

    for k in range(REPEAT):
        a = AuctionStepper(seed=1 + k)
        display(a)
        timed("auction: choose a disc (explanation updated)", lambda: setattr(a.disc, "value", 3))
        timed("auction: Place disc", a.place_button.click)
        timed("auction: Bot / die plays", a.machine_button.click)
        timed("auction: Step back", a.back_button.click)
        timed("auction: Forward", a.forward_button.click)
        finish_auction(a)
        timed("auction: Resolve next card", a.next_card_button.click)
        d = AuctionStepper(players=["Ana", "Bo"], seed=1 + k)
        display(d)
        d.place()
        timed("auction (2 players): die roll", d.machine_button.click)

        p = ProductionStepper()
        display(p)
        p.card.value = "use base-startup-1"
        timed("production: Use card", p.use_button.click)
        timed("production: Upgrade", p.upgrade_button.click)
        timed("production: Step back", p.back_button.click)
        r = ProductionStepper(companies=["base-c7"], resources={{"coal": 5}})
        display(r)
        r.card.value = "use base-c7"
        r.use_button.click()
        timed("production: choose times (explanation updated)", lambda: setattr(r.times, "value", 1))
        timed("production: Run", r.run_button.click)
        assert r.messages.kind != "error", r.messages.text

        g = GameExplorer.bot_game(seed=1 + k, step=40)
        display(g)
        timed("game explorer: Step back", g.back_button.click)
        timed("game explorer: jump to a step", lambda: setattr(g.step, "value", 90))
        timed("game explorer: jump to an event", lambda: setattr(g.events, "value", 20))
        timed("game explorer: fork a what-if", g.fork_button.click)

        c = ChainExplorer()
        display(c)
        timed("chain explorer: highlight the bound flow (redraw)", lambda: setattr(c.highlight, "value", "bound"))

    for widget in (a, d, p):
        assert widget.messages.kind != "error", widget.messages.text
    print(json.dumps(results))
""")


def run_in_kernel(code: str, timeout: float = 300.0) -> str:
    """Execute ``code`` in a fresh python3 kernel; return what it printed (raising on an error)."""
    from jupyter_client.manager import start_new_kernel

    manager, client = start_new_kernel(kernel_name="python3", stderr=subprocess.DEVNULL)
    try:
        printed: list[str] = []
        errors: list[str] = []

        def collect(message: dict) -> None:
            kind = message["header"]["msg_type"]
            content = message["content"]
            if kind == "stream" and content.get("name") == "stdout":
                printed.append(content["text"])
            elif kind == "error":
                errors.append("\n".join(content.get("traceback", [])))

        client.execute_interactive(code, timeout=timeout, output_hook=collect)
        if errors:
            raise RuntimeError(errors[0])
        return "".join(printed)
    finally:
        client.stop_channels()
        manager.shutdown_kernel(now=True)


def cold_process() -> float:
    """``import furnace_lab`` + the first stepper built, in a plain Python process (IPython imported cold)."""
    code = ("import time; t=time.perf_counter(); import furnace_lab; "
            "from furnace_lab.widgets.auction import AuctionStepper; AuctionStepper(); print(time.perf_counter()-t)")
    out = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True)
    return float(out.stdout.strip().splitlines()[-1])


def verdict(seconds: float, limit: float) -> str:
    return "ok" if seconds <= limit else "**over**"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5, help="repetitions of each click (default 5)")
    args = parser.parse_args()

    first = [float(run_in_kernel(FIRST_WIDGET).strip().splitlines()[-1]) for _ in range(3)]
    cold = cold_process()
    started = time.perf_counter()
    clicks = json.loads(run_in_kernel(CLICKS.format(repeat=args.repeat)).strip().splitlines()[-1])
    elapsed = time.perf_counter() - started

    print("| measurement | median | worst | target | |")
    print("|---|---:|---:|---:|---|")
    first.sort()
    print(f"| `import furnace_lab` + first widget (auction stepper) displayed, fresh kernel | "
          f"{first[1] * 1000:.0f} ms | {first[-1] * 1000:.0f} ms | 1000 ms | {verdict(first[-1], 1.0)} |")
    print(f"| the same in a cold `python -c` (imports IPython too; reference) | {cold * 1000:.0f} ms | | | |")
    for name, times in clicks.items():
        times.sort()
        median = times[len(times) // 2]
        stepper = name.startswith(("auction", "production"))
        target = "100 ms" if stepper else "—"
        mark = verdict(times[-1], 0.1) if stepper else ""
        print(f"| {name} | {median * 1000:.1f} ms | {times[-1] * 1000:.1f} ms | {target} | {mark} |")
    print(f"\n{args.repeat} repetitions of each click; Python {sys.version.split()[0]}; clicks measured in "
          f"{elapsed:.1f} s including kernel start-up.")


if __name__ == "__main__":
    main()
