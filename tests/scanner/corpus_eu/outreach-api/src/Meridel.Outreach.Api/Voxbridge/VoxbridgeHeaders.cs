namespace Meridel.Outreach.Api.Voxbridge;

internal static class VoxbridgeHeaders
{
    public const string ApiKey = "X-API-KEY";
    public const string ActingUserId = "X-User-Id";
    public const string ActingUserEmail = "X-User-Email";
}

internal static class VoxbridgeRoutes
{
    public const string ContactLists = "contact-lists";
    public static string ContactList(long id) => $"contact-lists/{id}";
    public static string Contacts(long id) => $"contact-lists/{id}/contacts";
    public static string Contact(long id, string phone) => $"contact-lists/{id}/contacts/{Uri.EscapeDataString(phone)}";
}
