#!/usr/bin/env bash
# Post-deploy smoke test: can we still talk to Ringlyne with the shared key?
set -euo pipefail

: "${RINGLYNE_API_KEY:?set RINGLYNE_API_KEY}"
RINGLYNE_URL="${RINGLYNE_URL:-https://api.ringlyne.io/api/public/v1}"
ACTING_USER="${ACTING_USER:-ops-bot@tidewater.dev}"

code=$(curl -s -o /tmp/rl_smoke.json -w '%{http_code}' \
  -H "x-api-key: ${RINGLYNE_API_KEY}" \
  -H "X-User-Email: ${ACTING_USER}" \
  "${RINGLYNE_URL}/contact-lists?limit=1")

case "$code" in
  200) echo "ringlyne OK" ;;
  503) echo "ringlyne: public API is disabled on their side, ask sales-ops to re-enable" >&2; exit 2 ;;
  502) echo "ringlyne: identity provider unreachable, retry later" >&2; exit 75 ;;
  *)   echo "ringlyne: HTTP $code: $(jq -r '.error // empty' /tmp/rl_smoke.json)" >&2; exit 1 ;;
esac

# pricing gateway health (own service, API Gateway usage plan key)
curl -sf -H "x-api-key: ${PRICING_API_KEY:-}" https://pricing.internal.tidewater.dev/v1/health >/dev/null && echo "pricing OK"
