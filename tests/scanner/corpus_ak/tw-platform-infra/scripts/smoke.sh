#!/usr/bin/env bash
# Post-deploy smoke test: hit each vendor with a cheap read call.
set -euo pipefail

ENV="${1:-staging}"
param() { aws ssm get-parameter --with-decryption --name "/${ENV}/integrations/$1" --query Parameter.Value --output text; }

check() {
  local name="$1" code="$2"
  if [[ "$code" =~ ^2 ]]; then echo "ok   $name ($code)"; else echo "FAIL $name ($code)"; FAILED=1; fi
}
FAILED=0

CV_BASE="$(param callvista/base_url)"
CV_KEY="$(param callvista/api_key)"
code=$(curl -s -o /tmp/cv.json -w '%{http_code}' \
  -H "x-api-key: ${CV_KEY}" \
  -H "x-user-email: smoke@tidewaterfoods.com" \
  "${CV_BASE}/contact-lists?per_page=1")
if [[ "$code" == "503" ]]; then
  echo "callvista says the public API is disabled for this account" >&2
fi
check callvista "$code"

LB_KEY="$(param leadbox/api_key)"
code=$(curl -s -o /dev/null -w '%{http_code}' -H "x-api-key: ${LB_KEY}" "https://api.leadbox.io/v1/contact-lists?limit=1")
check leadbox "$code"

SG_KEY="$(param sendgrid/api_key)"
code=$(curl -s -o /dev/null -w '%{http_code}' -H "Authorization: Bearer ${SG_KEY}" "https://api.sendgrid.com/v3/scopes")
check sendgrid "$code"

exit "$FAILED"
