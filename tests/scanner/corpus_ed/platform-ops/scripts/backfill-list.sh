#!/usr/bin/env bash
# Backfill a Ringlark contact list from a CSV export (phone,first_name,last_name,company).
# Usage: RINGLARK_API_KEY=... ACTING_EMAIL=ops@brightmoor.io ./backfill-list.sh <list-id> leads.csv
set -euo pipefail

LIST_ID="${1:?list id}"
CSV="${2:?csv file}"
BASE="${RINGLARK_BASE:-https://api.ringlark.com/api/public/v1}"
BATCH=200

: "${RINGLARK_API_KEY:?set RINGLARK_API_KEY}"
: "${ACTING_EMAIL:?set ACTING_EMAIL}"

post_batch() {
  local payload="$1" attempt=0 code
  while :; do
    code=$(curl -sS -o /tmp/backfill.$$ -w '%{http_code}' -X POST \
      "$BASE/contact-lists/$LIST_ID/contacts" \
      -H "Content-Type: application/json" \
      -H "x-api-key: ${RINGLARK_API_KEY}" \
      -H "x-user-email: ${ACTING_EMAIL}" \
      --data "$payload")
    case "$code" in
      2??) return 0 ;;
      429|502)
        attempt=$((attempt + 1))
        [[ $attempt -gt 5 ]] && { echo "giving up after $attempt tries" >&2; return 1; }
        sleep $((attempt * 2)) ;;
      503)
        echo "Ringlark public API is switched off for the org, ask an admin" >&2; return 1 ;;
      *)
        echo "HTTP $code: $(jq -r '.error' /tmp/backfill.$$)" >&2; return 1 ;;
    esac
  done
}

tail -n +2 "$CSV" | split -l "$BATCH" - /tmp/backfill-chunk.
for chunk in /tmp/backfill-chunk.*; do
  payload=$(jq -R -s 'split("\n") | map(select(length>0) | split(",") | {phone: .[0], first_name: .[1], last_name: .[2], company: .[3]}) | {contacts: .}' < "$chunk")
  post_batch "$payload"
  echo "pushed $(wc -l < "$chunk") rows from $chunk"
  rm -f "$chunk"
done
rm -f /tmp/backfill.$$
