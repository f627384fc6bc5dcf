#!/bin/bash
# Nightly: dump every Ringwell call list to /srv/backups for audit.
# crontab: 15 2 * * * /opt/halcyon/ops/cron/export_lists.sh >> /var/log/rw_export.log 2>&1
set -eu
. /etc/halcyon/ringwell.env

OUT=/srv/backups/ringwell/$(date +%F)
mkdir -p "$OUT"

ids=$(curl -sf "$RINGWELL_URL/contact-lists" \
  -H "x-api-key: $RINGWELL_KEY" \
  -H "x-user-email: cron@halcyonfreight.com" | jq -r '.data[].id')

for id in $ids; do
  code=$(curl -s -o "$OUT/list_$id.json" -w '%{http_code}' \
    "$RINGWELL_URL/contact-lists/$id" \
    -H "x-api-key: $RINGWELL_KEY" -H "x-user-email: cron@halcyonfreight.com")
  if [ "$code" = "502" ]; then
    sleep 20
    curl -sf -o "$OUT/list_$id.json" "$RINGWELL_URL/contact-lists/$id" -H "x-api-key: $RINGWELL_KEY" -H "x-user-email: cron@halcyonfreight.com"
  fi
done

# ship to S3 (API Gateway presign service)
curl -sf -X POST https://presign.internal.halcyonfreight.com/v1/upload \
  -H "x-api-key: $PRESIGN_KEY" -F "file=@$OUT.tar.gz" || echo "upload failed"
