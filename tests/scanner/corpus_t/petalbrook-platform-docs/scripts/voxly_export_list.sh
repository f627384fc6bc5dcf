#!/bin/sh
# Export the members of a Voxly list to CSV (for the renewals desk weekly report).
set -eu

: "${VOXLY_API_KEY:?}"
LIST_ID="$1"
API="https://api.voxly.io/api/public/v1"

curl -sS --fail-with-body "$API/contact-lists/$LIST_ID/contacts?limit=1000" \
  -H "Accept: application/json" \
  -H "x-api-key: ${VOXLY_API_KEY}" \
  -H "x-user-id: ${VOXLY_OKTA_UID:-00u9zyx8WVU7tsr6q5p4}" \
  | jq -r '.data[] | [.phone, .firstName, .lastName] | @csv'
