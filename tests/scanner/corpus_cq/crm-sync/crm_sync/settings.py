import os


def _env(name, default=None):
    value = os.environ.get(name, default)
    return value.strip() if isinstance(value, str) else value


DIALER_BACKEND = _env("DIALER_BACKEND", "talkrail")

TALKRAIL = {
    "base_url": _env("TALKRAIL_API_URL", "https://api.talkrail.io/api/public/v1"),
    "api_key": _env("TALKRAIL_API_KEY"),
    "acting_user": _env("TALKRAIL_ACTING_USER", "ops@quillmark-solar.com"),
    "timeout": float(_env("TALKRAIL_TIMEOUT", "10")),
    "webhook_secret": _env("TALKRAIL_WEBHOOK_SECRET", ""),
}

PHONEBURST = {
    "base_url": _env("PHONEBURST_URL", "https://rest.phoneburst.net/v1"),
    "api_key": _env("PHONEBURST_KEY"),
}

MAILPOST = {
    "base_url": _env("MAILPOST_BASE_URL", "https://api.mailpost.dev/v1"),
    "api_key": _env("MAILPOST_API_KEY"),
}

STRIPE_WEBHOOK_SECRET = _env("STRIPE_WEBHOOK_SECRET")
