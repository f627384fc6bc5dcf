#!/usr/bin/env bash
set -euo pipefail

STAGE="${1:-dev}"
REGION="${AWS_REGION:-us-east-1}"

echo "==> Deploying harbor-lambdas ($STAGE)"
npx serverless deploy --stage "$STAGE" --region "$REGION"

echo "==> Building SAM ingest stack"
sam build --template template.yaml
sam deploy \
  --stack-name "harbor-ingest-$STAGE" \
  --parameter-overrides "Stage=$STAGE" "RinglaneBaseUrl=https://api.ringlane.io/api/public/v1" \
  --capabilities CAPABILITY_IAM \
  --no-fail-on-empty-changeset

echo "==> Smoke test"
KEY=$(aws ssm get-parameter --name "/harbor/$STAGE/ringlane/api-key" --with-decryption --query Parameter.Value --output text)
curl -fsS "https://api.ringlane.io/api/public/v1/contact-lists?page=1" \
  -H "x-api-key: $KEY" \
  -H "x-user-email: svc-lambda@harborviewsolar.com" > /dev/null
echo "ok"
