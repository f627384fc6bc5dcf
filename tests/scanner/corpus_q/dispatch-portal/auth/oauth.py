# -*- coding: utf-8 -*-
"""Okta OIDC login for dispatchers."""
import requests
from flask import jsonify

OKTA_TOKEN_URL = "https://tidewater.okta.com/oauth2/default/v1/token"


def exchange_code(code, redirect_uri, client_id, client_secret):
    resp = requests.post(
        OKTA_TOKEN_URL,
        data={"grant_type": "authorization_code", "code": code, "redirect_uri": redirect_uri},
        auth=(client_id, client_secret),
        timeout=10,
    )
    body = resp.json()
    if "error" in body:
        # OAuth errors are flat: {"error": "invalid_grant", "error_description": "..."}
        return None, body["error"]
    return body["access_token"], None


def unauthorized(msg="login required"):
    resp = jsonify({"error": msg})
    resp.status_code = 401
    return resp
