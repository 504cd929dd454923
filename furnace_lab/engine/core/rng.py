"""The state's own random numbers: a tiny, seeded, copy-free generator for chance events.

Only the two-player dummy's die is rolled during play (furnace_lab.chance.die). Its generator state is one
64-bit integer kept in the game state (SplitMix64), so cloning or saving a state copies a single number and
a replay reproduces every draw. ``state.sample_chance()`` reads the next draw without changing the state;
applying *any* die outcome advances the generator one step, so the same seed and the same actions always
give the same game.
"""

from __future__ import annotations

from typing import Final

MASK: Final = (1 << 64) - 1
GOLDEN: Final = 0x9E3779B97F4A7C15


def advance_rng(state: int) -> int:
    """The generator's next state."""
    return (state + GOLDEN) & MASK


def output(state: int) -> int:
    """The 64-bit number drawn at this generator state."""
    z = (state + GOLDEN) & MASK
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return z ^ (z >> 31)


def die(state: int, faces: int = 6) -> int:
    """The face (1..faces) rolled at this generator state (bias below 1e-18)."""
    return output(state) % faces + 1


def seed_state(seed: int) -> int:
    """The generator state a game seed starts from (kept apart from the setup shuffle's stream)."""
    return output((seed * 0x2545F4914F6CDD1D + 0x6A09E667F3BCC909) & MASK)
