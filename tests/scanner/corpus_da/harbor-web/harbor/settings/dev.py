from .base import *  # noqa: F401,F403

DEBUG = True
ALLOWED_HOSTS = ["*"]

# Shared sandbox key so new hires can dial against the Ringlane sandbox
# without asking for one. TODO(ana): move to 1Password.
RINGLANE["API_KEY"] = "rl_9fKq2LmXv8TzB4nWc7PdY3hJ"
RINGLANE["ACTING_USER"] = "dev-dialer@harborline.co"

CELERY_TASK_ALWAYS_EAGER = env.bool("CELERY_EAGER", default=True)

LOGGING = {
    "version": 1,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "loggers": {"dialing": {"handlers": ["console"], "level": "DEBUG"}},
}
