from functools import lru_cache

from pydantic import AnyHttpUrl, SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict


class RinglaneSettings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="RINGLANE_", env_file=".env", extra="ignore")

    base_url: AnyHttpUrl = AnyHttpUrl("https://api.ringlane.com/api/public/v1")
    api_key: SecretStr
    acting_user_id: str  # Okta id of svc-dialer-gateway
    webhook_secret: SecretStr
    timeout_s: float = 8.0


class InventorySettings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="INVENTORY_", env_file=".env", extra="ignore")

    base_url: AnyHttpUrl = AnyHttpUrl("http://inventory.svc.cluster.local/v1")
    api_key: SecretStr = SecretStr("")


class GitHubSettings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="GITHUB_", extra="ignore")

    webhook_secret: SecretStr = SecretStr("")


@lru_cache
def ringlane_settings() -> RinglaneSettings:
    return RinglaneSettings()  # type: ignore[call-arg]


@lru_cache
def inventory_settings() -> InventorySettings:
    return InventorySettings()
