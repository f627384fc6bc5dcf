#!/bin/sh
# Delete Callhaven lists whose name starts with "tmp-" and are older than 30 days.
set -eu

. ./.env.defaults 2>/dev/null || true
BASE="${CALLHAVEN_HOST}/api/public/${CALLHAVEN_API_VERSION}"
AUTH="Authorization: Bearer ${CALLHAVEN_API_TOKEN}"
CUTOFF=$(date -d '30 days ago' +%s)

curl -fsS -H "$AUTH" "$BASE/contact-lists?per_page=500" \
  | jq -r --argjson cutoff "$CUTOFF" '.data[] | select(.name | startswith("tmp-")) | select((.createdAt | fromdateiso8601) < $cutoff) | .id' \
  | while read -r id; do
      echo "deleting $id"
      curl -fsS -X DELETE -H "$AUTH" "$BASE/contact-lists/$id"
    done
