from django.db import models


class Lead(models.Model):
    STAGES = [("new", "New"), ("qualified", "Qualified"), ("called", "Called"), ("won", "Won"), ("lost", "Lost")]

    email = models.EmailField(blank=True)
    phone = models.CharField(max_length=32)
    first_name = models.CharField(max_length=80, blank=True)
    company = models.CharField(max_length=200, blank=True)
    stage = models.CharField(max_length=16, choices=STAGES, default="new")
    owner_email = models.EmailField(blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    def __str__(self):
        return f"{self.first_name or self.phone} ({self.stage})"


class ContactList(models.Model):
    """Mirror of a Dialwave contact list."""

    remote_id = models.CharField(max_length=64, unique=True)
    name = models.CharField(max_length=200)
    owner_email = models.EmailField()
    remote_url = models.URLField(blank=True)
    synced_at = models.DateTimeField(null=True, blank=True)
    archived = models.BooleanField(default=False)

    def __str__(self):
        return self.name


class ListMembership(models.Model):
    contact_list = models.ForeignKey(ContactList, on_delete=models.CASCADE, related_name="members")
    lead = models.ForeignKey(Lead, on_delete=models.CASCADE, related_name="list_memberships")
    pushed_at = models.DateTimeField(null=True, blank=True)
    last_error = models.TextField(blank=True)

    class Meta:
        unique_together = [("contact_list", "lead")]


class CallOutcome(models.Model):
    lead = models.ForeignKey(Lead, on_delete=models.SET_NULL, null=True, related_name="outcomes")
    remote_call_id = models.CharField(max_length=64, unique=True)
    disposition = models.CharField(max_length=40)
    duration_seconds = models.PositiveIntegerField(default=0)
    agent_email = models.EmailField(blank=True)
    raw = models.JSONField(default=dict)
    received_at = models.DateTimeField(auto_now_add=True)
