#!/usr/bin/env bash
# Removes every number in dnc.txt from every Dialfront call list.
set -euo pipefail

: "${DIALFRONT_API_KEY:?set DIALFRONT_API_KEY}"
ACTOR="${ACTOR:-ops-bot@harborlinesolar.com}"
API="https://api.dialfront.com/api/public/v1"
DNC_FILE="${1:-dnc.txt}"

df() {
  curl -sS -w '\n%{http_code}' -H "x-api-key: ${DIALFRONT_API_KEY}" -H "x-user-email: ${ACTOR}" "$@"
}

lists=$(df "$API/contact-lists?limit=500" | head -n -1 | jq -r '.data[].id')

for list in $lists; do
  while read -r phone; do
    [ -z "$phone" ] && continue
    enc=$(jq -rn --arg p "$phone" '$p|@uri')
    out=$(df -X DELETE "$API/contact-lists/$list/contacts/$enc")
    code=$(tail -n1 <<<"$out")
    case "$code" in
      204|200) echo "removed $phone from $list" ;;
      404) echo "skip $phone ($(head -n1 <<<"$out" | jq -r '.error'))" ;;
      503) echo "Dialfront API disabled, aborting" >&2; exit 2 ;;
      *) echo "error $code for $phone in $list" >&2 ;;
    esac
  done < "$DNC_FILE"
done
