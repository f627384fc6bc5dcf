#!/bin/bash
# Nightly mysqldump -> S3, then tell the backup-notifier (API Gateway) it finished.
set -euo pipefail

STAMP=$(date +%Y%m%d)
FILE="/backups/brightline_crm-$STAMP.sql.gz"

mysqldump --single-transaction --routines --triggers brightline_crm | gzip > "$FILE"
aws s3 cp "$FILE" "s3://brightline-db-backups/crm/" --storage-class STANDARD_IA

status=$(curl -s -o /dev/null -w '%{http_code}' -X POST \
  -H "x-api-key: ${BACKUP_NOTIFIER_KEY}" \
  -H "Content-Type: application/json" \
  -d "{\"db\":\"brightline_crm\",\"file\":\"$(basename "$FILE")\"}" \
  "https://k3x9qz2m1a.execute-api.us-east-2.amazonaws.com/prod/v1/backups")

if [ "$status" = "502" ] || [ "$status" = "503" ]; then
  echo "notifier unavailable ($status), backup itself is fine" >&2
fi

find /backups -name 'brightline_crm-*.sql.gz' -mtime +14 -delete
