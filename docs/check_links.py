#!/usr/bin/env python3
"""Checks every relative link of the README and the book (docs/src): the file it names exists,
and an #anchor names a heading of that Markdown file (GitHub's and mdBook's ids: lower case,
punctuation dropped, spaces as hyphens); so do the files of mdBook's {{#include}}s. Links to
the web are not fetched. Exit status 1, with each broken link as file:line, when any is broken.

    python3 docs/check_links.py            # from anywhere in the repository
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")
INCLUDE = re.compile(r"\{\{#include ([^}:\s]+)(?::[^}]*)?\}\}")


def prose(path):
    """(line number, line) outside fenced code blocks."""
    fence = False
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if line.lstrip().startswith("```"):
                fence = not fence
                continue
            if not fence:
                yield n, line


def slug(text):
    text = re.sub(r"`|\*|_(?=\w)|(?<=\w)_", "", text.strip().lower())
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)
    return re.sub(r"[^\w\- ]", "", text).replace(" ", "-")


def anchors(path):
    ids = set()
    for _, line in prose(path):
        m = re.match(r"^#{1,6} (.*)", line)
        if m:
            base = slug(m.group(1))
            k, a = 1, base
            while a in ids:
                a = f"{base}-{k}"
                k += 1
            ids.add(a)
    return ids


def main():
    files = [os.path.join(ROOT, "README.md")]
    for d, _, names in os.walk(os.path.join(ROOT, "docs", "src")):
        files += [os.path.join(d, n) for n in sorted(names) if n.endswith(".md")]
    broken, checked = [], 0
    for path in files:
        here = os.path.dirname(path)
        for n, line in prose(path):
            targets = [(t, True) for t in LINK.findall(line)] + [(t, False) for t in INCLUDE.findall(line)]
            for target, is_link in targets:
                if re.match(r"^[a-z]+:", target):
                    continue
                checked += 1
                file, _, anchor = target.partition("#")
                dest = os.path.normpath(os.path.join(here, file)) if file else path
                where = f"{os.path.relpath(path, ROOT)}:{n}"
                if not os.path.exists(dest):
                    broken.append(f"{where}: {target}: no such file")
                elif is_link and anchor and dest.endswith(".md") and anchor not in anchors(dest):
                    broken.append(f"{where}: {target}: no heading with that id in {os.path.relpath(dest, ROOT)}")
    for b in broken:
        print(b)
    print(f"check_links: {checked} links in {len(files)} files, {len(broken)} broken", file=sys.stderr)
    return 1 if broken else 0


if __name__ == "__main__":
    sys.exit(main())
