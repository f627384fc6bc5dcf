#!/usr/bin/env bash
# Smoke-test the Ringwell integration after a portal deploy.
set -euo pipefail

: "${RINGWELL_API_KEY:?set RINGWELL_API_KEY}"
ACTING="${RINGWELL_ACTING_EMAIL:-portal-bot@harbourline.co.uk}"
BASE="${RINGWELL_API_URL:-https://api.ringwell.io/api/public/v1}"

code=$(curl -s -o /tmp/rw.json -w '%{http_code}' \
  -H "x-api-key: ${RINGWELL_API_KEY}" \
  -H "x-user-email: ${ACTING}" \
  "${BASE}/contact-lists")

case "$code" in
  200) echo "ok: $(jq length /tmp/rw.json) lists" ;;
  404) echo "acting user ${ACTING} not known to Ringwell: $(jq -r .error /tmp/rw.json)"; exit 2 ;;
  502) echo "Ringwell IdP unreachable, retry later"; exit 75 ;;
  *) echo "unexpected ${code}: $(cat /tmp/rw.json)"; exit 1 ;;
esac

# portal itself
curl -fsS -H "X-User-Email: smoke@bramble.digital" https://portal.harbourline.co.uk/api/health >/dev/null
echo "portal ok"
