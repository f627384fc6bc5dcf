module Webhooks

open System
open System.IO
open System.Security.Cryptography
open System.Text
open Giraffe
open Microsoft.AspNetCore.Http

let private hexHmac (secret: string) (body: string) =
    use h = new HMACSHA256(Encoding.UTF8.GetBytes secret)
    h.ComputeHash(Encoding.UTF8.GetBytes body) |> Convert.ToHexString |> fun s -> s.ToLowerInvariant()

let ringletHook (secret: string) : HttpHandler =
    fun next ctx -> task {
        let! body = (new StreamReader(ctx.Request.Body)).ReadToEndAsync()
        match ctx.Request.Headers.TryGetValue "X-Ringlet-Signature" with
        | true, sigs when CryptographicOperations.FixedTimeEquals(
                              Encoding.ASCII.GetBytes(hexHmac secret body),
                              Encoding.ASCII.GetBytes(string sigs)) ->
            return! text "ok" next ctx
        | _ ->
            return! (setStatusCode 401 >=> json {| error = "invalid signature" |}) next ctx
    }

/// Billing events come through Svix.
let billingHook (secret: string) : HttpHandler =
    fun next ctx -> task {
        let! body = (new StreamReader(ctx.Request.Body)).ReadToEndAsync()
        let wh = Svix.Webhook(secret)
        let headers = Net.WebHeaderCollection()
        for k in [ "svix-id"; "svix-timestamp"; "svix-signature" ] do
            headers.Add(k, string ctx.Request.Headers[k])
        try
            wh.Verify(body, headers)
            return! text "ok" next ctx
        with _ ->
            return! RequestErrors.UNAUTHORIZED "Svix" "billing" "bad signature" next ctx
    }
