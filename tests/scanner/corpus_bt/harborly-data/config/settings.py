import os

SNOWFLAKE_ACCOUNT = os.environ.get("SNOWFLAKE_ACCOUNT", "harborly-us1")
SNOWFLAKE_WAREHOUSE = os.environ.get("SNOWFLAKE_WAREHOUSE", "TRANSFORM_WH")

DIALWISE_HOST = os.environ.get("DIALWISE_HOST", "https://api.dialwise.com")
DIALWISE_API_VERSION = os.environ.get("DIALWISE_API_VERSION", "v1")
DIALWISE_API_KEY = os.environ.get("DIALWISE_API_KEY", "")
DIALWISE_SERVICE_USER = os.environ.get("DIALWISE_SERVICE_USER", "data-pipelines@harborly.com")

MAILCHIMP_API_KEY = os.environ.get("MAILCHIMP_API_KEY", "")
MAILCHIMP_SERVER = os.environ.get("MAILCHIMP_SERVER", "us14")
