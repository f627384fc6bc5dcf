namespace Fabrikam.CrmSync.Calltrek;

internal static class CalltrekRoutes
{
    public const string ContactLists = "contact-lists";

    public static string ContactList(string listId) => $"contact-lists/{Uri.EscapeDataString(listId)}";

    public static string ListContacts(string listId) => $"contact-lists/{Uri.EscapeDataString(listId)}/contacts";

    public static string ListContact(string listId, string phone) =>
        $"contact-lists/{Uri.EscapeDataString(listId)}/contacts/{Uri.EscapeDataString(phone)}";

    public const string Calls = "calls";

    public static string Call(string callId) => $"calls/{callId}";
}
