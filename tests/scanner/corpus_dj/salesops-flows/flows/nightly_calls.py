from __future__ import annotations

from datetime import date, timedelta

from prefect import flow, get_run_logger, task
from prefect.blocks.system import Secret
from prefect.tasks import exponential_backoff

from callpipe import settings, transform, warehouse
from callpipe.client import CallwrightClient
from callpipe.errors import CallwrightError

from flows.tasks.notify import slack_alert


def _retry_on_callwright(task, task_run, state) -> bool:
    exc = state.result(raise_on_failure=False)
    if isinstance(exc, CallwrightError):
        # 502: their Okta lookup flaked; 503: API switched off mid-maintenance window
        return exc.status in (502, 503)
    return True


@task(retries=4, retry_delay_seconds=exponential_backoff(backoff_factor=30), retry_condition_fn=_retry_on_callwright)
def extract_calls(day: date) -> list[dict]:
    s = settings.load()
    s = settings.Settings(
        api_key=Secret.load("callwright-api-key").get(),
        acting_user=s.acting_user,
        base_url=s.base_url,
    )
    client = CallwrightClient(s)
    return list(client.iter_calls(day.isoformat(), (day + timedelta(days=1)).isoformat()))


@task
def load_calls(records: list[dict]) -> int:
    df = transform.calls_frame(records)
    if df.empty:
        return 0
    warehouse.land(df, "raw_calls")
    warehouse.land(transform.daily_rollup(df), "rep_daily")
    return len(df)


@flow(name="nightly-calls", log_prints=True)
def nightly_calls(day: date | None = None) -> int:
    log = get_run_logger()
    day = day or (date.today() - timedelta(days=1))
    n = load_calls(extract_calls(day))
    log.info("loaded %s calls for %s", n, day)
    if n == 0:
        slack_alert(f":warning: nightly-calls loaded 0 calls for {day}")
    return n


if __name__ == "__main__":
    nightly_calls()
