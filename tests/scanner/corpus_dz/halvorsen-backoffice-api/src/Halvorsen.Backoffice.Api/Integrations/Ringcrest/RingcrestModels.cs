using System.Text.Json.Serialization;

namespace Halvorsen.Backoffice.Api.Integrations.Ringcrest;

public sealed record RingcrestPage<T>(
    [property: JsonPropertyName("data")] IReadOnlyList<T> Data,
    [property: JsonPropertyName("page")] int Page,
    [property: JsonPropertyName("total")] int Total);

public sealed record RingcrestContactList(
    [property: JsonPropertyName("id")] string Id,
    [property: JsonPropertyName("name")] string Name,
    [property: JsonPropertyName("contactCount")] int ContactCount,
    [property: JsonPropertyName("createdAt")] DateTimeOffset CreatedAt);

public sealed record CreateContactListRequest(
    [property: JsonPropertyName("name")] string Name,
    [property: JsonPropertyName("ownerEmail")] string? OwnerEmail = null);

public sealed record RenameContactListRequest([property: JsonPropertyName("name")] string Name);

public sealed record AppendContactsRequest(
    [property: JsonPropertyName("phones")] IReadOnlyList<string> Phones,
    [property: JsonPropertyName("dedupe")] bool Dedupe = true);

public sealed record AppendContactsResult(
    [property: JsonPropertyName("added")] int Added,
    [property: JsonPropertyName("skipped")] int Skipped);
