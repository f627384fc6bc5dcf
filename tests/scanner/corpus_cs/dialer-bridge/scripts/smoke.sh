#!/usr/bin/env bash
# Smoke test against the Callvane sandbox after a deploy.
set -euo pipefail

: "${CALLVANE_KEY:?set CALLVANE_KEY}"
BASE="${CALLVANE_BASE:-https://sandbox.callvane.io/api/public/v1}"
AS_USER="${AS_USER:-auth0|65f0c2b7e1a94d0012ab33cd}"

hdr=(-H "x-api-key: ${CALLVANE_KEY}" -H "x-user-id: ${AS_USER}" -H "content-type: application/json")

echo "== create list"
list_id=$(curl -fsS "${hdr[@]}" -XPOST "$BASE/contact-lists" -d '{"name":"smoke-'"$(date +%s)"'"}' | jq -r .id)

echo "== append"
curl -fsS "${hdr[@]}" -XPOST "$BASE/contact-lists/$list_id/contacts" -d '{"contacts":[{"phone":"+15555550199"}]}'

echo "== cleanup"
code=$(curl -s -o /dev/null -w '%{http_code}' "${hdr[@]}" -XDELETE "$BASE/contact-lists/$list_id")
if [[ "$code" == "503" ]]; then
  echo "public API disabled on sandbox tenant" >&2
  exit 2
fi
echo "done ($code)"
