#!/usr/bin/env bash
set -euo pipefail
# Post-deploy smoke test for dialer-sync. Run by .github/workflows/ci.yml.
here="$(cd "$(dirname "$0")/../.." && pwd)"
# shellcheck source=../../sh/lib/http.sh
source "$here/sh/lib/http.sh"
# shellcheck source=../../sh/lib/ringlane.sh
source "$here/sh/lib/ringlane.sh"

echo "--- checking dialer-sync health"
http::retry 10 curl -fsS "https://dialer-sync.${DEPLOY_ENV}.halyard.example/healthz" >/dev/null

echo "--- checking Ringlane reachability"
rc=0
rl::check_status || rc=$?
if [[ $rc -eq 75 ]]; then
  echo "Ringlane IdP flaky; not failing the deploy"
  exit 0
fi
exit "$rc"
