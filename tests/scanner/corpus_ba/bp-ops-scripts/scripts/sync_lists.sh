#!/usr/bin/env bash
# Re-creates the weekly outreach lists from the warehouse export.
# Usage: RINGLANE_API_KEY=... ./sync_lists.sh exports/week-42.csv
set -euo pipefail

CSV="${1:?csv path required}"
RL_BASE="${RINGLANE_BASE_URL:-https://api.ringlane.com/api/public/v1}"
RL_USER="${RINGLANE_ACTING_USER:-outreach-automation@brightpathhealth.org}"
SLACK_WEBHOOK="${SLACK_WEBHOOK_URL:-}"

rl() {
  local method="$1" path="$2"; shift 2
  curl -sS --fail-with-body -X "$method" "${RL_BASE}${path}" \
    -H "x-api-key: ${RINGLANE_API_KEY}" \
    -H "x-user-email: ${RL_USER}" \
    -H "Content-Type: application/json" "$@"
}

list_name="Weekly outreach $(date +%G-W%V)"
list_id=$(rl POST /contact-lists -d "{\"name\":\"${list_name}\"}" | jq -r '.id')

tail -n +2 "$CSV" | cut -d, -f3 | jq -R '{phone: .}' | jq -s '{contacts: .}' \
  | rl POST "/contact-lists/${list_id}/contacts" -d @-

status=$(curl -s -o /dev/null -w '%{http_code}' -H "x-api-key: ${RINGLANE_API_KEY}" "${RL_BASE}/contact-lists/${list_id}")
if [[ "$status" == "503" ]]; then
  echo "Ringlane says the public API is disabled for our account" >&2
  exit 3
fi

if [[ -n "$SLACK_WEBHOOK" ]]; then
  curl -sS -X POST -H 'Content-Type: application/json' \
    -d "{\"text\":\"Ringlane list ${list_name} synced\"}" "$SLACK_WEBHOOK" >/dev/null
fi
