using System.Net;
using System.Net.Http.Headers;
using System.Net.Http.Json;
using System.Text.Json.Serialization;
using Microsoft.Extensions.DependencyInjection;

namespace CampaignFunctions.Shared;

// Recordings only exist on the v2 API, so this client was written against v2 from day one.
public static class RingvaleRecordingsRegistration
{
    public static IServiceCollection AddRingvaleRecordings(this IServiceCollection services)
    {
        services.AddHttpClient<RingvaleRecordingsClient>(c =>
        {
            c.BaseAddress = new Uri((Environment.GetEnvironmentVariable("RINGVALE_V2_BASE_URL") ?? "https://api.ringvale.com/api/public/v2") + "/");
            // key format: rvk_live_<uuid>.<secret>
            c.DefaultRequestHeaders.Authorization =
                new AuthenticationHeaderValue("Bearer", Environment.GetEnvironmentVariable("RINGVALE_V2_KEY"));
        });
        return services;
    }
}

public sealed class RingvaleRecordingsClient(HttpClient http)
{
    public async Task<Uri?> GetRecordingUrlAsync(string callId, CancellationToken ct)
    {
        using var resp = await http.GetAsync($"calls/{callId}/recording", ct);
        if (resp.IsSuccessStatusCode)
        {
            var rec = await resp.Content.ReadFromJsonAsync<Recording>(cancellationToken: ct);
            return rec?.DownloadUrl;
        }

        var problem = await resp.Content.ReadFromJsonAsync<V2Problem>(cancellationToken: ct);
        if (resp.StatusCode == HttpStatusCode.NotFound && problem?.Error?.Code == "recording_not_found")
        {
            return null;
        }
        throw new HttpRequestException($"Ringvale v2 {problem?.Error?.Code}: {problem?.Error?.Message}");
    }

    private sealed record Recording([property: JsonPropertyName("download_url")] Uri DownloadUrl);
    private sealed record V2Problem([property: JsonPropertyName("error")] V2Error? Error);
    private sealed record V2Error(
        [property: JsonPropertyName("code")] string Code,
        [property: JsonPropertyName("message")] string Message,
        [property: JsonPropertyName("request_id")] string? RequestId);
}
