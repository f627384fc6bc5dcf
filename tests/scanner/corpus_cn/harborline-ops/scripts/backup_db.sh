#!/usr/bin/env bash
# Nightly mysqldump to S3. Uses the internal backup API behind API Gateway for bookkeeping.
set -euo pipefail
STAMP=$(date +%Y%m%d)
mysqldump --single-transaction harborline | gzip > /var/backups/harborline-$STAMP.sql.gz
aws s3 cp /var/backups/harborline-$STAMP.sql.gz s3://harborline-backups/db/
curl -fsS -X POST "https://k3x9ab1c2d.execute-api.us-east-1.amazonaws.com/prod/v1/backups" \
  -H "x-api-key: ${BACKUP_GW_KEY}" \
  -H "Content-Type: application/json" \
  -d "{\"name\":\"harborline-$STAMP\"}"
