#!/usr/bin/env bash
# Pull last 24h of bounces for the Harbourline sending domain.
set -euo pipefail
: "${SENDGRID_API_KEY:?}"
since=$(date -d '1 day ago' +%s)
curl -sS "https://api.sendgrid.com/v3/suppression/bounces?start_time=${since}" \
  -H "Authorization: Bearer ${SENDGRID_API_KEY}" | jq -r '.[] | [.email, .reason] | @tsv'

# internal reporting API behind AWS API Gateway
curl -sS -X POST "https://reports.bramble.digital/v1/ingest" \
  -H "x-api-key: ${REPORTS_GATEWAY_KEY}" \
  -H "content-type: application/json" \
  -d '{"source":"sendgrid-bounces"}' || echo "report ingest failed (502/503 are normal during deploys)"
