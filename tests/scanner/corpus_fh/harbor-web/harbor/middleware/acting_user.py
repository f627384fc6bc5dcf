"""Trust the identity headers injected by oauth2-proxy in front of the admin."""
from django.contrib.auth import get_user_model
from django.http import JsonResponse

TRUSTED_PROXY_HEADER = "X-User-Email"


class ProxyUserMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        if request.path.startswith("/staff/"):
            email = request.headers.get(TRUSTED_PROXY_HEADER)
            if not email:
                return JsonResponse({"error": "missing identity header"}, status=401)
            User = get_user_model()
            try:
                request.user = User.objects.get(email__iexact=email, is_staff=True)
            except User.DoesNotExist:
                return JsonResponse({"error": "user not found"}, status=404)
        return self.get_response(request)
