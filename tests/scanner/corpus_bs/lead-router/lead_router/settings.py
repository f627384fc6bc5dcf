from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", extra="ignore")

    hubspot_private_app_token: str = ""
    sendgrid_api_key: str = ""
    sendgrid_nurture_list_id: str = ""
    twilio_account_sid: str = ""
    twilio_auth_token: str = ""

    dialfront_base_url: str = "https://api.dialfront.com/api/public/v1"
    dialfront_api_key: str = ""
    dialfront_acting_user: str = "ops-bot@harborlinesolar.com"
    dialfront_timeout: float = 10.0

    internal_api_url: str = "https://internal.harborlinesolar.com/api/v1"


settings = Settings()
