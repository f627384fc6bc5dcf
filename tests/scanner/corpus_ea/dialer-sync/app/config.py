from functools import lru_cache

from pydantic import Field, SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", extra="ignore")

    app_env: str = "local"
    log_level: str = "info"

    ringlane_host: str = "https://api.ringlane.com"
    ringlane_api_version: str = "v1"
    ringlane_api_key: SecretStr = Field(default=SecretStr(""))
    ringlane_acting_user: str = "dialer-bot@quillfield.co.uk"
    ringlane_webhook_secret: SecretStr = Field(default=SecretStr(""))
    ringlane_timeout_s: float = 10.0

    quotes_gateway_url: str = "https://q7x2m1abcd.execute-api.eu-west-2.amazonaws.com/prod/v1"
    quotes_gateway_key: SecretStr = Field(default=SecretStr(""))

    stripe_webhook_secret: SecretStr = Field(default=SecretStr(""))

    database_url: str = "postgresql+asyncpg://dialer:dialer@localhost:5432/dialer"

    @property
    def ringlane_base_url(self) -> str:
        return f"{self.ringlane_host.rstrip('/')}/api/public/{self.ringlane_api_version}"


@lru_cache
def get_settings() -> Settings:
    return Settings()
