#!/bin/sh
# The Python package's tests: builds the package into the virtual environment that
# tests/setup.sh made (python/build.sh), then runs pytest on python/tests. Extra arguments go
# to pytest.
set -e
cd "$(dirname "$0")/.."
sh python/build.sh
venv="$(cd "${CARGO_TARGET_DIR:-target}/pyenv" && pwd)"
cd python/tests && exec "$venv/bin/python" -m pytest -q -p no:cacheprovider "$@"
