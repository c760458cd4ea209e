#!/usr/bin/env bash
# Builds and tests Examples/HelloVellum, a package that uses Vellum by path beside swift-snapshot-testing. Its
# SnapshotTesting module is built in both orders, before Vellum's UIKit exists and again after (when its
# `#if canImport(UIKit)` finds Vellum's UIKit, which must then need no C module map), then the tests run.
# Last, its HelloScenes app — Xcode's iOS 13+ template, whose Info.plist names its scene delegate — runs headless
# for a moment: it must launch, connect its scene through `$(PRODUCT_MODULE_NAME).SceneDelegate`, become active
# and write frames. Then HelloStrings prints NSLocalizedString's answers: in German with LANGUAGE=de (or de-AT, or
# -AppleLanguages), in the development region's English when the user's language has no localization. The package
# sets defaultLocalization and HelloStrings processes its .lproj folders, the README's form: SwiftPM then writes an
# Info.plist at the top of HelloScenes' resource bundle too, which must not hide its App/Info.plist.
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

expect_strings() {
  local expected=$1 output
  shift
  output=$(env -u LANGUAGE -u LC_ALL -u LC_MESSAGES -u LANG "$@")
  if [[ "$output" != "$expected" ]]; then
    printf 'HelloStrings (%s) printed:\n%s\nexpected:\n%s\n' "$*" "$output" "$expected" >&2
    exit 1
  fi
}
german=$'Hallo\nTschüss'
english=$'Hello\nGoodbye'
expect_strings "$german" LANGUAGE=de "$bin/HelloStrings"
expect_strings "$german" LANG=de_AT.UTF-8 "$bin/HelloStrings"
expect_strings "$german" LANGUAGE=ja:de "$bin/HelloStrings"
expect_strings "$english" LANGUAGE=fr "$bin/HelloStrings"
expect_strings "$german" LANGUAGE=en "$bin/HelloStrings" -AppleLanguages '(de)'
echo "HelloStrings: 5 passed, 0 failed"
