#!/bin/sh
# Every 5 minutes from cron; pages on-call through the SMTP relay when an
# internal service returns 502/503 twice in a row.
STATE=/var/tmp/halberd-health
mkdir -p "$STATE"

check() {
  name=$1; url=$2
  code=$(curl -s -o /dev/null -w '%{http_code}' --max-time 10 "$url")
  case "$code" in
    502|503|000)
      if [ -f "$STATE/$name.down" ]; then
        printf 'Subject: [DOWN] %s\n\n%s returned %s\n' "$name" "$url" "$code" | \
          /usr/sbin/sendmail -f ops-noreply@halberdloans.com oncall@halberdloans.com
      fi
      touch "$STATE/$name.down" ;;
    *)
      rm -f "$STATE/$name.down" ;;
  esac
}

check crm-portal  https://crm.halberdloans.com/index.php/health
check agent-desk  https://desk.halberdloans.com/api/health
check ledger      http://ledger.halberd.prod/LedgerService.svc?wsdl
