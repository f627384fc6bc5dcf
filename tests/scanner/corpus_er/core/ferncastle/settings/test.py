from .base import *  # noqa: F401,F403

DEBUG = False
PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
CELERY_TASK_ALWAYS_EAGER = True

RINGBOLT_HOST = "https://api.ringbolt.test"
RINGBOLT_API_KEY = "test-key-not-real"
RINGBOLT_WEBHOOK_SECRET = "whsec_test_only"
MAILPOND_API_KEY = "mp-test"
STRIPE_WEBHOOK_SECRET = "whsec_stripe_test"
