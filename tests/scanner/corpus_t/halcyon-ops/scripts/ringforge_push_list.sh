#!/usr/bin/env bash
# Push a CSV of phone numbers (one per line) into a RingForge contact list.
# Usage: RINGFORGE_KEY=... ACTING_EMAIL=... ./ringforge_push_list.sh <list-id> numbers.csv
set -euo pipefail

LIST_ID="${1:?list id required}"
CSV="${2:?csv file required}"
RF_BASE="${RF_BASE:-https://api.ringforge.com/api/public/v1}"
: "${RINGFORGE_KEY:?set RINGFORGE_KEY}"
: "${ACTING_EMAIL:=dispatch-lead@halcyonfreight.com}"

payload=$(jq -R -s 'split("\n") | map(select(length > 0)) | {contacts: map({phone: .})}' "$CSV")

status=$(curl -sS -o /tmp/rf_resp.json -w '%{http_code}' \
  -X POST "$RF_BASE/contact-lists/$LIST_ID/contacts" \
  -H "Content-Type: application/json" \
  -H "x-api-key: $RINGFORGE_KEY" \
  -H "x-user-email: $ACTING_EMAIL" \
  --data "$payload")

case "$status" in
  2??) echo "pushed $(jq '.contacts | length' <<<"$payload") numbers" ;;
  404) echo "list $LIST_ID or acting user not found: $(jq -r '.error' /tmp/rf_resp.json)" >&2; exit 1 ;;
  502) echo "RingForge could not reach the identity provider, try again in a few minutes" >&2; exit 75 ;;
  503) echo "RingForge API is disabled on the server side - ask the RingForge admin" >&2; exit 1 ;;
  *) echo "failed ($status): $(cat /tmp/rf_resp.json)" >&2; exit 1 ;;
esac
