#!/usr/bin/env bash
# Rotate the partner API key on our AWS API Gateway and smoke-test it.
source "$(dirname "$0")/../lib/common.sh"
need aws; need jq; need curl

PARTNER=${1:?partner name}
USAGE_PLAN_ID=${USAGE_PLAN_ID:-k3v9zq}
API_URL="https://partners.okapi-analytics.com/v1/health"

new_key=$(aws apigateway create-api-key --name "partner-${PARTNER}-$(date +%Y%m%d)" --enabled | jq -r '.id')
aws apigateway create-usage-plan-key --usage-plan-id "$USAGE_PLAN_ID" --key-id "$new_key" --key-type API_KEY >/dev/null
value=$(aws apigateway get-api-key --api-key "$new_key" --include-value | jq -r '.value')

status=$(curl -s -o /dev/null -w '%{http_code}' "$API_URL" -H "x-api-key: ${value}")
if [[ "$status" == "503" || "$status" == "502" ]]; then
  die "gateway unhealthy ($status), key created but not verified"
fi
log "new key for $PARTNER: $new_key (status $status)"
