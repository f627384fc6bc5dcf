from django.contrib.admin.views.decorators import staff_member_required
from django.http import JsonResponse
from django.views.decorators.http import require_POST

from .models import Segment
from .tasks import push_segment_to_dialwise


@staff_member_required
@require_POST
def sync_segment(request, pk):
    try:
        segment = Segment.objects.get(pk=pk, dialable=True)
    except Segment.DoesNotExist:
        return JsonResponse({"error": "segment not found"}, status=404)
    push_segment_to_dialwise.delay(segment.pk)
    return JsonResponse({"queued": True}, status=202)


@staff_member_required
def segment_status(request, pk):
    segment = Segment.objects.filter(pk=pk).first()
    if segment is None:
        return JsonResponse({"error": "segment not found"}, status=404)
    return JsonResponse(
        {
            "list_id": segment.dialwise_list_id,
            "synced_at": segment.synced_at.isoformat() if segment.synced_at else None,
            "error": segment.sync_error or None,
        }
    )
