#!/usr/bin/env bash
# Rotate the Ringlane shared key in Secrets Manager and restart workloads.
# Usage: NEW_KEY=... ./rotate_ringlane_key.sh prod
set -euo pipefail

ENV="${1:?env}"
SECRET_ID="shop/${ENV}/shop-backend"
: "${NEW_KEY:?set NEW_KEY}"
BASE="${RINGLANE_BASE_URL:-https://api.ringlane.io/api/public/v1}"

echo "verifying new key against Ringlane..."
status=$(curl -s -o /dev/null -w '%{http_code}' \
  -H "X-Api-Key: ${NEW_KEY}" \
  -H "X-User-Email: sales-ops@brindlewood.shop" \
  "${BASE}/contact-lists?per_page=1")
if [[ "$status" != "200" ]]; then
  echo "new key rejected (HTTP $status)" >&2
  exit 1
fi

current=$(aws secretsmanager get-secret-value --secret-id "$SECRET_ID" --query SecretString --output text)
updated=$(jq --arg k "$NEW_KEY" '.RINGLANE_API_KEY = $k' <<<"$current")
aws secretsmanager put-secret-value --secret-id "$SECRET_ID" --secret-string "$updated"

kubectl -n shop rollout restart deploy/shop-backend-web deploy/shop-backend-worker
echo "done"
