#!/usr/bin/env bash
# Deletes a Ringlane contact list. Usage: purge_list.sh <list-id> <acting-email>
set -euo pipefail

LIST_ID="${1:?list id}"
ACTING="${2:?acting user email}"
BASE="${RINGLANE_BASE_URL:-https://api.ringlane.io/api/public/v1}"

curl -sS -X DELETE "${BASE}/contact-lists/${LIST_ID}" \
  -H "X-API-KEY: ${RINGLANE_API_KEY:?set RINGLANE_API_KEY}" \
  -H "X-USER-EMAIL: ${ACTING}" \
  -o /tmp/purge.json -w '%{http_code}\n' | {
    read -r code
    case "$code" in
      204) echo "deleted ${LIST_ID}" ;;
      404) echo "no such list (or user not found): $(jq -r .error /tmp/purge.json)" ;;
      *) echo "failed: HTTP $code"; exit 1 ;;
    esac
  }
