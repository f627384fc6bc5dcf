#!/usr/bin/env bash
set -euo pipefail

log()  { printf '[%s] %s\n' "$(date -u +%H:%M:%S)" "$*" >&2; }
die()  { log "ERROR: $*"; exit 1; }
need() { command -v "$1" >/dev/null 2>&1 || die "missing dependency: $1"; }

require_env() {
  local v
  for v in "$@"; do
    [[ -n "${!v:-}" ]] || die "env var $v is not set"
  done
}
