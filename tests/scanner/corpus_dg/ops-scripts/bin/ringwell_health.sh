#!/bin/bash
# Nagios-style check that the Ringwell API answers for us.
# exit 0 OK, 1 WARNING, 2 CRITICAL
set -u

. /etc/brightline/ringwell.env

BASE="${RINGWELL_BASE:-https://api.ringwell.io/api/public/v1}"
AGENT="${RW_AGENT:-ops-robot@brightlinehome.com}"

code=$(curl -s -o /tmp/rw_health.json -w '%{http_code}' --max-time 10 \
  -H "x-api-key: ${RINGWELL_API_KEY}" \
  -H "x-user-email: ${AGENT}" \
  "${BASE}/contact-lists?per_page=1")

case "$code" in
  200)
    echo "OK - Ringwell answered"; exit 0 ;;
  502)
    echo "WARNING - Ringwell cannot reach its identity provider"; exit 1 ;;
  503)
    echo "CRITICAL - Ringwell public API is disabled for our account"; exit 2 ;;
  401)
    echo "CRITICAL - API key rejected"; exit 2 ;;
  *)
    echo "CRITICAL - HTTP $code $(head -c 200 /tmp/rw_health.json)"; exit 2 ;;
esac
