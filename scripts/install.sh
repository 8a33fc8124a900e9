#!/usr/bin/env bash
# What the tests need, for the README's test command (which CI runs as written: .ci/run): the npm packages
# (`npm ci`) and, alongside them, the two programs npm cannot bring, from Debian's packages:
#   - chromium-headless-shell: the browser tests drive Debian's Chromium, in its headless shell (Playwright's own
#     browser download is unreachable here). `npm run bench` measures in the full browser, `chromium`, and says so
#     when it is missing;
#   - default-jre-headless: Java, for the W3C's Nu HTML Checker (the npm package vnu-jar is the checker's jar).
# Everything else the tests read or run comes from npm (the PDFs are read with pdfjs-dist: docs/testing.md).
# A package already installed is not fetched again, so a second run costs only `npm ci`. As root, or with sudo.
set -euo pipefail
cd "$(dirname "$0")/.."

DEBIAN_PACKAGES=(chromium-headless-shell default-jre-headless)

started=$SECONDS
missing=()
for package in "${DEBIAN_PACKAGES[@]}"; do
  if ! dpkg-query -W -f '${Status}' "$package" 2>/dev/null | grep -q 'install ok installed'; then missing+=("$package"); fi
done

apt_pid=
apt_log=$(mktemp)
trap 'rm -f "$apt_log"' EXIT
if [ "${#missing[@]}" -gt 0 ]; then
  sudo=
  if [ "$(id -u)" -ne 0 ]; then sudo=sudo; fi
  echo "Installing Debian's ${missing[*]} while npm installs" >&2
  ($sudo apt-get update && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y "${missing[@]}") >"$apt_log" 2>&1 &
  apt_pid=$!
fi

npm ci --no-audit --no-fund
if [ -n "$apt_pid" ] && ! wait "$apt_pid"; then
  cat "$apt_log" >&2
  echo "Could not install ${missing[*]} from Debian's packages (see above)" >&2
  exit 1
fi
echo "== installed in $((SECONDS - started))s"
