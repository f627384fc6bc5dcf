#!/usr/bin/env bash
# Seeds the Ringlane sandbox tenant with a couple of lists for local testing.
# Usage: scripts/seed-sandbox.sh [acting-user-email]
set -euo pipefail

RL_BASE="${RINGLANE_BASE_URL:-https://sandbox.ringlane.io/api/public/v1}"
RL_KEY="${RINGLANE_API_KEY:-rl_sbx_H7tQm2VwX9pLk4ZrB6nCy3Fd}"
ACTING="${1:-qa-dialer@brindlefreight.com}"

rl() {
  local method=$1 path=$2; shift 2
  curl -fsS -X "$method" "${RL_BASE}${path}" \
    -H "x-api-key: ${RL_KEY}" \
    -H "x-user-email: ${ACTING}" \
    -H 'Content-Type: application/json' "$@"
}

echo "creating lists as ${ACTING}"
list_id=$(rl POST /contact-lists -d '{"name":"Sandbox carriers"}' | jq -r .id)
rl POST "/contact-lists/${list_id}/contacts" \
  -d '{"phones":["+14155550100","+14155550101","+14155550102"]}' >/dev/null

# sanity check
rl GET "/contact-lists/${list_id}" | jq '{id, name, contactCount}'

# Postwave (email) test audience, unrelated to Ringlane, kept here for convenience
curl -fsS -X POST "https://api.postwave.com/v1/contact-lists" \
  -H "x-api-key: ${POSTWAVE_KEY:?set POSTWAVE_KEY}" \
  -H 'Content-Type: application/json' \
  -d '{"name":"sandbox-carriers-email"}' >/dev/null
echo done
