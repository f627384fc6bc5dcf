(* Talkgrid error payloads and how we react to them. *)

type issue = { path : string; message : string } [@@deriving yojson { strict = false }]

type body = {
  error : string;
  details : issue list; [@default []]
} [@@deriving yojson { strict = false }]

type t =
  | Bad_key
  | No_acting_user
  | Rep_not_found of string
  | List_not_found of string
  | Idp_down
  | Api_disabled
  | Throttled
  | Other of int * string

let of_response status raw =
  let body = match body_of_yojson (Yojson.Safe.from_string raw) with
    | Ok b -> Some b
    | Error _ -> None
    | exception _ -> None
  in
  let msg = match body with Some b -> b.error | None -> raw in
  match status with
  | 401 -> Bad_key
  | 400 -> No_acting_user
  | 404 when String.equal msg "user not found" -> Rep_not_found msg
  | 404 -> List_not_found msg
  | 502 -> Idp_down
  | 503 -> Api_disabled
  | 429 -> Throttled
  | n -> Other (n, msg)

let field_errors = function
  | Some b -> List.map (fun i -> i.path ^ ": " ^ i.message) b.details
  | None -> []

let to_string = function
  | Bad_key -> "talkgrid rejected the API key"
  | No_acting_user -> "talkgrid: acting user header missing"
  | Rep_not_found m -> "talkgrid: " ^ m
  | List_not_found m -> "talkgrid list missing: " ^ m
  | Idp_down -> "talkgrid could not reach its identity provider"
  | Api_disabled -> "talkgrid public API disabled"
  | Throttled -> "talkgrid rate limit"
  | Other (n, m) -> Printf.sprintf "talkgrid %d: %s" n m
