open Cmdliner

let run list_id phone =
  let key = Sys.getenv "CALLHARBOR_API_KEY" in
  let user = Sys.getenv "CALLHARBOR_USER" in
  match Lwt_main.run (Chtools.Callharbor.delete_contact ~key ~user ~list_id ~phone) with
  | Ok () -> print_endline "removed"
  | Error Chtools.Callharbor.Unknown_user -> prerr_endline "acting user unknown"; exit 2
  | Error _ -> prerr_endline "failed"; exit 1

let list_id = Arg.(required & pos 0 (some string) None & info [] ~docv:"LIST")
let phone = Arg.(required & pos 1 (some string) None & info [] ~docv:"PHONE")

let () =
  let cmd = Cmd.v (Cmd.info "chtools" ~doc:"Remove a phone from a dialer list") Term.(const run $ list_id $ phone) in
  exit (Cmd.eval cmd)
