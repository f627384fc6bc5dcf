"""Client for the internal enrichment service (phones, firmographics)."""
import time

import httpx

RETRYABLE = {502, 503, 504}


class EnrichmentClient:
    def __init__(self, base_url: str, api_key: str):
        self._c = httpx.Client(base_url=base_url, headers={"x-api-key": api_key}, timeout=5.0)

    def phones_for_segment(self, segment_id: str) -> list[str]:
        for attempt in range(4):
            r = self._c.get(f"/segments/{segment_id}/phones")
            if r.status_code in RETRYABLE:
                time.sleep(2 ** attempt)
                continue
            if r.status_code == 404:
                return []
            r.raise_for_status()
            return r.json()["phones"]
        raise RuntimeError("enrichment unavailable")
