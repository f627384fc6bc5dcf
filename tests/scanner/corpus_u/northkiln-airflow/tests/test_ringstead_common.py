from unittest import mock

from plugins.ringstead_common import ringstead_headers


def test_headers_use_connection_password():
    conn = mock.Mock(password="placeholder-key", extra_dejson={})
    with mock.patch("plugins.ringstead_common.BaseHook.get_connection", return_value=conn):
        headers = ringstead_headers()
    assert headers["Content-Type"] == "application/json"
    assert "placeholder-key" in headers.values()


def test_retry_on_502_is_configured():
    from dags.ringstead_list_sync import DEFAULT_ARGS
    assert DEFAULT_ARGS["retries"] == 2
