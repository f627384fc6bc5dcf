#!/usr/bin/env bash
# Cut a release of dialer-sync and lead-router, then smoke-test the dialer integration.
set -euo pipefail

VERSION="${1:?usage: release.sh <version>}"
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"

echo "==> Releasing $VERSION"
( cd "$ROOT/dialer-sync" && mvn -B versions:set -DnewVersion="$VERSION" && mvn -B -Pprod deploy )
( cd "$ROOT/lead-router" && mvn -B versions:set -DnewVersion="$VERSION" && mvn -B package )

git -C "$ROOT" tag -a "v$VERSION" -m "Release $VERSION"

"$ROOT/release-tools/scripts/smoke-calloway.sh"
"$ROOT/release-tools/scripts/notify-slack.sh" "Released dialer-sync/lead-router $VERSION"
