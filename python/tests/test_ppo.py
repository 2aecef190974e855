"""A short PPO run through the Gymnasium vector env learns CartPole (examples/ppo_cartpole.py)."""

import importlib.util

import pytest

from conftest import ROOT, need

need("torch")


def test_short_ppo_run_reaches_195(capsys):
    spec = importlib.util.spec_from_file_location("ppo_cartpole", ROOT / "examples" / "ppo_cartpole.py")
    ppo = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(ppo)
    # RL Zoo's tuned CartPole settings (8 worlds, short rollouts, many epochs): fast to learn.
    args = ["--envs", "8", "--num-steps", "32", "--minibatches", "1", "--epochs", "20", "--lr", "1e-3",
            "--gamma", "0.98", "--gae-lambda", "0.8", "--ent-coef", "0.0", "--total-steps", "150000",
            "--target", "195", "--min-return", "195", "--seed", "1"]
    status = ppo.main(args)
    out = capsys.readouterr().out
    assert status == 0, out
    last = out.strip().splitlines()[-1]
    assert last.startswith("mean return of the last 20 episodes:")
    assert float(last.split(":")[1].split()[0]) >= 195
