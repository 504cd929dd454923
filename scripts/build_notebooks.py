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

CARDS = [
    ("md", """
# 01 · The cards

Furnace has four kinds of cards: **Company** cards (double-sided: basic and upgraded), **Start-ups** (one per player, never
upgraded), **Capitalists** (each changes a rule for its owner) and, in **Interbellum**, Manager tokens, Business Schools and
Agent cards. In this lab every card is *data*: its rows are written in a small notation, and every fact says where it comes
from. Where the sources disagree, all readings are kept and you can switch between them.
"""),
    ("md", """
## 1. Browse the gallery

Filter by expansion, card kind, effect kind and resource; flip the Companies to their upgraded side. Faded rows on the basic side
are inactive until the card is upgraded. ⚡ marks a **delivery** (resolved once), a blue background a **permanent** effect.
"""),
    ("code", """
from furnace_lab.cards import load_catalog
from furnace_lab.widgets.gallery import CardGallery, filter_cards

catalog = load_catalog()
CardGallery(catalog)
"""),
    ("md", """
## 2. Ask the catalog questions in code

The same filters work as a function. Which base-game Companies can **sell iron**?
"""),
    ("code", """
for card in filter_cards(catalog, expansion="base", kind="companies", effect="selling", resource="iron"):
    print(card.id, "|", card.title)
"""),
    ("md", """
## 3. Where the sources disagree

No official English card list was available, so the catalog compares two independent transcriptions. On a few cards they
disagree; each such field keeps every reading with its source, and a documented default. Look at card `base-o3`:
"""),
    ("code", """
from furnace_lab import format_effect
from furnace_lab.cards.render import CardFace

o3 = catalog.card("base-o3")
for dispute in o3.provenance.disputes:
    print(dispute.field, "| in use:", dispute.chosen, "| readings:", [(r.key, r.value) for r in dispute.readings])
CardFace(o3)
"""),
    ("md", """
You can load the catalog with another reading for any card. Here is `base-o3` as the other transcription reads it:
"""),
    ("code", """
other = load_catalog(readings={"base-o3": "souleeater"})
print("default   :", format_effect(o3.compensation))
print("souleeater:", format_effect(other.card("base-o3").compensation))
"""),
    ("md", """
**Exercises.**

1. How many Interbellum Companies have a **permanent** effect? (Set *Expansion* to Interbellum and *Effect* to permanent.)
2. Find a Company whose compensation is a *conversion* but whose basic row is an *extraction*.
3. Tick *Disputed only*: which fields do the sources disagree on most often?

Check your first answer:
"""),
    ("code", """
answer_1 = None  # write your number here, then run the cell

correct = len(filter_cards(catalog, expansion="interbellum", kind="companies", effect="permanent"))
if answer_1 is None:
    print("Write your answer in answer_1 and run the cell again.")
else:
    print("Correct!" if answer_1 == correct else "Not quite: look again with the gallery filters.")
"""),
]


def main() -> None:
    NOTEBOOKS.mkdir(exist_ok=True)
    write_notebook(NOTEBOOKS / "00_start_here.ipynb", START_HERE, title="Furnace Lab: start here")
    write_notebook(NOTEBOOKS / "01_cards.ipynb", CARDS, title="01 · The cards")


if __name__ == "__main__":
    main()
