#!/usr/bin/env bash
# Smoke test used after rotating the Ringlane key. Usage: RINGLANE_API_KEY=... ./smoke-ringlane.sh
set -euo pipefail

RINGLANE_HOST="${RINGLANE_HOST:-https://api.ringlane.io}"
API_PREFIX="/api/public/v1"
ACTOR="${RINGLANE_ACTOR:-dispatch-bot@norrbeck.se}"

code=$(curl -s -o /tmp/ringlane.json -w '%{http_code}' \
  -H "X-API-Key: ${RINGLANE_API_KEY}" \
  -H "X-User-Email: ${ACTOR}" \
  "${RINGLANE_HOST}${API_PREFIX}/contact-lists?per_page=1")

case "$code" in
  200) echo "ok" ;;
  401) echo "key rejected"; exit 1 ;;
  404) echo "acting user not found: $(jq -r .error /tmp/ringlane.json)"; exit 1 ;;
  502) echo "IdP unreachable, try again later"; exit 2 ;;
  503) echo "public API disabled in Ringlane admin"; exit 1 ;;
  *) echo "unexpected $code"; cat /tmp/ringlane.json; exit 1 ;;
esac
