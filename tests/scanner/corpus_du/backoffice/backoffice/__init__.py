from flask import Flask

from .config import Config
from .extensions import db, ma


def create_app(config_object=Config):
    app = Flask(__name__)
    app.config.from_object(config_object)

    db.init_app(app)
    ma.init_app(app)

    from .views.campaigns import bp as campaigns_bp
    from .views.health import bp as health_bp

    app.register_blueprint(campaigns_bp, url_prefix="/api/campaigns")
    app.register_blueprint(health_bp)
    return app


def register_cli(app):
    from .cli import dialer

    app.cli.add_command(dialer)
