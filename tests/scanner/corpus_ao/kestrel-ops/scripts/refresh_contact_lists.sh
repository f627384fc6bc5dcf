#!/usr/bin/env bash
# Dumps all CallHarbor contact lists to S3 for the BI team.
set -euo pipefail

CH_BASE="${CALLHARBOR_BASE_URL:-https://api.callharbor.com/api/public/v1}"
: "${CALLHARBOR_API_KEY:?export CALLHARBOR_API_KEY first}"
ACTING="${CH_ACTING_EMAIL:-ops-bot@kestrelmutual.com}"
OUT="$(mktemp -d)"

page=1
while :; do
  resp="$(curl -sS --fail-with-body "$CH_BASE/contact-lists?page=${page}" \
    -H "X-API-Key: ${CALLHARBOR_API_KEY}" \
    -H "X-User-Email: ${ACTING}")"
  count="$(jq 'length' <<<"$resp")"
  [[ "$count" -eq 0 ]] && break
  echo "$resp" > "$OUT/lists-${page}.json"
  page=$((page + 1))
done

aws s3 cp --recursive "$OUT" "s3://kestrel-bi-drop/callharbor/$(date +%F)/"
