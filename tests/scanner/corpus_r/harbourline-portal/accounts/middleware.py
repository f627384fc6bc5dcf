"""Trust the X-User-Email header injected by our internal SSO gateway."""
from django.contrib.auth import get_user_model
from django.http import JsonResponse

TRUSTED_HEADER = "HTTP_X_USER_EMAIL"


class GatewayUserMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        email = request.META.get(TRUSTED_HEADER)
        if request.path.startswith("/api/") and not email:
            return JsonResponse({"error": "unauthenticated"}, status=401)
        if email:
            User = get_user_model()
            request.user, _ = User.objects.get_or_create(username=email, defaults={"email": email})
        response = self.get_response(request)
        if response.status_code == 404 and request.path.startswith("/api/users/"):
            response = JsonResponse({"error": "user not found"}, status=404)
        return response
