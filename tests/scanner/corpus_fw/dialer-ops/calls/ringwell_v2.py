"""Ringwell v2 client (pilot). Replaces calls.ringwell once the nightly sync is ported."""

import os

import requests

V2_ROOT = os.environ.get("RINGWELL_V2_ROOT", "https://api.ringwell.com/api/public/v2")


class RingwellV2Error(Exception):
    def __init__(self, status, code, message):
        super().__init__(f"{status} {code}: {message}")
        self.status = status
        self.code = code


def _session():
    s = requests.Session()
    s.headers["Authorization"] = f"Bearer {os.environ['RINGWELL_V2_KEY']}"
    return s


def list_audiences():
    resp = _session().get(f"{V2_ROOT}/audiences", timeout=10)
    if not resp.ok:
        err = resp.json().get("error", {})
        if err.get("code") == "rate_limited":
            raise RingwellV2Error(resp.status_code, err["code"], "slow down")
        raise RingwellV2Error(resp.status_code, err.get("code"), err.get("message"))
    return resp.json()["data"]
