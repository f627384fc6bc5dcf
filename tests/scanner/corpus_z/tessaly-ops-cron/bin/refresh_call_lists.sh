#!/usr/bin/env bash
# Rebuild the "Win-back" DialSpan list from the lapsed-customers query.
# Needs: curl, jq, psql. Env comes from /etc/tessaly/cron.env
set -euo pipefail

. /etc/tessaly/cron.env

DS_BASE="${DIALSPAN_BASE:-https://api.dialspan.io/api/public/v1}"
LIST_NAME="Win-back"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

ds() {
  # ds METHOD PATH [JSON]
  local method=$1 path=$2 data=${3:-}
  local code
  for attempt in 1 2 3; do
    code=$(curl -sS -o "$TMP/resp.json" -w '%{http_code}' -X "$method" \
      -H "x-api-key: ${DIALSPAN_KEY}" \
      -H "x-user-email: ${DIALSPAN_ACTING_EMAIL}" \
      -H 'Content-Type: application/json' \
      ${data:+--data "$data"} \
      "${DS_BASE}${path}")
    case "$code" in
      2*) cat "$TMP/resp.json"; return 0 ;;
      502) echo "dialspan: IdP unreachable, retry $attempt" >&2; sleep $((attempt * 20)) ;;
      503) echo "dialspan: API disabled on the server, giving up" >&2; exit 0 ;;
      *) echo "dialspan: $method $path -> $code: $(jq -r '.error // "?"' "$TMP/resp.json")" >&2; return 1 ;;
    esac
  done
  return 1
}

list_id=$(ds GET "/contact-lists?name=$(jq -rn --arg n "$LIST_NAME" '$n|@uri')" | jq -r '.data[0].id // empty')
if [[ -z "$list_id" ]]; then
  list_id=$(ds POST /contact-lists "$(jq -cn --arg n "$LIST_NAME" '{name:$n}')" | jq -r '.id')
fi

psql -At -h db-ro.tessaly.local -U batch sales -c "select phone from lapsed_customers_v where phone is not null" > "$TMP/phones.txt"
jq -R -s -c 'split("\n") | map(select(length>0) | {phone: .}) | {contacts: .}' "$TMP/phones.txt" > "$TMP/body.json"

ds POST "/contact-lists/${list_id}/contacts" "$(cat "$TMP/body.json")" > /dev/null
echo "$(date -Is) win-back list ${list_id} refreshed with $(wc -l < "$TMP/phones.txt") numbers"
