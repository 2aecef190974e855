"""examples/ppo_ddp.py under torchrun: 2 ranks on gloo, each owning a shard of the worlds,
learn CartPole and give the same episode returns, bit for bit, as one process running both
shards."""

import json
import socket
import subprocess
import sys

from conftest import ROOT, need

need("torch")

EXAMPLE = str(ROOT / "examples" / "ppo_ddp.py")


def _port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _ranks(tmp, steps, *extra):
    cmd = [sys.executable, "-m", "torch.distributed.run", "--nproc-per-node", "2", "--master-addr", "127.0.0.1",
           "--master-port", str(_port()), EXAMPLE, "--total-steps", str(steps), "--returns-out", str(tmp), *extra]
    return subprocess.run(cmd, capture_output=True, text=True, timeout=600, cwd=ROOT)


def test_two_ranks_are_one_process_running_both_shards(tmp_path):
    ranks = _ranks(tmp_path / "ranks", 12000)
    assert ranks.returncode == 0, ranks.stdout + ranks.stderr
    one = subprocess.run([sys.executable, EXAMPLE, "--shards", "2", "--total-steps", "12000", "--returns-out",
                          str(tmp_path / "one")], capture_output=True, text=True, timeout=600, cwd=ROOT)
    assert one.returncode == 0, one.stdout + one.stderr
    for k in (0, 1):
        a = json.loads((tmp_path / "ranks" / f"shard-{k}.json").read_text())
        b = json.loads((tmp_path / "one" / f"shard-{k}.json").read_text())
        assert len(a) > 20 and a == b, f"shard {k}: {a[:10]} ... vs {b[:10]} ..."


def test_two_ranks_learn_cartpole(tmp_path):
    out = _ranks(tmp_path, 150000, "--min-return", "195")
    assert out.returncode == 0, out.stdout + out.stderr
    last = [l for l in out.stdout.splitlines() if l.startswith("mean return of the last 20 episodes:")]
    assert last and float(last[-1].split(":")[1].split()[0]) >= 195, out.stdout
