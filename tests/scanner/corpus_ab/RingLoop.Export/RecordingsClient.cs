using System.Net;
using System.Text.Json.Serialization;
using RestSharp;

namespace RingLoop.Export;

// Already on v2: per-integration key, Bearer auth, structured errors.
public sealed class RecordingsClient : IDisposable
{
    private readonly RestClient _client;

    public RecordingsClient(string baseUrl, string v2Key)
    {
        _client = new RestClient(new RestClientOptions(baseUrl));
        _client.AddDefaultHeader("Authorization", $"Bearer {v2Key}");
    }

    public async Task<byte[]?> DownloadAsync(string recordingId, CancellationToken ct)
    {
        var response = await _client.ExecuteAsync<V2ErrorEnvelope>(
            new RestRequest("recordings/{id}/media").AddUrlSegment("id", recordingId), ct);
        if (response.StatusCode == HttpStatusCode.NotFound && response.Data?.Error?.Code == "recording_not_found")
            return null;
        if (response.StatusCode == HttpStatusCode.ServiceUnavailable)
            throw new RingLoopTransientException("recordings storage is busy, retry later");
        return response.RawBytes;
    }

    public void Dispose() => _client.Dispose();
}

public sealed class V2ErrorEnvelope
{
    [JsonPropertyName("error")] public V2Error? Error { get; set; }
}

public sealed class V2Error
{
    [JsonPropertyName("code")] public string Code { get; set; } = "";
    [JsonPropertyName("message")] public string Message { get; set; } = "";
}
