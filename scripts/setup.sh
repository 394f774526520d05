#!/usr/bin/env bash
# Sets up a fresh machine (Node 20 and npm, nothing else): pnpm at the pinned version, tmux (the
# `d20 play` tests drive a real terminal through it) and Chromium with CJK fonts (the `d20 view`
# tests open the viewer in it, headless) from Debian's packages if missing, then the workspace's
# dependencies from the lockfile.
set -euo pipefail
cd "$(dirname "$0")/.."
want=12.4.2
if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version 2>/dev/null)" != "$want" ]; then
  # corepack's download fails its signature check on some machines; npm's global install works.
  npm install --global "pnpm@$want" --allow-scripts=pnpm >/dev/null 2>&1 || npm install --global "pnpm@$want"
fi
missing=()
command -v tmux >/dev/null 2>&1 || missing+=(tmux)
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
# The names and citations are Chinese: without a CJK font a screenshot shows boxes.
[ -d /usr/share/fonts/opentype/noto ] || missing+=(fonts-noto-cjk)
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing Debian's ${missing[*]}" >&2
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >&2
fi
# Playwright drives Debian's Chromium: its own browser download cannot reach the internet.
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
pnpm install --frozen-lockfile
# The compiled `d20` (packages/cli/dist) and each package's dist/: the bin runs the sources
# through tsx, with a warning, until this has been run.
pnpm build
