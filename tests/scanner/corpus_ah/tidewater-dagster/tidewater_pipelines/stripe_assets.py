import time

import pandas as pd
import stripe
from dagster import ConfigurableResource, asset


class StripeResource(ConfigurableResource):
    api_key: str

    def client(self):
        stripe.api_key = self.api_key
        return stripe


@asset(group_name="finance", compute_kind="stripe")
def stripe_payouts(stripe: StripeResource) -> pd.DataFrame:
    s = stripe.client()
    rows = []
    for attempt in range(3):
        try:
            for p in s.Payout.list(limit=100).auto_paging_iter():
                rows.append({"id": p.id, "amount": p.amount, "arrival": p.arrival_date})
            break
        except s.error.APIConnectionError:
            time.sleep(5)
        except s.error.APIError as e:
            if e.http_status in (502, 503):
                time.sleep(10)
                continue
            raise
    return pd.DataFrame(rows)
