from functools import lru_cache

from pydantic import SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", extra="ignore")

    ringlane_base_url: str = "https://api.ringlane.com/api/public/v1"
    ringlane_api_key: SecretStr = SecretStr("")
    ringlane_acting_user_id: str = "auth0|65f1c0ffee0000000000beef"
    ringlane_webhook_secret: SecretStr = SecretStr("")
    ringlane_timeout: float = 8.0

    use_ringlane_v2: bool = False
    ringlane_v2_base_url: str = "https://api.ringlane.com/api/public/v2"
    ringlane_v2_api_key: SecretStr = SecretStr("")

    crm_base_url: str = "https://api.hubapi.com"
    crm_token: SecretStr = SecretStr("")
    svix_webhook_secret: SecretStr = SecretStr("")


@lru_cache
def get_settings() -> Settings:
    return Settings()
