#!/usr/bin/env bash
# Creates the standard dialer lists in a fresh Callvance sandbox tenant.
set -euo pipefail

: "${CALLVANCE_API_KEY:?set CALLVANCE_API_KEY}"
: "${CALLVANCE_ACTING_USER_ID:?set CALLVANCE_ACTING_USER_ID}"
LISTS_URL="${CALLVANCE_LISTS_URL:-https://sandbox.callvance.io/api/public/v1/contact-lists}"

for name in "Callbacks - Auto" "Callbacks - Home" "Renewals 30d" "Lapsed"; do
  curl -fsS -X POST "$LISTS_URL" \
    -H "X-API-Key: ${CALLVANCE_API_KEY}" \
    -H "X-User-Id: ${CALLVANCE_ACTING_USER_ID}" \
    -H "Content-Type: application/json" \
    -d "{\"name\": \"${name}\"}"
  echo
done
