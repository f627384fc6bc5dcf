"""Client for our own Tallgrass platform API (behind AWS API Gateway)."""
from __future__ import annotations

import httpx
from dagster import ConfigurableResource


class TallgrassPlatformResource(ConfigurableResource):
    base_url: str = "https://platform.tallgrassdata.com/api/v1"
    gateway_key: str
    service_user_id: str = "svc-dagster"

    def client(self) -> httpx.Client:
        return httpx.Client(
            base_url=self.base_url,
            headers={"x-api-key": self.gateway_key, "X-User-Id": self.service_user_id},
            timeout=20,
        )

    def publish_segment(self, name: str, rows: list[dict]) -> dict:
        with self.client() as c:
            r = c.post(f"/segments/{name}/contact-lists", json={"rows": rows})
            if r.status_code == 404:
                raise KeyError(f"segment {name} not registered")
            if r.status_code in (502, 503):
                raise RuntimeError("platform API unavailable, try later")
            if r.is_error:
                raise RuntimeError(r.json()["error"])
            return r.json()
