#!/usr/bin/env bash
# Rotate the SendGrid API key stored in Vault. Nothing to do with Callvane.
set -euo pipefail

: "${SENDGRID_ADMIN_KEY:?}"
new_key_json=$(curl -sS -X POST https://api.sendgrid.com/v3/api_keys \
  -H "Authorization: Bearer ${SENDGRID_ADMIN_KEY}" \
  -H "Content-Type: application/json" \
  -d '{"name":"platform-alerts","scopes":["mail.send"]}')

if [ "$(jq -r '.errors | length' <<<"$new_key_json")" != "0" ]; then
  echo "sendgrid error: $(jq -r '.errors[0].message' <<<"$new_key_json")" >&2
  exit 1
fi

vault kv put secret/platform/sendgrid api_key="$(jq -r .api_key <<<"$new_key_json")"

# notify the internal status API (it wants our own x-api-key)
status=$(curl -s -o /dev/null -w '%{http_code}' -X POST \
  -H "x-api-key: ${STATUS_API_KEY}" \
  https://status.internal.harrowgate.co/api/v1/events -d '{"type":"key-rotated"}')
if [ "$status" = "503" ] || [ "$status" = "502" ]; then
  echo "status api unavailable, event not recorded" >&2
fi
