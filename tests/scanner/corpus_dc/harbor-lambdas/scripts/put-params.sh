#!/usr/bin/env bash
# One-off bootstrap of SSM params for a new stage. Run by sales-eng only.
set -euo pipefail

STAGE="${1:?usage: put-params.sh <stage>}"

aws ssm put-parameter --overwrite --type SecureString \
  --name "/harbor/$STAGE/ringlane/api-key" \
  --value "rl_7Hq2VxK9pLmT4nZc8WbR3sYd"

aws ssm put-parameter --overwrite --type String \
  --name "/harbor/$STAGE/ringlane/acting-user" \
  --value "svc-lambda@harborviewsolar.com"

aws ssm put-parameter --overwrite --type SecureString \
  --name "/harbor/$STAGE/hubspot/token" \
  --value "${HUBSPOT_TOKEN:?set HUBSPOT_TOKEN}"
