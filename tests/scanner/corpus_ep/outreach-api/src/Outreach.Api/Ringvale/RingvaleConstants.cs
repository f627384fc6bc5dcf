namespace Outreach.Api.Ringvale;

/// <summary>Wire-level names used by the Ringvale public API.</summary>
internal static class RingvaleConstants
{
    public const string ApiKeyHeader = "x-api-key";
    public const string ActingUserHeader = "x-user-email";

    public const string ContactListsPath = "contact-lists";

    public const string HttpClientName = "ringvale";
}
