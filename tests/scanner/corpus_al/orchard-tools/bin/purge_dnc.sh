#!/usr/bin/env bash
# Remove every number on today's DNC delta from all Ringlane contact lists.
set -euo pipefail

: "${RINGLANE_API_KEY:?set RINGLANE_API_KEY}"
RINGLANE_HOST="${RINGLANE_HOST:-https://api.ringlane.com}"
API="$RINGLANE_HOST/api/public/v1"
ACTOR="${RINGLANE_ACTING_EMAIL:-ops-bot@orchardly.com}"
DNC_FILE="${1:-/data/dnc/delta-$(date +%F).txt}"

rl() {
  curl -sS --fail-with-body -H "x-api-key: ${RINGLANE_API_KEY}" -H "x-user-email: ${ACTOR}" "$@"
}

list_ids=$(rl "$API/contact-lists?per_page=500" | jq -r '.items[].id')

while read -r phone; do
  [[ -z "$phone" ]] && continue
  enc=$(jq -rn --arg p "$phone" '$p|@uri')
  for id in $list_ids; do
    code=$(curl -s -o /dev/null -w '%{http_code}' -X DELETE \
      -H "x-api-key: ${RINGLANE_API_KEY}" -H "x-user-email: ${ACTOR}" \
      "$API/contact-lists/$id/contacts/$enc")
    case "$code" in
      204|404) ;;
      502) echo "idp hiccup on $id/$phone, retry later" >&2 ;;
      *) echo "unexpected $code for $id/$phone" >&2 ;;
    esac
  done
done < "$DNC_FILE"

# tell #sales-ops
curl -sS -X POST -H 'Content-type: application/json' \
  --data "{\"text\":\"DNC purge done: $(wc -l < "$DNC_FILE") numbers\"}" "$SLACK_WEBHOOK_URL"
