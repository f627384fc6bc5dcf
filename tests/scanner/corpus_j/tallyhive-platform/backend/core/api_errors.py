from rest_framework.views import exception_handler


def flat_exception_handler(exc, context):
    """Our own public API returns {"error": "...", "details": [...]} - keep it that way."""
    response = exception_handler(exc, context)
    if response is None:
        return None
    detail = response.data
    if isinstance(detail, dict) and "detail" in detail:
        response.data = {"error": str(detail["detail"]), "details": []}
    elif isinstance(detail, dict):
        response.data = {
            "error": "validation failed",
            "details": [{"path": k, "message": str(v[0])} for k, v in detail.items()],
        }
    return response


def is_upstream_outage(status_code: int) -> bool:
    return status_code in (502, 503, 504)
