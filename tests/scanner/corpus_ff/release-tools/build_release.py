#!/usr/bin/env python3
"""Build, package and publish desk-agent / dialerd releases.

Usage: build_release.py <component> <version> [--profile P] [--publish] [--smoke]
"""
import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

import requests

ROOT = Path(__file__).resolve().parent
ARTIFACTS_API = "https://artifacts.northbeam.io/v1/releases"
SLACK_WEBHOOK = os.environ.get("RELEASE_SLACK_WEBHOOK", "")

CALLVANE_HOST = os.environ.get("CALLVANE_HOST", "https://api.callvane.com")
CALLVANE_API_VERSION = "v1"
CALLVANE_BASE = f"{CALLVANE_HOST}/api/public/{CALLVANE_API_VERSION}"


def run(cmd, cwd=None):
    print("+", " ".join(cmd), flush=True)
    subprocess.run(cmd, cwd=cwd, check=True)


def conan_build(component: str, profile: str) -> Path:
    src = ROOT.parent / component
    out = src / "build" / profile
    run(["conan", "install", ".", f"-pr:h={ROOT / 'profiles' / profile}",
         f"--output-folder={out}", "--build=missing"], cwd=src)
    run(["cmake", "--preset", "conan-release"], cwd=src)
    run(["cmake", "--build", "--preset", "conan-release", "--parallel"], cwd=src)
    run(["ctest", "--preset", "conan-release", "--output-on-failure"], cwd=src)
    return out


def publish(component: str, version: str, archive: Path) -> None:
    key = os.environ["ARTIFACTS_API_KEY"]
    with archive.open("rb") as fh:
        r = requests.post(
            f"{ARTIFACTS_API}/{component}/{version}",
            headers={"x-api-key": key},
            files={"archive": fh},
            timeout=120,
        )
    if r.status_code in (502, 503):
        sys.exit("artifact store unavailable, retry the job")
    r.raise_for_status()


def smoke_callvane() -> None:
    """Post-build sanity check that the pilot tenant still answers."""
    headers = {
        "x-api-key": os.environ["CALLVANE_SMOKE_KEY"],
        "x-user-email": os.environ.get("CALLVANE_SMOKE_USER", "release-bot@northbeam.io"),
    }
    r = requests.get(f"{CALLVANE_BASE}/contact-lists", headers=headers, params={"limit": 1}, timeout=20)
    if r.status_code == 503:
        sys.exit("Callvane public API is disabled for the pilot tenant")
    if r.status_code == 404 and r.json().get("error") == "user not found":
        sys.exit("release-bot user is not provisioned in Callvane")
    if r.status_code >= 400:
        sys.exit(f"Callvane smoke failed: {r.status_code} {r.json().get('error')}")


def notify(msg: str) -> None:
    if SLACK_WEBHOOK:
        requests.post(SLACK_WEBHOOK, json={"text": msg}, timeout=10)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("component", choices=["desk-agent", "dialer-fw"])
    ap.add_argument("version")
    ap.add_argument("--profile", default="linux-armv8")
    ap.add_argument("--publish", action="store_true")
    ap.add_argument("--smoke", action="store_true")
    args = ap.parse_args()

    out = conan_build(args.component, args.profile)
    archive = out / f"{args.component}-{args.version}.tar.gz"
    run(["cmake", "--install", str(out), "--prefix", str(out / "stage")])
    run(["tar", "czf", str(archive), "-C", str(out / "stage"), "."])
    if args.smoke:
        smoke_callvane()
    if args.publish:
        publish(args.component, args.version, archive)
        notify(f"{args.component} {args.version} published")
    print(json.dumps({"archive": str(archive)}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
