#!/usr/bin/env bash
# shellcheck shell=bash
# Helpers for calling our own API Gateway stages (usage-plan keys).

apigw::invoke() {
  local stage="$1" path="$2"
  local key
  key=$(aws apigateway get-api-key --api-key "${APIGW_KEY_ID}" --include-value --query value --output text)
  curl -fsS -H "x-api-key: ${key}" \
    "https://${APIGW_REST_ID}.execute-api.eu-west-1.amazonaws.com/${stage}/v1${path}"
}
