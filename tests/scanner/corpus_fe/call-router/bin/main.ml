open Lwt.Syntax
open Call_router

let () =
  let list_id = Sys.argv.(1) and phone = Sys.argv.(2) in
  Lwt_main.run
    (let* score = Scoring.score (Printf.sprintf {|{"phone":%S}|} phone) in
     (match score with
      | Some s -> Printf.printf "score %.2f\n" s
      | None -> print_endline "unscored");
     let* r = Talkgrid.add_lead ~list_id ~phone in
     match r with
     | Ok _ -> Lwt.return (print_endline "queued")
     | Error e -> Lwt.return (prerr_endline (Talkgrid_error.to_string e)))
