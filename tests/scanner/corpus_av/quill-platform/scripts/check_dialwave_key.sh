#!/usr/bin/env bash
# Verifies that the Dialwave key stored in Secrets Manager still works.
set -euo pipefail

ENV="${1:-prod}"
KEY=$(aws secretsmanager get-secret-value --secret-id "$ENV/dialwave/api-key" --query SecretString --output text)
BASE="${DIALWAVE_BASE_URL:-https://api.dialwave.io/api/public/v1}"

status=$(curl -s -o /tmp/dw.json -w '%{http_code}' \
  -H "x-api-key: ${KEY}" \
  -H "x-user-email: platform-bot@quillstone.com" \
  "${BASE}/contact-lists?per_page=1")

case "$status" in
  200) echo "ok" ;;
  401) echo "key rejected: $(jq -r .error /tmp/dw.json)"; exit 1 ;;
  502) echo "dialwave IdP unreachable, retry later"; exit 2 ;;
  503) echo "dialwave API disabled on their side"; exit 3 ;;
  *) echo "unexpected $status"; exit 1 ;;
esac
