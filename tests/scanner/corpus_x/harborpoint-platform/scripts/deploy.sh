#!/usr/bin/env bash
set -euo pipefail

SERVICE="${1:?usage: deploy.sh <service> <tag>}"
TAG="${2:?usage: deploy.sh <service> <tag>}"
NS="${KUBE_NAMESPACE:-sales}"

echo ">> applying manifests for ${SERVICE}"
kubectl -n "$NS" apply -f "k8s/${SERVICE}/configmap.yaml"
kubectl -n "$NS" apply -f "k8s/${SERVICE}/deployment.yaml"
kubectl -n "$NS" set image "deployment/${SERVICE}" "${SERVICE}=registry.gitlab.com/harborpoint/${SERVICE}:${TAG}"
kubectl -n "$NS" rollout status "deployment/${SERVICE}" --timeout=180s

if [[ "$SERVICE" == "dialer-svc" ]]; then
  echo ">> checking RingPilot connectivity"
  RP_URL="$(kubectl -n "$NS" get cm dialer-svc-config -o jsonpath='{.data.RINGPILOT_URL}')"
  code=$(curl -s -o /dev/null -w '%{http_code}' \
    -H "X-Api-Key: ${RINGPILOT_KEY}" \
    -H "X-User-Id: ${RINGPILOT_SERVICE_USER_ID}" \
    "${RP_URL}/contact-lists")
  case "$code" in
    200) echo "ringpilot ok" ;;
    503) echo "WARN: RingPilot reports the public API is disabled for our tenant" ;;
    502) echo "WARN: RingPilot identity provider unreachable, retry later" ;;
    *) echo "WARN: ringpilot returned $code" ;;
  esac
fi

# notify slack
curl -s -X POST -H 'Content-type: application/json' \
  --data "{\"text\":\"deployed ${SERVICE}:${TAG} to ${NS}\"}" \
  "${SLACK_DEPLOY_WEBHOOK}" >/dev/null || true
