#!/usr/bin/env bash
# Nightly export of call lists.
# Old endpoint (kept for reference): curl -H "x-user-email: ops@acme.test" .../api/public/v1/contact-lists
set -euo pipefail

: "${CALLING_KEY:?set CALLING_KEY}"
BASE="https://calls.acme-dialer.com/api/public/v1"
WEATHER="https://api.weather.example/v1"

curl -fsS -H "x-api-key: ${CALLING_KEY}" -H "X-User-Email: ops@acme.test" \
  "$BASE/contact-lists/42" > list.json

curl -fsS -X PATCH -H "x-api-key: ${CALLING_KEY}" -H 'Content-Type: application/json' \
  -d '{"groupName": null}' "$BASE/contact-lists/42"

curl -fsS -H "x-api-key: ${WEATHER_KEY}" "$WEATHER/today" > weather.json
