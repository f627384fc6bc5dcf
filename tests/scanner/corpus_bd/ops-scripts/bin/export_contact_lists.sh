#!/usr/bin/env bash
# Nightly: export all Dialhub contact lists as JSONL to S3.
set -euo pipefail

: "${DIALHUB_API_KEY:?DIALHUB_API_KEY must be set}"
: "${DIALHUB_ACTING_EMAIL:=revops-bot@northwind.com}"
BASE="${DIALHUB_BASE_URL:-https://api.dialhub.io/api/public/v1}"
OUT="$(mktemp -d)/contact_lists.jsonl"
BUCKET="s3://nw-revops-exports/dialhub/$(date +%F)"

dh() {
  curl -fsS --retry 3 --retry-delay 5 \
    -H "x-api-key: ${DIALHUB_API_KEY}" \
    -H "x-user-email: ${DIALHUB_ACTING_EMAIL}" \
    -H "Accept: application/json" \
    "$BASE$1"
}

page=1
while :; do
  resp="$(dh "/contact-lists?page=${page}&per_page=100")"
  echo "$resp" | jq -c '.data[]' >> "$OUT"
  [[ "$(echo "$resp" | jq -r '.has_more')" == "true" ]] || break
  page=$((page + 1))
done

for id in $(jq -r '.id' "$OUT"); do
  dh "/contact-lists/${id}/contacts" | jq -c --arg l "$id" '.data[] | . + {list_id: $l}' >> "${OUT%.jsonl}_members.jsonl"
done

aws s3 cp "$OUT" "$BUCKET/"
aws s3 cp "${OUT%.jsonl}_members.jsonl" "$BUCKET/"
echo "exported $(wc -l < "$OUT") lists"
