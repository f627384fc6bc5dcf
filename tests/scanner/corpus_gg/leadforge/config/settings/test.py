from .base import *  # noqa: F401,F403

SECRET_KEY = "test-only"
DATABASES = {"default": {"ENGINE": "django.db.backends.sqlite3", "NAME": ":memory:"}}
PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]

CELERY_TASK_ALWAYS_EAGER = True
CELERY_TASK_EAGER_PROPAGATES = True

DIALWAVE_BASE_URL = "https://api.dialwave.test/api/public/v1"
DIALWAVE_API_KEY = "test-key"
DIALWAVE_ACTING_USER = "pytest@northwindsolar.com"
DIALWAVE_WEBHOOK_SECRET = "test-webhook-secret"
DIALWAVE_MAX_RETRIES = 0
