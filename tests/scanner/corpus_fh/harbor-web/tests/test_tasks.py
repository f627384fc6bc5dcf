import pytest

from contacts.models import Segment
from contacts.tasks import push_segment_to_dialwise


@pytest.mark.vcr("push_segment_creates_list.yaml")
def test_push_segment_creates_list(segment):
    push_segment_to_dialwise(segment.pk)
    segment.refresh_from_db()
    assert segment.dialwise_list_id == "cl_01HF3Z8Q2K"
    assert segment.sync_error == ""


@pytest.mark.vcr("push_segment_user_not_found.yaml")
def test_push_segment_reports_missing_user(segment):
    push_segment_to_dialwise(segment.pk)
    segment.refresh_from_db()
    assert "not provisioned" in Segment.objects.get(pk=segment.pk).sync_error
