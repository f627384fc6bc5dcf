#!/usr/bin/env bash
# Backfill a Voxbridge list from a CSV of phone numbers (one per line).
# usage: scripts/backfill.sh <list-id> <csv> <agent-okta-id>
set -euo pipefail
: "${VOXBRIDGE_BASE_URL:?set VOXBRIDGE_BASE_URL}"
: "${VOXBRIDGE_API_KEY:?set VOXBRIDGE_API_KEY}"
LIST_ID="$1"; CSV="$2"; AGENT="$3"

jq -R -s -c 'split("\n") | map(select(length>0)) | {contacts: map({phone: .})}' "$CSV" > /tmp/payload.json

curl --fail-with-body -sS -X POST \
  -H "Authorization: Bearer ${VOXBRIDGE_API_KEY}" \
  -H "x-user-id: ${AGENT}" \
  -H "Content-Type: application/json" \
  --data @/tmp/payload.json \
  "${VOXBRIDGE_BASE_URL}/contact-lists/${LIST_ID}/contacts"

# post a summary to #revops-alerts
curl -sS -X POST -H 'Content-type: application/json' \
  --data "{\"text\":\"backfilled $(wc -l < "$CSV") numbers into ${LIST_ID}\"}" \
  "${SLACK_WEBHOOK_URL}"
