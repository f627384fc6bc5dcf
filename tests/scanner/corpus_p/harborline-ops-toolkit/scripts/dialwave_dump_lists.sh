#!/usr/bin/env bash
# Dump all Dialwave contact lists for NorthPeak to a JSON file (support tickets).
set -euo pipefail

: "${DIALWAVE_API_KEY:?set DIALWAVE_API_KEY}"
ACTING_EMAIL="${ACTING_EMAIL:-integrations@northpeak-insurance.com}"
BASE="${DIALWAVE_BASE:-https://api.dialwave.io/api/public/v1}"
OUT="${1:-dialwave-lists-$(date +%Y%m%d).json}"

curl -fsS --retry 3 \
  -H "x-api-key: ${DIALWAVE_API_KEY}" \
  -H "x-user-email: ${ACTING_EMAIL}" \
  "${BASE}/contact-lists?limit=500" > "$OUT"

echo "wrote $(jq length "$OUT") lists to $OUT"
