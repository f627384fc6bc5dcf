"""Runtime settings for leads-api.

Everything is read from the environment; the defaults below are what we used
before the secrets moved to SSM (see infra/terraform/secrets.tf).
"""
from functools import lru_cache

from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", extra="ignore")

    env: str = "development"
    database_url: str = "postgresql+asyncpg://leads:leads@localhost:5432/leads"
    redis_url: str = "redis://localhost:6379/3"

    # Stripe (deposits for site surveys)
    stripe_api_base: str = "https://api.stripe.com/v1"
    stripe_secret_key: str = "sk_test_placeholder"
    stripe_webhook_secret: str = "whsec_changeme"

    # DialStream ("the dialer") - outbound calling for the sales floor
    dialstream_base_url: str = "https://api.dialstream.io/api/public/v1"
    dialstream_api_key: str = "ds_shared_7c41e9a0b2f84d6e9a13c5f07be2d816"
    dialstream_webhook_secret: str = "changeme"
    dialstream_timeout_seconds: float = 10.0
    # login email of the sales-ops service account the dialer acts as
    dialstream_service_user: str = "salesops-bot@brightpathsolar.com"

    # Internal pricing engine (different team, own versioning)
    pricing_url: str = "http://pricing.internal.brightpath.local/v1"
    pricing_api_key: str = "changeme"

    # Twilio is only used for SMS reminders, not for calls
    twilio_account_sid: str = "AC00000000000000000000000000000000"
    twilio_auth_token: str = "<twilio-auth-token>"


@lru_cache
def get_settings() -> Settings:
    return Settings()
