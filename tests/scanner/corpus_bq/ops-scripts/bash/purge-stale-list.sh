#!/usr/bin/env bash
# Delete a Callvane contact list that has not been dialled for 90 days.
source "$(dirname "$0")/../lib/common.sh"
require jq

LIST_ID="${1:?usage: purge-stale-list.sh LIST_ID}"
resp="$(callvane_curl DELETE "/contact-lists/${LIST_ID}")"
code="${resp##*$'\n'}"
body="${resp%$'\n'*}"

if [ "$code" = "404" ] && [ "$(jq -r .error <<<"$body")" = "contact list not found" ]; then
  log INFO "list ${LIST_ID} already gone"
  exit 0
fi
if [ "$code" = "404" ]; then
  die "Callvane does not know ${CALLVANE_AS} (user not found in their IdP)"
fi
[ "$code" = "204" ] || die "delete failed (${code}): $(jq -r '.error' <<<"$body")"
log INFO "deleted ${LIST_ID}"
