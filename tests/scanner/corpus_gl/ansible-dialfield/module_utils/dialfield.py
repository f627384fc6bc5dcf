# -*- coding: utf-8 -*-
# Shared helpers for the Dialfield modules.
from __future__ import absolute_import, division, print_function

__metaclass__ = type

import json

from ansible.module_utils.urls import fetch_url

DEFAULT_API_URL = "https://api.dialfield.com/api/public/v1"


def dialfield_argument_spec():
    return dict(
        api_url=dict(type="str", default=DEFAULT_API_URL),
        api_key=dict(type="str", required=True, no_log=True),
        acting_user=dict(type="str", required=True),
        validate_certs=dict(type="bool", default=True),
    )


def _headers(module):
    return {
        "X-Api-Key": module.params["api_key"],
        "X-User-Email": module.params["acting_user"],
        "Content-Type": "application/json",
        "Accept": "application/json",
    }


def dialfield_request(module, method, path, payload=None):
    url = module.params["api_url"].rstrip("/") + path
    data = json.dumps(payload) if payload is not None else None
    resp, info = fetch_url(module, url, data=data, headers=_headers(module), method=method, timeout=30)
    status = info.get("status", -1)
    raw = resp.read() if resp else info.get("body", b"")
    try:
        body = json.loads(raw) if raw else {}
    except ValueError:
        body = {"raw": raw}
    return status, body


def fail_from_response(module, status, body, what):
    msg = body.get("error") if isinstance(body, dict) else None
    if status == 503:
        module.fail_json(msg="Dialfield API is disabled for this org (503) while trying to %s" % what)
    if status == 502:
        module.fail_json(msg="Dialfield identity provider unreachable while trying to %s; re-run later" % what)
    if status == 404 and msg == "user not found":
        module.fail_json(msg="acting_user %s is not a Dialfield user" % module.params["acting_user"])
    module.fail_json(msg="Failed to %s: HTTP %s %s" % (what, status, msg or body), status=status)
