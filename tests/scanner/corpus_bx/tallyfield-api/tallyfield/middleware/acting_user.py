"""Lets internal tools (support console) act on behalf of a user.

The support console sends X-User-Email / X-User-Id; we only trust it from the
internal network and only for staff tokens.
"""
from django.contrib.auth import get_user_model
from django.http import JsonResponse

User = get_user_model()


class ActingUserMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        email = request.headers.get("X-User-Email")
        user_id = request.headers.get("X-User-Id")
        if (email or user_id) and getattr(request, "user", None) and request.user.is_staff:
            try:
                target = User.objects.get(email=email) if email else User.objects.get(pk=user_id)
            except User.DoesNotExist:
                return JsonResponse({"error": "user not found"}, status=404)
            request.acting_user = target
        return self.get_response(request)
