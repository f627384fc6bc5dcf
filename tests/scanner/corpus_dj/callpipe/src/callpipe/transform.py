"""Reshape raw Callwright call records into the RAW_CALLS schema."""
from __future__ import annotations

import pandas as pd

DISPOSITIONS = {
    "connected": "CONNECTED",
    "voicemail": "VOICEMAIL",
    "no_answer": "NO_ANSWER",
    "busy": "BUSY",
}


def calls_frame(records: list[dict]) -> pd.DataFrame:
    df = pd.json_normalize(records, sep="_")
    if df.empty:
        return df
    df["started_at"] = pd.to_datetime(df["started_at"], utc=True)
    df["ended_at"] = pd.to_datetime(df["ended_at"], utc=True)
    df["duration_s"] = (df["ended_at"] - df["started_at"]).dt.total_seconds().clip(lower=0)
    df["disposition"] = df["disposition"].map(DISPOSITIONS).fillna("OTHER")
    # carrier-side failures come through as SIP codes, not HTTP statuses
    df.loc[df["sip_code"] == 503, "disposition"] = "CARRIER_UNAVAILABLE"
    df.loc[df["sip_code"] == 404, "disposition"] = "BAD_NUMBER"
    df.loc[df["sip_code"].isin([502, 504]), "disposition"] = "CARRIER_TIMEOUT"
    return df.rename(columns={"user_email": "rep_email", "contact_phone": "phone_e164"})


def daily_rollup(df: pd.DataFrame) -> pd.DataFrame:
    return (
        df.assign(day=df["started_at"].dt.tz_convert("America/Denver").dt.date)
        .groupby(["day", "rep_email"], as_index=False)
        .agg(dials=("id", "count"), connects=("disposition", lambda s: (s == "CONNECTED").sum()),
             talk_minutes=("duration_s", lambda s: round(s.sum() / 60, 1)))
    )
