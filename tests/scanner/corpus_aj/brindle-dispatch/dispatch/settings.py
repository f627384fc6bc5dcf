import os
from pathlib import Path

from dotenv import load_dotenv

load_dotenv()

BASE_DIR = Path(__file__).resolve().parent.parent
SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "dev-only-insecure")
DEBUG = os.environ.get("DJANGO_DEBUG", "0") == "1"

INSTALLED_APPS = [
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "dispatch.loads",
    "dispatch.ringlane",
    "dispatch.marketing",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "dispatch.api.middleware.ActingUserMiddleware",
]

CELERY_BROKER_URL = os.environ.get("REDIS_URL", "redis://localhost:6379/0")
CELERY_TASK_ACKS_LATE = True

RINGLANE = {
    "HOST": os.environ.get("RINGLANE_HOST", "https://api.ringlane.io"),
    "API_VERSION": os.environ.get("RINGLANE_API_VERSION", "v1"),
    "API_KEY": os.environ.get("RINGLANE_API_KEY", "rl_Vb7xQ2mTa9LpZc4WnE8yHs3K"),
    "WEBHOOK_SECRET": os.environ.get("RINGLANE_WEBHOOK_SECRET", ""),
    "TIMEOUT": 10,
}

POSTWICK = {
    "API_URL": os.environ.get("POSTWICK_API_URL", "https://api.postwick.com/v1"),
    "API_KEY": os.environ.get("POSTWICK_API_KEY", ""),
}
