module Page.Campaigns exposing (Model, Msg, init, update, view)

import Api.Portal as Portal exposing (ContactList)
import Html exposing (..)
import Html.Attributes exposing (class, placeholder, value)
import Html.Events exposing (onClick, onInput)


type alias Model =
    { email : String
    , lists : List ContactList
    , selected : Maybe String
    , phones : String
    , status : Maybe String
    }


type Msg
    = GotLists (Result Portal.ApiError (List ContactList))
    | Select String
    | PhonesChanged String
    | Push
    | Pushed (Result Portal.ApiError Int)


init : String -> ( Model, Cmd Msg )
init email =
    ( Model email [] Nothing "" Nothing, Portal.contactLists email GotLists )


update : Msg -> Model -> ( Model, Cmd Msg )
update msg model =
    case msg of
        GotLists (Ok ls) ->
            ( { model | lists = ls }, Cmd.none )

        GotLists (Err e) ->
            ( { model | status = Just (Portal.errorToString e) }, Cmd.none )

        Select id ->
            ( { model | selected = Just id }, Cmd.none )

        PhonesChanged s ->
            ( { model | phones = s }, Cmd.none )

        Push ->
            case model.selected of
                Just id ->
                    ( model, Portal.addContacts model.email id (String.lines model.phones |> List.filter (not << String.isEmpty)) Pushed )

                Nothing ->
                    ( model, Cmd.none )

        Pushed (Ok n) ->
            ( { model | status = Just (String.fromInt n ++ " contacts added"), phones = "" }, Cmd.none )

        Pushed (Err e) ->
            ( { model | status = Just (Portal.errorToString e) }, Cmd.none )


view : Model -> Html Msg
view model =
    div [ class "campaigns" ]
        [ h2 [] [ text "Dialer lists" ]
        , ul [] (List.map (\l -> li [ onClick (Select l.id) ] [ text (l.name ++ " (" ++ String.fromInt l.size ++ ")") ]) model.lists)
        , textarea [ placeholder "one phone per line", value model.phones, onInput PhonesChanged ] []
        , button [ onClick Push ] [ text "Add to list" ]
        , p [] [ text (Maybe.withDefault "" model.status) ]
        ]
