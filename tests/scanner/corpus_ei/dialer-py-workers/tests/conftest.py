import os

import pytest

os.environ.setdefault("RINGLANE_ACTING_USER_ID", "00u1ab2cd3EF4gh5ij6")
os.environ.setdefault("RINGLANE_KEY_PARAM", "/brightwater/test/ringlane/api-key")


@pytest.fixture(autouse=True)
def _no_ssm(monkeypatch):
    """Never hit SSM from unit tests."""
    monkeypatch.setattr("ringlane.settings.secure_param", lambda name: f"fake::{name}")


@pytest.fixture
def lambda_context():
    class Ctx:
        function_name = "test-fn"
        memory_limit_in_mb = 128
        invoked_function_arn = "arn:aws:lambda:us-east-1:000000000000:function:test-fn"
        aws_request_id = "req-1"

    return Ctx()
