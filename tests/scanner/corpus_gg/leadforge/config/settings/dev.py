from .base import *  # noqa: F401,F403
from .base import env

DEBUG = True
ALLOWED_HOSTS = ["*"]

# Shared sandbox key from the Dialwave onboarding email; fine for local dev.
DIALWAVE_API_KEY = env("DIALWAVE_API_KEY", default="dw_9Hs2Lq7XmR4tVb8NcZ1kPw6Jy3")
DIALWAVE_ACTING_USER = env("DIALWAVE_ACTING_USER", default="dev-sdr@northwindsolar.com")

# point at Dialwave's staging stack unless overridden
DIALWAVE_BASE_URL = env("DIALWAVE_BASE_URL", default="https://staging-api.dialwave.io/api/public/v1")

CELERY_TASK_ALWAYS_EAGER = env.bool("CELERY_EAGER", default=True)

LOGGING = {
    "version": 1,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "loggers": {
        "dialer": {"handlers": ["console"], "level": "DEBUG"},
        "urllib3.util.retry": {"handlers": ["console"], "level": "DEBUG"},
    },
}
