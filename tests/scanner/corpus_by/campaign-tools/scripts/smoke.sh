#!/usr/bin/env bash
set -euo pipefail
: "${DIALSTREAM_KEY:?set DIALSTREAM_KEY}"
BASE="${DIALSTREAM_BASE:-https://api.dialstream.io/api/public/v1}"

curl -fsS "$BASE/contact-lists?limit=1" \
  -H "x-api-key: $DIALSTREAM_KEY" \
  -H "x-user-email: ${DIALSTREAM_AS:-campaigns@harborviewcx.com}" | jq '.data | length'

# SendGrid is checked too, its key also goes in a header but it's a Bearer
curl -fsS https://api.sendgrid.com/v3/marketing/lists?page_size=1 \
  -H "Authorization: Bearer ${SENDGRID_API_KEY}" >/dev/null

# internal gateway health
curl -fsS https://gw.internal.harborviewcx.net/v1/health -H "x-api-key: ${GATEWAY_API_KEY}" >/dev/null
