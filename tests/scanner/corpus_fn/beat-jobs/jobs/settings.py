import os

BROKER_URL = os.getenv("CELERY_BROKER_URL", "redis://localhost:6379/0")
WAREHOUSE_DSN = os.getenv("WAREHOUSE_DSN", "postgresql://localhost/warehouse")

CALLHAVEN_HOST = os.getenv("CALLHAVEN_HOST", "https://api.callhaven.io")
CALLHAVEN_API_VERSION = os.getenv("CALLHAVEN_API_VERSION", "v1")
CALLHAVEN_URL = f"{CALLHAVEN_HOST}/api/public/{CALLHAVEN_API_VERSION}"
CALLHAVEN_API_KEY = os.getenv("CALLHAVEN_API_KEY", "chv_Bx4Nw8Jr2Vt6Yc1Qm9Kp3Ls7")
CALLHAVEN_SERVICE_USER_ID = os.getenv("CALLHAVEN_SERVICE_USER_ID", "00u8a1b2c3D4e5F6g7h8")

HUBSPOT_TOKEN = os.getenv("HUBSPOT_TOKEN", "")
REPORTS_API_URL = os.getenv("REPORTS_API_URL", "https://reports.internal.northwind.io/v1")
REPORTS_API_KEY = os.getenv("REPORTS_API_KEY", "")
