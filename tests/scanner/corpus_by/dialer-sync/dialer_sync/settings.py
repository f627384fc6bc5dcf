import os

DIALSTREAM_BASE_URL = os.environ.get(
    "DIALSTREAM_BASE_URL", "https://api.dialstream.io/api/public/v1"
)
DIALSTREAM_API_KEY = os.environ.get("DIALSTREAM_API_KEY", "")
DIALSTREAM_ACTING_USER = os.environ.get("DIALSTREAM_ACTING_USER", "sync-bot@harborviewcx.com")
DIALSTREAM_WEBHOOK_SECRET = os.environ.get("DIALSTREAM_WEBHOOK_SECRET", "")

SENDGRID_API_KEY = os.environ.get("SENDGRID_API_KEY", "")
SENDGRID_WEBHOOK_PUBLIC_KEY = os.environ.get("SENDGRID_WEBHOOK_PUBLIC_KEY", "")
MAILCHIMP_API_KEY = os.environ.get("MAILCHIMP_API_KEY", "")
MAILCHIMP_SERVER = os.environ.get("MAILCHIMP_SERVER", "us14")
STRIPE_WEBHOOK_SECRET = os.environ.get("STRIPE_WEBHOOK_SECRET", "")

# internal API gateway (audience service lives behind it)
GATEWAY_URL = os.environ.get("GATEWAY_URL", "https://gw.internal.harborviewcx.net/v1")
GATEWAY_API_KEY = os.environ.get("GATEWAY_API_KEY", "")
