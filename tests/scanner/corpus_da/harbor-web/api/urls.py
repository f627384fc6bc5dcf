from django.urls import include, path
from rest_framework.routers import DefaultRouter

from api.views import ContactListViewSet

router = DefaultRouter()
router.register(r"contact-lists", ContactListViewSet, basename="contact-list")

urlpatterns = [
    path("api/partner/v1/", include(router.urls)),
]
