#!/usr/bin/env bash
# Smoke test for the geocoder behind AWS API Gateway.
set -euo pipefail
GW="${GW:-https://k3x9w2.execute-api.eu-west-1.amazonaws.com/prod}"
: "${GW_KEY:?set GW_KEY}"

for n in +442071838750 +14155550100; do
  code=$(curl -s -o /dev/null -w '%{http_code}' "$GW/v1/numbers/$n" -H "x-api-key: $GW_KEY")
  if [[ "$code" == "502" || "$code" == "503" ]]; then
    echo "geocoder lambda unhealthy ($code)"; exit 2
  fi
  echo "$n -> $code"
done
