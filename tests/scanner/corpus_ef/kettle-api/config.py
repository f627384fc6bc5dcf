import os

from dotenv import load_dotenv

load_dotenv()


class Config:
    SECRET_KEY = os.environ.get("FLASK_SECRET_KEY", "dev-only-not-secret")
    DATABASE_URL = os.environ.get("DATABASE_URL", "postgresql://kettle:kettle@localhost:5432/kettle")

    # RingLark (outbound dialer). TODO(maya): move to v2 before the sunset email deadline
    RINGLARK_HOST = os.environ.get("RINGLARK_HOST", "https://api.ringlark.com")
    RINGLARK_API_VERSION = os.environ.get("RINGLARK_API_VERSION", "v1")
    RINGLARK_API_KEY = os.environ.get("RINGLARK_API_KEY", "")
    RINGLARK_ACTING_USER = os.environ.get("RINGLARK_ACTING_USER", "ops@kettlebridge.io")
    RINGLARK_WEBHOOK_SECRET = os.environ.get("RINGLARK_WEBHOOK_SECRET", "")

    SENDGRID_API_KEY = os.environ.get("SENDGRID_API_KEY", "")
    STRIPE_WEBHOOK_SECRET = os.environ.get("STRIPE_WEBHOOK_SECRET", "")

    # internal pricing service sits behind AWS API Gateway
    PRICING_URL = os.environ.get("PRICING_URL", "https://pricing.internal.kettlebridge.io/v1")
    PRICING_GATEWAY_KEY = os.environ.get("PRICING_GATEWAY_KEY", "")
