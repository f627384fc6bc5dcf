#!/usr/bin/env bash
# Rotate the shared Cadenza key after a leak / offboarding.
#   1. generate a new key in the Cadenza admin UI
#   2. run: NEW_KEY=... ./rotate-cadenza-key.sh
set -euo pipefail

: "${NEW_KEY:?set NEW_KEY}"
BOT_IDP_ID="${BOT_IDP_ID:-00u7platformbot9x}"
VAULT_PATH="secret/platform/cadenza"

echo ">> smoke-testing new key"
status=$(curl -s -o /dev/null -w '%{http_code}' \
  "https://api.cadenzadial.com/api/public/v1/contact-lists?limit=1" \
  -H "X-API-Key: ${NEW_KEY}" \
  -H "X-User-Id: ${BOT_IDP_ID}")
if [[ "$status" != "200" ]]; then
  echo "new key rejected (HTTP $status), aborting" >&2
  exit 1
fi

echo ">> writing to vault"
vault kv patch "$VAULT_PATH" api_key="$NEW_KEY"

echo ">> restarting consumers"
for job in dialer-gateway lead-sync; do
  nomad job restart -yes -on-error=fail "$job"
done
echo "done. remember to revoke the old key in Cadenza admin."
