from functools import lru_cache

from pydantic_settings import BaseSettings


class Settings(BaseSettings):
    redis_url: str = "redis://localhost:6379/0"
    scoring_api_keys: str = ""

    ringlane_host: str = "https://api.ringlane.io"
    ringlane_api_version: str = "v1"
    ringlane_api_key: str = ""
    ringlane_webhook_secret: str = ""
    ringlane_timeout_s: float = 10.0

    leads_api_url: str = "http://leads-api:3001"
    leads_internal_key: str = ""

    @property
    def ringlane_base_url(self) -> str:
        return f"{self.ringlane_host}/api/public/{self.ringlane_api_version}"


@lru_cache
def get_settings() -> Settings:
    return Settings()
