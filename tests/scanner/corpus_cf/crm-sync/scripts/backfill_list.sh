#!/usr/bin/env bash
# Usage: scripts/backfill_list.sh <list-id> <phones.csv>
# Appends phone numbers from a CSV (one E.164 number per line) to a DialWise contact list.
set -euo pipefail

LIST_ID="$1"
CSV="$2"
BASE="${DIALWISE_BASE_URL:-https://api.dialwise.io/api/public/v1}"
KEY="${DIALWISE_API_KEY:?set DIALWISE_API_KEY}"
ACTING="${DIALWISE_ACTING_USER:-ops-bot@northpeaksolar.com}"
tmp="$(mktemp)"
trap 'rm -f "$tmp"' EXIT

payload="$(jq -R -s 'split("\n") | map(select(length > 0)) | {contacts: map({phone: .})}' "$CSV")"

for attempt in 1 2 3; do
  status="$(curl -s -o "$tmp" -w '%{http_code}' -X POST \
    -H "x-api-key: ${KEY}" \
    -H "x-user-email: ${ACTING}" \
    -H "Content-Type: application/json" \
    --data "$payload" \
    "${BASE}/contact-lists/${LIST_ID}/contacts")"
  case "$status" in
    2??) echo "ok"; exit 0 ;;
    502) echo "DialWise IdP unreachable, retry $attempt"; sleep 5 ;;
    503) echo "DialWise API disabled on their side" >&2; exit 2 ;;
    *) echo "failed ($status): $(jq -r '.error' "$tmp")" >&2; exit 1 ;;
  esac
done
exit 1
