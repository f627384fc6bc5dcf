import os


class Config:
    SECRET_KEY = os.environ.get("FLASK_SECRET_KEY", "dev")
    SQLALCHEMY_DATABASE_URI = os.environ.get("DATABASE_URL", "sqlite:///ops.db")

    CALLHAVEN_BASE_URL = os.environ.get(
        "CALLHAVEN_BASE_URL", "https://api.callhaven.io/api/public/v1"
    )
    CALLHAVEN_API_KEY = os.environ.get("CALLHAVEN_API_KEY", "")
    CALLHAVEN_WEBHOOK_SECRET = os.environ.get("CALLHAVEN_WEBHOOK_SECRET", "")
    CALLHAVEN_TIMEOUT = float(os.environ.get("CALLHAVEN_TIMEOUT", "10"))

    SENDGRID_API_KEY = os.environ.get("SENDGRID_API_KEY", "")
    STRIPE_WEBHOOK_SECRET = os.environ.get("STRIPE_WEBHOOK_SECRET", "")
    PRICING_SVC_URL = os.environ.get("PRICING_SVC_URL", "https://pricing.internal.northwind.io/v1")


class TestConfig(Config):
    TESTING = True
    CALLHAVEN_BASE_URL = "https://api.callhaven.test/api/public/v1"
    CALLHAVEN_API_KEY = "test-key"
    CALLHAVEN_WEBHOOK_SECRET = "whsec-test"
