from django.http import JsonResponse
from django.views.decorators.http import require_GET

from .models import CallCampaign


@require_GET
def contact_list_index(request):
    campaigns = CallCampaign.objects.filter(archived=False).order_by("-created_at")[:200]
    return JsonResponse({"data": [{"id": c.pk, "name": c.name, "list": c.ringlane_list_id} for c in campaigns]})


@require_GET
def contact_list_detail(request, pk: int):
    try:
        c = CallCampaign.objects.get(pk=pk)
    except CallCampaign.DoesNotExist:
        return JsonResponse({"error": "contact list not found"}, status=404)
    if not request.user.is_authenticated:
        return JsonResponse({"error": "user not found"}, status=404)
    return JsonResponse({"id": c.pk, "name": c.name, "members": c.members.count()})
