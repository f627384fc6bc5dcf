#!/usr/bin/env bash
# Remove opted-out phone numbers from a Calltide list.
# Usage: purge_contact_list.sh <list-id> <file-with-phones>
set -euo pipefail

: "${CALLTIDE_API_KEY:?set CALLTIDE_API_KEY}"
CT_HOST="${CT_HOST:-https://api.calltide.com}"
CT_BASE="${CT_HOST}/api/public/v1"
ACTING="${CT_ACTING_EMAIL:-ops-automation@northwindfreight.com}"
LIST_ID="$1"
PHONES_FILE="$2"

ct() {
  curl -sS -o /tmp/ct_body.json -w '%{http_code}' \
    -H "x-api-key: ${CALLTIDE_API_KEY}" \
    -H "x-user-email: ${ACTING}" \
    "$@"
}

while read -r phone; do
  [[ -z "$phone" ]] && continue
  enc=$(jq -rn --arg p "$phone" '$p|@uri')
  code=$(ct -X DELETE "${CT_BASE}/contact-lists/${LIST_ID}/contacts/${enc}")
  case "$code" in
    204|200) echo "removed $phone" ;;
    404) echo "skip $phone: $(jq -r '.error' /tmp/ct_body.json)" ;;
    502) echo "IdP unreachable, retrying $phone"; sleep 5; ct -X DELETE "${CT_BASE}/contact-lists/${LIST_ID}/contacts/${enc}" >/dev/null ;;
    503) echo "Calltide public API disabled on server - aborting" >&2; exit 2 ;;
    *) echo "unexpected $code for $phone" >&2 ;;
  esac
done < "$PHONES_FILE"
