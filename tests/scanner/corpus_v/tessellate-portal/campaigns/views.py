from django.http import JsonResponse
from django.views.decorators.http import require_GET

from .models import Campaign


@require_GET
def campaign_detail(request, pk):
    # X-User-Id is injected by our ingress after OIDC login
    user_id = request.headers.get("X-User-Id")
    if not user_id:
        return JsonResponse({"error": "missing user"}, status=400)
    try:
        campaign = Campaign.objects.get(pk=pk, owner_id=user_id)
    except Campaign.DoesNotExist:
        return JsonResponse({"error": "user not found"}, status=404)
    return JsonResponse({"id": campaign.pk, "name": campaign.name})
