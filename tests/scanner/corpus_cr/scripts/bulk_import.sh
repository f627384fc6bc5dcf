#!/usr/bin/env bash
# usage: ./bulk_import.sh <list_id> phones.csv [acting-email]
set -euo pipefail

LIST_ID="$1"
CSV="$2"
AS="${3:-ops@tallyho.dev}"
RW_API="${RW_API:-https://api.ringwell.io/api/public/v1}"
RW_KEY="${RW_KEY:-rw_Pz4TnQ8vLm2XcW7kR9yBd1Hs}"

payload=$(tail -n +2 "$CSV" | cut -d, -f1 | jq -R '{phone: .}' | jq -s '{contacts: .}')

code=$(curl -s -o /tmp/rw_out.json -w '%{http_code}' -X POST "$RW_API/contact-lists/$LIST_ID/contacts" \
  -H "x-api-key: $RW_KEY" \
  -H "x-user-email: $AS" \
  -H "content-type: application/json" \
  -d "$payload")

if [[ "$code" == "502" ]]; then
  echo "Ringwell IdP hiccup, retry in a minute" >&2; exit 75
fi
if [[ "$code" -ge 400 ]]; then
  jq -r '.error' /tmp/rw_out.json >&2
  exit 1
fi
echo "imported $(echo "$payload" | jq '.contacts | length') phones into $LIST_ID"
