from .base import *  # noqa: F401,F403

SECRET_KEY = "test-secret"
DATABASES = {"default": {"ENGINE": "django.db.backends.sqlite3", "NAME": ":memory:"}}
CELERY_TASK_ALWAYS_EAGER = True
PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]

RINGLANE["API_KEY"] = "test-key"
RINGLANE["WEBHOOK_SECRET"] = "whsec-test"
MAILROOM["API_KEY"] = "test-mailroom-key"
