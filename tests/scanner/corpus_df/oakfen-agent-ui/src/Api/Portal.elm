module Api.Portal exposing (ApiError(..), ContactList, addContacts, contactLists, errorToString)

{-| Calls to OUR backend (oakfen-portal, /api/...). The SSO session gives us the
agent's email which the portal expects in X-User-Email.
-}

import Http
import Json.Decode as D
import Json.Encode as E


type alias ContactList =
    { id : String, name : String, size : Int }


type ApiError
    = Http Http.Error
    | Api Int String


headers : String -> List Http.Header
headers email =
    [ Http.header "X-User-Email" email
    , Http.header "Accept" "application/json"
    ]


contactListDecoder : D.Decoder ContactList
contactListDecoder =
    D.map3 ContactList (D.field "id" D.string) (D.field "name" D.string) (D.field "size" D.int)


expectJsonOrError : (Result ApiError a -> msg) -> D.Decoder a -> Http.Expect msg
expectJsonOrError toMsg decoder =
    Http.expectStringResponse toMsg <|
        \resp ->
            case resp of
                Http.GoodStatus_ _ body ->
                    D.decodeString decoder body |> Result.mapError (D.errorToString >> Api 200)

                Http.BadStatus_ meta body ->
                    case D.decodeString (D.field "error" D.string) body of
                        Ok msg ->
                            Err (Api meta.statusCode msg)

                        Err _ ->
                            Err (Http (Http.BadStatus meta.statusCode))

                Http.Timeout_ ->
                    Err (Http Http.Timeout)

                Http.NetworkError_ ->
                    Err (Http Http.NetworkError)

                Http.BadUrl_ u ->
                    Err (Http (Http.BadUrl u))


contactLists : String -> (Result ApiError (List ContactList) -> msg) -> Cmd msg
contactLists email toMsg =
    Http.request
        { method = "GET"
        , headers = headers email
        , url = "/api/contact-lists"
        , body = Http.emptyBody
        , expect = expectJsonOrError toMsg (D.list contactListDecoder)
        , timeout = Just 10000
        , tracker = Nothing
        }


addContacts : String -> String -> List String -> (Result ApiError Int -> msg) -> Cmd msg
addContacts email listId phones toMsg =
    Http.request
        { method = "POST"
        , headers = headers email
        , url = "/api/contact-lists/" ++ listId ++ "/contacts"
        , body = Http.jsonBody (E.list (\p -> E.object [ ( "phone", E.string p ) ]) phones)
        , expect = expectJsonOrError toMsg (D.field "added" D.int)
        , timeout = Just 10000
        , tracker = Nothing
        }


errorToString : ApiError -> String
errorToString err =
    case err of
        Api 404 "user not found" ->
            "Your account is not set up in the dialer yet. Ask your team lead."

        Api 503 _ ->
            "The dialer is unavailable right now."

        Api _ msg ->
            msg

        Http _ ->
            "Network problem, please retry."
