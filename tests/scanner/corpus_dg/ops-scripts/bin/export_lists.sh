#!/bin/bash
# Dump every Ringwell call list (and its contacts) to CSV for the sales managers.
#   export_lists.sh [outdir]
set -uo pipefail

. /etc/brightline/ringwell.env
OUT="${1:-/srv/exports/ringwell/$(date +%F)}"
mkdir -p "$OUT"

RW_API="https://api.ringwell.io/api/public/v1"

rw_get() {
  curl -sS --retry 2 -w '\n%{http_code}' \
    -H "X-API-Key: $RINGWELL_API_KEY" \
    -H "X-User-Email: reports@brightlinehome.com" \
    "$RW_API$1"
}

resp=$(rw_get "/contact-lists?per_page=500")
code=$(tail -n1 <<<"$resp")
body=$(sed '$d' <<<"$resp")

if [ "$code" = "503" ]; then
  echo "Ringwell says the API is disabled for our account; nothing exported" >&2
  exit 3
elif [ "$code" != "200" ]; then
  echo "list fetch failed: $code $(jq -r '.error // empty' <<<"$body")" >&2
  exit 1
fi

jq -r '.contact_lists[] | [.id, .name] | @tsv' <<<"$body" | while IFS=$'\t' read -r id name; do
  page=1
  safe=$(tr -c 'A-Za-z0-9_-' '_' <<<"$name")
  echo "phone,first_name,last_name,added_at" > "$OUT/${id}_${safe}.csv"
  while :; do
    r=$(rw_get "/contact-lists/$id/contacts?page=$page")
    c=$(tail -n1 <<<"$r")
    if [ "$c" = "502" ]; then sleep 5; continue; fi
    b=$(sed '$d' <<<"$r")
    n=$(jq '.contacts | length' <<<"$b")
    [ "$n" -eq 0 ] && break
    jq -r '.contacts[] | [.phone, .first_name, .last_name, .added_at] | @csv' <<<"$b" >> "$OUT/${id}_${safe}.csv"
    page=$((page + 1))
  done
done

echo "exported to $OUT"
