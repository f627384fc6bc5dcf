#!/bin/sh
# v2 health check. (v1 used x-api-key; retired.)
set -eu
curl -fsS -H "Authorization: Bearer ${CALLBRIDGE_API_KEY}" \
  "https://calls.acme-dialer.com/api/public/v2/me" >/dev/null
curl -fsS -H "x-api-key: ${STATUSPAGE_KEY}" "https://status.example-pages.io/api/v1/ping"
