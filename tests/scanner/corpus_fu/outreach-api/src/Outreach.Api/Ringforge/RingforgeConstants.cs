namespace Outreach.Api.Ringforge;

/// <summary>
/// Wire-level constants for the Ringforge public API.
/// </summary>
internal static class RingforgeConstants
{
    public const string PublicBasePath = "/api/public/v1";

    public const string ApiKeyHeader = "x-api-key";
    public const string ActingUserHeader = "X-User-Email";

    public static class Routes
    {
        public const string ContactLists = "contact-lists";
        public const string ContactList = "contact-lists/{0}";
        public const string ContactListContacts = "contact-lists/{0}/contacts";
        public const string ContactListContact = "contact-lists/{0}/contacts/{1}";
        public const string Calls = "calls";
        public const string Users = "users";
    }
}
