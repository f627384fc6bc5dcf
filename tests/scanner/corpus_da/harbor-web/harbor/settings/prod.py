from .base import *  # noqa: F401,F403

DEBUG = False
SECURE_SSL_REDIRECT = True
SESSION_COOKIE_SECURE = True
CSRF_COOKIE_SECURE = True

# All secrets come from the environment (populated from SSM by the task definition).
RINGLANE["API_KEY"] = env("RINGLANE_API_KEY")
RINGLANE["WEBHOOK_SECRET"] = env("RINGLANE_WEBHOOK_SECRET")
MAILROOM["API_KEY"] = env("MAILROOM_API_KEY")

LOGGING = {
    "version": 1,
    "formatters": {"json": {"()": "pythonjsonlogger.jsonlogger.JsonFormatter"}},
    "handlers": {"stdout": {"class": "logging.StreamHandler", "formatter": "json"}},
    "root": {"handlers": ["stdout"], "level": "INFO"},
}
