import sentry_sdk
from sentry_sdk.integrations.celery import CeleryIntegration
from sentry_sdk.integrations.django import DjangoIntegration

from .base import *  # noqa: F401,F403
from .base import env

DEBUG = False
SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
SESSION_COOKIE_SECURE = True
CSRF_COOKIE_SECURE = True

# Keys come from the Heroku config vars; never default them here.
DIALWAVE_API_KEY = env("DIALWAVE_API_KEY")
DIALWAVE_WEBHOOK_SECRET = env("DIALWAVE_WEBHOOK_SECRET")
DIALWAVE_TIMEOUT = 15.0

sentry_sdk.init(
    dsn=env("SENTRY_DSN", default=""),
    integrations=[DjangoIntegration(), CeleryIntegration()],
    traces_sample_rate=0.05,
)
