#!/usr/bin/env python3
"""Build PufferLib 3.0.0's C CartPole binding (pufferlib/ocean/cartpole/binding.c) by hand.

Why by hand: ``pip install pufferlib==3.0.0`` cannot work on this machine (see README.md):
PyPI has only an sdist for 3.0.0, its build needs ``torch`` (setup.py imports
``torch.utils.cpp_extension`` at the top) and, worse, setup.py downloads raylib/box2d archives
from github.com while building, and only package registries are reachable here.  The older
wheels on PyPI (2.0.2) contain no cartpole.

What this does instead, without torch and without network access beyond PyPI:
  1. takes the official PyPI sdist ``pufferlib-3.0.0.tar.gz`` (downloaded from PyPI's file host
     and checked against PyPI's sha256, or given with ``--sdist``),
  2. extracts only what the cartpole extension needs: ``pufferlib/ocean/cartpole/*``,
     ``pufferlib/ocean/env_binding.h`` and the ``raylib-5.5_linux_amd64`` headers + static
     library that ship inside the sdist,
  3. compiles ``binding.c`` into a CPython extension with the same compiler flags and the same
     link inputs that PufferLib's setup.py uses for its C envs (``-O2 -flto``, ``-fwrapv``,
     ``-DPLATFORM_DESKTOP``, ``-DNPY_NO_DEPRECATED_API=NPY_1_7_API_VERSION``, linked with
     ``libraylib.a``), i.e. the module ``pufferlib.ocean.cartpole.binding`` that
     ``pufferlib.ocean.cartpole.Cartpole`` drives (``vec_init`` / ``vec_reset`` / ``vec_step``).

Output: ``<out>/pufferlib_cartpole/binding<EXT_SUFFIX>`` plus ``build_info.json``.
Run it with the interpreter of the benchmark venv (the extension is built for that Python and
that numpy).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import shlex
import subprocess
import sys
import sysconfig
import tarfile
import urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))

SDIST_NAME = "pufferlib-3.0.0.tar.gz"
# The file URL and digest are the ones PyPI's simple index lists for pufferlib 3.0.0.
SDIST_URL = (
    "https://files.pythonhosted.org/packages/7c/e1/"
    "5292f9b69c6263707b40ba04a87e6b9bcc177281d31092f77afd90c412f1/pufferlib-3.0.0.tar.gz"
)
SDIST_SHA256 = "7df3a3e3f5f894d78d2a1f5374097890aec01473183e748abefe4f3faa10eaa9"
TOP = "pufferlib-3.0.0/"
NEEDED_PREFIXES = (
    TOP + "pufferlib/ocean/cartpole/",
    TOP + "pufferlib/ocean/env_binding.h",
    TOP + "raylib-5.5_linux_amd64/include/",
    TOP + "raylib-5.5_linux_amd64/lib/libraylib.a",
    TOP + "LICENSE",
)

# Flags taken from pufferlib-3.0.0/setup.py (non-DEBUG, Linux branch) plus the -fPIC/-shared
# and -DNDEBUG that setuptools adds for any extension.  setup.py appends -O2 after Python's
# own CFLAGS (-O3), so the effective optimisation level of a real install is -O2.
SETUP_PY_CFLAGS = [
    "-DNDEBUG",
    "-fwrapv",
    "-DNPY_NO_DEPRECATED_API=NPY_1_7_API_VERSION",
    "-DPLATFORM_DESKTOP",
    "-O2",
    "-flto",
    "-Wno-alloc-size-larger-than",
    "-Wno-implicit-function-declaration",
    "-fmax-errors=3",
]
SETUP_PY_LDFLAGS = ["-fwrapv", "-O2", "-Wl,-Bsymbolic-functions"]


def sha256_of(path: str) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def obtain_sdist(build_dir: str, given: str | None) -> str:
    if given:
        path = given
    else:
        path = os.path.join(build_dir, SDIST_NAME)
        if not os.path.exists(path) or sha256_of(path) != SDIST_SHA256:
            print(f"downloading {SDIST_URL}", flush=True)
            tmp = path + ".part"
            with urllib.request.urlopen(SDIST_URL, timeout=120) as r, open(tmp, "wb") as f:
                while True:
                    chunk = r.read(1 << 20)
                    if not chunk:
                        break
                    f.write(chunk)
            os.replace(tmp, path)
    digest = sha256_of(path)
    if digest != SDIST_SHA256:
        sys.exit(f"sha256 mismatch for {path}: {digest} != {SDIST_SHA256}")
    print(f"sdist ok: {path} sha256={digest}")
    return path


def extract(sdist: str, build_dir: str) -> str:
    with tarfile.open(sdist, "r:gz") as tar:
        members = [m for m in tar.getmembers() if m.name.startswith(NEEDED_PREFIXES)]
        if not members:
            sys.exit("sdist does not contain pufferlib/ocean/cartpole")
        tar.extractall(build_dir, members=members, filter="data")
    return os.path.join(build_dir, TOP.rstrip("/"))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sdist", help="path to an already downloaded pufferlib-3.0.0.tar.gz")
    ap.add_argument("--out", default=os.path.join(HERE, ".build"), help="build directory (default: %(default)s)")
    ap.add_argument("--cc", default=os.environ.get("CC", "gcc"), help="C compiler (default: %(default)s)")
    ap.add_argument(
        "--extra-cflags",
        default="",
        help="extra flags appended after setup.py's (e.g. '-O3 -march=native' for an experiment; "
        "the default build reproduces setup.py exactly)",
    )
    args = ap.parse_args()

    import numpy  # the extension must be built against the numpy of this interpreter

    os.makedirs(args.out, exist_ok=True)
    sdist = obtain_sdist(args.out, args.sdist)
    src = extract(sdist, args.out)

    dest_dir = os.path.join(args.out, "pufferlib_cartpole")
    os.makedirs(dest_dir, exist_ok=True)
    ext_suffix = sysconfig.get_config_var("EXT_SUFFIX")
    dest = os.path.join(dest_dir, "binding" + ext_suffix)

    raylib = os.path.join(src, "raylib-5.5_linux_amd64")
    cmd = (
        [args.cc, "-shared", "-fPIC"]
        + SETUP_PY_CFLAGS
        + shlex.split(args.extra_cflags)
        + [
            "-I" + sysconfig.get_paths()["include"],
            "-I" + numpy.get_include(),
            "-I" + os.path.join(raylib, "include"),
            os.path.join(src, "pufferlib", "ocean", "cartpole", "binding.c"),
            os.path.join(raylib, "lib", "libraylib.a"),
        ]
        + SETUP_PY_LDFLAGS
        + ["-lm", "-o", dest]
    )
    print(" ".join(shlex.quote(c) for c in cmd), flush=True)
    subprocess.run(cmd, check=True)

    cc_version = subprocess.run([args.cc, "--version"], capture_output=True, text=True).stdout.splitlines()[0]
    info = {
        "source": "PyPI sdist pufferlib==3.0.0",
        "sdist_sha256": SDIST_SHA256,
        "compiled_file": "pufferlib/ocean/cartpole/binding.c (+ cartpole.h, ../env_binding.h)",
        "command": cmd,
        "compiler": cc_version,
        "python": sys.version.split()[0],
        "numpy": numpy.__version__,
        "module": dest,
    }
    with open(os.path.join(dest_dir, "build_info.json"), "w") as f:
        json.dump(info, f, indent=2)

    # Smoke test: import it and step a few worlds.
    check = (
        "import importlib.util, numpy as np\n"
        f"spec = importlib.util.spec_from_file_location('binding', {dest!r})\n"
        "b = importlib.util.module_from_spec(spec); spec.loader.exec_module(b)\n"
        "n = 8\n"
        "obs = np.zeros((n, 4), np.float32); act = np.ones(n, np.float32)\n"
        "rew = np.zeros(n, np.float32); term = np.zeros(n, np.uint8); trunc = np.zeros(n, np.uint8)\n"
        "h = b.vec_init(obs, act, rew, term, trunc, n, 0, continuous=0)\n"
        "b.vec_reset(h, 0)\n"
        "for _ in range(100): b.vec_step(h)\n"
        "log = b.vec_log(h); b.vec_close(h)\n"
        "assert log['n'] > 0, log\n"
        "print('smoke test ok:', {k: round(v, 3) for k, v in log.items()})\n"
    )
    subprocess.run([sys.executable, "-c", check], check=True)
    print(f"built {dest}")


if __name__ == "__main__":
    main()
