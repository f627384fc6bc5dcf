# -*- coding: utf-8 -*-
from __future__ import print_function

import logging

from flask import Flask, g, jsonify, request

import settings
from auth.oauth import unauthorized
from ringdeck import RingdeckClient, RingdeckUserNotFound, RingdeckDisabled, ContactListNotFound
from webhooks import bp as webhooks_bp

app = Flask(__name__)
app.config.from_object(settings)
app.register_blueprint(webhooks_bp)
log = logging.getLogger("dispatch-portal")


@app.before_request
def load_dispatcher():
    # set by the ALB/oidc sidecar in front of us -- NOT the Ringdeck header
    g.dispatcher_email = request.headers.get("X-User-Email")
    g.dispatcher_id = request.headers.get("X-User-Id")
    if request.path.startswith("/api/") and not g.dispatcher_email:
        return unauthorized()


@app.route("/api/campaigns/<int:load_id>/call-list", methods=["POST"])
def build_call_list(load_id):
    phones = request.get_json(force=True).get("phones", [])
    rd = RingdeckClient(acting_user=g.dispatcher_email)
    try:
        lst = rd.create_contact_list(u"load-%d" % load_id)
        rd.add_drivers(lst["id"], phones)
    except RingdeckUserNotFound:
        return jsonify({"error": "your account is not provisioned in Ringdeck, ask #dispatch-tools"}), 403
    except RingdeckDisabled:
        return jsonify({"error": "calling is temporarily disabled"}), 503
    return jsonify({"list_id": lst["id"], "count": len(phones)}), 201


@app.route("/api/campaigns/<list_id>", methods=["DELETE"])
def drop_call_list(list_id):
    try:
        RingdeckClient(acting_user=g.dispatcher_email).delete_contact_list(list_id)
    except ContactListNotFound:
        pass  # already gone
    return "", 204


@app.errorhandler(404)
def not_found(_e):
    return jsonify({"error": "not found"}), 404


if __name__ == "__main__":
    app.run(debug=settings.DEBUG, port=5000)
