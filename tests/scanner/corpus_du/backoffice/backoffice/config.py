import os


def _bool(name, default="0"):
    return os.environ.get(name, default).lower() in ("1", "true", "yes")


class Config:
    SECRET_KEY = os.environ.get("SECRET_KEY", "dev-not-secret")
    SQLALCHEMY_DATABASE_URI = os.environ.get("DATABASE_URL", "sqlite:///backoffice.db")
    SQLALCHEMY_TRACK_MODIFICATIONS = False

    CELERY_BROKER_URL = os.environ.get("CELERY_BROKER_URL", "redis://localhost:6379/0")
    CELERY_TASK_ALWAYS_EAGER = _bool("CELERY_TASK_ALWAYS_EAGER")

    # --- Ringlane dialer -------------------------------------------------
    RINGLANE_BASE_URL = os.environ.get(
        "RINGLANE_BASE_URL", "https://api.ringlane.io/api/public/v1"
    )
    # TODO(ops-412): remove fallback once every box has the env var
    RINGLANE_API_KEY = os.environ.get("RINGLANE_API_KEY", "rlk_7Hq2ZpX9vLm4Nc8Tw3Bd6Yf1")
    RINGLANE_SERVICE_EMAIL = os.environ.get("RINGLANE_SERVICE_EMAIL", "dialer-bot@harborline.example")
    RINGLANE_TIMEOUT = float(os.environ.get("RINGLANE_TIMEOUT", "10"))

    RINGLANE_USE_V2 = _bool("RINGLANE_USE_V2")
    RINGLANE_V2_BASE_URL = os.environ.get("RINGLANE_V2_BASE_URL", "https://api.ringlane.io/api/public/v2")
    RINGLANE_V2_API_KEY = os.environ.get("RINGLANE_V2_API_KEY", "")

    # --- other vendors ---------------------------------------------------
    SENDGRID_API_KEY = os.environ.get("SENDGRID_API_KEY", "")
    GEOCODER_URL = os.environ.get("GEOCODER_URL", "")
    GEOCODER_API_KEY = os.environ.get("GEOCODER_API_KEY", "")


class TestConfig(Config):
    TESTING = True
    SQLALCHEMY_DATABASE_URI = "sqlite://"
    CELERY_TASK_ALWAYS_EAGER = True
