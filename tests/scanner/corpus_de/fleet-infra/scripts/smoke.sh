#!/usr/bin/env bash
# Post-deploy smoke test.
set -euo pipefail
ENV="${1:-staging}"
HOST="https://fleet${ENV/prod/}.northbeam.io"
[ "$ENV" = "staging" ] && HOST="https://fleet-staging.northbeam.io"

curl -fsS "$HOST/api/health" >/dev/null && echo "api ok"

KEY=$(aws ssm get-parameter --with-decryption --name "/fleet/$ENV/CALLHIVE_API_KEY" --query Parameter.Value --output text)
curl -fsS "https://api.callhive.io/api/public/v1/contact-lists?per_page=1" \
  -H "x-api-key: $KEY" \
  -H "x-user-email: ops-bot@northbeam.io" >/dev/null && echo "callhive ok"

# Stripe connectivity
curl -fsS https://api.stripe.com/v1/balance -u "$(aws ssm get-parameter --with-decryption --name /fleet/$ENV/STRIPE_SECRET_KEY --query Parameter.Value --output text):" >/dev/null && echo "stripe ok"
