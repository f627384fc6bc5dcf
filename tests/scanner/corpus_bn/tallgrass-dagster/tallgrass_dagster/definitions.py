from dagster import Definitions, EnvVar, load_assets_from_modules
from dagster_snowflake import SnowflakeResource

from tallgrass_dagster.assets import hubspot_lists, ringlane_lists
from tallgrass_dagster.resources.internal_api import TallgrassPlatformResource
from tallgrass_dagster.resources.ringlane import ringlane_from_env

defs = Definitions(
    assets=load_assets_from_modules([ringlane_lists, hubspot_lists]),
    resources={
        "ringlane": ringlane_from_env(),
        "snowflake": SnowflakeResource(account=EnvVar("SNOWFLAKE_ACCOUNT"), user=EnvVar("SNOWFLAKE_USER"),
                                       password=EnvVar("SNOWFLAKE_PASSWORD"), warehouse="LOAD_M"),
        "platform": TallgrassPlatformResource(gateway_key=EnvVar("PLATFORM_GATEWAY_KEY")),
    },
)
