import environ

env = environ.Env()
environ.Env.read_env()

DEBUG = env.bool("DEBUG", default=False)
SECRET_KEY = env("DJANGO_SECRET_KEY")
ALLOWED_HOSTS = env.list("ALLOWED_HOSTS", default=["localhost"])

INSTALLED_APPS = [
    "django.contrib.contenttypes",
    "django.contrib.auth",
    "integrations",
    "api",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "api.middleware.ActingUserMiddleware",
]

# --- Ringlane (dialer) -------------------------------------------------------
RINGLANE_HOST = env("RINGLANE_HOST", default="https://api.ringlane.com")
RINGLANE_API_KEY = env("RINGLANE_API_KEY", default="")
RINGLANE_WEBHOOK_SECRET = env("RINGLANE_WEBHOOK_SECRET", default="")
RINGLANE_TIMEOUT = env.float("RINGLANE_TIMEOUT", default=10.0)

# --- SendGrid ---------------------------------------------------------------
SENDGRID_API_KEY = env("SENDGRID_API_KEY", default="")
SENDGRID_BASE_URL = "https://api.sendgrid.com/v3"

# --- Stripe -----------------------------------------------------------------
STRIPE_WEBHOOK_SECRET = env("STRIPE_WEBHOOK_SECRET", default="")
