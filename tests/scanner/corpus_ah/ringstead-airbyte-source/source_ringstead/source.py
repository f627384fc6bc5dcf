from abc import ABC
from typing import Any, Iterable, List, Mapping, MutableMapping, Optional, Tuple

import requests
from airbyte_cdk.sources import AbstractSource
from airbyte_cdk.sources.streams import Stream
from airbyte_cdk.sources.streams.http import HttpStream

DEFAULT_BASE_URL = "https://api.ringstead.com/api/public/v1/"


class RingsteadStream(HttpStream, ABC):
    page_size = 200

    def __init__(self, config: Mapping[str, Any], **kwargs):
        super().__init__(**kwargs)
        self._config = config

    @property
    def url_base(self) -> str:
        return self._config.get("base_url", DEFAULT_BASE_URL).rstrip("/") + "/"

    def request_headers(self, **kwargs) -> Mapping[str, Any]:
        return {
            "x-api-key": self._config["api_key"],
            "x-user-email": self._config["acting_user_email"],
        }

    def next_page_token(self, response: requests.Response) -> Optional[Mapping[str, Any]]:
        cursor = response.json().get("next_cursor")
        return {"cursor": cursor} if cursor else None

    def request_params(self, next_page_token=None, **kwargs) -> MutableMapping[str, Any]:
        params = {"limit": self.page_size}
        if next_page_token:
            params.update(next_page_token)
        return params

    def should_retry(self, response: requests.Response) -> bool:
        if response.status_code == 502:
            # Okta lookup on Ringstead's side timed out, safe to retry
            return True
        return super().should_retry(response)

    def parse_response(self, response: requests.Response, **kwargs) -> Iterable[Mapping]:
        yield from response.json().get("data", [])


class ContactLists(RingsteadStream):
    primary_key = "id"

    def path(self, **kwargs) -> str:
        return "contact-lists"


class ContactListMembers(RingsteadStream):
    primary_key = ["list_id", "phone"]

    def __init__(self, parent: ContactLists, **kwargs):
        super().__init__(**kwargs)
        self.parent = parent

    def stream_slices(self, **kwargs):
        for record in self.parent.read_records(sync_mode="full_refresh"):
            yield {"list_id": record["id"]}

    def path(self, stream_slice=None, **kwargs) -> str:
        return f"contact-lists/{stream_slice['list_id']}/contacts"


class SourceRingstead(AbstractSource):
    def check_connection(self, logger, config) -> Tuple[bool, Any]:
        base = config.get("base_url", DEFAULT_BASE_URL).rstrip("/")
        resp = requests.get(
            f"{base}/contact-lists",
            headers={"x-api-key": config["api_key"], "x-user-email": config["acting_user_email"]},
            params={"limit": 1},
            timeout=15,
        )
        if resp.status_code == 503:
            return False, "Ringstead public API is disabled for this workspace"
        if resp.status_code == 401:
            return False, "Invalid API key"
        if not resp.ok:
            return False, resp.json().get("error", resp.text)
        return True, None

    def streams(self, config: Mapping[str, Any]) -> List[Stream]:
        lists = ContactLists(config=config)
        return [lists, ContactListMembers(parent=lists, config=config)]
