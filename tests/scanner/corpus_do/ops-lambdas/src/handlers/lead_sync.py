"""Nightly: push yesterday's qualified leads into the Ringlyne dialer list."""
import os

from aws_lambda_powertools import Logger, Metrics, Tracer
from aws_lambda_powertools.metrics import MetricUnit
from aws_lambda_powertools.utilities.typing import LambdaContext

from common.secrets import ringlyne_credentials
from ringlyne import ApiDisabled, IdentityProviderUnavailable, RinglyneClient

logger = Logger()
tracer = Tracer()
metrics = Metrics(namespace="OpsLambdas")

LIST_ID = os.environ["RINGLYNE_LEADS_LIST_ID"]
ACTING_USER = os.environ.get("RINGLYNE_ACTING_USER", "ops-bot@tidewater.dev")


@logger.inject_lambda_context
@tracer.capture_lambda_handler
@metrics.log_metrics
def handler(event: dict, context: LambdaContext) -> dict:
    leads = event.get("detail", {}).get("leads", [])
    phones = sorted({l["phone"] for l in leads if l.get("phone")})
    if not phones:
        logger.info("no leads to sync")
        return {"synced": 0}

    api_key, _ = ringlyne_credentials()
    client = RinglyneClient(api_key=api_key, acting_user=ACTING_USER)
    try:
        for i in range(0, len(phones), 200):
            client.append_contacts(LIST_ID, phones[i : i + 200])
    except ApiDisabled:
        logger.error("Ringlyne API is switched off for our workspace; skipping run")
        metrics.add_metric(name="RinglyneDisabled", unit=MetricUnit.Count, value=1)
        return {"synced": 0, "skipped": True}
    except IdentityProviderUnavailable:
        logger.warning("Ringlyne IdP unavailable after retries; EventBridge will retry")
        raise

    metrics.add_metric(name="LeadsSynced", unit=MetricUnit.Count, value=len(phones))
    return {"synced": len(phones)}
