#!/usr/bin/env python3
"""Rotate the API Gateway key used by lead-router to call the enrichment service."""
import argparse

import boto3
import requests


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--usage-plan", required=True)
    ap.add_argument("--ssm-param", default="/lead-router/ENRICH_API_KEY")
    ap.add_argument("--verify-url", default="https://enrich.internal.northbeam.io/v1/healthz")
    args = ap.parse_args()

    apigw = boto3.client("apigateway")
    ssm = boto3.client("ssm")
    key = apigw.create_api_key(name="lead-router", enabled=True, generateDistinctId=True)
    apigw.create_usage_plan_key(usagePlanId=args.usage_plan, keyId=key["id"], keyType="API_KEY")

    resp = requests.get(args.verify_url, headers={"x-api-key": key["value"]}, timeout=10)
    if resp.status_code == 403:
        raise SystemExit("new key rejected by gateway - not storing it")
    ssm.put_parameter(Name=args.ssm_param, Value=key["value"], Type="SecureString", Overwrite=True)
    print(f"rotated; new key id {key['id']}")


if __name__ == "__main__":
    main()
