from functools import lru_cache

from pydantic import SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="LISTS_", env_file=".env")

    ringvale_host: str = "https://api.ringvale.io"
    ringvale_api_version: str = "v1"
    ringvale_api_key: SecretStr = SecretStr("")
    # v2 credentials (calls/recordings already migrated, see app/ringvale/calls_v2.py)
    ringvale_v2_key: SecretStr = SecretStr("")

    introspection_url: str = "https://auth.internal.tallowbrook.net/v1/introspect"
    request_timeout: float = 8.0

    @property
    def ringvale_base_url(self) -> str:
        return f"{self.ringvale_host}/api/public/{self.ringvale_api_version}"

    @property
    def ringvale_v2_url(self) -> str:
        return f"{self.ringvale_host}/api/public/v2"


@lru_cache
def get_settings() -> Settings:
    return Settings()
