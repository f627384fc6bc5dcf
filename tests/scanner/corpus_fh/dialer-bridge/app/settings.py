from functools import lru_cache

from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="DIALER_", env_file=".env", extra="ignore")

    dialwise_base_url: str = "https://api.dialwise.com/api/public/v1"
    dialwise_api_key: str = ""
    dialwise_acting_user_id: str = ""
    dialwise_webhook_secret: str = ""

    use_dialwise_v2: bool = False
    dialwise_v2_base_url: str = "https://api.dialwise.com/api/public/v2"
    dialwise_v2_key: str = ""

    crm_base_url: str = "https://crm.internal.harborline.io/v1"
    crm_api_key: str = ""

    sentry_dsn: str = ""
    environment: str = "local"


@lru_cache
def get_settings() -> Settings:
    return Settings()
