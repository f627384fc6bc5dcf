import pytest
from airflow.models import DagBag


@pytest.fixture(scope="session")
def dagbag():
    return DagBag(dag_folder="dags", include_examples=False)


def test_no_import_errors(dagbag):
    assert dagbag.import_errors == {}


@pytest.mark.parametrize("dag_id", ["ringlane_contact_sync", "ringlane_dnc_cleanup", "stripe_events_ingest"])
def test_dag_has_tags(dagbag, dag_id):
    assert dagbag.get_dag(dag_id).tags


def test_ringlane_dags_use_pool(dagbag):
    for task in dagbag.get_dag("ringlane_contact_sync").tasks:
        if task.task_id == "push":
            assert task.pool == "ringlane_api"
