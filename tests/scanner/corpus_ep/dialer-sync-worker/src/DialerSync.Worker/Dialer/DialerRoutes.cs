namespace DialerSync.Worker.Dialer;

internal static class DialerRoutes
{
    public const string Lists = "contact-lists";

    public static string List(string listId) => $"contact-lists/{listId}";

    public static string Contacts(string listId) => $"contact-lists/{listId}/contacts";

    public static string Contact(string listId, string phone) =>
        $"contact-lists/{listId}/contacts/{Uri.EscapeDataString(phone)}";
}
