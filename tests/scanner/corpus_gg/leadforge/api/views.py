from rest_framework import generics, status
from rest_framework.decorators import api_view
from rest_framework.response import Response

from dialer.models import Lead

from .serializers import LeadSerializer


class LeadListCreate(generics.ListCreateAPIView):
    queryset = Lead.objects.order_by("-created_at")
    serializer_class = LeadSerializer


class LeadDetail(generics.RetrieveUpdateAPIView):
    queryset = Lead.objects.all()
    serializer_class = LeadSerializer


@api_view(["POST"])
def qualify(request, pk):
    lead = Lead.objects.filter(pk=pk).first()
    if lead is None:
        return Response({"error": "lead not found"}, status=status.HTTP_404_NOT_FOUND)
    if not lead.phone:
        return Response({"error": "lead has no phone number"}, status=status.HTTP_400_BAD_REQUEST)
    lead.stage = "qualified"
    lead.owner_email = request.gateway_email or lead.owner_email
    lead.save()
    return Response(LeadSerializer(lead).data)
