#!/usr/bin/env bash
# shared helpers for ops scripts

log()  { printf '%s [%s] %s\n' "$(date -u +%FT%TZ)" "${SCRIPT_NAME:-ops}" "$*" >&2; }
die()  { log "FATAL: $*"; exit 1; }

require_env() {
  local v
  for v in "$@"; do
    [[ -n "${!v:-}" ]] || die "missing env var $v"
  done
}

# retry <attempts> <sleep> cmd...
retry() {
  local n=$1 s=$2; shift 2
  local i
  for ((i = 1; i <= n; i++)); do
    "$@" && return 0
    log "attempt $i/$n failed, sleeping ${s}s"
    sleep "$s"
  done
  return 1
}

load_env() {
  local f="${1:-$(dirname "${BASH_SOURCE[0]}")/../.env}"
  # shellcheck disable=SC1090
  [[ -f "$f" ]] && set -a && source "$f" && set +a
}
