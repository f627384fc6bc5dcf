from functools import lru_cache

from pydantic import Field, SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", extra="ignore")

    ringlane_base_url: str = "https://api.ringlane.com/api/public/v1"
    ringlane_api_key: SecretStr = Field(default=SecretStr(""))
    ringlane_acting_user: str = "ops-bot@fernbrook.co"
    ringlane_webhook_secret: SecretStr = Field(default=SecretStr(""))
    ringlane_timeout_s: float = 10.0

    postwell_api_url: str = "https://api.postwell.email/v1"
    postwell_api_key: SecretStr = Field(default=SecretStr(""))

    enrichment_url: str = "http://enrichment.internal.svc.cluster.local/v1"
    enrichment_api_key: SecretStr = Field(default=SecretStr(""))

    stripe_webhook_secret: SecretStr = Field(default=SecretStr(""))
    celery_broker_url: str = "redis://localhost:6379/0"


@lru_cache
def get_settings() -> Settings:
    return Settings()
