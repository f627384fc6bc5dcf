from rest_framework import status, viewsets
from rest_framework.decorators import action
from rest_framework.response import Response

from monolith.integrations.ringpilot import RingPilotClient, RingPilotError, RingPilotUserNotFound
from monolith.integrations.ringpilot.exceptions import field_errors

from .models import Lead, LeadBatch
from .serializers import LeadBatchSerializer, LeadSerializer


class LeadViewSet(viewsets.ModelViewSet):
    queryset = Lead.objects.all()
    serializer_class = LeadSerializer

    def get_queryset(self):
        # our SPA forwards the logged-in agent; used for row filtering only
        agent_email = self.request.headers.get("X-User-Email")
        qs = super().get_queryset()
        if agent_email:
            qs = qs.filter(owner__email=agent_email)
        return qs


class LeadBatchViewSet(viewsets.ModelViewSet):
    queryset = LeadBatch.objects.all()
    serializer_class = LeadBatchSerializer

    @action(detail=True, methods=["post"], url_path="push-to-dialer")
    def push_to_dialer(self, request, pk=None):
        batch = self.get_object()
        client = RingPilotClient(acting_email=request.user.email)
        try:
            if not batch.ringpilot_list_id:
                created = client.create_contact_list(name=f"HP batch {batch.pk}")
                batch.ringpilot_list_id = created["id"]
                batch.save(update_fields=["ringpilot_list_id"])
            client.add_contacts(batch.ringpilot_list_id, [l.phone for l in batch.leads.all()])
        except RingPilotUserNotFound:
            return Response(
                {"error": "Your user does not exist in RingPilot yet. Ask an admin to invite you."},
                status=status.HTTP_403_FORBIDDEN,
            )
        except RingPilotError as exc:
            if exc.details:
                return Response(field_errors(exc), status=status.HTTP_400_BAD_REQUEST)
            if exc.status == 503:
                return Response({"error": "Dialer integration is disabled by RingPilot"},
                                status=status.HTTP_503_SERVICE_UNAVAILABLE)
            return Response({"error": exc.message}, status=status.HTTP_502_BAD_GATEWAY)
        return Response({"list_id": batch.ringpilot_list_id})
