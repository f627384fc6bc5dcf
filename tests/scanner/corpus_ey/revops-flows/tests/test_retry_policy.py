import requests

from flows.retry_policy import retry_dialwave, retry_generic


class _State:
    def __init__(self, code):
        self.code = code

    def result(self):
        resp = requests.Response()
        resp.status_code = self.code
        raise requests.HTTPError(response=resp)


def test_dialwave_retries_on_502_idp_timeout():
    assert retry_dialwave(None, None, _State(502))


def test_dialwave_does_not_retry_503_api_disabled():
    assert not retry_dialwave(None, None, _State(503))


def test_generic_retries_503():
    assert retry_generic(None, None, _State(503))
