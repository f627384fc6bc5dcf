import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent

SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "dev-only-insecure")
DEBUG = os.environ.get("DEBUG", "0") == "1"
ALLOWED_HOSTS = os.environ.get("ALLOWED_HOSTS", "localhost").split(",")

INSTALLED_APPS = [
    "django.contrib.contenttypes",
    "django.contrib.auth",
    "crm",
]

CALLBRIDGE = {
    "KEY": os.environ.get("CALLBRIDGE_KEY", "cbk_4f1d9a7e2b8c6053d1e9f7a2b4c8d6e0"),
    "AGENT_ID": os.environ.get("CALLBRIDGE_AGENT_ID", "auth0|5f3c2a1b9d8e7f6a5b4c3d2e"),
    "WEBHOOK_SECRET": os.environ.get("CALLBRIDGE_WEBHOOK_SECRET", ""),
    "EU_WEBHOOK_SECRET": os.environ.get("CALLBRIDGE_EU_WEBHOOK_SECRET", ""),
}

STRIPE_API_KEY = os.environ.get("STRIPE_API_KEY", "sk_test_51HxYzAbCdEfGhIjKlMnOpQrStUvWxYz0123456789")
STRIPE_WEBHOOK_SECRET = os.environ.get("STRIPE_WEBHOOK_SECRET", "")

SENDGRID_API_KEY = os.environ.get("SENDGRID_API_KEY", "")

CELERY_BROKER_URL = os.environ.get("REDIS_URL", "redis://localhost:6379/0")
CELERY_TASK_ACKS_LATE = True
