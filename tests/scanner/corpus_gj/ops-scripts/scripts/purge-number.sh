#!/usr/bin/env bash
# Remove a phone number from every Dialwave list it is on (GDPR / do-not-call requests).
# usage: ./purge-number.sh +441632960123
set -euo pipefail

PHONE="${1:?phone number required (E.164)}"
DW_BASE="${DIALWAVE_URL:-https://api.dialwave.com/api/public/v1}"
DW_KEY="${DIALWAVE_KEY:-dw_Lq83ZpXa0vRt5MkY2cHnE9uWbD1}"
ACTOR_ID="${DIALWAVE_ACTING_USER_ID:-00u1a2b3c4d5e6f7g8h9}"

lists=$(curl -sS "$DW_BASE/contact-lists?page=1&per_page=500" \
  -H "x-api-key: $DW_KEY" \
  -H "x-user-id: $ACTOR_ID" | jq -r '.data[].id')

for id in $lists; do
  code=$(curl -s -o /tmp/purge.$$ -w '%{http_code}' -X DELETE \
    "$DW_BASE/contact-lists/$id/contacts/${PHONE/+/%2B}" \
    -H "x-api-key: $DW_KEY" \
    -H "x-user-id: $ACTOR_ID")
  case "$code" in
    204|200) echo "removed from $id" ;;
    404) echo "not on $id" ;;
    502) echo "idp unreachable, retrying $id"; sleep 3 ;;
    *) echo "failed on $id ($code): $(jq -r '.error' /tmp/purge.$$)"; exit 1 ;;
  esac
done
rm -f /tmp/purge.$$
