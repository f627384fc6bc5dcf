from .base import *  # noqa: F401,F403
from .base import env

DEBUG = False
SECURE_SSL_REDIRECT = True
SESSION_COOKIE_SECURE = True
CSRF_COOKIE_SECURE = True

# Pinned explicitly after the 2023 incident where RINGLANE_API_HOST pointed at sandbox.
RINGLANE_API_BASE = "https://api.ringlane.com/api/public/v1"

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "loggers": {
        "integrations.ringlane": {"handlers": ["console"], "level": "INFO"},
        "celery": {"handlers": ["console"], "level": "WARNING"},
    },
}

CELERY_BROKER_URL = env("CELERY_BROKER_URL")
