#!/usr/bin/env bats

setup() {
  source "${BATS_TEST_DIRNAME}/../lib/ringwell.sh"
}

@test "rw_explain handles 503 api disabled" {
  run rw_explain 503 '{}'
  [[ "$output" == *"disabled"* ]]
}

@test "rw_explain prints details on 400" {
  run rw_explain 400 '{"details":[{"path":"name","message":"required"}]}'
  [[ "$output" == *"name: required"* ]]
}

@test "rw_require_env fails without key" {
  unset RINGWELL_API_KEY
  run rw_require_env
  [ "$status" -eq 1 ]
}
