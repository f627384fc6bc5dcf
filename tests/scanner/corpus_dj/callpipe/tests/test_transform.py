import pandas as pd

from callpipe import transform


def _rec(**kw):
    base = {
        "id": "c1",
        "started_at": "2024-03-04T15:00:00Z",
        "ended_at": "2024-03-04T15:03:30Z",
        "disposition": "connected",
        "sip_code": 200,
        "user": {"email": "jlee@tidewatersolar.com"},
        "contact": {"phone": "+13035550100"},
    }
    base.update(kw)
    return base


def test_sip_503_maps_to_carrier_unavailable():
    df = transform.calls_frame([_rec(sip_code=503, disposition="no_answer")])
    assert df.loc[0, "disposition"] == "CARRIER_UNAVAILABLE"


def test_duration_never_negative():
    df = transform.calls_frame([_rec(ended_at="2024-03-04T14:59:00Z")])
    assert df.loc[0, "duration_s"] == 0


def test_rollup_counts_connects():
    df = transform.calls_frame([_rec(id="a"), _rec(id="b", disposition="voicemail")])
    out = transform.daily_rollup(df)
    assert out.loc[0, "dials"] == 2 and out.loc[0, "connects"] == 1
