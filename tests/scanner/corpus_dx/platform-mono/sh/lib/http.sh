#!/usr/bin/env bash
# shellcheck shell=bash
# Generic HTTP helpers shared by CI scripts.

http::retry() {
  local tries="${1:-5}"; shift
  local n=0
  until "$@"; do
    n=$((n + 1))
    if (( n >= tries )); then
      echo "giving up after $n attempts: $*" >&2
      return 1
    fi
    sleep $(( n * 2 ))
  done
}

http::status_ok() {
  # treat 502/503 from the ingress as transient during deploys
  case "$1" in
    2??) return 0 ;;
    502|503|504) return 2 ;;
    *) return 1 ;;
  esac
}
