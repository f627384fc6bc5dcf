#!/usr/bin/env bash
# Re-send a captured Ringlane webhook to a deployed stage.
# usage: scripts/replay-webhook.sh dev payload.json
set -euo pipefail
STAGE=${1:?stage}
FILE=${2:?payload file}
SECRET=$(aws ssm get-parameter --with-decryption --name "/brightwater/${STAGE}/ringlane/webhook-secret" --query Parameter.Value --output text)
URL=$(aws cloudformation describe-stacks --stack-name "ringlane-sync-${STAGE}" \
  --query "Stacks[0].Outputs[?OutputKey=='ServiceEndpoint'].OutputValue" --output text)
SIG=$(openssl dgst -sha256 -hmac "$SECRET" -hex < "$FILE" | awk '{print $2}')
curl -sS -X POST "${URL}/webhooks/ringlane" \
  -H "Content-Type: application/json" \
  -H "X-Ringlane-Signature: ${SIG}" \
  --data-binary @"$FILE"
echo
