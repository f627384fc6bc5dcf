from flask import Flask, jsonify

from config import Config
from routes.campaigns import bp as campaigns_bp
from routes.webhooks import bp as webhooks_bp
from routes.me import bp as me_bp


def create_app(config_object=Config):
    app = Flask(__name__)
    app.config.from_object(config_object)

    app.register_blueprint(campaigns_bp, url_prefix="/api/campaigns")
    app.register_blueprint(webhooks_bp, url_prefix="/hooks")
    app.register_blueprint(me_bp, url_prefix="/api")

    @app.get("/healthz")
    def healthz():
        return jsonify(status="ok")

    @app.errorhandler(404)
    def not_found(_e):
        return jsonify(error="not found"), 404

    return app


app = create_app()
