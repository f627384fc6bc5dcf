#!/usr/bin/env bash
# Rename a calling list from the ops box.
#
# Usage: rename_list.sh <list-id> <new-name>
#
# History: this used to call PATCH /api/public/v1/contact-lists/{id} with
# x-user-email set to the ops mailbox. Set USE_V2=1 to use PUT /lists/{id}.
set -euo pipefail

CALLING_HOST="${CALLING_HOST:-https://calls.acme-sales.com}"
LIST_ID="$1"
NEW_NAME="$2"

if [[ "${USE_V2:-0}" == "1" ]]; then
  OWNER_ID="$(curl -fsS "${CALLING_HOST}/api/public/v2/lists/${LIST_ID}" \
    -H "Authorization: Bearer ${CALLING_API_KEY}" | jq -r .ownerId)"
  curl -fsS -X PUT "${CALLING_HOST}/api/public/v2/lists/${LIST_ID}" \
    -H "Authorization: Bearer ${CALLING_API_KEY}" \
    -H "Idempotency-Key: rename-${LIST_ID}-$(date +%s)" \
    -H "Content-Type: application/json" \
    -d "$(jq -n --arg n "$NEW_NAME" --arg o "$OWNER_ID" '{name: $n, ownerId: $o}')"
  exit 0
fi

curl -sS -X PATCH "${CALLING_HOST}/api/public/v1/contact-lists/${LIST_ID}" \
  -H "x-api-key: ${CALLING_API_KEY}" \
  -H "X-User-Email: ${REP_EMAIL:-ops@acme-sales.com}" \
  -H 'Content-Type: application/json' \
  -d "{\"name\": \"${NEW_NAME}\"}"
echo
