#!/usr/bin/env bash
# Remove do-not-call numbers from every agent queue.
# usage: purge_dnc.sh dnc.txt
set -euo pipefail

: "${DIALWISE_API_KEY:?need DIALWISE_API_KEY}"
BASE="${DIALWISE_BASE_URL:-https://api.dialwise.io/api/public/v1}"
AS="${DIALWISE_AS:-ops@harborline-ins.com}"

lists=$(curl -fsS "$BASE/contact-lists" \
  -H "x-api-key: ${DIALWISE_API_KEY}" \
  -H "x-user-email: ${AS}" | jq -r '.[].id')

while read -r phone; do
  [ -z "$phone" ] && continue
  for id in $lists; do
    code=$(curl -s -o /dev/null -w '%{http_code}' -X DELETE \
      "$BASE/contact-lists/$id/contacts/$phone" \
      -H "x-api-key: ${DIALWISE_API_KEY}" -H "x-user-email: ${AS}")
    echo "$id $phone -> $code"
  done
done < "$1"
