#!/bin/sh
# Field helper: push a CSV of phone numbers to a Callvane contact list.
# Usage: list_sync.sh <list-id> numbers.csv
set -eu

CV_BASE="${CALLVANE_BASE_URL:-https://api.callvane.com/api/public/v1}"
CV_KEY="${CALLVANE_KEY:?set CALLVANE_KEY}"
LIST_ID="$1"
CSV="$2"

payload=$(awk -F, 'NR>1 {printf "%s{\"phone\":\"%s\"}", (n++?",":""), $1}' "$CSV")

status=$(curl -s -o /tmp/cv_resp.json -w '%{http_code}' \
  -X POST "$CV_BASE/contact-lists/$LIST_ID/contacts" \
  -H "x-api-key: $CV_KEY" \
  -H "x-user-email: ${CALLVANE_USER:-kiosk-ops@northbeam.io}" \
  -H 'Content-Type: application/json' \
  -d "{\"contacts\":[${payload}]}")

case "$status" in
  2*) echo "ok: $(wc -l < "$CSV") rows sent" ;;
  502) echo "Callvane could not reach the IdP, retry in a minute" >&2; exit 75 ;;
  503) echo "public API disabled for this tenant" >&2; exit 69 ;;
  *) echo "failed ($status): $(jq -r '.error' /tmp/cv_resp.json)" >&2; exit 1 ;;
esac
