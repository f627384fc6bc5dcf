#!/usr/bin/env bash
# Deletes Dialwise contact lists older than 90 days. Run from the ops box.
set -euo pipefail

BASE="${DIALWISE_BASE_URL:-https://api.dialwise.io/api/public/v1}"
: "${DIALWISE_API_KEY:?set DIALWISE_API_KEY}"
ACTOR="${ACTOR:-sales-ops@harborfinch.com}"

lists=$(curl -sf "$BASE/contact-lists?older_than_days=90" \
  -H "x-api-key: ${DIALWISE_API_KEY}" -H "x-user-email: ${ACTOR}" | jq -r '.data[].id')

for id in $lists; do
  code=$(curl -s -o /tmp/dw.json -w '%{http_code}' -X DELETE "$BASE/contact-lists/$id" \
    -H "x-api-key: ${DIALWISE_API_KEY}" -H "x-user-email: ${ACTOR}")
  if [ "$code" = "502" ]; then
    echo "SSO hiccup on $id, retry later"; continue
  fi
  if [ "$code" -ge 400 ]; then
    echo "failed $id: $(jq -r '.error' /tmp/dw.json)"
  fi
done

# notify channel via our internal gateway (AWS API GW key)
curl -s -X POST https://hooks.internal.harborfinch.com/v1/notify -H "x-api-key: ${OPS_GATEWAY_KEY}" -d '{"text":"purge done"}'
