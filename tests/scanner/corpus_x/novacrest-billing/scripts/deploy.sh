#!/bin/bash
# deploy billing to the legacy VM pool
set -e
HOSTS="billing-01.int.novacrest.com billing-02.int.novacrest.com"

for h in $HOSTS; do
  echo "deploying to $h"
  rsync -az --delete --exclude .git ./ deploy@$h:/srv/billing/
  ssh deploy@$h "cd /srv/billing && composer install --no-dev -q && \
    sed -i 's|^CALLFORGE_BASE_URI=.*|CALLFORGE_BASE_URI=${CALLFORGE_BASE_URI}|' .env && sudo systemctl reload php7.4-fpm"
done

# ping the internal status API (our own API gateway key, not CallForge)
curl -fsS -H "x-api-key: ${STATUS_API_KEY}" https://status.int.novacrest.com/v1/deployments \
  -d "{\"service\":\"billing\",\"sha\":\"${CI_COMMIT_SHA}\"}" >/dev/null
