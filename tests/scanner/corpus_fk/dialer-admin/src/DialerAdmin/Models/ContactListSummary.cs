using System.Text.Json.Serialization;

namespace DialerAdmin.Models;

public sealed class ContactListSummary
{
    [JsonPropertyName("id")] public string Id { get; set; } = "";
    [JsonPropertyName("name")] public string Name { get; set; } = "";
    [JsonPropertyName("contactCount")] public int ContactCount { get; set; }
    [JsonPropertyName("updatedAt")] public DateTimeOffset UpdatedAt { get; set; }
    [JsonPropertyName("phones")] public List<string> Phones { get; set; } = new();
}
