from django.urls import path

from . import api_views, views

app_name = "ringlane"

# These are OUR routes (proxied by the SPA), not Ringlane's.
urlpatterns = [
    path("webhooks/ringlane/", views.ringlane_webhook, name="webhook"),
    path("api/dialer/contact-lists/", api_views.DialListListView.as_view(), name="dial-lists"),
    path("api/dialer/contact-lists/<int:pk>/", api_views.DialListDetailView.as_view(), name="dial-list"),
]
