#!/usr/bin/env bash
# Runs the built `vellum-preview` as a user does: it lists the Catalog's storyboard, renders its initial scene
# and one scene by Storyboard ID to PNG, and refuses a malformed document with exit status 1 and a message
# naming the line.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=$(swift build --show-bin-path)/vellum-preview
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

"$bin" Sources/Catalog/App/Main.storyboard --list | grep -q $'^\\* qTb-Hx-2aC'
"$bin" Sources/Catalog/App/Main.storyboard -o "$out/initial.png" 2>/dev/null
"$bin" Sources/Catalog/App/Main.storyboard --scene Welcome --dark --size 320x568 -o "$out/welcome.png" 2>/dev/null
for png in initial welcome; do
  [[ $(head -c 8 "$out/$png.png" | od -An -tx1 | tr -d ' \n') == 89504e470d0a1a0a ]] || { echo "$png.png is not a PNG" >&2; exit 1; }
done

printf '<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">\n<objects>\n<view id="a">\n</objects>\n' > "$out/Bad.xib"
if message=$("$bin" "$out/Bad.xib" -o "$out/bad.png" 2>&1); then
  echo "vellum-preview accepted a malformed document" >&2
  exit 1
elif [[ $? -ne 1 || "$message" != *"line "* || -e "$out/bad.png" ]]; then
  echo "vellum-preview refused a malformed document without exit status 1 and its line: $message" >&2
  exit 1
fi
echo "vellum-preview: listed, rendered and refused as expected"
