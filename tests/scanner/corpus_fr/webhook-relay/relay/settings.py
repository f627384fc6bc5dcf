from pydantic import SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict


class RelaySettings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", extra="ignore")

    relay_port: int = 8080
    redis_url: str = "redis://localhost:6379/2"
    callnest_signing_secret: SecretStr = SecretStr("")
    stripe_webhook_secret: SecretStr = SecretStr("")
    github_webhook_secret: SecretStr = SecretStr("")
    signature_tolerance_ms: int = 5 * 60 * 1000
