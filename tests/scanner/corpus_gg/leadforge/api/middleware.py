"""Our internal gateway (oauth2-proxy) forwards the signed-in user's identity."""
from django.contrib.auth import get_user_model


class GatewayUserMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        email = request.headers.get("X-User-Email")
        user_id = request.headers.get("X-User-Id")
        request.gateway_email = email
        request.gateway_user_id = user_id
        if email and not request.user.is_authenticated:
            User = get_user_model()
            request.user = User.objects.filter(email__iexact=email).first() or request.user
        return self.get_response(request)
