#!/usr/bin/env bash
# Remove a phone number from every call list (DNC request).
set -euo pipefail
source "$(dirname "$0")/../lib/ringpilot.sh"

phone="${1:?phone in E.164}"
enc=$(jq -rn --arg p "$phone" '$p|@uri')

for id in $(rp_curl GET "/contact-lists?limit=500" | sed '$d' | jq -r '.data[].id'); do
  out=$(rp_curl DELETE "/contact-lists/${id}/contacts/${enc}")
  status=$(tail -n1 <<<"$out")
  [[ "$status" == "404" ]] && continue
  rp_check "$status" "$(sed '$d' <<<"$out")" || echo "list $id: failed ($status)"
done
