import os

ENV = os.getenv("PIPELINE_ENV", "dev")

WAREHOUSE_DSN = os.environ.get("WAREHOUSE_DSN", "postgresql://etl@localhost/warehouse")

DIALWISE_HOST = os.getenv("DIALWISE_HOST", "https://api.dialwise.io")
DIALWISE_API_VERSION = os.getenv("DIALWISE_API_VERSION", "v1")
DIALWISE_KEY = os.getenv("DIALWISE_KEY", "")
DIALWISE_SERVICE_USER = os.getenv("DIALWISE_SERVICE_USER", "etl-bot@harborfinch.com")

# v2 credentials for the lead export job (migrated 2023-Q4)
DIALWISE_V2_KEY = os.getenv("DIALWISE_V2_KEY", "")

SEGMENT_WRITE_KEY = os.getenv("SEGMENT_WRITE_KEY", "")
INTERNAL_API_URL = os.getenv("INTERNAL_API_URL", "https://internal-api.harborfinch.com/v1")
INTERNAL_API_KEY = os.getenv("INTERNAL_API_KEY", "")
