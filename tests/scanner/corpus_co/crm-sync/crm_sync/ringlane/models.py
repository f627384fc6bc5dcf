from django.db import models


class SyncedList(models.Model):
    """Maps a Salesforce campaign to the Ringlane contact list we created for it."""

    sf_campaign_id = models.CharField(max_length=18, unique=True)
    ringlane_list_id = models.CharField(max_length=64)
    owner_email = models.EmailField()
    last_synced_at = models.DateTimeField(null=True)


class CallOutcome(models.Model):
    call_id = models.CharField(max_length=64, unique=True)
    disposition = models.CharField(max_length=32, null=True)
    duration_s = models.IntegerField(null=True)
    rep_email = models.EmailField(null=True)
    phone = models.CharField(max_length=20, null=True)
    received_at = models.DateTimeField(auto_now_add=True)
