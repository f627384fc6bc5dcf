using System.Text.Json.Serialization;

namespace Fabrikam.Dialer.Functions.Models;

public sealed record ContactListDto(string Id, string Name, int ContactCount);

public sealed record CreateContactListRequest(string Name, string? Description);

public sealed record RenameContactListRequest(string Name);

public sealed record ContactDto(string Phone, string? Name, string? ExternalId);

public sealed record AddContactsRequest(IReadOnlyList<ContactDto> Contacts);

public sealed record CallDto(string Id, string Status, string? Disposition, int DurationSeconds);

public sealed record CallCompletedEvent(
    [property: JsonPropertyName("event")] string Event,
    [property: JsonPropertyName("call_id")] string CallId,
    [property: JsonPropertyName("disposition")] string Disposition,
    [property: JsonPropertyName("external_id")] string? ExternalId);
