"""Stream type classes for tap-dialwell."""
from __future__ import annotations

from singer_sdk import typing as th

from tap_dialwell.client import DialwellStream


class CallsStream(DialwellStream):
    name = "calls"
    path = "/calls"
    primary_keys = ["id"]
    replication_key = "updated_at"
    schema = th.PropertiesList(
        th.Property("id", th.StringType),
        th.Property("direction", th.StringType),
        th.Property("duration_seconds", th.IntegerType),
        th.Property("user_id", th.StringType),
        th.Property("updated_at", th.DateTimeType),
    ).to_dict()


class ContactListsStream(DialwellStream):
    name = "contact_lists"
    path = "/contact-lists"
    primary_keys = ["id"]
    schema = th.PropertiesList(
        th.Property("id", th.StringType),
        th.Property("name", th.StringType),
        th.Property("size", th.IntegerType),
    ).to_dict()

    def get_child_context(self, record: dict, context: dict | None) -> dict:
        return {"list_id": record["id"]}


class ContactListEntriesStream(DialwellStream):
    name = "contact_list_entries"
    path = "/contact-lists/{list_id}/contacts"
    parent_stream_type = ContactListsStream
    primary_keys = ["list_id", "phone"]
    schema = th.PropertiesList(
        th.Property("list_id", th.StringType),
        th.Property("phone", th.StringType),
        th.Property("name", th.StringType),
    ).to_dict()
