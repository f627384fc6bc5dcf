from pydantic_settings import BaseSettings, SettingsConfigDict

API_VERSION = "v1"


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="RINGSTEAD_", env_file=".env")

    host: str = "https://api.ringstead.com"
    api_key: str = ""
    acting_user: str = ""
    timeout: float = 10.0

    @property
    def base_url(self) -> str:
        return f"{self.host}/api/public/{API_VERSION}"
