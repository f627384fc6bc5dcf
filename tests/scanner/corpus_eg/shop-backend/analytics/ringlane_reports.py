"""Pulls per-rep call stats from Ringlane for the weekly sales dashboard."""
import datetime as dt
import logging

import requests
from django.conf import settings

from analytics.models import RepWeeklyStats

logger = logging.getLogger(__name__)

STATS_URL = "https://api.ringlane.io/api/public/v1/reports/calls"


def fetch_rep_stats(rep, week_start: dt.date):
    headers = {
        "x-api-key": settings.RINGLANE_API_KEY,
        "x-user-id": rep.okta_user_id,
    }
    params = {"from": week_start.isoformat(), "to": (week_start + dt.timedelta(days=7)).isoformat()}
    resp = requests.get(STATS_URL, headers=headers, params=params, timeout=20)

    if resp.status_code == 404:
        # Ringlane returns 404 when the Okta id does not map to a Ringlane user
        logger.info("rep %s has no ringlane user, skipping", rep.pk)
        return None
    if resp.status_code in (502, 504):
        logger.warning("ringlane/okta hiccup for rep %s, will pick up next run", rep.pk)
        return None
    resp.raise_for_status()
    data = resp.json()
    return RepWeeklyStats.objects.update_or_create(
        rep=rep,
        week_start=week_start,
        defaults={"calls": data["total_calls"], "connected": data["connected"], "talk_seconds": data["talk_seconds"]},
    )[0]
