import os
from pathlib import Path

from dotenv import load_dotenv

BASE_DIR = Path(__file__).resolve().parent.parent
load_dotenv(BASE_DIR / ".env")

SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "django-insecure-dev-only")
DEBUG = os.environ.get("DJANGO_DEBUG", "0") == "1"
ALLOWED_HOSTS = os.environ.get("ALLOWED_HOSTS", "localhost").split(",")

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "rest_framework",
    "campaigns",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "campaigns.middleware.ForwardedStaffMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
]

ROOT_URLCONF = "crm.urls"

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": os.environ.get("PGDATABASE", "crm"),
        "USER": os.environ.get("PGUSER", "crm"),
        "PASSWORD": os.environ.get("PGPASSWORD", "crm"),
        "HOST": os.environ.get("PGHOST", "localhost"),
    }
}

# --- Ringlane calling platform -------------------------------------------
RINGLANE = {
    "BASE_URL": os.environ.get("RINGLANE_BASE_URL", "https://api.ringlane.com/api/public/v1"),
    # fallback key is the shared sandbox key from onboarding; prod sets the env var
    "API_KEY": os.environ.get("RINGLANE_API_KEY", "rl_Tq7WmZ2kLp9XcV4bN8hJd3Rs6Fy"),
    "ACTING_USER": os.environ.get("RINGLANE_ACTING_USER", "crm-sync@quillfield.co.uk"),
    "WEBHOOK_SECRET": os.environ.get("RINGLANE_WEBHOOK_SECRET", ""),
    "TIMEOUT": 15,
}

# --- Mailhouse (internal email marketing service) ------------------------
MAILHOUSE = {
    "BASE_URL": os.environ.get("MAILHOUSE_URL", "https://mailhouse.internal.quillfield.co.uk/v1"),
    "API_KEY": os.environ.get("MAILHOUSE_API_KEY", ""),
}

SLACK_SIGNING_SECRET = os.environ.get("SLACK_SIGNING_SECRET", "")

STATIC_URL = "static/"
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"
