from unittest.mock import MagicMock

import pandas as pd
import pytest
from dagster import Failure, build_asset_context

from tidewater_pipelines.assets import ringstead_contact_lists


def _resp(status, body):
    r = MagicMock()
    r.status_code = status
    r.ok = status < 400
    r.json.return_value = body
    return r


def test_contact_lists_404_fails_with_helpful_message():
    res = MagicMock()
    res.call.return_value = _resp(404, {"error": "user not found"})
    with pytest.raises(Failure):
        ringstead_contact_lists(res)


def test_contact_lists_returns_frame():
    res = MagicMock()
    res.call.return_value = _resp(200, {"data": [{"id": "cl_1", "name": "Q3 reorders"}]})
    df = ringstead_contact_lists(res)
    assert isinstance(df, pd.DataFrame)
