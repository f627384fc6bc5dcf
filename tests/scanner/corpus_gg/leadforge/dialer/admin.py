from django.contrib import admin, messages

from .models import CallOutcome, ContactList, Lead, ListMembership
from .tasks import sync_contact_list


@admin.register(ContactList)
class ContactListAdmin(admin.ModelAdmin):
    list_display = ("name", "remote_id", "owner_email", "synced_at", "archived")
    actions = ["resync"]

    @admin.action(description="Re-sync selected lists from Dialwave")
    def resync(self, request, queryset):
        for cl in queryset:
            sync_contact_list.delay(cl.pk)
        messages.info(request, f"Queued {queryset.count()} list(s)")


admin.site.register(Lead)
admin.site.register(ListMembership)
admin.site.register(CallOutcome)
