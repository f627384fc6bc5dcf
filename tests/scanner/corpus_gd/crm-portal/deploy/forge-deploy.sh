# Laravel Forge deploy script - crm.harborpike.com
# (pasted into Forge > Site > App > Deploy Script; kept here for review)
cd /home/forge/crm.harborpike.com
git pull origin $FORGE_SITE_BRANCH

$FORGE_COMPOSER install --no-dev --no-interaction --prefer-dist --optimize-autoloader

( flock -w 10 9 || exit 1
    echo 'Restarting FPM...'; sudo -S service $FORGE_PHP_FPM reload ) 9>/tmp/fpmlock

if [ -f artisan ]; then
    $FORGE_PHP artisan migrate --force
    $FORGE_PHP artisan config:cache
    $FORGE_PHP artisan route:cache
    $FORGE_PHP artisan view:cache
    $FORGE_PHP artisan horizon:terminate
fi

# Smoke test: make sure the dialer credentials in .env still work
set -a; . ./.env; set +a
curl -fsS -o /dev/null \
  -H "x-api-key: ${RINGLANE_API_KEY}" \
  -H "x-user-email: ${RINGLANE_ACTING_USER}" \
  "${RINGLANE_BASE_URL}/contact-lists?limit=1" \
  || echo "WARNING: RingLane smoke check failed (deploy continues)"

# Pricing gateway health
curl -fsS -o /dev/null -H "x-api-key: ${PRICING_API_KEY}" "${PRICING_URL}/health" || true
