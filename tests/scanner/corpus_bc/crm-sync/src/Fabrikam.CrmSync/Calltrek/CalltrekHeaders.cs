namespace Fabrikam.CrmSync.Calltrek;

/// <summary>Header names expected by the Calltrek public API.</summary>
internal static class CalltrekHeaders
{
    public const string ApiKey = "x-api-key";
    public const string ActingUser = "x-user-email";
    public const string RequestId = "x-request-id";
}
