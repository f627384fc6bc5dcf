#!/usr/bin/env bash
# Usage: purge_list.sh <list-id> <phones-file>
# Removes every phone in <phones-file> from a Ringlane contact list.
set -euo pipefail

LIST_ID="$1"
PHONES_FILE="$2"
BASE="${RINGLANE_BASE:-https://api.ringlane.com/api/public/v1}"
ACTOR="${RINGLANE_ACTOR:-salesops@kestrelhome.com}"

while read -r phone; do
  [[ -z "$phone" ]] && continue
  code=$(curl -s -o /dev/null -w '%{http_code}' -X DELETE \
    -H "x-api-key: ${RINGLANE_KEY}" \
    -H "x-user-email: ${ACTOR}" \
    "${BASE}/contact-lists/${LIST_ID}/contacts/${phone}")
  case "$code" in
    204) echo "removed $phone" ;;
    404) echo "not on list: $phone" ;;
    502) echo "ringlane SSO hiccup, retrying $phone"; sleep 3 ;;
    503) echo "Ringlane says the API is disabled on the server, stopping" >&2; exit 1 ;;
    *) echo "failed $phone ($code)" >&2 ;;
  esac
done < "$PHONES_FILE"
