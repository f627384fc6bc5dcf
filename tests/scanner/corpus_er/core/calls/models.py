from django.conf import settings
from django.db import models


class CallList(models.Model):
    """A Ferncastle pipeline stage mirrored as a Ringbolt contact list."""

    pipeline_stage = models.OneToOneField("pipelines.Stage", on_delete=models.CASCADE)
    ringbolt_list_id = models.CharField(max_length=64, blank=True, db_index=True)
    owner = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT)
    last_synced_at = models.DateTimeField(null=True, blank=True)
    last_sync_error = models.TextField(blank=True)

    def __str__(self) -> str:
        return f"CallList<{self.pipeline_stage_id}:{self.ringbolt_list_id or '-'}>"


class CallLog(models.Model):
    ringbolt_call_id = models.CharField(max_length=64, unique=True)
    contact_phone = models.CharField(max_length=32)
    agent_email = models.EmailField()
    duration_seconds = models.PositiveIntegerField(default=0)
    outcome = models.CharField(max_length=32, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
