import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "dev-insecure-not-for-prod")
DEBUG = os.environ.get("DJANGO_DEBUG", "0") == "1"
ALLOWED_HOSTS = os.environ.get("ALLOWED_HOSTS", "localhost").split(",")

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "dialer",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "dialer.middleware.ProxyUserMiddleware",
]

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": os.environ.get("PGDATABASE", "crm"),
        "HOST": os.environ.get("PGHOST", "localhost"),
    }
}

# --- Ringvale dialer --------------------------------------------------------
RINGVALE = {
    "BASE_URL": os.environ.get("RINGVALE_BASE_URL", "https://api.ringvale.io/api/public/v1"),
    "API_KEY": os.environ.get("RINGVALE_API_KEY", "rv_8fJq2LxT9mWc4NbZ7pRd3KsYh1"),
    "WEBHOOK_SECRET": os.environ.get("RINGVALE_WEBHOOK_SECRET", ""),
    "TIMEOUT": float(os.environ.get("RINGVALE_TIMEOUT", "10")),
}

# --- Other vendors ------------------------------------------------------------
SENDGRID_API_KEY = os.environ.get("SENDGRID_API_KEY", "")
STRIPE_API_KEY = os.environ.get("STRIPE_API_KEY", "")
STRIPE_WEBHOOK_SECRET = os.environ.get("STRIPE_WEBHOOK_SECRET", "")
ENRICHMENT_API_URL = os.environ.get("ENRICHMENT_API_URL", "https://enrich.internal.tallowbrook.net/v1")

STATIC_URL = "static/"
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"
