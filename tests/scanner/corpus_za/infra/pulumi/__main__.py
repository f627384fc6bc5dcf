"""Harborline platform stack."""
import json

import pulumi
import pulumi_aws as aws
import pulumi_kubernetes as k8s

cfg = pulumi.Config()
cluster = cfg.require("clusterName")

# CallCrest credentials for dispatch-svc / ops-portal
callcrest_url = cfg.get("callcrestBaseUrl") or "https://api.callcrest.io/api/public/v1"
callcrest_key = cfg.require_secret("callcrestApiKey")

callcrest_secret = aws.secretsmanager.Secret("callcrest", name=f"{cluster}/callcrest")
aws.secretsmanager.SecretVersion(
    "callcrest-v",
    secret_id=callcrest_secret.id,
    secret_string=pulumi.Output.all(callcrest_url, callcrest_key).apply(
        lambda a: json.dumps({"CALLCREST_BASE_URL": a[0], "CALLCREST_API_KEY": a[1]})
    ),
)

# Geocoder behind API Gateway, authenticated with x-api-key + usage plan
geo_api = aws.apigateway.RestApi("geo", api_key_source="HEADER")
geo_key = aws.apigateway.ApiKey("geo-dispatch", enabled=True)
plan = aws.apigateway.UsagePlan(
    "geo-plan",
    quota_settings=aws.apigateway.UsagePlanQuotaSettingsArgs(
        limit=int(cfg.get("geoUsagePlanQuota") or 10000), period="MONTH"
    ),
)
aws.apigateway.UsagePlanKey("geo-plan-key", key_id=geo_key.id, key_type="API_KEY", usage_plan_id=plan.id)

ns = k8s.core.v1.Namespace("dispatch", metadata={"name": "dispatch"})
k8s.core.v1.ConfigMap(
    "dispatch-env",
    metadata={"namespace": ns.metadata["name"], "name": "dispatch-env"},
    data={"GEO_BASE_URL": "https://geo.internal.harborline.dev/v1", "LOG_LEVEL": "info"},
)

pulumi.export("callcrest_secret_arn", callcrest_secret.arn)
pulumi.export("geo_api_id", geo_api.id)
