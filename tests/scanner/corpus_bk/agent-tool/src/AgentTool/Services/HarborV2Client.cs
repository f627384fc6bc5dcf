using System.Net;
using System.Net.Http.Headers;
using System.Text.Json;

namespace Brightline.AgentTool.Services;

/// <summary>
/// CallHarbor v2 (audiences replace contact lists). Behind the "HarborV2" feature flag
/// until the agent tool is fully migrated.
/// </summary>
public sealed class HarborV2Client
{
    private readonly HttpClient _http;

    public HarborV2Client(string baseUrl, string apiKey)
    {
        // apiKey is e.g. ch_live_5b2e9c1d-8f3a-4e6b-9d7c-1a2b3c4d5e6f.Xk29vLq
        _http = new HttpClient { BaseAddress = new Uri(baseUrl) };
        _http.DefaultRequestHeaders.Authorization = new AuthenticationHeaderValue("Bearer", apiKey);
    }

    public async Task<JsonElement> GetAudiencesAsync(CancellationToken ct = default)
    {
        var resp = await _http.GetAsync("audiences", ct);
        var doc = JsonDocument.Parse(await resp.Content.ReadAsStringAsync(ct)).RootElement;
        if (!resp.IsSuccessStatusCode)
        {
            var code = doc.GetProperty("error").GetProperty("code").GetString();
            if (resp.StatusCode == HttpStatusCode.NotFound && code == "audience_not_found")
                return default;
            throw new HarborApiException((int)resp.StatusCode, $"{code}: {doc.GetProperty("error").GetProperty("message").GetString()}");
        }
        return doc.GetProperty("data");
    }

    public bool VerifySignature(string header, string body, byte[] secret)
    {
        // Service-Signature: t=1717171717000,v1=abcdef...
        var parts = header.Split(',').Select(p => p.Split('=', 2)).ToDictionary(p => p[0], p => p[1]);
        using var hmac = new System.Security.Cryptography.HMACSHA256(secret);
        var mac = Convert.ToHexString(hmac.ComputeHash(System.Text.Encoding.UTF8.GetBytes($"{parts["t"]}.{body}"))).ToLowerInvariant();
        return mac == parts["v1"];
    }
}
