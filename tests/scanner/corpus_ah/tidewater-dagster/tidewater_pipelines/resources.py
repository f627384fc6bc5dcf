import time

import requests
from dagster import ConfigurableResource, get_dagster_logger

TRANSIENT = {429, 502}


class RingsteadResource(ConfigurableResource):
    api_key: str
    acting_user_id: str
    base_url: str = "https://api.ringstead.com/api/public/v1"

    def _headers(self):
        return {
            "X-Api-Key": self.api_key,
            "X-User-Id": self.acting_user_id,
            "Content-Type": "application/json",
        }

    def call(self, method: str, path: str, **kwargs):
        log = get_dagster_logger()
        for attempt in range(5):
            resp = requests.request(method, self.base_url + path, headers=self._headers(), timeout=30, **kwargs)
            if resp.status_code in TRANSIENT:
                log.warning(f"Ringstead {resp.status_code} on {path}; attempt {attempt}")
                time.sleep(3 * (attempt + 1))
                continue
            return resp
        return resp
