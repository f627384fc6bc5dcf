using System.Text.Json.Serialization;

namespace Meridian.Dispatch.Outreach.Dtos;

public sealed record DriverContactRow(
    [property: JsonPropertyName("firstName")] string FirstName,
    [property: JsonPropertyName("lastName")] string LastName,
    [property: JsonPropertyName("phoneNumber")] string PhoneNumber,
    [property: JsonPropertyName("company")] string? Company = null);

public sealed record CreateContactListRequest(
    [property: JsonPropertyName("name")] string Name,
    [property: JsonPropertyName("groupName")] string? GroupName,
    [property: JsonPropertyName("contacts")] IReadOnlyList<DriverContactRow> Contacts);

public sealed record RenameContactListRequest(
    [property: JsonPropertyName("name")] string? Name,
    [property: JsonPropertyName("groupName")] string? GroupName);

public sealed record ContactListResponse(
    [property: JsonPropertyName("id")] int Id,
    [property: JsonPropertyName("name")] string Name,
    [property: JsonPropertyName("groupName")] string? GroupName,
    [property: JsonPropertyName("contactsCount")] int ContactsCount,
    [property: JsonPropertyName("orgId")] string OrgId,
    [property: JsonPropertyName("createdAt")] DateTimeOffset CreatedAt,
    [property: JsonPropertyName("updatedAt")] DateTimeOffset UpdatedAt);
