using System.Text.Json.Serialization;

namespace BrightWater.AgentPortal.Dialstream;

public sealed record ContactList(
    [property: JsonPropertyName("id")] string Id,
    [property: JsonPropertyName("name")] string Name,
    [property: JsonPropertyName("contactCount")] int ContactCount,
    [property: JsonPropertyName("createdAt")] DateTimeOffset CreatedAt);

public sealed record ContactListPage(
    [property: JsonPropertyName("items")] IReadOnlyList<ContactList> Items,
    [property: JsonPropertyName("nextCursor")] string? NextCursor);

public sealed record NewContact(
    [property: JsonPropertyName("phone")] string Phone,
    [property: JsonPropertyName("firstName")] string? FirstName,
    [property: JsonPropertyName("lastName")] string? LastName,
    [property: JsonPropertyName("policyNumber")] string? PolicyNumber);
