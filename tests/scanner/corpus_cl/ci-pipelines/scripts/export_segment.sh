#!/usr/bin/env bash
# Export the "ready to call" segment from our CRM warehouse as JSON.
set -euo pipefail

: "${WAREHOUSE_URL:?}"
: "${WAREHOUSE_TOKEN:?}"

curl -sf "$WAREHOUSE_URL/api/v1/segments/ready-to-call/export" \
  -H "Authorization: Bearer $WAREHOUSE_TOKEN" \
  -H "X-User-Email: ${GITHUB_ACTOR}@users.noreply.github.com" \
  | jq '[.rows[] | {phone: .phone_e164, first_name, last_name}]'
