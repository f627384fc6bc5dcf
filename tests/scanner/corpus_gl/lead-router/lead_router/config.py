"""Settings: config/settings.ini first, environment variables win."""
import configparser
import os
from pathlib import Path

_ROOT = Path(__file__).resolve().parent.parent
_parser = configparser.ConfigParser()
_parser.read([_ROOT / "config" / "settings.ini", os.environ.get("LEAD_ROUTER_INI", "")])


def _get(section, key, env, default=None):
    if env in os.environ:
        return os.environ[env]
    return _parser.get(section, key, fallback=default)


DIALFIELD_BASE_URL = _get(
    "dialfield", "base_url", "DIALFIELD_BASE_URL", "https://api.dialfield.com/api/public/v1"
)
DIALFIELD_API_KEY = _get("dialfield", "api_key", "DIALFIELD_API_KEY")
DIALFIELD_ACTING_EMAIL = _get("dialfield", "acting_email", "DIALFIELD_ACTING_EMAIL")
DIALFIELD_WEBHOOK_SECRET = _get("dialfield", "webhook_secret", "DIALFIELD_WEBHOOK_SECRET", "")
DEFAULT_LIST_ID = int(_get("dialfield", "default_list_id", "DIALFIELD_DEFAULT_LIST", "0"))

STRIPE_WEBHOOK_SECRET = _get("stripe", "webhook_secret", "STRIPE_WEBHOOK_SECRET", "")

ENRICH_URL = _get("enrich", "url", "ENRICH_URL", "https://enrich.internal.northbeam.io/v1")
ENRICH_API_KEY = _get("enrich", "api_key", "ENRICH_API_KEY", "")

MAILWAVE_BASE_URL = _get("mailwave", "base_url", "MAILWAVE_BASE_URL", "https://api.mailwave.io/v1")
MAILWAVE_API_KEY = _get("mailwave", "api_key", "MAILWAVE_API_KEY", "")
