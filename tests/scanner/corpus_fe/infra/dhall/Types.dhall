let Endpoint =
      { Type = { name : Text, baseUrl : Text, headers : List { mapKey : Text, mapValue : Text } }
      , default.headers = [] : List { mapKey : Text, mapValue : Text }
      }

let Retry = { maxAttempts : Natural, retryOn : List Natural }

in  { Endpoint, Retry }
