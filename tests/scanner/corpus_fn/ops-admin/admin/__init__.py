from flask import Flask

from .config import Config


def create_app(config_object=Config):
    app = Flask(__name__)
    app.config.from_object(config_object)

    from .views.auth import bp as auth_bp
    from .views.contact_lists import bp as lists_bp
    from .webhooks import bp as hooks_bp

    app.register_blueprint(auth_bp)
    app.register_blueprint(lists_bp)
    app.register_blueprint(hooks_bp)

    @app.get("/healthz")
    def healthz():
        return {"status": "ok"}

    return app
