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
swift build --build-tests
swift test --skip-build
