#!/bin/bash
# Deterministic counts for the rows benchmark (issue 13), where the virtual machine's timing noise (±20% between
# processes) hides changes of a few per cent: instructions, simulated cache misses (a last-level write miss is
# mostly memory the process writes for the first time since the system gave it) and retain/release calls of the
# UIKit steps (making the constraints with anchors, `activate`, `layoutIfNeeded`) and of the solver run, under
# callgrind, one run of each size (1,000 and 5,000 rows together).
#   scripts/rows-counts.sh [UIKitBenchmark binary]   (default: builds the release one)
# Needs valgrind (apt-get install valgrind). Valgrind 3.19 cannot read Swift's debug information, so a stripped
# copy of the binary runs; its symbols are kept.
set -euo pipefail
command -v valgrind >/dev/null || { echo "rows-counts: needs valgrind (apt-get install valgrind)" >&2; exit 2; }
binary=${1:-}
if [ -z "$binary" ]; then
    swift build -c release --product UIKitBenchmark >&2
    binary="$(swift build -c release --show-bin-path)/UIKitBenchmark"
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
strip --strip-debug -o "$work/bench" "$binary"
run() {
    valgrind --tool=callgrind --cache-sim=yes --callgrind-out-file="$work/$1.out" "${@:2}" \
        "$work/bench" --rows --runs 1 >/dev/null 2>"$work/$1.log"
}
run uikit '--toggle-collect=$s5UIKit6UIViewC14layoutIfNeededyyF' \
    '--toggle-collect=$s5UIKit18NSLayoutConstraintC8activateyySayACGFZ' '--toggle-collect=$s14UIKitBenchmark14rowConstraints*'
run solver '--toggle-collect=$s14UIKitBenchmark10solverRows*'
python3 - "$work/uikit.out" "$work/solver.out" <<'PY'
import re, sys
def counts(path):
    names, events, calls, callee = {}, None, {"swift_retain": 0, "swift_release": 0}, None
    for line in open(path, errors="replace"):
        if line.startswith("events:"):
            events = line.split()[1:]
        elif line.startswith(("summary:", "totals:")):
            totals = dict(zip(events, map(int, line.split()[1:])))
        elif line.startswith("cfn="):
            m = re.match(r"cfn=\((\d+)\)(?: (.*))?", line.strip())
            if m.group(2): names[m.group(1)] = m.group(2)
            callee = names.get(m.group(1))
        elif line.startswith("fn="):
            m = re.match(r"fn=\((\d+)\)(?: (.*))?", line.strip())
            if m and m.group(2): names[m.group(1)] = m.group(2)
        elif line.startswith("calls=") and callee in calls:
            calls[callee] += int(line.split("=")[1].split()[0])
    return totals, calls
for label, path in (("UIKit steps", sys.argv[1]), ("solver run ", sys.argv[2])):
    t, c = counts(path)
    print(f"{label}: {t['Ir'] / 1e6:8.1f} M instructions, {(t['D1mr'] + t['D1mw']) / 1e3:7.0f} K L1 data misses, "
          f"{t['DLmw'] / 1e3:6.0f} K last-level write misses, {c['swift_retain'] / 1e3:6.0f} K retains, "
          f"{c['swift_release'] / 1e3:6.0f} K releases")
PY
