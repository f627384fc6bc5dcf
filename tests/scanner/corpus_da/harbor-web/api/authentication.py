"""Auth for our own partner API (brokers pushing leads into Harborline)."""
from rest_framework import authentication, exceptions

from api.models import PartnerKey


class PartnerKeyAuthentication(authentication.BaseAuthentication):
    keyword_header = "HTTP_X_API_KEY"

    def authenticate(self, request):
        raw = request.META.get(self.keyword_header)
        if not raw:
            return None
        try:
            key = PartnerKey.objects.select_related("partner").get(key=raw, revoked=False)
        except PartnerKey.DoesNotExist:
            raise exceptions.AuthenticationFailed({"error": "invalid api key"})
        # Brokers may act on behalf of one of their agents.
        acting_email = request.headers.get("X-User-Email")
        request.acting_agent = key.partner.agents.filter(email=acting_email).first()
        return (key.partner.service_user, key)

    def authenticate_header(self, request):
        return "X-Api-Key"
