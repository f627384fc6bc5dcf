from rest_framework.views import exception_handler


def flat_exception_handler(exc, context):
    """Our own API returns {"error": "...", "details": [...]} to the partner SPA."""
    response = exception_handler(exc, context)
    if response is None:
        return None
    data = response.data
    if isinstance(data, dict) and "detail" in data:
        response.data = {"error": str(data["detail"]), "details": []}
    else:
        response.data = {
            "error": "validation failed",
            "details": [{"path": k, "message": str(v[0])} for k, v in data.items()],
        }
    return response
