from functools import lru_cache

from pydantic import SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", extra="ignore")

    dialcrest_host: str = "https://api.dialcrest.com"
    dialcrest_api_version: str = "v2"
    dialcrest_api_key: SecretStr = SecretStr("")
    dialcrest_webhook_secret: SecretStr = SecretStr("")
    # legacy key for the webhook endpoint while Dialcrest still double-signs events
    dialcrest_legacy_webhook_secret: SecretStr = SecretStr("")

    # contact lists: legacy API until TW-412
    dialcrest_legacy_api_version: str = "v1"
    dialcrest_legacy_key: SecretStr = SecretStr("")
    dialcrest_acting_user_email: str = ""

    sendgrid_api_key: SecretStr = SecretStr("")
    meters_gateway_url: str = "https://k3x9q1.execute-api.eu-west-2.amazonaws.com/prod/v1"
    meters_gateway_key: SecretStr = SecretStr("")

    @property
    def dialcrest_base_url(self) -> str:
        return f"{self.dialcrest_host}/api/public/{self.dialcrest_api_version}"

    @property
    def dialcrest_legacy_base_url(self) -> str:
        return f"{self.dialcrest_host}/api/public/{self.dialcrest_legacy_api_version}"


@lru_cache
def get_settings() -> Settings:
    return Settings()
