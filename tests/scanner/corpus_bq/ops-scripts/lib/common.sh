#!/usr/bin/env bash
# shared helpers for ops-scripts
set -euo pipefail

CALLVANE_HOST="${CALLVANE_HOST:-https://api.callvane.io}"
CALLVANE_API="${CALLVANE_HOST}/api/public/v1"
CALLVANE_AS="${CALLVANE_AS:-ops-automation@harrowgate.co}"

log()  { printf '%s [%s] %s\n' "$(date -u +%FT%TZ)" "${1}" "${*:2}" >&2; }
die()  { log ERROR "$@"; exit 1; }

require() {
  for bin in "$@"; do
    command -v "$bin" >/dev/null || die "missing $bin"
  done
}

callvane_curl() {
  # usage: callvane_curl METHOD PATH [curl args...]
  local method="$1" path="$2"; shift 2
  curl -sS -X "$method" -w '\n%{http_code}' \
    -H "x-api-key: ${CALLVANE_API_KEY:?set CALLVANE_API_KEY}" \
    -H "x-user-email: ${CALLVANE_AS}" \
    -H "content-type: application/json" \
    "${CALLVANE_API}${path}" "$@"
}
