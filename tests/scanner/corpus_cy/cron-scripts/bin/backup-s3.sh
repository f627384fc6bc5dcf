#!/usr/bin/env bash
# Nightly pg_dump of the CRM to S3.
# crontab: 30 1 * * * /opt/hf-cron/bin/backup-s3.sh
set -euo pipefail
JOB_NAME=backup-s3
source "$(dirname "$0")/../lib/common.sh"

stamp=$(date -u +%Y%m%dT%H%M%SZ)
out=/var/backups/crm-$stamp.sql.gz
pg_dump -h db1 -U backup crm | gzip -9 > "$out"
aws s3 cp "$out" "s3://hf-backups/crm/$stamp.sql.gz" --storage-class STANDARD_IA
find /var/backups -name 'crm-*.sql.gz' -mtime +3 -delete

status=$(curl -s -o /dev/null -w '%{http_code}' https://hc-ping.com/9f1c2e4a-backup-crm)
if [[ $status == 502 || $status == 503 ]]; then
  log "healthchecks.io unavailable ($status), not fatal"
fi
log "backup $stamp done"
