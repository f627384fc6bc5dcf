namespace AgentDesk.Web.Services
{
    /// <summary>Header names required by the Dialstream public API.</summary>
    internal static class DialstreamHeaders
    {
        public const string ApiKey = "x-api-key";
        public const string ActingUserEmail = "x-user-email";
        public const string Accept = "application/json";
    }

    internal static class DialstreamRoutes
    {
        public const string ContactLists = "contact-lists";
        public const string ContactList = "contact-lists/{0}";
        public const string ListContacts = "contact-lists/{0}/contacts";
        public const string ListContact = "contact-lists/{0}/contacts/{1}";
    }
}
