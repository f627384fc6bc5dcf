using System.Text.Json.Serialization;

namespace Dispatch.Api.Models;

public sealed record CallvaneContactList(string Id, string Name, int Size);

public sealed record CreateContactListRequest(string Name);

public sealed record AppendContactsRequest(IReadOnlyList<CallvaneContact> Contacts);

public sealed record CallvaneContact(string Phone, string? Name = null);

public sealed record CallvaneErrorBody(
    [property: JsonPropertyName("error")] string Error,
    [property: JsonPropertyName("details")] IReadOnlyList<CallvaneErrorDetail>? Details);

public sealed record CallvaneErrorDetail(string Path, string Message);
