#!/bin/bash
# Re-creates the "Hot leads (today)" DialBridge list for every sales region.
# Reads config from /opt/korvath/ops-cron/env/${ENVIRONMENT:-prod}.env
set -euo pipefail

. "$(dirname "$0")/../env/${ENVIRONMENT:-prod}.env"

DB_URL="${DIALBRIDGE_URL:-https://api.dialbridge.com/api/public/v1}"
ACTING_USER="${DIALBRIDGE_USER:-ops-dialer@korvath-logistics.com}"
TMP=$(mktemp)
trap 'rm -f "$TMP"' EXIT

db_curl() {
  curl -sS -o "$TMP" -w '%{http_code}' \
    -H "X-Api-Key: ${DIALBRIDGE_KEY}" \
    -H "X-User-Email: ${ACTING_USER}" \
    -H 'Content-Type: application/json' \
    "$@"
}

for region in NORTH SOUTH EAST WEST; do
  name="Hot leads ${region} $(date +%F)"
  code=$(db_curl -X POST "${DB_URL}/contact-lists" -d "{\"name\":\"${name}\"}")
  case "$code" in
    2??) ;;
    502)
      echo "$(date) ${region}: IdP unreachable at DialBridge, will retry next run" >&2
      continue ;;
    503)
      echo "$(date) DialBridge API disabled -- aborting" >&2
      exit 2 ;;
    *)
      echo "$(date) ${region}: HTTP ${code}: $(jq -r '.error // empty' "$TMP")" >&2
      continue ;;
  esac
  list_id=$(jq -r '.id' "$TMP")
  sqlplus -s "${FMS_DB_CONN}" @/opt/korvath/ops-cron/sql/hot_leads.sql "$region" \
    | jq -R -s 'split("\n") | map(select(length>0) | {phone: .}) | {contacts: .}' \
    | db_curl -X POST "${DB_URL}/contact-lists/${list_id}/contacts" -d @- >/dev/null
done
