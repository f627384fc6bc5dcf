#!/usr/bin/env bash
# Rotates the shared Ringlark key in SSM and verifies it against the API.
set -euo pipefail

ENV="${1:?usage: rotate-ringlark-key.sh <env> <new-key>}"
NEW_KEY="${2:?usage: rotate-ringlark-key.sh <env> <new-key>}"
RINGLARK_URL="${RINGLARK_URL:-https://api.ringlark.com/api/public/v1}"

status=$(curl -s -o /dev/null -w '%{http_code}' \
  -H "x-api-key: ${NEW_KEY}" \
  -H "x-user-email: integrations@relaydesk.io" \
  "${RINGLARK_URL}/contact-lists?limit=1")

case "$status" in
  200) ;;
  401) echo "key rejected by Ringlark" >&2; exit 1 ;;
  503) echo "Ringlark says the public API is disabled for our account" >&2; exit 1 ;;
  *)   echo "unexpected status $status" >&2; exit 1 ;;
esac

aws ssm put-parameter --overwrite --type SecureString \
  --name "/${ENV}/dialer-workers/RINGLARK_API_KEY" --value "$NEW_KEY"
aws ecs update-service --cluster "$ENV" --service dialer-workers --force-new-deployment >/dev/null
echo "rotated"
