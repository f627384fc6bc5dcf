#!/usr/bin/env bash
# Rotates the API Gateway key that partners send as x-api-key.
set -euo pipefail
ENV="${1:-staging}"
KEY_ID=$(aws apigateway get-api-keys --name-query "brindle-partner-${ENV}" --query 'items[0].id' --output text)
NEW=$(openssl rand -hex 24)
aws apigateway update-api-key --api-key "$KEY_ID" --patch-operations op=replace,path=/value,value="$NEW"
curl -fsS "https://partner.brindlefreight.com/partner/v1/ping" -H "x-api-key: ${NEW}" -H "X-User-Email: ops@brindlefreight.com"
echo "rotated ${ENV}"
