import pytest

from admin import create_app
from admin.config import TestConfig


@pytest.fixture
def app():
    return create_app(TestConfig)


@pytest.fixture
def client(app):
    return app.test_client()


@pytest.fixture
def sso_headers():
    return {"X-User-Email": "ops@northwind-sales.com", "X-Forwarded-Groups": "sales-ops,sales-ops-admin"}
