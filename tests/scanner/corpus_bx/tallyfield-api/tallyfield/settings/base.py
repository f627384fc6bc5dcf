import os
from pathlib import Path

import environ

env = environ.Env()
BASE_DIR = Path(__file__).resolve().parent.parent.parent

SECRET_KEY = env("DJANGO_SECRET_KEY", default="dev-only-not-secret")
DEBUG = env.bool("DJANGO_DEBUG", default=False)

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "rest_framework",
    "tallyfield.core",
    "tallyfield.dialer",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "tallyfield.middleware.acting_user.ActingUserMiddleware",
]

DATABASES = {"default": env.db("DATABASE_URL")}

CELERY_BROKER_URL = env("REDIS_URL", default="redis://localhost:6379/0")

# --- Ringlio -----------------------------------------------------------------
RINGLIO_BASE_URL = env("RINGLIO_BASE_URL", default="https://api.ringlio.com/api/public/v1")
RINGLIO_API_KEY = env("RINGLIO_API_KEY", default="")
RINGLIO_WEBHOOK_SECRET = env("RINGLIO_WEBHOOK_SECRET", default="")
RINGLIO_TIMEOUT = env.int("RINGLIO_TIMEOUT", default=15)
# feature flag: PLAT-1877 contact sync via contact lists
RINGLIO_CONTACT_SYNC_ENABLED = env.bool("RINGLIO_CONTACT_SYNC_ENABLED", default=False)
# PLAT-2231: flip once v2 keys are provisioned in every env
RINGLIO_USE_V2 = env.bool("RINGLIO_USE_V2", default=False)
RINGLIO_V2_BASE_URL = env("RINGLIO_V2_BASE_URL", default="https://api.ringlio.com/api/public/v2")

# --- Other vendors -------------------------------------------------------------
SENDGRID_API_KEY = env("SENDGRID_API_KEY", default="")
STRIPE_WEBHOOK_SECRET = env("STRIPE_WEBHOOK_SECRET", default="")
INTERNAL_SCORING_URL = env("INTERNAL_SCORING_URL", default="http://scoring.internal:8080/v1")
