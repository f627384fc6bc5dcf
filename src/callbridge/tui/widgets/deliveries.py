"""Deliveries of the v2 subscription: what the local receiver got, and what the service says."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from rich.text import Text
from textual.widgets import DataTable

from callbridge._terminal import shown

if TYPE_CHECKING:
    from callbridge.api.models import Delivery
    from callbridge.webhooks import ReceivedEvent

_STATE_STYLES = {
    "succeeded": "green",
    "failed": "red",
    "pending": "yellow",
    "in_progress": "yellow",
    "cancelled": "dim",
    "received": "green",
}


def _created(delivery: Delivery) -> float:
    return delivery.created_at.timestamp() if delivery.created_at is not None else 0.0


def short(identifier: str | None) -> str:
    return (identifier or "")[:8]


class DeliveriesTable(DataTable[Text | str]):
    HELP = """
## Deliveries
One row per delivery of the subscription: events the local receiver verified and
acknowledged arrive here as they come (state `received`); **Ctrl+G** asks the service for
its own view (GET /webhooks/{id}/deliveries) and updates each row's state.
"""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id, cursor_type="row")

    def on_mount(self) -> None:
        self.add_column("delivery", key="delivery", width=8)
        self.add_column("event", key="event", width=24)
        self.add_column("resource", key="resource", width=16)
        self.add_column("state", key="state", width=11)
        self.add_column("tries", key="tries", width=5)

    def _upsert(self, key: str, event: str, resource: str, state: str, tries: str) -> None:
        cells: dict[str, Text] = {
            "delivery": Text(shown(short(key))),
            "event": Text(shown(event)),
            "resource": Text(shown(resource)),
            "state": Text(state, style=_STATE_STYLES.get(state, "")),
            "tries": Text(tries),
        }
        if key in self.rows:
            for column, value in cells.items():
                if value.plain:
                    self.update_cell(key, column, value)
        else:
            self.add_row(*cells.values(), key=key)

    def received(self, item: ReceivedEvent) -> None:
        event = item.event
        key = item.delivery_id or event.id
        resource = f"{event.resource_type}/{event.resource_id}"
        self._upsert(key, str(event.type), resource[:16], "received", "")

    def service_view(self, deliveries: Sequence[Delivery]) -> None:
        for delivery in sorted(deliveries, key=_created):
            self._upsert(
                delivery.id,
                str(delivery.event_type or ""),
                "",
                str(delivery.state),
                "" if delivery.attempt_count is None else str(delivery.attempt_count),
            )
