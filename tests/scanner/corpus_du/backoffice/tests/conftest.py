import pytest

from backoffice import create_app
from backoffice.config import TestConfig
from backoffice.extensions import db as _db

RINGLANE = "https://api.ringlane.io/api/public/v1"


class _Cfg(TestConfig):
    RINGLANE_BASE_URL = RINGLANE
    RINGLANE_API_KEY = "test-key"
    RINGLANE_SERVICE_EMAIL = "dialer-bot@harborline.example"


@pytest.fixture
def app():
    app = create_app(_Cfg)
    with app.app_context():
        _db.create_all()
        yield app
        _db.drop_all()


@pytest.fixture
def client(app):
    return app.test_client()


@pytest.fixture
def ringlane_url():
    return RINGLANE
