namespace Harborline.Dialer.Services.Ringmesh;

/// <summary>Relative routes; the HttpClient BaseAddress carries the /api/public/vN prefix.</summary>
internal static class RingmeshRoutes
{
    public const string ContactLists = "contact-lists";

    public static string ContactList(string listId) => $"contact-lists/{Uri.EscapeDataString(listId)}";

    public static string ListContacts(string listId) => $"contact-lists/{Uri.EscapeDataString(listId)}/contacts";

    public static string ListContactByPhone(string listId, string e164) =>
        $"contact-lists/{Uri.EscapeDataString(listId)}/contacts/{Uri.EscapeDataString(e164)}";

    public static string Calls(string callId) => $"calls/{Uri.EscapeDataString(callId)}";

    public const string Dial = "calls";
}
