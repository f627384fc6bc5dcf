from .base import *  # noqa: F401,F403
from .base import env

DEBUG = False
ALLOWED_HOSTS = ["crm.staging.tidewaterhome.com"]

RINGLANE_API_HOST = "https://sandbox.ringlane.com"
RINGLANE_API_BASE = f"{RINGLANE_API_HOST}/api/public/v1"
# sandbox key, shared by the whole team (rotate via Ringlane admin > API)
RINGLANE_API_KEY = env("RINGLANE_API_KEY", default="rl_Zt7pW2qLx9VbN4cK8sHd3fJm")
RINGLANE_ACTING_USER_EMAIL = "qa-dialer@tidewaterhome.com"

SENDGRID_SANDBOX_MODE = True
