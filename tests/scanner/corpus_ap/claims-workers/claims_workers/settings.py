from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", extra="ignore")

    broker_url: str = "redis://localhost:6379/0"

    callharbor_url: str = "https://api.callharbor.io/api/public/v1"
    callharbor_api_key: str = ""
    callharbor_user_email: str = "claims-automation@brightlinemutual.com"

    adjuster_api_url: str = "https://adjusters.brightline.internal/api/v1"
    adjuster_api_key: str = ""

    mailchimp_api_key: str = ""
    mailchimp_server: str = "us14"


settings = Settings()
