"""Webhook subscription actions, following the lifecycle of the spec: put → rotate → verify.

The signing secret that rotate-secret returns is shown once. It goes to a file with mode 0600
or to an env file the recipe names, and never into the step's outputs, the terminal or the
journal: the result keeps only its masked form.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any, Literal

from pydantic import Field, model_validator

from callbridge._private import write_private_text
from callbridge._redact import mask_secret
from callbridge.recipe.actions.registry import ActionContext, Params
from callbridge.recipe.actions.wire import collection, to_wire
from callbridge.recipe.errors import ActionFailed

UUID = r"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"
ENV_NAME = r"^[A-Za-z_][A-Za-z0-9_]*$"


class WebhookId(Params):
    id: str = Field(pattern=UUID, description="The client-persisted subscription UUID.")


class WebhooksPut(WebhookId):
    name: str = Field(min_length=1, max_length=200)
    url: str = Field(min_length=1, max_length=2048)
    events: list[str] = Field(min_length=1)


def put_body(p: WebhooksPut) -> dict[str, Any]:
    return {"name": p.name, "url": p.url, "events": p.events}


class RotateSecret(WebhookId):
    secret_file: str | None = Field(
        default=None, description="File that receives the secret alone, written with mode 0600."
    )
    env_file: str | None = Field(
        default=None, description="Env file that receives `ENV_NAME=secret` (mode 0600)."
    )
    env_name: str = Field(default="CALLBRIDGE_WEBHOOK_SECRET", pattern=ENV_NAME)

    @model_validator(mode="after")
    def _one_destination(self) -> RotateSecret:
        if (self.secret_file is None) == (self.env_file is None):
            raise ValueError(
                "give exactly one of secret_file or env_file: the one-time signing secret "
                "is written there and never shown"
            )
        return self


def _env_file_text(path: Path, name: str, secret: str) -> str:
    """The env file with `name` set to the secret, other lines kept as they were."""
    lines = path.read_text(encoding="utf-8").splitlines() if path.exists() else []
    pattern = re.compile(rf"^\s*(export\s+)?{re.escape(name)}\s*=")
    kept = [line for line in lines if not pattern.match(line)]
    return "\n".join([*kept, f"{name}={secret}"]) + "\n"


def rotate_secret(ctx: ActionContext, p: RotateSecret) -> Any:
    result = ctx.client.webhooks.rotate_secret(p.id, idempotency_key=ctx.idempotency_key)
    secret = str(result.signing_secret)
    ctx.keep_secret(secret)
    try:
        if p.secret_file is not None:
            target = Path(p.secret_file).expanduser()
            write_private_text(target, secret + "\n")
        else:
            assert p.env_file is not None
            target = Path(p.env_file).expanduser()
            write_private_text(target, _env_file_text(target, p.env_name, secret))
    except OSError as exc:
        raise ActionFailed(
            f"the secret was rotated but could not be saved to {exc.filename}: {exc.strerror}; "
            "resume the run to fetch the same secret again"
        ) from None
    return {
        "id": result.id,
        "active": result.active,
        "signingSecret": mask_secret(secret),
        "savedTo": str(target),
    }


class SetActive(WebhookId):
    active: bool


def active_body(p: SetActive) -> dict[str, Any]:
    return {"active": p.active}


class Deliveries(WebhookId):
    state: list[Literal["pending", "in_progress", "succeeded", "failed", "cancelled"]] | None = (
        Field(default=None, description="Keep only deliveries in these states.")
    )


def deliveries(ctx: ActionContext, p: Deliveries) -> Any:
    items = to_wire(ctx.client.webhooks.deliveries(p.id))
    data = items["data"] if isinstance(items, dict) else items
    if p.state is not None:
        data = [item for item in data if item.get("state") in p.state]
    return collection(data)


class DeliveryRef(WebhookId):
    delivery_id: str = Field(pattern=UUID)
