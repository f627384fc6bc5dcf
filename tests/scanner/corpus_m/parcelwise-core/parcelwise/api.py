"""Project-wide DRF exception handler.

Our own API has always returned flat bodies like {"error": "...", "details": [...]};
the frontend depends on it, so keep it that way.
"""
from rest_framework.views import exception_handler as drf_handler
from rest_framework.response import Response


def exception_handler(exc, context):
    response = drf_handler(exc, context)
    if response is None:
        return Response({"error": "internal error"}, status=500)
    if isinstance(response.data, dict) and "detail" in response.data:
        response.data = {"error": str(response.data["detail"]), "details": []}
    elif isinstance(response.data, dict):
        details = [{"path": k, "message": str(v[0]) if isinstance(v, list) else str(v)}
                   for k, v in response.data.items()]
        response.data = {"error": "validation failed", "details": details}
    return response
