"""Resolves the acting user for internal service-to-service calls.

The dialer-gateway and the web app forward the logged-in user in X-User-Email / X-User-Id;
internal callers authenticate with x-api-key (INTERNAL_API_KEYS).
"""
from django.conf import settings
from django.contrib.auth import get_user_model
from django.http import JsonResponse

User = get_user_model()


class ActingUserMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        if request.path.startswith("/internal/"):
            if request.headers.get("x-api-key") not in getattr(settings, "INTERNAL_API_KEYS", ()):
                return JsonResponse({"error": "invalid api key"}, status=401)
            email = request.headers.get("X-User-Email")
            user_id = request.headers.get("X-User-Id")
            user = None
            if user_id:
                user = User.objects.filter(pk=user_id).first()
            elif email:
                user = User.objects.filter(email__iexact=email).first()
            if user is None:
                return JsonResponse({"error": "user not found"}, status=404)
            request.acting_user = user
        return self.get_response(request)
