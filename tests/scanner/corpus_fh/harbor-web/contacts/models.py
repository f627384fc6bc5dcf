from django.db import models


class Segment(models.Model):
    name = models.CharField(max_length=200)
    dialable = models.BooleanField(default=False)
    dialwise_list_id = models.CharField(max_length=64, blank=True, db_index=True)
    synced_at = models.DateTimeField(null=True, blank=True)
    sync_error = models.TextField(blank=True)

    def phones(self):
        return list(self.members.exclude(phone="").values_list("phone", flat=True))


class Member(models.Model):
    segment = models.ForeignKey(Segment, related_name="members", on_delete=models.CASCADE)
    email = models.EmailField()
    phone = models.CharField(max_length=32, blank=True)


class CallOutcomeManager(models.Manager):
    def record(self, call_id, phone, disposition):
        return self.update_or_create(call_id=call_id, defaults={"phone": phone, "disposition": disposition or ""})


class CallOutcome(models.Model):
    call_id = models.CharField(max_length=64, unique=True)
    phone = models.CharField(max_length=32)
    disposition = models.CharField(max_length=40, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    objects = CallOutcomeManager()
