#!/usr/bin/env bash
# Ping our own services after a deploy.
set -uo pipefail

check() {
  local name=$1 url=$2
  code=$(curl -s -o /dev/null -w '%{http_code}' "$url")
  case "$code" in
    200) echo "ok   $name" ;;
    502|503) echo "DOWN $name ($code)"; return 1 ;;
    404) echo "MISSING $name"; return 1 ;;
    *) echo "??   $name ($code)" ;;
  esac
}

check crm-sync   "https://crm-sync.harborline.io/healthz"
check dialer-bff "https://dialer.harborline.io/api/health"
check users      "http://users.internal:8080/v1/health"
