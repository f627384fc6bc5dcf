open Call_router

let check_err name status raw expected =
  Alcotest.test_case name `Quick (fun () ->
    let got = Talkgrid_error.of_response status raw in
    Alcotest.(check bool) name true (got = expected))

let () =
  Alcotest.run "talkgrid"
    [ ( "errors",
        [ check_err "401 bad key" 401 "{}" Talkgrid_error.Bad_key;
          check_err "502 idp down" 502 "{}" Talkgrid_error.Idp_down;
          check_err "503 disabled" 503 "{}" Talkgrid_error.Api_disabled;
          check_err "404 unknown rep" 404 {|{"error":"user not found"}|}
            (Talkgrid_error.Rep_not_found "user not found") ] ) ]
