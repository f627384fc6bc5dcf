#!/usr/bin/env bash
# Remove opted-out numbers from every Ringlark contact list.
set -euo pipefail
API="https://api.ringlark.com/api/public/v1"
HDRS=(-H "x-api-key: $RINGLARK_API_KEY" -H "x-user-email: ${ACTING_EMAIL:-ops@brightmoor.io}")

mapfile -t LISTS < <(curl -fsS "${HDRS[@]}" "$API/contact-lists" | jq -r '.data[].id')
while read -r phone; do
  enc=$(jq -rn --arg p "$phone" '$p|@uri')
  for l in "${LISTS[@]}"; do
    status=$(curl -s -o /dev/null -w '%{http_code}' -X DELETE "${HDRS[@]}" "$API/contact-lists/$l/contacts/$enc")
    if [[ "$status" == "404" ]]; then
      continue   # number not on this list
    fi
    echo "$l $phone -> $status"
  done
done < "${1:-optouts.txt}"
