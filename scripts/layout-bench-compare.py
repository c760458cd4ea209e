#!/usr/bin/env python3
"""Prints kiwi's and Vellum's layout benchmark figures side by side, with kiwi ÷ Vellum.

Usage: layout-bench-compare.py KIWI.json VELLUM.json  (both written by --json: kiwi_bench.py, LayoutBenchmark)
"""
import json
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


def main():
    kiwi = json.load(open(sys.argv[1]))
    vellum = json.load(open(sys.argv[2]))
    print("%s  vs  %s" % (kiwi.get("solver", "kiwi"), vellum.get("solver", "Vellum")))
    print("%-34s %8s %14s %14s %10s" % ("case", "N", "kiwi", "Vellum", "kiwi/Vellum"))
    for key, label, unit in ROWS:
        k, v = kiwi.get(key), vellum.get(key)
        if isinstance(k, dict) or isinstance(v, dict):
            sizes = sorted(set((k or {}).keys()) | set((v or {}).keys()), key=int)
            entries = [(n, (k or {}).get(n), (v or {}).get(n)) for n in sizes]
        else:
            entries = [("1000", k, v)]
        for n, kv, vv in entries:
            ratio = "%9.1f×" % (kv / vv) if kv and vv else "-"
            print("%-34s %8s %14s %14s %10s" % (label, n, fmt(kv, unit), fmt(vv, unit), ratio))


if __name__ == "__main__":
    main()
