#!/usr/bin/env bash
# Pings internal services after a deploy.
set -euo pipefail
for svc in pricing territory billing; do
  code=$(curl -s -o /dev/null -w '%{http_code}' "http://$svc.internal.quillstone.net/v1/health")
  if [[ "$code" == "502" || "$code" == "503" ]]; then
    echo "$svc is not ready ($code)"; exit 1
  fi
done
echo "all healthy"
