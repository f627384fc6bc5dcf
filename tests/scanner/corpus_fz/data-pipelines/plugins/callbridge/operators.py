from __future__ import annotations

from typing import Sequence

from airflow.exceptions import AirflowException, AirflowSkipException
from airflow.models import BaseOperator
from airflow.utils.context import Context

from callbridge.exceptions import CallbridgeAPIError, CallbridgeDisabled
from callbridge.hooks import CallbridgeHook

BATCH = 500


class CallbridgeAppendContactsOperator(BaseOperator):
    """Push phones pulled from the warehouse (XCom) into a Callbridge contact list."""

    template_fields: Sequence[str] = ("list_id", "phones")
    ui_color = "#f4c28a"

    def __init__(self, *, list_id: str, phones, callbridge_conn_id: str = "callbridge_default", **kwargs):
        super().__init__(**kwargs)
        self.list_id = list_id
        self.phones = phones
        self.callbridge_conn_id = callbridge_conn_id

    def execute(self, context: Context) -> int:
        hook = CallbridgeHook(self.callbridge_conn_id)
        phones = list(self.phones or [])
        pushed = 0
        try:
            for i in range(0, len(phones), BATCH):
                hook.append_contacts(self.list_id, phones[i : i + BATCH])
                pushed += len(phones[i : i + BATCH])
        except CallbridgeDisabled:
            raise AirflowSkipException("Callbridge public API is disabled for our tenant")
        except CallbridgeAPIError as exc:
            if exc.status == 404 and exc.body and "contact list not found" in exc.body.error:
                self.log.error("List %s vanished on the Callbridge side", self.list_id)
            elif exc.status == 502:
                raise AirflowException("Callbridge IdP unreachable, task will be retried") from exc
            raise
        self.log.info("Appended %s contacts to %s", pushed, self.list_id)
        return pushed


class CallbridgeListCleanupOperator(BaseOperator):
    """Delete contact lists whose campaign ended more than `keep_days` ago."""

    def __init__(self, *, keep_days: int = 30, callbridge_conn_id: str = "callbridge_default", **kwargs):
        super().__init__(**kwargs)
        self.keep_days = keep_days
        self.callbridge_conn_id = callbridge_conn_id

    def execute(self, context: Context) -> list[str]:
        hook = CallbridgeHook(self.callbridge_conn_id)
        cutoff = context["data_interval_end"].subtract(days=self.keep_days)
        removed = []
        for cl in hook.iter_contact_lists():
            ended = cl.get("campaign_ended_at")
            if ended and ended < cutoff.isoformat():
                hook.delete_contact_list(cl["id"])
                removed.append(cl["id"])
        return removed
