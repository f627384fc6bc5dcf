from rest_framework.views import exception_handler


def flat_exception_handler(exc, context):
    """Our public API has always returned {"error": "...", "details": [...]}.

    Mobile v3.x still parses this, do not change without a version bump.
    """
    response = exception_handler(exc, context)
    if response is None:
        return None
    data = response.data
    if isinstance(data, dict) and "detail" in data:
        response.data = {"error": str(data["detail"]), "details": []}
    else:
        response.data = {
            "error": "validation failed",
            "details": [{"path": k, "message": str(v[0])} for k, v in (data or {}).items()],
        }
    if response.status_code == 503:
        response.data["error"] = "maintenance"
    return response
