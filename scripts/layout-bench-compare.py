#!/usr/bin/env python3
"""Prints kiwi's and Vellum's layout benchmark figures side by side, with kiwi ÷ Vellum.

Usage: layout-bench-compare.py KIWI.json VELLUM.json  (both written by --json: kiwi_bench.py, LayoutBenchmark)
kiwi_bench.py nests sized figures ({"a_chain_build": {"1000": s}}); LayoutBenchmark writes them flat
("a_chain_build_1000_s": s); both are read in the flat form.
"""
import json
import re
import sys

ROWS = [
    ("a_chain_build", "(a) chain build + solve", "ms"),
    ("b_grid_build", "(b) grid build + solve", "ms"),
    ("c_chain_suggest", "(c) chain N=1000 edit", "us"),
    ("c_chain_update", "(c) chain N=1000 edit + update", "us"),
    ("c_grid_suggest", "(c) grid N=1000 edit", "us"),
    ("c_grid_update", "(c) grid N=1000 edit + update", "us"),
    ("d_chain_required_ops", "(d) chain required add+remove", "us"),
    ("d_chain_required_update", "(d) chain required … + update", "us"),
    ("d_chain_conflict_ops", "(d) chain @500 add+remove", "us"),
    ("d_chain_conflict_update", "(d) chain @500 … + update", "us"),
    ("d_grid_label_ops", "(d) grid @900 add+remove", "us"),
    ("d_grid_label_update", "(d) grid @900 … + update", "us"),
    ("e_cell_addremove", "(e) one more cell add+remove", "us"),
]


def fmt(seconds, unit):
    if seconds is None:
        return "-"
    return "%.2f %s" % (seconds * (1e3 if unit == "ms" else 1e6), unit)


def flat(figures):
    """kiwi_bench.py's figures under LayoutBenchmark's flat keys (its solver's name dropped)."""
    result = {}
    for key, value in figures.items():
        if isinstance(value, dict):
            for n, seconds in value.items():
                result["%s_%s_s" % (key, n)] = seconds
        elif isinstance(value, (int, float)):
            result[key + "_s"] = value
    return result


def sizes(key, *figures):
    """The N of each sized figure of `key`, in increasing order; None for an unsized one."""
    pattern = re.compile(re.escape(key) + r"_(\d+)_s$")
    found = {int(m.group(1)) for f in figures for k in f for m in [pattern.match(k)] if m}
    return sorted(found) if found else [None]


def main():
    kiwi_file = json.load(open(sys.argv[1]))
    kiwi, vellum = flat(kiwi_file), json.load(open(sys.argv[2]))
    print("%s  vs  Vellum LayoutEngine" % kiwi_file.get("solver", "kiwi"))
    print("%-34s %8s %14s %14s %10s" % ("case", "N", "kiwi", "Vellum", "kiwi/Vellum"))
    for key, label, unit in ROWS:
        for n in sizes(key, kiwi, vellum):
            name = key + "_s" if n is None else "%s_%d_s" % (key, n)
            kv, vv = kiwi.get(name), vellum.get(name)
            n = "1000" if n is None else str(n)
            ratio = "%9.1f×" % (kv / vv) if kv and vv else "-"
            print("%-34s %8s %14s %14s %10s" % (label, n, fmt(kv, unit), fmt(vv, unit), ratio))


if __name__ == "__main__":
    main()
