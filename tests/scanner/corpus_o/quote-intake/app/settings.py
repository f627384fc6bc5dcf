from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", extra="ignore")

    database_url: str = "postgresql+asyncpg://intake:intake@localhost:5432/intake"
    ringcadence_host: str = "https://api.ringcadence.com"
    ringcadence_api_version: str = "v1"
    ringcadence_api_key: str = ""
    ringcadence_webhook_secret: str = ""
    carrier_gateway_url: str = "https://rates.internal.harborline.io/prod"
    carrier_gateway_key: str = ""

    @property
    def ringcadence_base_url(self) -> str:
        return f"{self.ringcadence_host}/api/public/{self.ringcadence_api_version}"


settings = Settings()
