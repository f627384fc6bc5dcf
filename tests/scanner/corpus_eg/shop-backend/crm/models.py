from django.conf import settings
from django.db import models


class Segment(models.Model):
    name = models.CharField(max_length=120)
    owner = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT)
    ringlane_list_id = models.CharField(max_length=64, blank=True, db_index=True)
    last_synced_at = models.DateTimeField(null=True, blank=True)
    last_sync_error = models.TextField(blank=True)

    def __str__(self):
        return self.name


class Customer(models.Model):
    email = models.EmailField(unique=True)
    phone = models.CharField(max_length=32, blank=True)
    segments = models.ManyToManyField(Segment, related_name="customers", blank=True)
    opted_out_of_calls = models.BooleanField(default=False)


class SalesRep(models.Model):
    user = models.OneToOneField(settings.AUTH_USER_MODEL, on_delete=models.CASCADE)
    okta_user_id = models.CharField(max_length=64, blank=True)


class CallLog(models.Model):
    customer = models.ForeignKey(Customer, on_delete=models.CASCADE)
    rep = models.ForeignKey(SalesRep, on_delete=models.SET_NULL, null=True)
    ringlane_call_id = models.CharField(max_length=64, unique=True)
    status = models.CharField(max_length=32, default="queued")
    duration_seconds = models.PositiveIntegerField(default=0)
    created_at = models.DateTimeField(auto_now_add=True)
