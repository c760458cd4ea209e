#!/usr/bin/env bash
# Installs the Debian packages Vellum builds and tests with, only those missing: silent when all are there.
set -euo pipefail

packages=(
    pkg-config
    libcairo2-dev        # CoreGraphics: drawing, PDF
    libpango1.0-dev      # text
    libpixman-1-dev      # compositing
    libsdl2-dev          # windows and input
    libjpeg62-turbo-dev  # JPEG codec
    libpng-dev           # PNG codec
    libfontconfig-dev    # font lookup by name (UIFont)
    librsvg2-dev         # SVG: the SF Symbol stand-ins
    libpoppler-glib-dev  # PDF vectors in asset catalogs
    bootstrap-icons      # the SF Symbol stand-ins' drawings
    fonts-dejavu-core    # the default fonts
    xvfb                 # the test that opens a real SDL window
    x11-apps             # xwd: its screenshot
    poppler-utils        # pdftoppm: the test that prints a view to PDF reads the page back
    fonts-inter          # UIKit's system font
    fonts-noto-cjk       # Chinese, Japanese and Korean text
    fonts-noto-color-emoji  # emoji
)

missing=()
for package in "${packages[@]}"; do
    status=$(dpkg-query -W -f='${Status}' "$package" 2>/dev/null || true)
    [[ "$status" == "install ok installed" ]] || missing+=("$package")
done
[[ ${#missing[@]} -eq 0 ]] && exit 0

echo "Installing ${missing[*]}"
sudo=""
[[ $(id -u) -eq 0 ]] || sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
