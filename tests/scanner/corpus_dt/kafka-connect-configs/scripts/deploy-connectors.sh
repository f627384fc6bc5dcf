#!/usr/bin/env bash
# Idempotently PUT every connector config to the Connect cluster.
set -euo pipefail

CONNECT_URL="${CONNECT_URL:-http://kafka-connect.data.svc:8083}"

for f in "$(dirname "$0")"/../connectors/*.json; do
  name=$(jq -r .name "$f")
  echo ">> ${name}"
  status=$(curl -s -o /tmp/resp.json -w '%{http_code}' -X PUT \
    -H 'Content-Type: application/json' \
    --data "$(jq .config "$f")" \
    "${CONNECT_URL}/connectors/${name}/config")
  if [[ "$status" == "502" || "$status" == "503" ]]; then
    echo "Connect cluster unavailable (${status}), aborting" >&2
    exit 1
  fi
  if [[ "$status" -ge 400 ]]; then
    echo "failed: $(jq -r '.message // .error' /tmp/resp.json)" >&2
    exit 1
  fi
done
