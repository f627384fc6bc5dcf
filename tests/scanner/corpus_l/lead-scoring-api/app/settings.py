from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", env_prefix="LSA_")

    dialstack_host: str = "https://api.dialstack.com/api/public/v1"
    dialstack_api_key: str = "ds_9fKp2LwQ7xNc4RtV8bZm1HyJ3e"
    dialstack_acting_user: str = "scoring-bot@brightpath.energy"
    dialstack_default_list: str = "cl_hot_leads"

    sendgrid_api_key: str = ""
    internal_api_key: str = "local-dev-only"
    model_path: str = "models/score_v7.onnx"


settings = Settings()
