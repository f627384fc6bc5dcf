"""Trust identity headers set by our ingress (oauth2-proxy) on staff requests."""
from django.contrib.auth import get_user_model


class ForwardedStaffMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        email = request.META.get("HTTP_X_USER_EMAIL")
        sub = request.headers.get("X-User-Id")
        if email and not request.user.is_authenticated:
            User = get_user_model()
            request.user, _ = User.objects.get_or_create(username=email, defaults={"email": email})
        request.staff_subject = sub
        return self.get_response(request)
