import sentry_sdk
from django.conf import settings
from sentry_sdk.integrations.celery import CeleryIntegration
from sentry_sdk.integrations.django import DjangoIntegration

SCRUBBED_HEADERS = {"authorization", "x-api-key", "x-user-email", "x-user-id", "cookie"}


def _before_send(event, hint):
    headers = event.get("request", {}).get("headers", {})
    for name in list(headers):
        if name.lower() in SCRUBBED_HEADERS:
            headers[name] = "[scrubbed]"
    return event


def init():
    if not settings.SENTRY_DSN:
        return
    sentry_sdk.init(
        dsn=settings.SENTRY_DSN,
        integrations=[DjangoIntegration(), CeleryIntegration()],
        traces_sample_rate=0.05,
        send_default_pii=False,
        before_send=_before_send,
    )
