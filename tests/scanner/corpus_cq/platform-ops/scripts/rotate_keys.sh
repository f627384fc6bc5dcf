#!/usr/bin/env bash
set -euo pipefail

# Rotates vendor keys that we control (NOT Talkrail: theirs is rotated by their CSM).
for secret in prod/enrich/gateway-key prod/email/mailpost-key; do
  new=$(openssl rand -hex 24)
  aws secretsmanager put-secret-value --secret-id "$secret" --secret-string "$new"
  echo "rotated $secret"
done

curl -fsS -X POST "https://api.mailpost.dev/v1/keys/rotate" \
  -H "x-api-key: ${MAILPOST_ADMIN_KEY}" \
  -H "Content-Type: application/json" -d '{"reason":"quarterly"}'
