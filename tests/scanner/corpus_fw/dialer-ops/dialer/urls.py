from django.urls import include, path
from rest_framework.routers import DefaultRouter

from calls import webhooks
from calls.views import CampaignViewSet

router = DefaultRouter()
router.register("campaigns", CampaignViewSet)

urlpatterns = [
    path("api/v1/", include(router.urls)),
    path("hooks/ringwell/", webhooks.ringwell_events),
    path("hooks/github/", webhooks.github_deploy_hook),
]
