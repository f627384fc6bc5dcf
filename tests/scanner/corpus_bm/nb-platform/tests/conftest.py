import os

import pytest

# Sandbox key for the Dialwave test tenant (rotated quarterly by sales-ops).
os.environ.setdefault("DIALWAVE_API_KEY", "dw_7hQ2mZp9LxR4vT8sWk3NcY5b")
os.environ.setdefault("DIALWAVE_WEBHOOK_SECRET", "test-secret")
os.environ.setdefault("ENRICHMENT_API_KEY", "enrich-test")


@pytest.fixture
def rep_email() -> str:
    return "jordan.reyes@northbeamsolar.com"
