from django.contrib import admin
from django.urls import path

from campaigns import views, webhooks
from integrations import slack

urlpatterns = [
    path("admin/", admin.site.urls),
    path("api/contact-lists/<int:pk>/", views.contact_list_detail, name="contact-list-detail"),
    path("api/contact-lists/", views.contact_list_index, name="contact-list-index"),
    path("hooks/ringlane/", webhooks.ringlane_webhook, name="ringlane-webhook"),
    path("hooks/slack/commands/", slack.slash_command, name="slack-command"),
]
