from airflow.models import DagBag


def test_no_import_errors():
    bag = DagBag(dag_folder="dags", include_examples=False)
    assert bag.import_errors == {}


def test_every_dag_has_tags():
    bag = DagBag(dag_folder="dags", include_examples=False)
    for dag_id, dag in bag.dags.items():
        assert dag.tags, f"{dag_id} has no tags"
