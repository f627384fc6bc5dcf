open Lwt.Syntax

let api_version = "v1"

let base_url () =
  let host = Option.value (Sys.getenv_opt "CALLHARBOR_HOST") ~default:"https://api.callharbor.com" in
  Printf.sprintf "%s/api/public/%s" host api_version

let headers ~key ~user =
  Cohttp.Header.of_list
    [ ("x-api-key", key);
      ("x-user-email", user);
      ("accept", "application/json") ]

type error =
  | Unknown_user
  | Idp_down
  | Disabled
  | Http of int * string

let error_message body =
  match Yojson.Safe.from_string body with
  | `Assoc fields -> (
      match List.assoc_opt "error" fields with
      | Some (`String m) -> m
      | _ -> body)
  | _ -> body
  | exception _ -> body

let classify status body =
  match status, error_message body with
  | 404, "user not found" -> Unknown_user
  | 502, _ -> Idp_down
  | 503, _ -> Disabled
  | s, m -> Http (s, m)

let delete_contact ~key ~user ~list_id ~phone =
  let uri =
    Uri.of_string (Printf.sprintf "%s/contact-lists/%s/contacts/%s" (base_url ()) list_id phone)
  in
  let* resp, body = Cohttp_lwt_unix.Client.delete ~headers:(headers ~key ~user) uri in
  let* body = Cohttp_lwt.Body.to_string body in
  let status = Cohttp.Code.code_of_status (Cohttp.Response.status resp) in
  if status = 204 then Lwt.return (Ok ()) else Lwt.return (Error (classify status body))
