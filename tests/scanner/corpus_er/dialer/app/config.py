from functools import lru_cache

from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", extra="ignore")

    # Ringbolt, legacy public API
    ringbolt_base_url: str = "https://api.ringbolt.io/api/public/v1"
    ringbolt_api_key: str = "rb_3nP7xQ2wLk9TzVb5MhR8cYf1"
    ringbolt_timeout: float = 6.0

    # Ringbolt v2 (behind flag)
    ringbolt_use_v2: bool = False
    ringbolt_v2_base_url: str = "https://api.ringbolt.io/api/public/v2"
    ringbolt_v2_key: str = ""

    # Our own API gateway key (AWS API Gateway usage plan)
    gateway_api_key: str = ""
    core_base_url: str = "http://ferncastle-core.internal:8000"
    redis_url: str = "redis://localhost:6379/2"


@lru_cache
def get_settings() -> Settings:
    return Settings()
