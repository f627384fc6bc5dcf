#!/usr/bin/env bash
# Rotate the SendGrid API key used by hp-core and store it in SSM.
set -euo pipefail
NEW=$(curl -sS -X POST https://api.sendgrid.com/v3/api_keys \
  -H "Authorization: Bearer ${SENDGRID_ADMIN_KEY}" \
  -H "Content-Type: application/json" \
  -d '{"name":"hp-core-'"$(date +%F)"'","scopes":["mail.send","marketing.read"]}' | jq -r '.api_key')
aws ssm put-parameter --name /hp-core/sendgrid_api_key --type SecureString --overwrite --value "$NEW"
status=$(curl -s -o /dev/null -w '%{http_code}' https://core.harborpine.com/api/v1/admin/reload-secrets \
  -H "x-api-key: ${HP_ADMIN_KEY}" -H "X-User-Email: ${USER}@harborpine.com")
if [ "$status" = "503" ]; then
  echo "hp-core is in maintenance mode; reload later" >&2
fi
