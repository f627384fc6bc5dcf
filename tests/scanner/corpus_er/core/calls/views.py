"""Internal JSON endpoints used by the Ferncastle web app and the admin SPA."""
import requests
from django.conf import settings
from django.contrib.auth import get_user_model
from django.http import JsonResponse
from django.views.decorators.http import require_GET

from .models import CallList, CallLog

User = get_user_model()


@require_GET
def my_call_lists(request):
    # The admin SPA impersonates support targets by sending X-User-Email; only staff may do it.
    email = request.headers.get("X-User-Email") if request.user.is_staff else request.user.email
    try:
        user = User.objects.get(email=email)
    except User.DoesNotExist:
        return JsonResponse({"error": "user not found"}, status=404)
    lists = CallList.objects.filter(owner=user).values("id", "ringbolt_list_id", "last_synced_at")
    return JsonResponse({"results": list(lists)})


@require_GET
def call_log(request, call_id: str):
    try:
        log = CallLog.objects.get(ringbolt_call_id=call_id)
    except CallLog.DoesNotExist:
        return JsonResponse({"error": "call not found"}, status=404)
    return JsonResponse(
        {
            "id": log.ringbolt_call_id,
            "phone": log.contact_phone,
            "agent": log.agent_email,
            "duration": log.duration_seconds,
            "outcome": log.outcome,
        }
    )


@require_GET
def ringbolt_list_preview(request, list_id: str):
    """Pre-`services.ringbolt` code path, still used by the CRM sidebar widget."""
    resp = requests.get(
        f"{settings.RINGBOLT_HOST}/api/public/v1/contact-lists/{list_id}",
        headers={
            "x-api-key": settings.RINGBOLT_API_KEY,
            "x-user-id": request.user.profile.okta_subject,
        },
        timeout=5,
    )
    if resp.status_code == 404 and resp.json().get("error") == "user not found":
        return JsonResponse({"error": "no_ringbolt_seat"}, status=409)
    if resp.status_code == 502:
        return JsonResponse({"error": "ringbolt_unavailable"}, status=503)
    if not resp.ok:
        return JsonResponse({"error": resp.json().get("error", "ringbolt error")}, status=resp.status_code)
    return JsonResponse(resp.json())
