module Ringlet.Client

open FsHttp
open Ringlet.Settings
open Ringlet.Errors

let private send (actAs: string) (req: IToHeader) =
    req
    |> Request.send

let private finish (resp: Response) =
    let code = int resp.statusCode
    if code < 300 then Ok (Response.toText resp)
    else Error (classify code (Response.toText resp))

let getLists (actAs: string) =
    http {
        GET $"{BaseUrl}/contact-lists"
        header KeyHeader ApiKey
        header ActingUserHeader actAs
        Accept "application/json"
    }
    |> Request.send
    |> finish

let appendContacts (actAs: string) (listId: string) (phones: string list) =
    http {
        POST $"{BaseUrl}/contact-lists/{listId}/contacts"
        header KeyHeader ApiKey
        header ActingUserHeader actAs
        body
        jsonSerialize {| contacts = phones |> List.map (fun p -> {| phone = p |}) |}
    }
    |> Request.send
    |> finish

let deleteList (actAs: string) (listId: string) =
    http {
        DELETE $"{BaseUrl}/contact-lists/{listId}"
        header KeyHeader ApiKey
        header ActingUserHeader actAs
    }
    |> Request.send
    |> finish
