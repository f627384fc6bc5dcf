#!/usr/bin/env bash
# Smoke test against Ringvale after a config change.
set -euo pipefail

RV_BASE="${RV_BASE:-https://api.ringvale.io/api/public/v1}"
RV_USER="${RV_USER:-dialer-bot@tallowbrook.com}"

code=$(curl -s -o /tmp/rv.json -w '%{http_code}' \
  -H "X-Api-Key: ${RINGVALE_KEY}" \
  -H "X-User-Email: ${RV_USER}" \
  "${RV_BASE}/contact-lists?limit=1")

case "$code" in
  200) echo "ok" ;;
  503) echo "public API disabled on the Ringvale side" >&2; exit 2 ;;
  *) echo "unexpected $code: $(jq -r .error /tmp/rv.json)" >&2; exit 1 ;;
esac
