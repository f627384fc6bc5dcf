using System.Text.Json.Serialization;

namespace DialerSync.Worker.Models;

public sealed record ContactList(
    [property: JsonPropertyName("id")] string Id,
    [property: JsonPropertyName("name")] string Name,
    [property: JsonPropertyName("contact_count")] int ContactCount);

public sealed record ContactListPage(
    [property: JsonPropertyName("items")] IReadOnlyList<ContactList> Items,
    [property: JsonPropertyName("next_cursor")] string? NextCursor);

public sealed record CrmSegment(string SegmentId, string DisplayName, IReadOnlyCollection<string> Phones, bool Archived);
