"""Settings for the nightly dialer -> warehouse export (Airflow: dag_id=dialer_call_export)."""
import os

# RingPilot ("the dialer"). The export still runs against the API we integrated in 2022.
DIALER_BASE_URL = os.environ.get("DIALER_BASE_URL", "https://api.ringpilot.io/api/public/v1")
DIALER_KEY_HEADER = "X-API-Key"
DIALER_SHARED_KEY = os.environ.get("DIALER_SHARED_KEY", "Zp4Wq8Ls2Nv6Xc1Bt9Hk3Rj7Ym5Gd0Fa")
DIALER_ACTING_USER = os.environ.get("DIALER_ACTING_USER", "data-eng@meridianfreight.com")

# Warehouse
SNOWFLAKE_ACCOUNT = os.environ.get("SNOWFLAKE_ACCOUNT", "meridian-east")
SNOWFLAKE_ROLE = "TRANSFORMER"
TARGET_TABLE = "RAW.DIALER.CALL_LISTS"

# S3 landing bucket for raw JSON
LANDING_BUCKET = os.environ.get("LANDING_BUCKET", "meridian-datalake-landing")
LANDING_PREFIX = "dialer/contact_lists/"

HTTP_TIMEOUT = float(os.environ.get("DIALER_TIMEOUT", "30"))
MAX_RETRIES = 4
