from django.db import models


class CallCampaign(models.Model):
    name = models.CharField(max_length=200)
    ringlane_list_id = models.CharField(max_length=64, blank=True, db_index=True)
    owner_email = models.EmailField()
    created_at = models.DateTimeField(auto_now_add=True)
    last_pushed_at = models.DateTimeField(null=True, blank=True)
    archived = models.BooleanField(default=False)

    def __str__(self) -> str:
        return self.name


class CampaignMember(models.Model):
    campaign = models.ForeignKey(CallCampaign, related_name="members", on_delete=models.CASCADE)
    policy_no = models.CharField(max_length=32)
    phone = models.CharField(max_length=20)
    opted_out = models.BooleanField(default=False)
    pushed = models.BooleanField(default=False)

    class Meta:
        unique_together = [("campaign", "phone")]
