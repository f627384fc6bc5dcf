"""Harborline's own partner API. Not Ringlane!"""
from rest_framework import status, viewsets
from rest_framework.decorators import action
from rest_framework.response import Response

from api.models import LeadList
from api.serializers import ContactSerializer, LeadListSerializer


class ContactListViewSet(viewsets.ModelViewSet):
    """Partners manage their lead lists here (we call them contact-lists in the public docs)."""

    serializer_class = LeadListSerializer

    def get_queryset(self):
        return LeadList.objects.filter(partner__service_user=self.request.user)

    def retrieve(self, request, *args, **kwargs):
        obj = self.get_queryset().filter(pk=kwargs["pk"]).first()
        if obj is None:
            return Response({"error": "contact list not found"}, status=status.HTTP_404_NOT_FOUND)
        return Response(self.get_serializer(obj).data)

    @action(detail=True, methods=["post"], url_path="contacts")
    def add_contacts(self, request, pk=None):
        ser = ContactSerializer(data=request.data.get("contacts", []), many=True)
        if not ser.is_valid():
            return Response(
                {"error": "validation failed", "details": ser.errors},
                status=status.HTTP_400_BAD_REQUEST,
            )
        if getattr(request, "acting_agent", None) is None:
            return Response({"error": "user not found"}, status=status.HTTP_404_NOT_FOUND)
        return Response({"accepted": len(ser.validated_data)}, status=status.HTTP_202_ACCEPTED)
