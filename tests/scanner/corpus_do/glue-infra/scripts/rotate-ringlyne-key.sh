#!/usr/bin/env bash
# Rotate the Ringlyne key in Secrets Manager (AWS) and Secret Manager (GCP).
# New keys from the Ringlyne admin console look like rl_live_<uuid>.<secret>.
set -euo pipefail

NEW_KEY="${1:?usage: $0 <new-key>}"

if [[ ! "$NEW_KEY" =~ ^rl_(live|test)_[0-9a-f-]{36}\.[A-Za-z0-9]+$ ]]; then
  echo "that does not look like a Ringlyne v2 key" >&2
  exit 1
fi

current=$(aws secretsmanager get-secret-value --secret-id prod/ringlyne/api --query SecretString --output text)
updated=$(jq --arg k "$NEW_KEY" '.api_key = $k' <<<"$current")
aws secretsmanager put-secret-value --secret-id prod/ringlyne/api --secret-string "$updated"

printf '%s' "$NEW_KEY" | gcloud secrets versions add ringlyne-api-key --project tidewater-ops --data-file=-
echo "rotated; redeploy sheet-sync and restart dnc-sync"
