#!/usr/bin/env bash
# Builds and tests Examples/HelloVellum, a package that uses Vellum by path beside swift-snapshot-testing. Its
# SnapshotTesting module is built in both orders, before Vellum's UIKit exists and again after (when its
# `#if canImport(UIKit)` finds Vellum's UIKit, which must then need no C module map), then the tests run.
set -euo pipefail
cd "$(dirname "$0")/../Examples/HelloVellum"
swift build --target SnapshotTesting
swift build --target UIKit
bin=$(swift build --show-bin-path)
rm -f "$bin"/SnapshotTesting.build/*.o "$bin/Modules/SnapshotTesting".*
swift build --target SnapshotTesting

# The same with nothing but Vellum's Swift modules on the include path.
client=$(mktemp --suffix=.swift)
trap 'rm -f "$client"' EXIT
printf '#if canImport(UIKit)\nimport UIKit\n#else\n#error("UIKit is not found")\n#endif\n' > "$client"
swiftc -typecheck -I "$bin/Modules" "$client"

swift build --build-tests
swift test --skip-build
