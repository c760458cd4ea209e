#!/usr/bin/env bash
# Times Vellum's layout solver against kiwi (kiwisolver, the fastest common Cassowary) on the five
# reference systems of ../shared/bench/layout/kiwi_bench.py, in one run on this machine, and prints both
# sets of figures side by side with their ratios. Machines here are shared and noisy: read the ratios.
# Usage: scripts/layout-bench.sh [N …]          (default: 100 1000 5000; about 5 minutes, mostly kiwi)
# Set SCRATCH_PATH to build in another directory than .build.
set -euo pipefail
cd "$(dirname "$0")/.."

sizes=("$@")
[[ ${#sizes[@]} -eq 0 ]] && sizes=(100 1000 5000)
reference=../shared/bench/layout/kiwi_bench.py
scratch=()
[[ -n "${SCRATCH_PATH:-}" ]] && scratch=(--scratch-path "$SCRATCH_PATH")
mkdir -p out

swift build -c release "${scratch[@]}" --product LayoutBenchmark
bin_path=$(swift build -c release "${scratch[@]}" --show-bin-path)

have_kiwi=0
if [[ -f "$reference" ]]; then
    if ! python3 -c 'import kiwisolver' 2>/dev/null; then
        echo "Installing kiwisolver with pip…"
        python3 -m pip install -q kiwisolver 2>/dev/null \
            || python3 -m pip install -q --user kiwisolver 2>/dev/null \
            || echo "Could not install kiwisolver (pip install kiwisolver): showing Vellum's figures only."
    fi
    python3 -c 'import kiwisolver' 2>/dev/null && have_kiwi=1
else
    echo "The reference script $reference is missing (it lives in the shared folder beside the repository):"
    echo "showing Vellum's figures only."
fi

if [[ $have_kiwi -eq 1 ]]; then
    echo "== kiwi =="
    python3 "$reference" --json out/kiwi.json "${sizes[@]}"
fi
echo "== Vellum =="
"$bin_path/LayoutBenchmark" --json out/vellum.json "${sizes[@]}"
if [[ $have_kiwi -eq 1 ]]; then
    echo
    python3 scripts/layout-bench-compare.py out/kiwi.json out/vellum.json
fi
