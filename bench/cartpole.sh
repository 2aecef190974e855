#!/usr/bin/env bash
# CartPole throughput of manyworlds beside its peers, on this machine, in one run.
#
#   bench/cartpole.sh                 # worlds 1024,16384,65536,262144; 2 threads / 2 cores
#   WORLDS=65536 SECONDS_PER_REP=3 bench/cartpole.sh
#
# manyworlds: `mw bench` (release build), random actions inside the environment, same-step
# auto-reset. Peers: bench/peers/cartpole_peers.py (Gymnasium's CartPoleVectorEnv, JAX and
# gymnax CartPole, PufferLib's C CartPole); install them first as bench/peers/README.md says.
# Results go to bench/results/<date>-*.json. The machine is noisy: compare medians taken in
# the same run, and rerun when the peers script reports steal or foreign load.
set -euo pipefail
cd "$(dirname "$0")/.."
WORLDS=${WORLDS:-1024,16384,65536,262144}
SECS=${SECONDS_PER_REP:-1.5}
REPS=${REPS:-5}
DATE=$(date +%F)

cargo build --release --quiet
echo "== manyworlds (2 threads)"
./target/release/mw bench envs/cartpole.rhai --worlds "$WORLDS" --threads 2 --seconds "$SECS" --reps "$REPS" \
    --json "bench/results/$DATE-manyworlds-2t.json"
echo "== manyworlds (1 thread)"
./target/release/mw bench envs/cartpole.rhai --worlds "$WORLDS" --threads 1 --seconds "$SECS" --reps "$REPS" \
    --json "bench/results/$DATE-manyworlds-1t.json"

if [ -x bench/peers/.venv/bin/python ]; then
    echo "== peers"
    (cd bench/peers && .venv/bin/python cartpole_peers.py --worlds "$WORLDS" --seconds "$SECS" --reps "$REPS" \
        --json "../results/$DATE-peers.json")
else
    echo "== peers: not installed (see bench/peers/README.md); skipped"
fi
