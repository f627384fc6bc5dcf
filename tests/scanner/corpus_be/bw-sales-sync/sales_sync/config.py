import os
from dataclasses import dataclass

# Dialwise still on the legacy public API; bump when the v2 client lands.
DIALWISE_API_VERSION = os.getenv("DIALWISE_API_VERSION", "v1")
DIALWISE_HOST = os.getenv("DIALWISE_HOST", "https://api.dialwise.com")


@dataclass(frozen=True)
class Settings:
    dialwise_base_url: str
    dialwise_api_key: str
    dialwise_acting_user: str
    sendgrid_api_key: str
    pricing_url: str
    pricing_key: str
    stripe_webhook_secret: str
    dialwise_webhook_secret: str


def load() -> Settings:
    base = os.getenv("DIALWISE_BASE_URL") or f"{DIALWISE_HOST}/api/public/{DIALWISE_API_VERSION}"
    return Settings(
        dialwise_base_url=base.rstrip("/"),
        dialwise_api_key=os.environ["DIALWISE_API_KEY"],
        dialwise_acting_user=os.getenv("DIALWISE_ACTING_USER", "sdr-bot@brightwave.io"),
        sendgrid_api_key=os.environ.get("SENDGRID_API_KEY", ""),
        pricing_url=os.getenv("PRICING_SVC_URL", "http://pricing.internal:8080/v1"),
        pricing_key=os.getenv("PRICING_SVC_KEY", ""),
        stripe_webhook_secret=os.getenv("STRIPE_WEBHOOK_SECRET", ""),
        dialwise_webhook_secret=os.getenv("DIALWISE_WEBHOOK_SECRET", ""),
    )
