open Lwt.Syntax
module Client = Cohttp_lwt_unix.Client
module Header = Cohttp.Header

let retry_on = [ 429; 502 ]

let headers () =
  Header.of_list
    [ ("x-api-key", Settings.talkgrid_key);
      ("x-user-id", Settings.talkgrid_act_as_id);
      ("content-type", "application/json");
      ("user-agent", "foldline-call-router") ]

let uri path = Uri.of_string (Settings.talkgrid_base ^ path)

let rec call ?(attempt = 1) meth path body =
  let body = Option.map Cohttp_lwt.Body.of_string body in
  let* resp, rbody = Client.call ~headers:(headers ()) ?body meth (uri path) in
  let status = Cohttp.Code.code_of_status (Cohttp.Response.status resp) in
  let* text = Cohttp_lwt.Body.to_string rbody in
  if status < 300 then Lwt.return (Ok text)
  else if List.mem status retry_on && attempt < 4 then
    let* () = Lwt_unix.sleep (0.5 *. float_of_int attempt) in
    call ~attempt:(attempt + 1) meth path None
  else Lwt.return (Error (Talkgrid_error.of_response status text))

let add_lead ~list_id ~phone =
  let payload = `Assoc [ ("contacts", `List [ `Assoc [ ("phone", `String phone) ] ]) ] in
  call `POST (Printf.sprintf "/contact-lists/%s/contacts" list_id)
    (Some (Yojson.Safe.to_string payload))

let find_list name =
  let* r = call `GET ("/contact-lists?name=" ^ Uri.pct_encode name) None in
  Lwt.return (Result.map Yojson.Safe.from_string r)

let rename_list ~list_id ~name =
  call `PATCH ("/contact-lists/" ^ list_id)
    (Some (Yojson.Safe.to_string (`Assoc [ ("name", `String name) ])))
