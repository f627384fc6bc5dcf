"""Weekly report of our own partner API usage (API Gateway usage plans)."""
import os

import boto3
import requests

USAGE_API_URL = os.environ["USAGE_API_URL"]  # .../prod/v1


def main():
    apigw = boto3.client("apigateway")
    plans = apigw.get_usage_plans()["items"]
    for plan in plans:
        r = requests.get(
            f"{USAGE_API_URL}/usage/{plan['id']}",
            headers={"x-api-key": os.environ["USAGE_API_KEY"]},
            timeout=30,
        )
        if r.status_code == 502:
            print(f"{plan['name']}: lambda integration failed, skipping")
            continue
        if r.status_code == 404:
            print(f"{plan['name']}: user not found in usage table")
            continue
        r.raise_for_status()
        print(plan["name"], r.json()["total"])


if __name__ == "__main__":
    main()
