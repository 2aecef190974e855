#!/usr/bin/env python3
"""Module cycles inside each crate of the workspace, found from the code (not by eye).

Each source file is a module (`src/a/b.rs` and `src/a/b/mod.rs` are `a::b`). Module m depends on
module n when m's code names something in n: a path through `crate::`, `super::` or `self::`,
or a `use` of a child module by its bare name; names inside n's submodules count as n's own
children, so `a::b` naming `a::c::X` depends on `a::c`. A parent's `mod child;` is not a
dependency. Prints every strongly connected group of two or more modules, and exits 1 when
there is one; `--graph` prints every edge too.

    python3 tests/module_cycles.py [--graph]
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CRATES = ["mw", "runtime", "jit", "cuda", "scripts", "oracle", "tui", "python", "tests"]


def modules(src):
    mods = {}
    for d, _, names in os.walk(src):
        for n in names:
            if not n.endswith(".rs"):
                continue
            rel = os.path.relpath(os.path.join(d, n), src)[:-3].split(os.sep)
            if rel[-1] in ("mod", "lib", "main"):
                rel = rel[:-1]
            if n == "main.rs" and d == src and os.path.exists(os.path.join(src, "lib.rs")):
                rel = ["<bin>"]
            mods["::".join(rel)] = os.path.join(d, n)
    return mods


def strip(text):
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    text = re.sub(r'\br(#*)"[\s\S]*?"\1', '""', text)  # raw strings
    # Character literals before strings: '"' would open one.
    text = re.sub(r"'(?:\\.|[^'\\\n])'", "' '", text)
    text = re.sub(r'"(?:\\[\s\S]|[^"\\])*"', '""', text)
    return re.sub(r"//[^\n]*", "", text)


def use_paths(text):
    """Every path a `use` declares, its braces expanded."""
    out = []

    def expand(prefix, tree):
        tree = tree.strip()
        m = re.match(r"^(.*?)::\{(.*)\}$", tree, re.S)
        if m:
            base = prefix + [p for p in m.group(1).split("::") if p]
            depth, cur, parts = 0, "", []
            for ch in m.group(2):
                if ch == "{":
                    depth += 1
                elif ch == "}":
                    depth -= 1
                if ch == "," and depth == 0:
                    parts.append(cur)
                    cur = ""
                else:
                    cur += ch
            parts.append(cur)
            for p in parts:
                if p.strip():
                    expand(base, p)
        elif tree.startswith("{"):
            expand(prefix, "x::" + tree)  # not reached for well-formed code
        else:
            out.append(prefix + [p.strip() for p in re.split(r"\s+as\s+", tree)[0].split("::") if p.strip()])

    for m in re.finditer(r"\buse\s+([^;]+);", text):
        expand([], m.group(1))
    return out


def resolve(path, here, names):
    """The module (a key of names) a path names, from module `here`, or None."""
    if not path:
        return None
    head, rest = path[0], path[1:]
    base = here.split("::") if here else []
    if head == "crate":
        base = []
    elif head == "self":
        pass
    elif head == "super":
        base = base[:-1]
        while rest and rest[0] == "super":
            base, rest = base[:-1], rest[1:]
    else:
        rest = path  # a bare child module (uniform paths)
    best = None
    for k in range(0, len(rest) + 1):
        cand = "::".join(base + rest[:k])
        if cand in names:
            best = cand
    if head not in ("crate", "self", "super") and best == "::".join(base):
        return None  # a bare name that is no child module: an extern crate or an item
    return best


def edges(mods):
    names = set(mods)
    out = {m: set() for m in mods}
    for m, path in mods.items():
        here = "" if m == "<bin>" else m
        text = strip(open(path, encoding="utf-8").read())
        paths = use_paths(text)
        paths += [p.split("::") for p in re.findall(r"\b(?:crate|super|self)(?:::\w+)+", text)]
        for p in paths:
            n = resolve(p, here, names)
            # A module naming its own descendants, or an ancestor naming through to them, is
            # how modules are nested; a child naming its parent's items is the dependency.
            if n is None or n == here or n.startswith(here + "::") and here:
                continue
            if here == "" and n:
                # The crate root naming its modules (re-exports): not a dependency back.
                continue
            out[m].add(n)
    return out


def sccs(graph):
    index, low, stack, on, res, counter = {}, {}, [], set(), [], [0]
    sys.setrecursionlimit(10000)

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in graph.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                res.append(sorted(comp))

    for v in graph:
        if v not in index:
            visit(v)
    return res


def main():
    show = "--graph" in sys.argv
    bad = 0
    for c in CRATES:
        src = os.path.join(ROOT, c, "src")
        if not os.path.isdir(src):
            continue
        mods = modules(src)
        g = edges(mods)
        if show:
            for m in sorted(g):
                for n in sorted(g[m]):
                    print(f"{c}: {m or '(root)'} -> {n or '(root)'}")
        for comp in sccs(g):
            bad += 1
            print(f"{c}: a cycle among {', '.join(x or '(root)' for x in comp)}")
    print(f"module_cycles: {len(CRATES)} crates, {bad} cycle(s)", file=sys.stderr)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
