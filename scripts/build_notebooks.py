"""Write the teaching notebooks in notebooks/ from the cell lists below (outputs empty).

Usage: ``python scripts/build_notebooks.py``. Each notebook must run top to bottom (tests/notebooks checks it).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from nb import write_notebook

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"

START_HERE = [
    ("md", """
# Furnace Lab: start here

**Furnace** is an auction-and-engine board game for 2–4 players (1–5 with the **Interbellum** expansion). Over four rounds
you bid for Company cards with four Capital discs, and losing a bid is not wasted: every bidder who does not win a card
gets its **compensation**. Then, in the production phase, your Companies extract coal, iron and oil, convert them, and sell
them for money. The richest player after round four wins.

This lab lets you *see* every rule at work. Each step of a game is explained in plain words and cites the rule it comes from,
in English or Portuguese. Nothing here needs programming: run each cell with **Shift+Enter**.
"""),
    ("md", """
## 1. Every rule has an ID

The lab keeps an index of every clause of the rulebooks. Each explanation you will see cites one. Look one up:
"""),
    ("code", """
import furnace_lab

entry = furnace_lab.rule("furnace.auction.same-value")
print(entry.en)
print(entry.pt)
print(entry.citation())
"""),
    ("md", """
## 2. Cards are written in a small notation

A Company card's rows read top to bottom. `gain 2 coal` is an **extraction** (mandatory); `2 coal -> 1 oil x2` is **processing**:
you *may* pay 2 coal for 1 oil, at most twice. The lab reads and writes this notation:
"""),
    ("code", """
effect = furnace_lab.parse_effect("2 coal -> 1 oil x2")
print(effect)
print("conversion:", effect.is_conversion, "| selling:", effect.is_selling, "| limit:", effect.limit)
"""),
    ("md", """
## 3. Where to go next

| notebook | what you learn |
|---|---|
| `01_cards.ipynb` | every card, its sides, and where its facts come from |
| `02_auction.ipynb` | placing discs, winning cards, compensation |
| `03_production.ipynb` | running your Companies, upgrades, the best order |
| `04_production_chains.ipynb` | how cards turn resources into money, as a graph |
| `05_interbellum.ipynb` | variable discs, Business Schools and Managers, deliveries |
| `06_full_game.ipynb` | a whole game with time travel and what-ifs |
| `07_solo_vs_agents.ipynb` | playing alone against two Agents |
| `08_brass_network.ipynb` | Brass: Birmingham's coal, iron, beer and network rules |

**Exercise.** Look up the rule `furnace.auction.same-player` above (change the ID in the first code cell and run it again).
What does it forbid?
"""),
]


def main() -> None:
    NOTEBOOKS.mkdir(exist_ok=True)
    write_notebook(NOTEBOOKS / "00_start_here.ipynb", START_HERE, title="Furnace Lab: start here")


if __name__ == "__main__":
    main()
