import logging

from rest_framework import status
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.views import APIView

from dialer.models import CallOutcome, Lead

from .serializers import CallCompletedSerializer
from .signing import is_valid

log = logging.getLogger(__name__)


class DialwaveWebhookView(APIView):
    """Receives call.completed events from Dialwave."""

    authentication_classes = []
    permission_classes = [AllowAny]

    def post(self, request, *args, **kwargs):
        signature = request.headers.get("X-Dialwave-Signature", "")
        if not is_valid(request.body, signature):
            log.warning("dialwave webhook: bad signature from %s", request.META.get("REMOTE_ADDR"))
            return Response({"detail": "invalid signature"}, status=status.HTTP_401_UNAUTHORIZED)

        event = request.data
        if event.get("type") != "call.completed":
            return Response(status=status.HTTP_204_NO_CONTENT)

        ser = CallCompletedSerializer(data=event.get("data", {}))
        ser.is_valid(raise_exception=True)
        d = ser.validated_data
        lead = Lead.objects.filter(phone=d["phone"]).order_by("-created_at").first()
        CallOutcome.objects.update_or_create(
            remote_call_id=d["call_id"],
            defaults={
                "lead": lead,
                "disposition": d["disposition"],
                "duration_seconds": d.get("duration", 0),
                "agent_email": d.get("agent_email", ""),
                "raw": event,
            },
        )
        if lead and d["disposition"] in ("connected", "meeting_booked"):
            lead.stage = "called"
            lead.save(update_fields=["stage"])
        return Response({"ok": True})
