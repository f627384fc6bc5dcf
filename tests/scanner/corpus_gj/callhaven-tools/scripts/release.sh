#!/usr/bin/env bash
# Tag and publish to the internal registry. Requires NPM_TOKEN.
set -euo pipefail

npm test
version=$(node -p "require('./package.json').version")
git tag "v${version}"
git push origin "v${version}"
npm publish --registry "https://npm.keystonemutual.internal/"
curl -sS -X POST "https://hooks.slack.com/services/${SLACK_RELEASES_HOOK}" \
  -H 'content-type: application/json' \
  -d "{\"text\":\"callhaven-tools v${version} published\"}"
