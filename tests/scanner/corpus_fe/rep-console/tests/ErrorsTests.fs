module ErrorsTests

open Xunit
open Ringlet.Errors

[<Fact>]
let ``502 maps to IdentityProviderDown`` () =
    Assert.Equal(IdentityProviderDown, classify 502 "{}")

[<Fact>]
let ``503 maps to PublicApiDisabled`` () =
    Assert.Equal(PublicApiDisabled, classify 503 "{}")

[<Fact>]
let ``404 with other message is ListMissing`` () =
    Assert.Equal(ListMissing "nope", classify 404 """{"error":"nope"}""")
