from flask import Flask, g, jsonify, request

from . import config
from .billing_webhooks import bp as billing_bp
from .dialwise.webhooks import bp as dialwise_bp


def create_app() -> Flask:
    settings = config.load()
    app = Flask(__name__)
    app.config["STRIPE_WEBHOOK_SECRET"] = settings.stripe_webhook_secret
    app.config["DIALWISE_WEBHOOK_SECRET"] = settings.dialwise_webhook_secret
    app.register_blueprint(billing_bp)
    app.register_blueprint(dialwise_bp)

    @app.before_request
    def who_is_calling():
        # set by our internal gateway after SSO
        g.user_email = request.headers.get("X-User-Email")
        g.user_id = request.headers.get("X-User-Id")

    @app.get("/api/me")
    def me():
        if not g.user_email:
            return jsonify({"error": "missing X-User-Email"}), 401
        return jsonify({"email": g.user_email, "id": g.user_id})

    @app.errorhandler(404)
    def not_found(_e):
        return jsonify({"error": "not found"}), 404

    return app
