#!/bin/sh
# Remove opted-out numbers (DNC export from the CRM) from every RingLeaf list.
# POSIX sh on purpose: runs on the busybox jump host.
set -eu

API="${RINGLEAF_URL:-https://api.ringleaf.io/api/public/v1}"
KEY="${RINGLEAF_API_KEY:?}"
ACTOR_ID="${RINGLEAF_ACTOR_ID:-00u1k9zq3vH8aB7cD4x7}"
DNC_FILE="${1:?usage: prune_optouts.sh dnc.txt}"
TMP=$(mktemp)
trap 'rm -f "$TMP"' EXIT

lists=$(curl -fsS -H "Authorization: Bearer $KEY" -H "X-User-Id: $ACTOR_ID" "$API/contact-lists?limit=500" | jq -r '.data[].id')

removed=0
for id in $lists; do
  while IFS= read -r phone; do
    [ -z "$phone" ] && continue
    status=$(curl -s -o "$TMP" -w '%{http_code}' -X DELETE \
      -H "Authorization: Bearer $KEY" \
      -H "x-user-id: $ACTOR_ID" \
      "$API/contact-lists/$id/contacts/$phone")
    case "$status" in
      200|204) removed=$((removed + 1)) ;;
      502|503)
        echo "ringleaf unavailable ($status), stopping; rerun later" >&2
        exit 75 ;;
      *)
        echo "could not remove $phone from $id: HTTP $status $(jq -r '.error' "$TMP")" >&2 ;;
    esac
  done < "$DNC_FILE"
done

echo "removed $removed entries"
