#!/usr/bin/env bash
# Probe our own services through the internal gateway. Used by the on-call bot.
set -uo pipefail
GW=https://gw.internal.brightmoor.io
for svc in dialer-gateway lead-sync webhook-receiver; do
  code=$(curl -s -o /dev/null -w '%{http_code}' \
    -H "X-User-Email: oncall-bot@brightmoor.io" \
    -H "x-api-key: ${INTERNAL_GW_KEY}" \
    "$GW/$svc/healthz")
  case $code in
    200) echo "ok   $svc" ;;
    502|503) echo "DOWN $svc ($code)"; failed=1 ;;
    *) echo "??   $svc ($code)" ;;
  esac
done
exit ${failed:-0}
