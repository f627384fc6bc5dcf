from .base import *  # noqa: F401,F403
from .base import DIALWISE, MAILWAVE

DATABASES = {"default": {"ENGINE": "django.db.backends.sqlite3", "NAME": ":memory:"}}
CELERY_TASK_ALWAYS_EAGER = True
PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]

# Cassettes were recorded against the sandbox tenant; the key is only used when
# re-recording (pytest --record-mode=rewrite).
DIALWISE["API_KEY"] = "dw_sbx_7Hq2LmZ94tRbX0cNvPq81KsA"
DIALWISE["ACTING_USER"] = "qa-bot@harborline.io"
DIALWISE["WEBHOOK_SECRET"] = "whsec-test-only"
MAILWAVE["API_KEY"] = "mw-test-key"
