from django.db import models


class RepWeeklyStats(models.Model):
    rep = models.ForeignKey("crm.SalesRep", on_delete=models.CASCADE)
    week_start = models.DateField()
    calls = models.PositiveIntegerField(default=0)
    connected = models.PositiveIntegerField(default=0)
    talk_seconds = models.PositiveIntegerField(default=0)

    class Meta:
        unique_together = ("rep", "week_start")
