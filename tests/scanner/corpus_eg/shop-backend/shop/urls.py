from django.contrib import admin
from django.urls import include, path
from rest_framework.routers import DefaultRouter

from crm import views as crm_views
from crm import webhooks as crm_webhooks
from payments import webhooks as payment_webhooks

router = DefaultRouter()
router.register("call-lists", crm_views.CallListViewSet, basename="call-list")

urlpatterns = [
    path("admin/", admin.site.urls),
    path("api/", include(router.urls)),
    path("api/customers/<int:pk>/call/", crm_views.StartCallView.as_view(), name="start-call"),
    path("hooks/ringlane/", crm_webhooks.ringlane_webhook, name="ringlane-webhook"),
    path("hooks/stripe/", payment_webhooks.stripe_webhook, name="stripe-webhook"),
]
