#!/usr/bin/env bash
# `npm test`: every check of the site, each as soon as what it needs exists, with both cores busy.
#   1. Gatsby builds the site; alongside it, the checks that need no build: format, lint, unit tests.
#   2. Types (the build has written the GraphQL query types), then the checks of the built files.
#   3. The browser tests against the built site, served as the production host serves it.
#   4. The forms' delivery and the measurements: the site built again with LEADS_ENDPOINT, ANALYTICS_ENDPOINT,
#      Google's tag and NEWSLETTER_ENDPOINT (in a copy of the project, since Gatsby builds into the project's own public/ and .cache/; it
#      builds while stages 2 and 3 run), and its browser tests, which start receivers on those addresses; they run
#      beside stage 3's, and their output is printed after it.
# Each stage prints how long it took. The first stage to fail ends the run, unless TEST_KEEP_GOING=1: then every
# stage runs and the run fails at the end (`npm run bench:scale` times every stage on a blog the tests were not
# written for).
set -euo pipefail
cd "$(dirname "$0")/.."

started=$SECONDS
failed=()
stage() {
  local name=$1 from=$SECONDS status=0
  shift
  printf '\n== %s\n' "$name"
  # Called after ||, the stage's commands run without set -e: each stage function checks its steps itself.
  "$@" || status=$?
  if [ "$status" -ne 0 ]; then
    printf '== %s: failed after %ss (%ss in all)\n' "$name" "$((SECONDS - from))" "$((SECONDS - started))"
    if [ "${TEST_KEEP_GOING:-}" != 1 ]; then exit "$status"; fi
    failed+=("$name")
    return 0
  fi
  printf '== %s: %ss (%ss in all)\n' "$name" "$((SECONDS - from))" "$((SECONDS - started))"
}

build_log=$(mktemp)
build() {
  # From a clean .cache and public/: after a change to styles alone, Gatsby's incremental build rewrites the
  # pages' compilation hash without rendering them again, so they would keep the old inlined CSS and the tests
  # would check stale pages. No build follows on its .cache, so webpack keeps none (WEBPACK_CACHE=off: writing it
  # took about 12 s of the build). A clean build takes about 50 s on a quiet two-core machine (the PDFs and share
  # cards stay cached in node_modules/.cache).
  (npx gatsby clean >/dev/null && WEBPACK_CACHE=off npm run build) >"$build_log" 2>&1 &
  local pid=$! static=0
  if ! npm run check:static; then
    static=1
    if [ "${TEST_KEEP_GOING:-}" != 1 ]; then
      kill "$pid" 2>/dev/null || true
      return 1
    fi
  fi
  local status=0
  wait "$pid" || status=$?
  # Gatsby's output goes in one piece, not woven into the tests'.
  cat "$build_log"
  if [ "$status" -eq 0 ]; then status=$static; fi
  return "$status"
}

# The second build's settings, for the build and its tests alike. Its forms send to the site's own Worker
# (LEADS_ENDPOINT=/api/leads, worker/index.ts), which the tests serve under workerd with the settings after it: the
# team's webhook and Resend's API are stand-ins on 127.0.0.1. It also has a booking calendar, so its "book a
# call" buttons are tested as they are with one, Google's tag, served by a stand-in on 127.0.0.1, newsletter
# boxes that sign people up, in the field Mailchimp's forms name, the forms' bot check, Turnstile (Cloudflare's
# test keys; its script and siteverify are played by stand-ins, tests/connected/receiver.ts), and the editing screen's
# GitHub sign-in, with GitHub's OAuth endpoints played by a stand-in too (tests/connected/signIn.spec.ts).
second_build=(
  CMS_REPO=kitelight/website
  LEADS_ENDPOINT=/api/leads
  LEADS_WEBHOOK_URL=http://127.0.0.1:4599/leads
  RESEND_API_KEY=re_test
  RESEND_API_URL=http://127.0.0.1:4595
  LEADS_TEAM_EMAIL=team@example.co.uk
  LEADS_FROM_EMAIL=hello@example.co.uk
  LEADS_ALLOWED_ORIGINS=http://127.0.0.1:9324
  TURNSTILE_SITE_KEY=1x00000000000000000000AA
  TURNSTILE_SECRET_KEY=1x0000000000000000000000000000000AA
  TURNSTILE_VERIFY_URL=http://127.0.0.1:4594/siteverify
  ANALYTICS_ENDPOINT=http://127.0.0.1:4598/api/event
  BOOKING_URL=https://cal.example.com/kitelight/strategy-call
  GOOGLE_TAG_ID=G-TEST1234
  GOOGLE_ADS_CONVERSION=AW-123456789/TestLabel_1
  GOOGLE_TAG_ORIGIN=http://127.0.0.1:4597
  NEWSLETTER_ENDPOINT=http://127.0.0.1:4596/subscribe
  NEWSLETTER_FIELD=EMAIL
  GITHUB_CLIENT_ID=Iv1.test
  GITHUB_CLIENT_SECRET=secret_test
  GITHUB_OAUTH_ORIGIN=http://127.0.0.1:4593
  CMS_ALLOWED_ORIGINS=http://127.0.0.1:9324
)
connected_copy=$(mktemp -d)
connected_log=$(mktemp)
# The second build's tests start with the browser tests: the script writes a line to this pipe then. (Open for
# reading and writing on fd 3, so that neither side waits for the other to open it, and a write never blocks.)
connected_go=$(mktemp -u)
mkfifo "$connected_go"
exec 3<>"$connected_go"
# The second build and its tests run in a process group of their own, so that stopping early stops all of it
# before its copy goes.
trap '[ -z "${connected_pid:-}" ] || { kill -- -"$connected_pid"; wait "$connected_pid"; } 2>/dev/null || true; rm -rf "$connected_copy" "$connected_log" "$build_log" "$connected_go"' EXIT
build_connected_site() {
  tar --exclude=./node_modules --exclude=./public --exclude=./.cache --exclude=./.git -cf - . | tar -xf - -C "$connected_copy"
  # An experiment that runs whatever the day, for the tests of what a visitor in one sends
  # (tests/connected/experiments.spec.ts).
  cp tests/connected/fixtures/services-heading.json "$connected_copy/content/experiments/"
  ln -s "$PWD/node_modules" "$connected_copy/node_modules"
  # The sitemap dates pages by their last commit.
  if [ -e .git ]; then ln -s "$PWD/.git" "$connected_copy/.git"; fi
  (cd "$connected_copy" && env "${second_build[@]}" WEBPACK_CACHE=off npm run build)
}
# The second build, then, once the browser tests start, its own tests beside them: they spend a quarter of their
# time waiting on workerd and the stand-ins, which the browser tests fill (docs/testing.md).
build_and_test_connected_site() {
  build_connected_site || return
  read -r _ <&3
  env "${second_build[@]}" CONNECTED_SITE="$connected_copy/public" npm run test:connected
}
browser_tests() {
  echo go >&3
  npm run test:browser
}
connected_tests() {
  local status=0
  wait "$connected_pid" || status=$?
  cat "$connected_log"
  return "$status"
}

stage "build, with format, lint and unit tests alongside" build
set -m
build_and_test_connected_site >"$connected_log" 2>&1 &
connected_pid=$!
set +m
stage "types" npm run typecheck
stage "post-build checks" npm run test:postbuild
stage "browser tests (and, beside them, the forms' tests below)" browser_tests
stage "forms, newsletter and measurements: the site built with LEADS_ENDPOINT, NEWSLETTER_ENDPOINT, ANALYTICS_ENDPOINT and GOOGLE_TAG_ID, and its browser tests, which ran beside the browser tests" connected_tests
if [ "${#failed[@]}" -gt 0 ]; then
  printf '\nFailed stages:\n'
  printf '  %s\n' "${failed[@]}"
  exit 1
fi
