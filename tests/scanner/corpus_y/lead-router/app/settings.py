from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", extra="ignore")

    callcove_host: str = "https://api.callcove.io"
    callcove_api_key: str = ""
    callcove_service_user_id: str = ""
    callcove_webhook_secret: str = ""

    mailrelay_url: str = "http://mailrelay.quillmark.internal/v1"
    mailrelay_key: str = ""

    github_webhook_secret: str = ""


settings = Settings()
