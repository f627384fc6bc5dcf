#!/usr/bin/env python3
"""Smoke-test a client's Ringcast v1 credentials before go-live.

Usage: RINGCAST_KEY=... RINGCAST_USER=... ./smoke_v1.py [--base URL]
"""
import argparse
import os
import sys

import requests

DEFAULT_BASE = "https://api.ringcast.io/api/public/v1"


def ringcast_session(key: str, user: str) -> requests.Session:
    s = requests.Session()
    s.headers["X-Api-Key"] = key
    s.headers["X-User-Email"] = user
    return s


def explain(resp: requests.Response) -> str:
    try:
        payload = resp.json()
    except ValueError:
        return f"HTTP {resp.status_code}: {resp.text[:200]}"
    msg = payload.get("error", "")
    if resp.status_code == 404 and msg == "user not found":
        return "acting user is not provisioned in the client's IdP"
    if resp.status_code == 502:
        return "Ringcast could not reach the identity provider, try again"
    if resp.status_code == 503:
        return "the public API is disabled on this Ringcast account"
    extra = "; ".join(f"{d.get('path')}: {d.get('message')}" for d in payload.get("details", []))
    return f"HTTP {resp.status_code}: {msg} {extra}".strip()


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--base", default=os.environ.get("RINGCAST_BASE", DEFAULT_BASE))
    args = ap.parse_args()

    s = ringcast_session(os.environ["RINGCAST_KEY"], os.environ["RINGCAST_USER"])
    resp = s.get(f"{args.base}/contact-lists", params={"per_page": 1}, timeout=10)
    if resp.ok:
        print("OK:", len(resp.json().get("data", [])), "list(s) visible")
        return 0
    print("FAIL:", explain(resp), file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main())
