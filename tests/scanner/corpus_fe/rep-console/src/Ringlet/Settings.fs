module Ringlet.Settings

open System

let private env name fallback =
    match Environment.GetEnvironmentVariable name with
    | null | "" -> fallback
    | v -> v

[<Literal>]
let ApiVersion = "v1"

let Host = env "RINGLET_HOST" "https://api.ringlet.app"
let BaseUrl = $"{Host}/api/public/{ApiVersion}"
let ApiKey = env "RINGLET_API_KEY" ""
let ActingUserHeader = "X-User-Id"
let KeyHeader = "X-Api-Key"
