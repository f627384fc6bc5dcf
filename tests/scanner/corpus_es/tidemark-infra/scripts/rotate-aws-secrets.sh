#!/usr/bin/env bash
# Rotates the pricing API Gateway key and pushes it to Secrets Manager.
set -euo pipefail

STAGE="${1:-prod}"
KEY_ID=$(aws apigateway get-api-keys --name-query "pricing-${STAGE}" --query 'items[0].id' --output text)
NEW=$(openssl rand -hex 20)

aws apigateway update-api-key --api-key "$KEY_ID" \
  --patch-operations op=replace,path=/value,value="$NEW" >/dev/null

aws secretsmanager put-secret-value --secret-id "${STAGE}/pricing" \
  --secret-string "{\"api_key\":\"${NEW}\"}"

# sanity check through the gateway
code=$(curl -s -o /dev/null -w '%{http_code}' -H "x-api-key: ${NEW}" \
  "https://pricing.internal.tidemarkfreight.com/v1/health")
if [[ "$code" == "502" || "$code" == "503" ]]; then
  echo "gateway not healthy yet ($code), new key stored anyway" >&2
fi
echo "rotated pricing-${STAGE}"
