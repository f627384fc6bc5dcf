"""Sentry bootstrap for the monolith (web + celery)."""
import sentry_sdk
from sentry_sdk.integrations.celery import CeleryIntegration
from sentry_sdk.integrations.django import DjangoIntegration
from sentry_sdk.scrubber import DEFAULT_DENYLIST, EventScrubber

from integrations.dialwise.errors import DialwiseError
from integrations.pricing.gateway import PricingUnavailable

_DENYLIST = DEFAULT_DENYLIST + ["x-api-key", "stripe-signature", "dialwise_api_key"]


def _before_send(event, hint):
    exc_info = hint.get("exc_info")
    exc = exc_info[1] if exc_info else None

    if isinstance(exc, PricingUnavailable) and exc.status in (502, 503):
        # API Gateway blips, alerting is done on the gateway side.
        return None

    if isinstance(exc, DialwiseError):
        event.setdefault("tags", {})["dialwise.status"] = str(exc.status)
        if exc.status == 502:
            # Dialwise could not reach its identity provider; group all of these together.
            event["fingerprint"] = ["dialwise", "idp-unreachable"]
        elif exc.status == 429:
            event["level"] = "warning"
    return event


def init_sentry(dsn, environment):
    sentry_sdk.init(
        dsn=dsn,
        environment=environment,
        integrations=[DjangoIntegration(), CeleryIntegration(monitor_beat_tasks=True)],
        traces_sample_rate=0.05,
        send_default_pii=False,
        event_scrubber=EventScrubber(denylist=_DENYLIST),
        before_send=_before_send,
        ignore_errors=["django.http.response.Http404"],
    )
