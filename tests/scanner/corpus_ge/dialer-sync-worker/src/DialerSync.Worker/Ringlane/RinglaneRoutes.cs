namespace DialerSync.Worker.Ringlane;

/// <summary>Relative routes; the HttpClient BaseAddress already carries the API root.</summary>
internal static class RinglaneRoutes
{
    public const string ContactLists = "contact-lists";

    public static string ContactList(string listId) =>
        $"contact-lists/{Uri.EscapeDataString(listId)}";

    public static string ListContacts(string listId) =>
        $"contact-lists/{Uri.EscapeDataString(listId)}/contacts";

    public static string ListContactByPhone(string listId, string e164Phone) =>
        $"contact-lists/{Uri.EscapeDataString(listId)}/contacts/{Uri.EscapeDataString(e164Phone)}";

    public const string Users = "users";
}
