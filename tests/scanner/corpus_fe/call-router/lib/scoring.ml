(* Lead-scoring lambda behind AWS API Gateway; usage plan keyed. *)
open Lwt.Syntax
module Client = Cohttp_lwt_unix.Client

let score lead_json =
  let headers =
    Cohttp.Header.of_list
      [ ("x-api-key", Settings.scoring_key);
        ("content-type", "application/json") ]
  in
  let* resp, body =
    Client.post ~headers ~body:(Cohttp_lwt.Body.of_string lead_json)
      (Uri.of_string Settings.scoring_url)
  in
  let* text = Cohttp_lwt.Body.to_string body in
  match Cohttp.Response.status resp with
  | `OK -> Lwt.return (Some (Yojson.Safe.from_string text |> Yojson.Safe.Util.member "score" |> Yojson.Safe.Util.to_number))
  | `Bad_gateway | `Service_unavailable | `Gateway_timeout ->
      Logs.warn (fun m -> m "scoring unavailable, routing unscored");
      Lwt.return None
  | `Not_found -> Lwt.return None
  | _ ->
      let err = Yojson.Safe.from_string text |> Yojson.Safe.Util.member "error" in
      Logs.err (fun m -> m "scoring error %s" (Yojson.Safe.to_string err));
      Lwt.return None
