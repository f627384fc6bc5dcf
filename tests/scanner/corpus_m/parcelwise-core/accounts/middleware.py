from django.contrib.auth import get_user_model


class InternalUserHeaderMiddleware:
    """Our internal tools (cs-admin BFF) forward the signed-in agent as X-User-Email.

    Only trusted when the request comes through the internal ingress.
    """

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        email = request.headers.get("X-User-Email")
        user_id = request.headers.get("X-User-Id")
        if request.META.get("HTTP_X_INTERNAL_INGRESS") == "1" and (email or user_id):
            User = get_user_model()
            qs = User.objects.filter(email__iexact=email) if email else User.objects.filter(pk=user_id)
            request.internal_actor = qs.first()
        else:
            request.internal_actor = None
        return self.get_response(request)
