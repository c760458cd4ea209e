#!/usr/bin/env bash
# Builds Examples/HelloScenes — an app in the style of Xcode's iOS 13+ template, whose Info.plist names its scene
# delegate — and runs it headless for a moment: it must launch, connect its scene through the Info.plist's
# `$(PRODUCT_MODULE_NAME).SceneDelegate`, become active and write frames.
set -euo pipefail
cd "$(dirname "$0")/../Examples/HelloScenes"
swift build
frames=$(mktemp -d)
trap 'rm -rf "$frames"' EXIT
output=$(VELLUM_HOST=headless VELLUM_FRAMES="$frames" VELLUM_DURATION=0.3 "$(swift build --show-bin-path)/HelloScenes")
echo "$output"
expected=$'HelloScenes: launched\nHelloScenes: scene connected\nHelloScenes: scene active'
if [[ "$output" != "$expected"* ]]; then
  echo "HelloScenes did not start its scene as expected" >&2
  exit 1
fi
test -s "$frames/screen0.png"
echo "HelloScenes: 1 passed, 0 failed"
