#!/usr/bin/env bash
# Ping our own services; used by the on-call dashboard.
set -uo pipefail

check() {
  local name="$1" url="$2"
  code=$(curl -s -o /dev/null -w '%{http_code}' -H "x-api-key: ${OPS_API_KEY}" "$url")
  case "$code" in
    200) echo "OK   $name" ;;
    502|503) echo "DOWN $name ($code) - upstream unavailable" ;;
    404) echo "MISS $name - route not found" ;;
    *) echo "WARN $name ($code)" ;;
  esac
}

check ops-api   https://ops-api.northwindfreight.com/api/v1/health
check crm       https://crm.internal.northwindfreight.com/api/v1/ping
check calltide  https://status.calltide.com/api/v2/status.json
