(* Inbound webhooks: Talkgrid call events and Stripe invoices share this listener. *)

let hex_hmac secret body =
  Digestif.SHA256.(hmac_string ~key:secret body |> to_hex)

let talkgrid_ok ~secret headers body =
  match Cohttp.Header.get headers "x-talkgrid-signature" with
  | None -> false
  | Some sig_ -> Eqaf.equal (hex_hmac secret body) sig_

(* Stripe: "t=1700000000,v1=abcdef..." *)
let stripe_ok ~secret headers body =
  match Cohttp.Header.get headers "stripe-signature" with
  | None -> false
  | Some h ->
      let parts = String.split_on_char ',' h |> List.filter_map (fun kv ->
        match String.index_opt kv '=' with
        | Some i -> Some (String.sub kv 0 i, String.sub kv (i + 1) (String.length kv - i - 1))
        | None -> None) in
      (match List.assoc_opt "t" parts, List.assoc_opt "v1" parts with
       | Some t, Some v1 -> Eqaf.equal (hex_hmac secret (t ^ "." ^ body)) v1
       | _ -> false)
