from flask import Flask, g, jsonify, request

from .ringlane.webhooks import bp as ringlane_bp


def create_app() -> Flask:
    app = Flask(__name__)
    app.register_blueprint(ringlane_bp)

    @app.before_request
    def identify_caller():
        # oauth2-proxy in front of us sets this for every authenticated request
        g.user_email = request.headers.get("X-User-Email")

    @app.get("/admin/sync-status")
    def sync_status():
        if not g.user_email:
            return jsonify({"error": "not authenticated"}), 401
        return jsonify({"last_run": app.config.get("LAST_RUN"), "viewer": g.user_email})

    @app.errorhandler(404)
    def not_found(_e):
        return jsonify({"error": "not found"}), 404

    return app


app = create_app()
