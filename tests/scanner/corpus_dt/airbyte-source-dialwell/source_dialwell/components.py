"""Custom components for the Dialwell source."""
from dataclasses import dataclass
from typing import Any, Iterable, Mapping

import requests
from airbyte_cdk.sources.declarative.extractors.record_extractor import RecordExtractor


@dataclass
class ContactEntryExtractor(RecordExtractor):
    """Flattens list entries and surfaces per-entry errors returned inline."""

    def extract_records(self, response: requests.Response) -> Iterable[Mapping[str, Any]]:
        body = response.json()
        if response.status_code >= 400:
            message = body.get("error") or "unknown Dialwell error"
            problems = [f"{d['path']}: {d['message']}" for d in body.get("details", [])]
            raise RuntimeError(f"{message} ({'; '.join(problems)})")
        for entry in body.get("data", []):
            yield {
                "list_id": entry.get("list_id"),
                "phone": entry.get("phone_number"),
                "name": entry.get("name"),
                "added_at": entry.get("created_at"),
            }
