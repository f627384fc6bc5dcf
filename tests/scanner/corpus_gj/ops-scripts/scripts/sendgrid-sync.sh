#!/usr/bin/env bash
# Sync the newsletter contact list from SendGrid Marketing into our warehouse bucket.
set -euo pipefail

: "${SENDGRID_API_KEY:?}"
LIST_ID="${SENDGRID_LIST_ID:-3f1e2d4c-newsletter}"

curl -sS "https://api.sendgrid.com/v3/marketing/lists/${LIST_ID}/contacts/count" \
  -H "Authorization: Bearer ${SENDGRID_API_KEY}" | jq .

job=$(curl -sS -X POST "https://api.sendgrid.com/v3/marketing/contacts/exports" \
  -H "Authorization: Bearer ${SENDGRID_API_KEY}" \
  -H "Content-Type: application/json" \
  -d "{\"list_ids\":[\"${LIST_ID}\"]}" | jq -r '.id')

echo "export job $job queued"

# our internal warehouse loader (API Gateway, usage-plan key)
curl -sS -X POST "https://ingest.internal.brightwell.co/v1/jobs" \
  -H "x-api-key: ${WAREHOUSE_GATEWAY_KEY}" \
  -H "Content-Type: application/json" \
  -d "{\"source\":\"sendgrid\",\"job\":\"${job}\"}"
