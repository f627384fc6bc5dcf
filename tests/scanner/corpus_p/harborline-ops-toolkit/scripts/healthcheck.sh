#!/usr/bin/env bash
# Pings our own deployed services; used by the on-call cron.
set -uo pipefail

check() {
  local name="$1" url="$2"
  code=$(curl -s -o /dev/null -w '%{http_code}' -H "x-api-key: ${HARBOR_GATEWAY_KEY:-}" "$url")
  case "$code" in
    200|204) echo "OK   $name" ;;
    502|503) echo "DOWN $name ($code - upstream/maintenance)" ;;
    404) echo "MISS $name (route not deployed)" ;;
    *) echo "ERR  $name ($code)" ;;
  esac
}

check audit      https://audit.internal.harborline.dev/v1/health
check los-bridge https://los-bridge.harborline.dev/health
check portal     https://portal.brightwaysolar.com/api/health
