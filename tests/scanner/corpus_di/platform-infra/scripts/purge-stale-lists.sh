#!/usr/bin/env bash
# Delete Ringlane contact lists not touched in 90 days.
# Usage: RINGLANE_API_KEY=... ACT_AS=ops@tallyhaus.com ./purge-stale-lists.sh [--dry-run]
set -euo pipefail

BASE="${RINGLANE_BASE_URL:-https://api.ringlane.io/api/public/v1}"
DRY_RUN="${1:-}"
CUTOFF=$(date -u -d '90 days ago' +%Y-%m-%dT%H:%M:%SZ)

rl() {
  curl -sS -w '\n%{http_code}' "$@" \
    -H "X-API-KEY: ${RINGLANE_API_KEY}" \
    -H "X-USER-EMAIL: ${ACT_AS}"
}

resp=$(rl "${BASE}/contact-lists?limit=500")
code=$(tail -n1 <<<"$resp")
body=$(sed '$d' <<<"$resp")

for attempt in 1 2 3; do
  [[ "$code" == "502" ]] || break
  sleep $((attempt * 10))
  resp=$(rl "${BASE}/contact-lists?limit=500&retry=${attempt}")
  code=$(tail -n1 <<<"$resp")
  body=$(sed '$d' <<<"$resp")
done

if [[ "$code" == "404" ]] && [[ "$(jq -r '.error' <<<"$body")" == "user not found" ]]; then
  echo "ACT_AS=${ACT_AS} has no Ringlane seat" >&2
  exit 3
elif [[ "$code" == "503" ]]; then
  echo "Ringlane public API is disabled for this workspace" >&2
  exit 2
elif [[ "$code" != "200" ]]; then
  echo "list failed ($code): $(jq -r '.error' <<<"$body")" >&2
  exit 1
fi

jq -r --arg c "$CUTOFF" '.data[] | select(.updated_at < $c) | .id' <<<"$body" | while read -r id; do
  if [[ "$DRY_RUN" == "--dry-run" ]]; then
    echo "would delete $id"
  else
    rl -X DELETE "${BASE}/contact-lists/${id}" | tail -n1
  fi
done
