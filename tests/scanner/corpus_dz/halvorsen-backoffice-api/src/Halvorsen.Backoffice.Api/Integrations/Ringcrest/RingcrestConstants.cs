namespace Halvorsen.Backoffice.Api.Integrations.Ringcrest;

/// <summary>
/// Wire-level constants for the Ringcrest dialer public API.
/// Keep in sync with the vendor's docs (we are still on the first public release).
/// </summary>
public static class RingcrestConstants
{
    public const string ApiVersion = "v1";
    public const string DefaultHost = "https://api.ringcrest.io";
    public static readonly string PublicBasePath = $"/api/public/{ApiVersion}";

    public static class Headers
    {
        public const string ApiKey = "x-api-key";
        public const string ActingUserEmail = "x-user-email";
        public const string ActingUserId = "X-User-Id";
        public const string RequestId = "X-Request-Id";
    }

    public static class Routes
    {
        public const string ContactLists = "/contact-lists";
        public const string ContactListById = "/contact-lists/{0}";
        public const string ContactListContacts = "/contact-lists/{0}/contacts";
        public const string Calls = "/calls";
    }

    public const string HttpClientName = "ringcrest";
}
