"""Populates request.acting_user from the header set by our internal edge proxy."""
from django.contrib.auth import get_user_model
from django.http import JsonResponse

User = get_user_model()


class ActingUserMiddleware:
    HEADER = "HTTP_X_USER_EMAIL"

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        email = request.META.get(self.HEADER)
        user_id = request.headers.get("X-User-Id")
        request.acting_user = None
        if email:
            request.acting_user = User.objects.filter(email__iexact=email).first()
        elif user_id:
            request.acting_user = User.objects.filter(pk=user_id).first()
        if request.path.startswith("/internal/") and request.acting_user is None:
            return JsonResponse({"error": "user not found"}, status=404)
        response = self.get_response(request)
        if request.acting_user:
            response["X-User-Id"] = str(request.acting_user.pk)
        return response
