#!/usr/bin/env bash
# Check vendor status pages before a release window.
set -euo pipefail

curl -fsS https://status.calloway.com/api/v2/status.json | jq -r '.status.description'
curl -fsS https://status.sendgrid.com/api/v2/status.json | jq -r '.status.description'
curl -fsS -H "x-api-key: $STATUSPAGE_AGGREGATOR_KEY" https://status-agg.internal.tidewater.io/v1/vendors | jq '.'
