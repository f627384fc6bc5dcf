from pathlib import Path

import environ

BASE_DIR = Path(__file__).resolve().parent.parent.parent
env = environ.Env()
environ.Env.read_env(BASE_DIR / ".env")

SECRET_KEY = env("DJANGO_SECRET_KEY")
DEBUG = env.bool("DJANGO_DEBUG", default=False)
ALLOWED_HOSTS = env.list("DJANGO_ALLOWED_HOSTS", default=["localhost"])

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "contacts",
    "integrations.dialwise",
    "integrations.mailwave",
    "integrations.stripe",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "harbor.middleware.acting_user.ProxyUserMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
]

DATABASES = {"default": env.db("DATABASE_URL")}

CELERY_BROKER_URL = env("CELERY_BROKER_URL", default="redis://localhost:6379/0")
CELERY_TASK_ROUTES = {"contacts.tasks.push_segment_to_dialwise": {"queue": "dialwise"}}

# --- third parties -------------------------------------------------------

DIALWISE = {
    "HOST": env("DIALWISE_HOST", default="https://api.dialwise.com"),
    "API_KEY": env("DIALWISE_API_KEY", default=""),
    "ACTING_USER": env("DIALWISE_ACTING_USER", default="integrations@harborline.io"),
    "WEBHOOK_SECRET": env("DIALWISE_WEBHOOK_SECRET", default=""),
    "TIMEOUT": env.float("DIALWISE_TIMEOUT", default=10.0),
}

MAILWAVE = {
    "BASE_URL": env("MAILWAVE_BASE_URL", default="https://api.mailwave.io/v1"),
    "API_KEY": env("MAILWAVE_API_KEY", default=""),
}

PRICING_GATEWAY = {
    "URL": "https://k3x9q2f1ad.execute-api.eu-west-1.amazonaws.com/prod",
    "API_KEY": env("PRICING_GATEWAY_KEY", default=""),
}

STRIPE_WEBHOOK_SECRET = env("STRIPE_WEBHOOK_SECRET", default="")
SENTRY_DSN = env("SENTRY_DSN", default="")
