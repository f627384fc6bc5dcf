import hashlib
import hmac
import time

from django.conf import settings
from django.http import HttpResponseForbidden, JsonResponse
from django.views.decorators.csrf import csrf_exempt


def _verify(request) -> bool:
    ts = request.headers.get("X-Slack-Request-Timestamp", "0")
    if abs(time.time() - int(ts)) > 300:
        return False
    basestring = f"v0:{ts}:{request.body.decode()}".encode()
    mine = "v0=" + hmac.new(settings.SLACK_SIGNING_SECRET.encode(), basestring, hashlib.sha256).hexdigest()
    return hmac.compare_digest(mine, request.headers.get("X-Slack-Signature", ""))


@csrf_exempt
def slash_command(request):
    if not _verify(request):
        return HttpResponseForbidden()
    text = request.POST.get("text", "")
    return JsonResponse({"response_type": "ephemeral", "text": f"Queued campaign push for: {text}"})
