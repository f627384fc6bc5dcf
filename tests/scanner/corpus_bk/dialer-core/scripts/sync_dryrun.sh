#!/usr/bin/env bash
# Dry run of the nightly sync: print what would change, touch nothing.
set -euo pipefail

BASE="${CALLHARBOR_BASE_URL:-https://api.callharbor.io/api/public/v1}"
: "${CALLHARBOR_API_KEY:?set CALLHARBOR_API_KEY}"
ACTING="${CALLHARBOR_ACTING_EMAIL:-dialer-bot@brightline.io}"

remote=$(curl -sS --fail-with-body "$BASE/contact-lists?limit=200" \
  -H "x-api-key: ${CALLHARBOR_API_KEY}" \
  -H "x-user-email: ${ACTING}")

echo "$remote" | jq -r '.data[] | "\(.id)\t\(.name)\t\(.size)"' | sort -k2 > /tmp/remote_lists.tsv

# local side comes from the CRM export (already on the runner)
comm -13 <(cut -f2 /tmp/remote_lists.tsv) <(sort crm_lists.txt) | sed 's/^/would create: /'

# make sure the mailer is reachable too (separate service, separate key)
curl -sS -o /dev/null -w "mailer: %{http_code}\n" \
  -H "x-api-key: ${MAILER_API_KEY}" \
  https://mailer.internal.brightline.io/v1/health
