from pathlib import Path

import environ

BASE_DIR = Path(__file__).resolve().parent.parent.parent
env = environ.Env()
environ.Env.read_env(BASE_DIR / ".env")

SECRET_KEY = env("DJANGO_SECRET_KEY")
DEBUG = False
ALLOWED_HOSTS = env.list("ALLOWED_HOSTS", default=[])

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "rest_framework",
    "dialing",
    "billing",
    "api",
]

DATABASES = {"default": env.db("DATABASE_URL")}

REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": [
        "api.authentication.PartnerKeyAuthentication",
        "rest_framework.authentication.SessionAuthentication",
    ],
    "DEFAULT_PAGINATION_CLASS": "rest_framework.pagination.LimitOffsetPagination",
    "PAGE_SIZE": 50,
}

CELERY_BROKER_URL = env("CELERY_BROKER_URL", default="redis://localhost:6379/0")
CELERY_TASK_ROUTES = {"dialing.tasks.*": {"queue": "dialing"}}
CELERY_TASK_ACKS_LATE = True

# --- Ringlane (outbound dialer) -------------------------------------------
RINGLANE = {
    "BASE_URL": env("RINGLANE_BASE_URL", default="https://api.ringlane.com/api/public/v1"),
    "API_KEY": env("RINGLANE_API_KEY", default=""),
    "ACTING_USER": env("RINGLANE_ACTING_USER", default="ops-bot@harborline.co"),
    "WEBHOOK_SECRET": env("RINGLANE_WEBHOOK_SECRET", default=""),
    "TIMEOUT": env.float("RINGLANE_TIMEOUT", default=10.0),
}
RINGLANE_SANDBOX_URL = env("RINGLANE_SANDBOX_URL", default="https://sandbox.ringlane.com/api/public/v1")

# --- Mailroom (internal notifications) --------------------------------------
MAILROOM = {
    "BASE_URL": env("MAILROOM_URL", default="http://mailroom.internal:8080/v1"),
    "API_KEY": env("MAILROOM_API_KEY", default=""),
}

# --- Geocoding (API Gateway in front of our lambda) -------------------------
GEOCODER_URL = env("GEOCODER_URL", default="https://geo.harborline.co/v1/lookup")
GEOCODER_API_KEY = env("GEOCODER_API_KEY", default="")

STRIPE_SECRET_KEY = env("STRIPE_SECRET_KEY", default="")
STRIPE_WEBHOOK_SECRET = env("STRIPE_WEBHOOK_SECRET", default="")
