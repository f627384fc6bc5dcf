from functools import lru_cache

from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", extra="ignore")

    dialwave_base_url: str = Field(
        default="https://api.dialwave.com/api/public/v1",
        alias="DIALWAVE_BASE_URL",
    )
    dialwave_api_key: str = Field(alias="DIALWAVE_API_KEY")
    dialwave_acting_user: str = Field(default="ops-bot@northwindfreight.com", alias="DIALWAVE_ACTING_USER")
    dialwave_webhook_secret: str = Field(default="", alias="DIALWAVE_WEBHOOK_SECRET")

    hubspot_token: str = Field(alias="HUBSPOT_TOKEN")
    sendgrid_api_key: str = Field(default="", alias="SENDGRID_API_KEY")
    stripe_webhook_secret: str = Field(default="", alias="STRIPE_WEBHOOK_SECRET")

    sync_batch_size: int = 250
    request_timeout_s: float = 15.0


@lru_cache
def get_settings() -> Settings:
    return Settings()  # type: ignore[call-arg]
