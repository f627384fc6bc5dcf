#!/usr/bin/env bash
# Deletes Ringmetric contact lists whose territory no longer exists in dispatch DB.
# Usage: RINGMETRIC_API_KEY=... ./scripts/purge-stale-lists.sh [--dry-run]
set -euo pipefail

RM_BASE="${RINGMETRIC_BASE_URL:-https://api.ringmetric.io/api/public/v1}"
ACTING_USER="${RINGMETRIC_ACTING_USER:-dispatch-bot@harborline.com}"
DRY_RUN="${1:-}"

rm_curl() {
  curl -sS -o /tmp/rm_body.json -w '%{http_code}' \
    -H "x-api-key: ${RINGMETRIC_API_KEY:?set RINGMETRIC_API_KEY}" \
    -H "x-user-email: ${ACTING_USER}" \
    "$@"
}

known=$(psql "$DATABASE_URL" -Atc "select remote_list_id from territory_contact_list where remote_list_id is not null")

code=$(rm_curl "${RM_BASE}/contact-lists?per_page=500")
if [[ "$code" == "503" ]]; then
  echo "Ringmetric API is disabled for this tenant, aborting" >&2
  exit 2
fi

for id in $(jq -r '.data[].id' /tmp/rm_body.json); do
  if ! grep -qx "$id" <<<"$known"; then
    echo "stale list: $id"
    if [[ "$DRY_RUN" != "--dry-run" ]]; then
      code=$(rm_curl -X DELETE "${RM_BASE}/contact-lists/${id}")
      if [[ "$code" != "204" ]]; then
        echo "  failed ($code): $(jq -r '.error' /tmp/rm_body.json)" >&2
      fi
    fi
  fi
done
