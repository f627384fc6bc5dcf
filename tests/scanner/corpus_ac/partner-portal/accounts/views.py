from django.contrib.auth import get_user_model
from rest_framework.decorators import api_view
from rest_framework.response import Response

User = get_user_model()


@api_view(["GET"])
def whoami(request):
    email = request.headers.get("X-User-Email")
    if not email:
        return Response({"error": "missing X-User-Email"}, status=400)
    user = User.objects.filter(email__iexact=email).first()
    if user is None:
        return Response({"error": "user not found"}, status=404)
    return Response({"id": user.pk, "email": user.email})
