"""Identity for requests coming through the internal staff proxy.

The staff proxy (oauth2-proxy in front of /admin-tools) authenticates against
Google and forwards the identity in X-User-Email / X-User-Id. We trust those
headers only from the proxy's network.
"""
import ipaddress

from django.contrib.auth import get_user_model

TRUSTED_PROXY_NET = ipaddress.ip_network("10.40.0.0/16")


class StaffProxyIdentityMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        remote = ipaddress.ip_address(request.META.get("REMOTE_ADDR", "0.0.0.0"))
        email = request.headers.get("X-User-Email")
        if email and remote in TRUSTED_PROXY_NET and not request.user.is_authenticated:
            user = get_user_model().objects.filter(email__iexact=email, is_staff=True).first()
            if user is not None:
                request.user = user
                request.staff_proxy_user_id = request.META.get("HTTP_X_USER_ID")
        return self.get_response(request)
