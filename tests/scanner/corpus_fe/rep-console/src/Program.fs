module Program

open System
open Microsoft.AspNetCore.Builder
open Microsoft.Extensions.DependencyInjection
open Giraffe

/// The rep console SPA calls our own API with X-User-Email set by the auth proxy.
let currentRep (ctx: Microsoft.AspNetCore.Http.HttpContext) =
    match ctx.Request.Headers.TryGetValue "X-User-Email" with
    | true, v -> Some (string v)
    | _ -> None

let listsHandler : HttpHandler =
    fun next ctx ->
        match currentRep ctx with
        | None -> (setStatusCode 400 >=> json {| error = "missing user" |}) next ctx
        | Some rep ->
            match Ringlet.Client.getLists rep with
            | Ok body -> (setHttpHeader "Content-Type" "application/json" >=> setBodyFromString body) next ctx
            | Error e -> (setStatusCode 502 >=> json {| error = sprintf "%A" e |}) next ctx

let webApp =
    choose [
        GET >=> route "/api/contact-lists" >=> listsHandler
        POST >=> route "/hooks/ringlet" >=> Webhooks.ringletHook (Environment.GetEnvironmentVariable "RINGLET_WEBHOOK_SECRET")
        POST >=> route "/hooks/billing" >=> Webhooks.billingHook (Environment.GetEnvironmentVariable "SVIX_SECRET")
        GET >=> route "/healthz" >=> text "ok"
        RequestErrors.NOT_FOUND "not found"
    ]

[<EntryPoint>]
let main args =
    let builder = WebApplication.CreateBuilder(args)
    builder.Services.AddGiraffe() |> ignore
    let app = builder.Build()
    app.UseGiraffe webApp
    app.Run()
    0
