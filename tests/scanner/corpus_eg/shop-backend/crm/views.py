import logging

from django.shortcuts import get_object_or_404
from rest_framework import status, viewsets
from rest_framework.decorators import action
from rest_framework.response import Response
from rest_framework.views import APIView

from crm.models import CallLog, Customer, SalesRep
from crm.serializers import AddPhonesSerializer, CallListSerializer, StartCallSerializer
from crm.services.ringlane import (
    RinglaneApiDisabled,
    RinglaneContactListNotFound,
    RinglaneError,
    get_client,
)

logger = logging.getLogger(__name__)


def _ringlane_failure(exc: RinglaneError) -> Response:
    """Translate a Ringlane failure into our own API error envelope."""
    if exc.status_code == 404 and exc.message == "user not found":
        return Response(
            {"error": "Your account is not provisioned in the dialer yet. Ask sales-ops."},
            status=status.HTTP_403_FORBIDDEN,
        )
    if exc.status_code == 503:
        return Response(
            {"error": "Calling is switched off right now."},
            status=status.HTTP_503_SERVICE_UNAVAILABLE,
        )
    logger.exception("ringlane call failed")
    return Response({"error": "Dialer error", "details": exc.details}, status=status.HTTP_502_BAD_GATEWAY)


class CallListViewSet(viewsets.ViewSet):
    """Sales reps manage their Ringlane call lists from the back office."""

    def list(self, request):
        try:
            data = get_client().list_contact_lists(acting_email=request.user.email)
        except RinglaneError as exc:
            return _ringlane_failure(exc)
        return Response(CallListSerializer(data.get("items", []), many=True).data)

    def create(self, request):
        ser = CallListSerializer(data=request.data)
        ser.is_valid(raise_exception=True)
        try:
            created = get_client().create_contact_list(
                ser.validated_data["name"],
                acting_email=request.user.email,
                description=ser.validated_data.get("description", ""),
            )
        except RinglaneError as exc:
            return _ringlane_failure(exc)
        return Response(created, status=status.HTTP_201_CREATED)

    def retrieve(self, request, pk=None):
        try:
            return Response(get_client().get_contact_list(pk, acting_email=request.user.email))
        except RinglaneContactListNotFound:
            return Response({"error": "No such call list"}, status=status.HTTP_404_NOT_FOUND)
        except RinglaneError as exc:
            return _ringlane_failure(exc)

    def destroy(self, request, pk=None):
        try:
            get_client().delete_contact_list(pk, acting_email=request.user.email)
        except RinglaneContactListNotFound:
            pass
        except RinglaneError as exc:
            return _ringlane_failure(exc)
        return Response(status=status.HTTP_204_NO_CONTENT)

    @action(detail=True, methods=["post"], url_path="phones")
    def add_phones(self, request, pk=None):
        ser = AddPhonesSerializer(data=request.data)
        ser.is_valid(raise_exception=True)
        try:
            added = get_client().add_contacts(pk, ser.validated_data["phones"], acting_email=request.user.email)
        except RinglaneError as exc:
            return _ringlane_failure(exc)
        return Response({"added": added})


class StartCallView(APIView):
    def post(self, request, pk):
        customer = get_object_or_404(Customer, pk=pk)
        if customer.opted_out_of_calls or not customer.phone:
            return Response({"error": "Customer cannot be called"}, status=status.HTTP_400_BAD_REQUEST)
        rep = get_object_or_404(SalesRep, user=request.user)
        ser = StartCallSerializer(data=request.data)
        ser.is_valid(raise_exception=True)
        try:
            call = get_client().start_call(customer.phone, rep.okta_user_id, ser.validated_data.get("order_ref"))
        except RinglaneApiDisabled:
            return Response({"error": "Calling is switched off right now."}, status=503)
        except RinglaneError as exc:
            return _ringlane_failure(exc)
        CallLog.objects.create(customer=customer, rep=rep, ringlane_call_id=call["id"])
        return Response(call, status=status.HTTP_202_ACCEPTED)
