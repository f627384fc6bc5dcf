namespace CrmSync.Worker.Ringlane;

/// <summary>
/// Wire-level constants for the Ringlane public API.
/// TODO(PLAT-2291): v1 is being retired, see the migration doc in Confluence.
/// </summary>
internal static class RinglaneConstants
{
    public const string HttpClientName = "ringlane";

    public const string DefaultBaseAddress = "https://api.ringlane.io/api/public/v1/";

    public const string ApiKeyHeader = "x-api-key";

    public const string ActingUserHeader = "x-user-email";

    // Used when the sync runs without a mapped Ringlane seat (nightly backfill).
    public const string ServiceAccountEmail = "crm-sync@northbeam-logistics.com";

    public const string JsonMediaType = "application/json";
}
