//// Minimal Dialstream client: just enough to append contacts to a list.

import gleam/dynamic/decode
import gleam/http
import gleam/http/request.{type Request}
import gleam/httpc
import gleam/int
import gleam/json
import gleam/list

pub type Config {
  Config(host: String, api_key: String, acting_user: String)
}

const api_version = "v1"

pub type DialstreamError {
  Transport(String)
  /// Dialstream could not reach its identity provider (502) -- try again later.
  IdpUnavailable
  /// The acting user's email is not a Dialstream user (404 "user not found").
  UnknownUser
  Api(status: Int, message: String, details: List(#(String, String)))
}

pub fn append_request(
  config: Config,
  list_id: String,
  phones: List(String),
) -> Request(String) {
  let body =
    json.object([
      #("contacts", json.array(phones, fn(p) { json.object([#("phone", json.string(p))]) })),
    ])
    |> json.to_string

  request.new()
  |> request.set_method(http.Post)
  |> request.set_host(config.host)
  |> request.set_path("/api/public/" <> api_version <> "/contact-lists/" <> list_id <> "/contacts")
  |> request.prepend_header("x-api-key", config.api_key)
  |> request.prepend_header("x-user-email", config.acting_user)
  |> request.prepend_header("content-type", "application/json")
  |> request.set_body(body)
}

/// Used by `leadload --check` to validate credentials.
pub fn list_request(cfg: Config) -> Request(String) {
  request.new()
  |> request.set_method(http.Get)
  |> request.set_host(cfg.host)
  |> request.set_path("/api/public/" <> api_version <> "/contact-lists")
  |> request.set_query([#("per_page", "1")])
  |> request.prepend_header("x-api-key", cfg.api_key)
  |> request.prepend_header("x-user-email", cfg.acting_user)
}

pub fn append(
  config: Config,
  list_id: String,
  phones: List(String),
) -> Result(Int, DialstreamError) {
  case httpc.send(append_request(config, list_id, phones)) {
    Error(_) -> Error(Transport("request failed"))
    Ok(resp) ->
      case resp.status {
        200 | 201 ->
          json.parse(resp.body, decode.at(["added"], decode.int))
          |> result_or(list.length(phones))
        502 -> Error(IdpUnavailable)
        status -> Error(parse_error(status, resp.body))
      }
  }
}

fn result_or(r: Result(Int, e), default: Int) -> Result(Int, DialstreamError) {
  case r {
    Ok(n) -> Ok(n)
    Error(_) -> Ok(default)
  }
}

fn error_decoder() -> decode.Decoder(#(String, List(#(String, String)))) {
  use message <- decode.field("error", decode.string)
  use details <- decode.optional_field(
    "details",
    [],
    decode.list({
      use path <- decode.field("path", decode.string)
      use msg <- decode.field("message", decode.string)
      decode.success(#(path, msg))
    }),
  )
  decode.success(#(message, details))
}

fn parse_error(status: Int, body: String) -> DialstreamError {
  case json.parse(body, error_decoder()) {
    Ok(#("user not found", _)) if status == 404 -> UnknownUser
    Ok(#(message, details)) -> Api(status, message, details)
    Error(_) -> Api(status, "unparseable error body", [])
  }
}

pub fn describe(e: DialstreamError) -> String {
  case e {
    Transport(m) -> "transport error: " <> m
    IdpUnavailable -> "Dialstream identity provider unavailable, retry later"
    UnknownUser -> "acting user is not provisioned in Dialstream"
    Api(status, message, _) -> "Dialstream " <> int.to_string(status) <> ": " <> message
  }
}
