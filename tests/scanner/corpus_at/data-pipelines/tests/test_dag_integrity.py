import pytest
from airflow.models import DagBag


@pytest.fixture(scope="session")
def dagbag():
    return DagBag(dag_folder="dags", include_examples=False)


def test_no_import_errors(dagbag):
    assert dagbag.import_errors == {}


@pytest.mark.parametrize("dag_id", ["ringlane_contact_list_sync", "segment_to_warehouse", "sendgrid_bounce_cleanup"])
def test_dag_has_retries(dagbag, dag_id):
    dag = dagbag.get_dag(dag_id)
    assert dag is not None
    assert all(t.retries >= 1 for t in dag.tasks)
