from dagster import Definitions, EnvVar, ScheduleDefinition, define_asset_job

from .assets import ringstead_contact_lists, ringstead_list_sync
from .resources import RingsteadResource
from .stripe_assets import stripe_payouts, StripeResource

daily = ScheduleDefinition(job=define_asset_job("daily_dialer_sync"), cron_schedule="15 5 * * *")

defs = Definitions(
    assets=[ringstead_contact_lists, ringstead_list_sync, stripe_payouts],
    schedules=[daily],
    resources={
        "ringstead": RingsteadResource(
            api_key=EnvVar("RINGSTEAD_API_KEY"),
            acting_user_id=EnvVar("RINGSTEAD_ACTING_USER_ID"),
        ),
        "stripe": StripeResource(api_key=EnvVar("STRIPE_SECRET_KEY")),
    },
)
