"""Authentication for requests coming through our internal API gateway.

The gateway terminates SSO and forwards the caller identity in headers.
"""
from django.contrib.auth import get_user_model
from rest_framework import authentication, exceptions


class GatewayHeaderAuthentication(authentication.BaseAuthentication):
    user_id_header = "HTTP_X_USER_ID"
    email_header = "HTTP_X_USER_EMAIL"

    def authenticate(self, request):
        user_id = request.META.get(self.user_id_header)
        email = request.headers.get("X-User-Email")
        if not user_id:
            return None
        User = get_user_model()
        try:
            user = User.objects.get(sso_subject=user_id)
        except User.DoesNotExist:
            raise exceptions.AuthenticationFailed({"error": "user not found"})
        if email and user.email.lower() != email.lower():
            raise exceptions.AuthenticationFailed({"error": "identity mismatch"})
        return (user, None)

    def authenticate_header(self, request):
        return "X-User-Id"
