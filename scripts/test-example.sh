#!/usr/bin/env bash
# Builds and tests Examples/HelloVellum, a package that uses Vellum by path beside swift-snapshot-testing. Its
# SnapshotTesting module is built in both orders, before Vellum's UIKit exists and again after (when its
# `#if canImport(UIKit)` finds Vellum's UIKit, which must then need no C module map), then the tests run.
# Last, its HelloScenes app — Xcode's iOS 13+ template, whose Info.plist names its scene delegate — runs headless
# for a moment: it must launch, connect its scene through `$(PRODUCT_MODULE_NAME).SceneDelegate`, become active
# and write frames.
set -euo pipefail
cd "$(dirname "$0")/../Examples/HelloVellum"
swift build --target SnapshotTesting
swift build --target UIKit
bin=$(swift build --show-bin-path)
rm -f "$bin"/SnapshotTesting.build/*.o "$bin/Modules/SnapshotTesting".*
swift build --target SnapshotTesting

# The same with nothing but Vellum's Swift modules on the include path.
client=$(mktemp --suffix=.swift)
frames=$(mktemp -d)
trap 'rm -rf "$client" "$frames"' EXIT
printf '#if canImport(UIKit)\nimport UIKit\n#else\n#error("UIKit is not found")\n#endif\n' > "$client"
swiftc -typecheck -I "$bin/Modules" "$client"

swift build --build-tests
swift test --skip-build

output=$(VELLUM_HOST=headless VELLUM_FRAMES="$frames" VELLUM_DURATION=0.3 "$bin/HelloScenes")
echo "$output"
expected=$'HelloScenes: launched\nHelloScenes: scene connected\nHelloScenes: scene active'
if [[ "$output" != "$expected"* ]]; then
  echo "HelloScenes did not start its scene as expected" >&2
  exit 1
fi
test -s "$frames/screen0.png"
echo "HelloScenes: 1 passed, 0 failed"
