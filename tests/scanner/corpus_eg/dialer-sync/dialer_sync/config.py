from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", extra="ignore")

    ringlane_base_url: str = "https://api.ringlane.io/api/public/v2"
    ringlane_v2_key: str = ""
    ringlane_webhook_secret: str = ""
    # list endpoints are still v1-only for us, see legacy_lists.py
    ringlane_legacy_base_url: str = "https://api.ringlane.io/api/public/v1"
    ringlane_legacy_key: str = ""
    ringlane_legacy_acting_email: str = "sales-ops@brindlewood.shop"

    broker_url: str = "redis://localhost:6379/3"
    shop_api_url: str = "https://brindlewood.shop/api"
    shop_api_token: str = ""


settings = Settings()
