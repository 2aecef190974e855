#!/bin/sh
# Builds the manyworlds Python package (release) into the virtual environment that
# tests/setup.sh made (<target>/pyenv), as an editable install.
set -e
cd "$(dirname "$0")/.."
venv="$(cd "${CARGO_TARGET_DIR:-target}/pyenv" && pwd)"
echo "building the manyworlds Python package into $venv"
cd python && VIRTUAL_ENV="$venv" PATH="$venv/bin:$PATH" exec "$venv/bin/maturin" develop --release
