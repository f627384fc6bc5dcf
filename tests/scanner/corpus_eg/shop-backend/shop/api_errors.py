"""Our own API's error envelope: {"error": "...", "details": [...]}.

The frontend relies on this flat shape; do not change without bumping the SPA.
"""
from rest_framework.views import exception_handler as drf_exception_handler


def exception_handler(exc, context):
    response = drf_exception_handler(exc, context)
    if response is None:
        return None
    data = response.data
    if isinstance(data, dict) and "detail" in data:
        response.data = {"error": str(data["detail"]), "details": []}
    elif isinstance(data, dict):
        details = [{"path": k, "message": str(v[0]) if isinstance(v, list) else str(v)} for k, v in data.items()]
        response.data = {"error": "validation failed", "details": details}
    return response
