"""A short IPPO run through the vector env's agent axis learns Overcooked's cramped room
(examples/ippo_overcooked.py): at least one soup per episode."""

import importlib.util

from conftest import ROOT, need

need("torch")


def test_short_ippo_run_serves_a_soup_per_episode(capsys):
    spec = importlib.util.spec_from_file_location("ippo_overcooked", ROOT / "examples" / "ippo_overcooked.py")
    ippo = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(ippo)
    # The example's settings; a random policy serves about 0.05 soups an episode.
    status = ippo.main(["--total-steps", "800000", "--target", "1.5", "--min-soups", "1", "--seed", "1"])
    out = capsys.readouterr().out
    assert status == 0, out
    last = out.strip().splitlines()[-1]
    assert last.startswith("soups per episode, mean of the last 64 episodes:")
    assert float(last.split(":")[1].split()[0]) >= 1
