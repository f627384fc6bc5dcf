from rest_framework import serializers, status, viewsets
from rest_framework.response import Response
from rest_framework.views import exception_handler

from .models import Campaign


def flat_exception_handler(exc, context):
    """Keep our public API's error body flat: {"error": "...", "details": [...]}."""
    response = exception_handler(exc, context)
    if response is None:
        return None
    data = response.data
    if isinstance(data, dict) and "detail" in data:
        response.data = {"error": str(data["detail"]), "details": []}
    elif isinstance(data, dict):
        response.data = {
            "error": "Validation failed",
            "details": [{"path": k, "message": str(v[0])} for k, v in data.items()],
        }
    return response


class CampaignSerializer(serializers.ModelSerializer):
    class Meta:
        model = Campaign
        fields = ["id", "name", "active", "ringwell_list_id", "created_at"]
        read_only_fields = ["ringwell_list_id", "created_at"]


class CampaignViewSet(viewsets.ModelViewSet):
    queryset = Campaign.objects.all().order_by("-created_at")
    serializer_class = CampaignSerializer

    def destroy(self, request, *args, **kwargs):
        campaign = self.get_object()
        if campaign.leads.exists():
            return Response({"error": "campaign has leads"}, status=status.HTTP_409_CONFLICT)
        if request.acting_user is None:
            return Response({"error": "user not found"}, status=status.HTTP_404_NOT_FOUND)
        return super().destroy(request, *args, **kwargs)
