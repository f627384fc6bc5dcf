import sentry_sdk
from sentry_sdk.integrations.fastapi import FastApiIntegration
from sentry_sdk.integrations.httpx import HttpxIntegration
from sentry_sdk.integrations.starlette import StarletteIntegration

from .settings import Settings


def _traces_sampler(ctx):
    path = ctx.get("asgi_scope", {}).get("path", "")
    if path in ("/healthz", "/readyz"):
        return 0.0
    return 0.1


def setup_sentry(settings: Settings) -> None:
    if not settings.sentry_dsn:
        return
    sentry_sdk.init(
        dsn=settings.sentry_dsn,
        environment=settings.environment,
        integrations=[
            StarletteIntegration(failed_request_status_codes={*range(500, 600)} - {502, 503}),
            FastApiIntegration(failed_request_status_codes={*range(500, 600)} - {502, 503}),
            HttpxIntegration(),
        ],
        traces_sampler=_traces_sampler,
        send_default_pii=False,
    )
