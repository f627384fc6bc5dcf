module Ringlet.Errors

open Thoth.Json.Net

type Detail = { Path: string; Message: string }

/// Body Ringlet sends on failures.
type RingletError =
    { Error: string
      Details: Detail list }

let private detailDecoder : Decoder<Detail> =
    Decode.object (fun get ->
        { Path = get.Required.Field "path" Decode.string
          Message = get.Required.Field "message" Decode.string })

let decoder : Decoder<RingletError> =
    Decode.object (fun get ->
        { Error = get.Required.Field "error" Decode.string
          Details = get.Optional.Field "details" (Decode.list detailDecoder) |> Option.defaultValue [] })

type Failure =
    | Unauthorized
    | UnknownRep of string
    | ListMissing of string
    | IdentityProviderDown
    | PublicApiDisabled
    | TooManyRequests
    | Other of int * string

let classify (status: int) (body: string) =
    let msg =
        match Decode.fromString decoder body with
        | Ok e -> e.Error
        | Error _ -> body
    match status with
    | 401 -> Unauthorized
    | 404 when msg = "user not found" -> UnknownRep msg
    | 404 -> ListMissing msg
    | 502 -> IdentityProviderDown
    | 503 -> PublicApiDisabled
    | 429 -> TooManyRequests
    | s -> Other (s, msg)
