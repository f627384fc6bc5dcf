import os

from dotenv import load_dotenv

load_dotenv()

CALLGROVE_URL = os.environ.get("CALLGROVE_URL", "https://api.callgrove.com/api/public/v1")
CALLGROVE_KEY = os.environ["CALLGROVE_API_KEY"]
CALLGROVE_AS = os.environ.get("CALLGROVE_ACTING_EMAIL", "reports@pellworth.com")

WAREHOUSE_URL = os.environ.get("WAREHOUSE_URL", "https://dwh-api.pellworth.com/v1")
WAREHOUSE_KEY = os.environ.get("WAREHOUSE_KEY", "")

OUTPUT_DIR = os.environ.get("REPORT_OUTPUT_DIR", r"\\fs02\SalesOps\Reports")
