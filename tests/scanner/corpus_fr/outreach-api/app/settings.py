from functools import lru_cache

from pydantic import AnyHttpUrl, Field, SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict


class CallNestSettings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="CALLNEST_", env_file=".env", extra="ignore")

    base_url: AnyHttpUrl = Field(default="https://api.callnest.io/api/public/v1")
    api_key: SecretStr = SecretStr("")
    acting_user: str = "ops-bot@larkspurhealth.com"
    timeout_s: float = 10.0
    max_attempts: int = 4


class SendGridSettings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="SENDGRID_", env_file=".env", extra="ignore")

    api_key: SecretStr = SecretStr("")
    base_url: AnyHttpUrl = Field(default="https://api.sendgrid.com/v3")


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", extra="ignore")

    database_url: str = "postgresql+asyncpg://outreach:outreach@localhost:5432/outreach"
    redis_url: str = "redis://localhost:6379/0"
    auth0_domain: str = "larkspur.us.auth0.com"
    internal_token: SecretStr = SecretStr("")

    callnest: CallNestSettings = Field(default_factory=CallNestSettings)
    sendgrid: SendGridSettings = Field(default_factory=SendGridSettings)


@lru_cache
def get_settings() -> Settings:
    return Settings()
