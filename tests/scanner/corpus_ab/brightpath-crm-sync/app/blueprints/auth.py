import os

import requests
from flask import Blueprint, jsonify, redirect, request, session, url_for

bp = Blueprint("auth", __name__, url_prefix="/auth")

TOKEN_URL = "https://login.brightpath.io/oauth2/v1/token"


@bp.get("/callback")
def callback():
    resp = requests.post(
        TOKEN_URL,
        data={
            "grant_type": "authorization_code",
            "code": request.args["code"],
            "redirect_uri": url_for("auth.callback", _external=True),
            "client_id": os.environ["OIDC_CLIENT_ID"],
            "client_secret": os.environ["OIDC_CLIENT_SECRET"],
        },
        timeout=10,
    )
    payload = resp.json()
    if "error" in payload:
        # e.g. {"error": "invalid_grant", "error_description": "..."}
        return jsonify({"error": payload["error"], "hint": payload.get("error_description")}), 401
    session["id_token"] = payload["id_token"]
    return redirect("/")
