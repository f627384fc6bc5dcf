import pytest
from airflow.models import DagBag


@pytest.fixture(scope="session")
def dagbag():
    return DagBag(dag_folder="dags", include_examples=False)


def test_no_import_errors(dagbag):
    assert dagbag.import_errors == {}


@pytest.mark.parametrize("dag_id", ["callbridge_contact_list_sync", "sendgrid_marketing_digest", "warehouse_refresh"])
def test_dag_has_owner_and_tags(dagbag, dag_id):
    dag = dagbag.get_dag(dag_id)
    assert dag is not None
    assert dag.tags
