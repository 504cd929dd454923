"""Tests of furnace_lab.chains: production-chain graphs, their queries, the money bound and drawings."""
