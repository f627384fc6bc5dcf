#!/bin/bash
# Export yesterday's call outcomes from Dialstream into the warehouse drop.
set -euo pipefail

. /etc/halberd/ops.env   # DIALSTREAM_KEY, WAREHOUSE_TOKEN

DS_API="https://api.dialstream.com/api/public/v1"
OUT=/data/drop/dialstream/$(date -d yesterday +%F)
mkdir -p "$OUT"

curl -fsS --retry 3 \
  -H "x-api-key: ${DIALSTREAM_KEY}" \
  -H "x-user-email: dialer-bot@halberdloans.com" \
  "$DS_API/contact-lists?include=stats" > "$OUT/lists.json"

# push to the warehouse loader (internal API gateway)
curl -fsS -X POST \
  -H "x-api-key: ${WAREHOUSE_TOKEN}" \
  -H "Content-Type: application/json" \
  --data-binary @"$OUT/lists.json" \
  "https://wh-gw.halberd.internal/v1/loads/dialstream_lists"
