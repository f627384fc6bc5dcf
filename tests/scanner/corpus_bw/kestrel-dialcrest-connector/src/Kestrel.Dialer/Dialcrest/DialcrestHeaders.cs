namespace Kestrel.Dialer.Dialcrest;

/// <summary>Header names expected by the Dialcrest public API.</summary>
internal static class DialcrestHeaders
{
    public const string ApiKey = "x-api-key";
    public const string ActingUserEmail = "x-user-email";
    public const string ActingUserId = "x-user-id";
    public const string RequestId = "x-request-id";
}
