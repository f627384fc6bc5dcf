namespace DialerSync.Worker.Ringlane;

internal static class RinglaneHeaders
{
    // Shared public API key issued per workspace in the Ringlane admin console.
    public const string ApiKey = "x-api-key";

    // Ringlane resolves this against its identity provider to pick the acting user.
    public const string ActingUserEmail = "x-user-email";

    public const string RequestId = "X-Request-Id";
}
