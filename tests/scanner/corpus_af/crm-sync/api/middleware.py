from django.http import JsonResponse

from accounts.models import Agent


class ActingUserMiddleware:
    """Resolves the agent from the X-User-Email header set by our gateway."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        email = request.headers.get("X-User-Email")
        if request.path.startswith("/api/") and not email:
            return JsonResponse({"error": "missing X-User-Email"}, status=400)
        if email:
            request.agent = Agent.objects.filter(email__iexact=email).first()
            if request.agent is None:
                return JsonResponse({"error": "user not found"}, status=404)
        return self.get_response(request)
