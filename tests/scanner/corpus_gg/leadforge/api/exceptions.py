from rest_framework.views import exception_handler


def flat_exception_handler(exc, context):
    """Our own API returns {"error": "...", "details": [...]} for the React app."""
    response = exception_handler(exc, context)
    if response is None:
        return None
    data = response.data
    if isinstance(data, dict) and "detail" in data:
        response.data = {"error": str(data["detail"]), "details": []}
    elif isinstance(data, dict):
        response.data = {
            "error": "validation failed",
            "details": [{"path": k, "message": " ".join(map(str, v))} for k, v in data.items()],
        }
    return response
