"""Trust the identity headers injected by our oauth2-proxy sidecar.

The proxy authenticates reps against Okta and forwards the login as
X-User-Email / X-User-Id. Never expose the app without the proxy in front.
"""
from django.contrib.auth import get_user_model
from django.http import JsonResponse


class ProxyUserMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        email = request.headers.get("X-User-Email")
        idp_id = request.headers.get("X-User-Id")
        if request.path.startswith("/hooks/"):
            return self.get_response(request)
        if not email:
            return JsonResponse({"error": "missing identity header"}, status=401)
        User = get_user_model()
        request.user, _ = User.objects.get_or_create(
            username=email, defaults={"email": email, "last_name": idp_id or ""}
        )
        return self.get_response(request)
