from .base import *  # noqa: F401,F403

DATABASES = {"default": {"ENGINE": "django.db.backends.sqlite3", "NAME": ":memory:"}}
PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
CELERY_TASK_ALWAYS_EAGER = True

RINGLANE_API_BASE = "https://ringlane.test/api/public/v1"
RINGLANE_API_KEY = "not-a-real-key"
RINGLANE_ACTING_USER_EMAIL = "pytest@tidewaterhome.com"
RINGLANE_WEBHOOK_SECRET = "whsec-test"
