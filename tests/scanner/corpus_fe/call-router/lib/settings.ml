(* Runtime settings, all from env. *)

let getenv_default k d = match Sys.getenv_opt k with Some v when v <> "" -> v | _ -> d

let talkgrid_host = getenv_default "TALKGRID_HOST" "https://api.talkgrid.io"
let talkgrid_api_version = "v1"
let talkgrid_base = Printf.sprintf "%s/api/public/%s" talkgrid_host talkgrid_api_version
let talkgrid_key = getenv_default "TALKGRID_API_KEY" ""
let talkgrid_act_as_id = getenv_default "TALKGRID_ACT_AS_ID" "00u1f9k2xqPLmN3R4x7"

(* lead-scoring service behind AWS API Gateway *)
let scoring_url = getenv_default "SCORING_URL" "https://k2x8w1.execute-api.eu-west-1.amazonaws.com/prod/v1/score"
let scoring_key = getenv_default "SCORING_API_KEY" ""
