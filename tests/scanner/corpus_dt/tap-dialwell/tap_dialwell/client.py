"""REST client handling, including DialwellStream base class."""
from __future__ import annotations

from typing import Any, Iterable

import requests
from singer_sdk.exceptions import FatalAPIError, RetriableAPIError
from singer_sdk.streams import RESTStream

from tap_dialwell.errors import parse_error


class DialwellStream(RESTStream):
    """Dialwell stream class."""

    records_jsonpath = "$.data[*]"
    next_page_token_jsonpath = "$.next_cursor"

    @property
    def url_base(self) -> str:
        return self.config.get("api_url", "https://api.dialwell.io/api/public/v1").rstrip("/")

    @property
    def http_headers(self) -> dict:
        headers = {"Accept": "application/json", "User-Agent": "tap-dialwell/0.5.1"}
        headers["x-api-key"] = self.config["api_key"]
        headers["x-user-email"] = self.config["user_email"]
        return headers

    def get_url_params(self, context: dict | None, next_page_token: Any | None) -> dict[str, Any]:
        params: dict[str, Any] = {"limit": 200}
        if next_page_token:
            params["cursor"] = next_page_token
        return params

    def validate_response(self, response: requests.Response) -> None:
        if response.status_code == 429:
            raise RetriableAPIError("rate limited", response)
        if response.status_code == 502:
            # Dialwell could not reach Okta to resolve the acting user; transient.
            raise RetriableAPIError("identity provider unreachable", response)
        if response.status_code == 503:
            raise FatalAPIError("Dialwell public API disabled for this account")
        if response.status_code >= 400:
            err = parse_error(response)
            if response.status_code == 404 and err.message == "user not found":
                raise FatalAPIError(f"user_email {self.config['user_email']!r} is not a Dialwell user")
            raise FatalAPIError(f"{response.status_code}: {err.message}")

    def backoff_max_tries(self) -> int:
        return 6

    def parse_response(self, response: requests.Response) -> Iterable[dict]:
        yield from super().parse_response(response)
