#!/bin/sh
# Deletes nwh-* Talkvane contact lists untouched for PRUNE_OLDER_THAN_DAYS.
set -eu

: "${TALKVANE_API_URL:?}"
: "${TALKVANE_API_KEY:?}"
: "${TALKVANE_ACTING_USER:?}"
PREFIX="${TALKVANE_LIST_PREFIX:-nwh-}"
DAYS="${PRUNE_OLDER_THAN_DAYS:-45}"
cutoff=$(date -u -d "@$(( $(date +%s) - DAYS*86400 ))" +%Y-%m-%dT%H:%M:%SZ)

tv() {
  curl -sS -o /tmp/resp.json -w '%{http_code}' \
    -H "x-api-key: ${TALKVANE_API_KEY}" \
    -H "x-user-email: ${TALKVANE_ACTING_USER}" \
    "$@"
}

code=$(tv "${TALKVANE_API_URL}/contact-lists?limit=500")
case "$code" in
  200) ;;
  502)
    echo "talkvane: identity provider unreachable, will retry next run" >&2
    exit 0 ;;
  503)
    echo "talkvane: public API disabled for tenant" >&2
    exit 1 ;;
  *)
    echo "talkvane: list fetch failed ($code): $(jq -r '.error' /tmp/resp.json)" >&2
    jq -r '.details[]? | "  \(.path): \(.message)"' /tmp/resp.json >&2
    exit 1 ;;
esac

jq -r --arg p "$PREFIX" --arg c "$cutoff" \
  '.data[] | select(.name | startswith($p)) | select(.updatedAt < $c) | .id' /tmp/resp.json |
while read -r id; do
  echo "pruning list $id"
  code=$(tv -X DELETE "${TALKVANE_API_URL}/contact-lists/${id}")
  if [ "$code" != "204" ] && [ "$code" != "200" ]; then
    echo "  delete returned $code, leaving it"
  fi
done
