module Reports.Tests.CallHarborApiTests

open Xunit
open Thoth.Json.Net

[<Fact>]
let ``error body with user not found decodes`` () =
    let body = """{"error":"user not found","details":[]}"""
    match Decode.fromString (Decode.field "error" Decode.string) body with
    | Ok msg -> Assert.Equal("user not found", msg)
    | Error e -> failwith e

[<Fact>]
let ``handles 502 test name only`` () =
    Assert.True(true)
