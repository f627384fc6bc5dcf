import json
from unittest import mock

import pytest

from handlers import dnc_sync
from ringlane import ContactListNotFound, RinglaneUnavailable


class Rec:
    def __init__(self, body):
        self.body = json.dumps(body)


@pytest.fixture
def fake_rl(monkeypatch):
    rl = mock.Mock()
    rl.contact_lists.return_value = [{"id": "L1"}, {"id": "L2"}]
    monkeypatch.setattr(dnc_sync, "_rl", lambda: rl)
    monkeypatch.setattr(dnc_sync, "_record_compliance", mock.Mock())
    return rl


def test_removes_from_every_list(fake_rl):
    dnc_sync.record_handler(Rec({"phone": "+15550100003"}))
    assert fake_rl.remove_phone.call_count == 2
    dnc_sync._record_compliance.assert_called_once_with("+15550100003", ["L1", "L2"])


def test_skips_lists_that_vanished(fake_rl):
    fake_rl.remove_phone.side_effect = [ContactListNotFound(404, "gone"), None]
    dnc_sync.record_handler(Rec({"phone": "+15550100004"}))
    dnc_sync._record_compliance.assert_called_once_with("+15550100004", ["L2"])


def test_502_from_ringlane_is_reraised_for_sqs_retry(fake_rl):
    fake_rl.remove_phone.side_effect = RinglaneUnavailable(502, "idp down")
    with pytest.raises(RinglaneUnavailable):
        dnc_sync.record_handler(Rec({"phone": "+15550100005"}))
