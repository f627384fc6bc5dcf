namespace DialwaveSync.Worker.Dialwave;

/// <summary>
/// Wire-level constants for the Dialwave public API (NorthPeak's dialer).
/// </summary>
internal static class DialwaveConstants
{
    public const string HttpClientName = "dialwave";

    public const string ApiKeyHeader = "x-api-key";
    public const string ActingUserHeader = "X-User-Email";

    public const string ContactListsRoute = "contact-lists";
    public const string ContactListRoute = "contact-lists/{listId}";
    public const string CallsRoute = "calls";

    public const int DefaultPageSize = 200;
}
