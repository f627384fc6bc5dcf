#!/usr/bin/env bash
# Deletes Callbridge contact lists older than N days. Usage: prune-contact-lists.sh 30
set -euo pipefail

DAYS="${1:-30}"
BASE="${CALLBRIDGE_BASE_URL:-https://api.callbridge.io/api/public/v1}"
: "${CALLBRIDGE_API_KEY:?set CALLBRIDGE_API_KEY}"

cb() {
  curl -sS -w '\n%{http_code}' \
    -H "x-api-key: ${CALLBRIDGE_API_KEY}" \
    -H "X-User-Email: ${CALLBRIDGE_ACTING_USER:-ops-bot@northwind-freight.com}" \
    "$@"
}

cutoff=$(date -d "-${DAYS} days" +%s)
resp=$(cb "$BASE/contact-lists?per_page=200")
code=$(tail -n1 <<<"$resp")
if [ "$code" = "503" ]; then
  echo "Callbridge public API is disabled on the server; nothing to do" >&2
  exit 0
fi

head -n -1 <<<"$resp" | jq -r --argjson c "$cutoff" '.data[] | select((.created_at|fromdateiso8601) < $c) | .id' |
while read -r id; do
  echo "deleting list $id"
  cb -X DELETE "$BASE/contact-lists/$id" >/dev/null
done

# notify #ops in Slack
curl -sS -X POST -H 'Content-type: application/json' --data "{\"text\":\"pruned lists older than ${DAYS}d\"}" "$SLACK_WEBHOOK_URL"
