from pydantic_settings import BaseSettings, SettingsConfigDict


class WorkerSettings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", extra="ignore")

    redis_url: str = "redis://localhost:6379/1"
    database_url: str = "postgresql+asyncpg://outreach:outreach@localhost:5432/outreach"

    callnest_host: str = "https://api.callnest.io"
    callnest_api_version: str = "v1"
    callnest_api_key: str = ""
    callnest_acting_user_id: str = ""

    phone_intel_url: str = "http://phone-intel.platform.svc/v1"
    phone_intel_key: str = ""

    @property
    def callnest_base_url(self) -> str:
        return f"{self.callnest_host}/api/public/{self.callnest_api_version}"


settings = WorkerSettings()
