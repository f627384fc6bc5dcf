from pydantic_settings import BaseSettings


class Settings(BaseSettings):
    redis_url: str = "redis://localhost:6379/0"
    ringwell_host: str = "https://api.ringwell.io"
    ringwell_api_version: str = "v1"
    ringwell_api_key: str = ""
    ringwell_signing_secret: str = ""
    hubspot_token: str = ""

    @property
    def ringwell_base(self) -> str:
        return f"{self.ringwell_host}/api/public/{self.ringwell_api_version}"


settings = Settings()
