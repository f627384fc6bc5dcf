#!/usr/bin/env bash
set -euo pipefail

: "${CALLHARBOR_API_KEY:?set CALLHARBOR_API_KEY}"
BASE="${CALLHARBOR_URL:-https://api.callharbor.io/api/public/v1}"
OPTOUTS="${1:-optouts.txt}"

lists=$(curl -fsS "$BASE/contact-lists" \
  -H "x-api-key: ${CALLHARBOR_API_KEY}" \
  -H "x-user-email: ${CALLHARBOR_USER_EMAIL}" | jq -r '.data[].id')

while read -r phone; do
  for id in $lists; do
    code=$(curl -s -o /dev/null -w '%{http_code}' -X DELETE "$BASE/contact-lists/$id/contacts/$phone" \
      -H "x-api-key: ${CALLHARBOR_API_KEY}" -H "x-user-email: ${CALLHARBOR_USER_EMAIL}")
    if [ "$code" = "503" ]; then
      echo "CallHarbor API disabled on their side, stopping" >&2; exit 1
    fi
  done
done < "$OPTOUTS"
