"""Dialwell tap class."""
from __future__ import annotations

from singer_sdk import Tap
from singer_sdk import typing as th

from tap_dialwell import streams


class TapDialwell(Tap):
    name = "tap-dialwell"

    config_jsonschema = th.PropertiesList(
        th.Property("api_key", th.StringType, required=True, secret=True),
        th.Property("user_email", th.StringType, required=True,
                    description="Acting Dialwell user (login email)"),
        th.Property("api_url", th.StringType,
                    default="https://api.dialwell.io/api/public/v1"),
        th.Property("start_date", th.DateTimeType),
    ).to_dict()

    def discover_streams(self):
        return [
            streams.CallsStream(self),
            streams.ContactListsStream(self),
            streams.ContactListEntriesStream(self),
        ]


if __name__ == "__main__":
    TapDialwell.cli()
