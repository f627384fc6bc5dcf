import httpx
from pydantic import ValidationError

from app.ringlane.models import RinglaneErrorBody


class RinglaneAPIError(Exception):
    def __init__(self, status: int, body: RinglaneErrorBody) -> None:
        super().__init__(f"ringlane {status}: {body.error}")
        self.status = status
        self.body = body

    def field_errors(self) -> dict[str, str]:
        return {d.path: d.message for d in self.body.details}


class SeatNotProvisioned(RinglaneAPIError): ...


class DialerDisabled(RinglaneAPIError): ...


class IdentityProviderDown(RinglaneAPIError): ...


class ListNotFound(RinglaneAPIError): ...


def parse_error(resp: httpx.Response) -> RinglaneAPIError:
    try:
        body = RinglaneErrorBody.model_validate_json(resp.content)
    except ValidationError:
        body = RinglaneErrorBody(error=resp.reason_phrase or "unknown")
    match resp.status_code:
        case 404 if body.error.lower() == "user not found":
            return SeatNotProvisioned(resp.status_code, body)
        case 404:
            return ListNotFound(resp.status_code, body)
        case 502:
            return IdentityProviderDown(resp.status_code, body)
        case 503:
            return DialerDisabled(resp.status_code, body)
        case _:
            return RinglaneAPIError(resp.status_code, body)
