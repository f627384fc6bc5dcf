from airflow.hooks.base import BaseHook

RINGSTEAD_CONN_ID = "ringstead_api"
ACTING_USER_HEADER = "X-User-Email"


def ringstead_headers() -> dict:
    conn = BaseHook.get_connection(RINGSTEAD_CONN_ID)
    return {
        "x-api-key": conn.password,
        ACTING_USER_HEADER: conn.extra_dejson.get("acting_user", "data-bot@northkiln.com"),
        "Content-Type": "application/json",
    }
