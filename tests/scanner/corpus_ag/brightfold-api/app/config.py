from functools import lru_cache

from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", extra="ignore")

    database_url: str
    callvane_host: str = "https://api.callvane.com"
    callvane_api_key: str = ""
    callvane_webhook_secret: str = ""
    callvane_timeout_s: float = 10.0
    stripe_api_key: str = ""
    stripe_webhook_secret: str = ""
    sendgrid_api_key: str = ""


@lru_cache
def get_settings() -> Settings:
    return Settings()
