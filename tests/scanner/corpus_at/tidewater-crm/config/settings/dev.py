from .base import *  # noqa: F401,F403

DEBUG = True
ALLOWED_HOSTS = ["localhost", "127.0.0.1"]

CELERY_TASK_ALWAYS_EAGER = True
EMAIL_BACKEND = "django.core.mail.backends.console.EmailBackend"

# Put real values in .env; never commit them.
RINGLANE_API_KEY = "your-ringlane-key-here"
RINGLANE_WEBHOOK_SECRET = "dev-secret"
SENDGRID_API_KEY = "SG.placeholder"
