from flask import Flask

from .config import Config


def create_app(config: type[Config] = Config) -> Flask:
    app = Flask(__name__)
    app.config.from_object(config)

    from .views.lists import bp as lists_bp
    from .webhooks import bp as hooks_bp

    app.register_blueprint(lists_bp)
    app.register_blueprint(hooks_bp)
    return app
