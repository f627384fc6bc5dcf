"""Our internal admin SPA forwards the operator identity on every call to /api/."""

from django.contrib.auth import get_user_model


class ActingUserMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        request.acting_user = None
        email = request.headers.get("X-User-Email")
        user_id = request.META.get("HTTP_X_USER_ID")
        User = get_user_model()
        if email:
            request.acting_user = User.objects.filter(email__iexact=email).first()
        elif user_id:
            request.acting_user = User.objects.filter(pk=user_id).first()
        return self.get_response(request)
