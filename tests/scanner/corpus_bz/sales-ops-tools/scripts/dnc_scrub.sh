#!/usr/bin/env bash
# Remove numbers on the internal do-not-call sheet from every Dialwell list.
# usage: DIALWELL_API_KEY=... ./dnc_scrub.sh dnc.csv ops@brightwatersolar.com
set -euo pipefail

DNC_FILE="$1"
AS_USER="$2"
API="${DIALWELL_API:-https://api.dialwell.com/api/public/v1}"

dw() {
  curl -sS --fail-with-body \
    -H "X-Api-Key: ${DIALWELL_API_KEY}" \
    -H "X-User-Email: ${AS_USER}" \
    "$@"
}

lists=$(dw "$API/contact-lists?per_page=500" | jq -r '.data[].id')

while IFS=, read -r phone _; do
  for list in $lists; do
    status=$(dw -o /dev/null -w '%{http_code}' -X DELETE "$API/contact-lists/$list/contacts/$phone" || true)
    if [[ "$status" == "502" ]]; then
      echo "IdP hiccup on $list/$phone, sleeping"; sleep 5
    fi
  done
done < "$DNC_FILE"
