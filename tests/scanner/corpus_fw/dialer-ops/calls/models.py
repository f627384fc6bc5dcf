from django.db import models


class Campaign(models.Model):
    name = models.CharField(max_length=200)
    active = models.BooleanField(default=True)
    ringwell_list_id = models.CharField(max_length=64, blank=True, default="")
    created_at = models.DateTimeField(auto_now_add=True)


class Lead(models.Model):
    campaign = models.ForeignKey(Campaign, related_name="leads", on_delete=models.CASCADE)
    phone = models.CharField(max_length=32)
    email = models.EmailField(blank=True)


class DoNotCall(models.Model):
    phone = models.CharField(max_length=32, unique=True)
    pushed = models.BooleanField(default=False)

    def campaign_list_ids(self):
        return list(
            Campaign.objects.filter(leads__phone=self.phone)
            .exclude(ringwell_list_id="")
            .values_list("ringwell_list_id", flat=True)
            .distinct()
        )
