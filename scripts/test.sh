#!/usr/bin/env bash
# `npm test`: every check of the site, each as soon as what it needs exists, with both cores busy.
#   1. Gatsby builds the site; alongside it, the checks that need no build: format, lint, unit tests.
#   2. Types (the build has written the GraphQL query types), then the checks of the built files.
#   3. The browser tests against the built site, served as the production host serves it.
# Each stage prints how long it took.
set -euo pipefail
cd "$(dirname "$0")/.."

started=$SECONDS
stage() {
  local name=$1 from=$SECONDS
  shift
  printf '\n== %s\n' "$name"
  "$@"
  printf '== %s: %ss (%ss in all)\n' "$name" "$((SECONDS - from))" "$((SECONDS - started))"
}

build_log=$(mktemp)
build() {
  npm run build >"$build_log" 2>&1 &
  local pid=$!
  if ! npm run check:static; then
    kill "$pid" 2>/dev/null || true
    return 1
  fi
  local status=0
  wait "$pid" || status=$?
  # Gatsby's output goes in one piece, not woven into the tests'.
  cat "$build_log"
  return "$status"
}

stage "build, with format, lint and unit tests alongside" build
stage "types" npm run typecheck
stage "post-build checks" npm run test:postbuild
stage "browser tests" npm run test:browser
